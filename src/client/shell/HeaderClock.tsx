import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The current time, formatted for the active language, updated at the start of every minute. */
export function HeaderClock({ now: fixedNow }: { now?: Date }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => fixedNow ?? new Date());

  useEffect(() => {
    if (fixedNow) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(new Date());
    const timeout = setTimeout(() => {
      tick();
      interval = setInterval(tick, 60_000);
    }, 60_000 - (Date.now() % 60_000));
    return () => {
      clearTimeout(timeout);
      if (interval) clearInterval(interval);
    };
  }, [fixedNow]);

  const text = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(now);
  return (
    <Typography component="time" dateTime={now.toISOString()} variant="body2" aria-label={`${t('header.currentTime')}: ${text}`} sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap' }}>
      {text}
    </Typography>
  );
}
