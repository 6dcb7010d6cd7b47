import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import { HOLD_WARNING_MS, type TaskDto } from '../contract';
import { formatHoldTime } from './task-format';

/** The time now, moved on every minute (so the warning appears when its time comes). */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * How long the person keeps their active task: 'Held until {time}', and a warning once less than
 * HOLD_WARNING_MS is left. Nothing for other tasks, nor while a completion waits for a moderator
 * (heldUntil is null then). `compact` for the My Tasks card, an alert in the detail sheet.
 */
export function HoldNotice({ task, compact = false }: { task: TaskDto; compact?: boolean }) {
  const { t, i18n } = useTranslation('tasks');
  const now = useMinuteClock();
  if (task.status !== 'assigned' || !task.heldUntil) return null;
  const time = formatHoldTime(task.heldUntil, i18n.language, now);
  const soon = new Date(task.heldUntil).getTime() - now.getTime() < HOLD_WARNING_MS;
  const text = soon ? t('hold.warning', { time }) : t('hold.heldUntil', { time });
  if (compact) {
    const Icon = soon ? WarningAmberIcon : HourglassTopIcon;
    return (
      <Typography variant="body2" color={soon ? 'warning.dark' : 'text.secondary'} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: soon ? 700 : 400 }}>
        <Icon aria-hidden sx={{ fontSize: 16, flexShrink: 0 }} />
        <span>{text}</span>
      </Typography>
    );
  }
  return (
    <Alert severity={soon ? 'warning' : 'info'} icon={soon ? undefined : <HourglassTopIcon />} sx={{ mt: 2 }}>
      {text}
    </Alert>
  );
}
