import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslation } from 'react-i18next';
import { useSheetTexts } from './sheet-texts';
import type { TaskDto } from '../contract';
import type { MarkKind, TaskMarksDto } from '../marks';
import { useMarkTask, useTaskMarks } from './api/use-task-marks';
import { errorCode } from './task-errors';

const BUTTONS: { kind: MarkKind; label: string; icon: typeof VisibilityIcon }[] = [
  { kind: 'still_there', label: 'marks.stillThere', icon: VisibilityIcon },
  { kind: 'more_than_before', label: 'marks.moreThanBefore', icon: AddCircleOutlineIcon },
  { kind: 'already_cleaned', label: 'marks.alreadyCleaned', icon: CheckCircleOutlineIcon },
];

/** '2 hours ago' in the app's language (minutes under an hour, hours under a day, else days). */
export function timeAgo(iso: string, now: Date, language: string): string {
  const minutes = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 60_000));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  if (minutes < 24 * 60) return format.format(-Math.floor(minutes / 60), 'hour');
  return format.format(-Math.floor(minutes / (24 * 60)), 'day');
}

function Summary({ marks, now }: { marks: TaskMarksDto; now: Date }) {
  useSheetTexts();
  const { t, i18n } = useTranslation('tasks');
  const lines = [
    marks.counts.still_there > 0 && marks.lastStillThereAt && t('marks.confirmed', { count: marks.counts.still_there, when: timeAgo(marks.lastStillThereAt, now, i18n.language) }),
    marks.counts.more_than_before > 0 && t('marks.more', { count: marks.counts.more_than_before }),
    marks.cleanedPending && t('marks.cleanedPending'),
  ].filter((x): x is string => typeof x === 'string');
  if (lines.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, mb: 1, pl: 2.5 }} data-testid="task-marks-summary">
      {lines.map((line) => (
        <Typography component="li" variant="body2" key={line}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

export interface TaskMarksProps {
  task: TaskDto;
  /** Offer the three buttons (not to the person holding the task). */
  canMark: boolean;
  /** The moment times are told from (tests); the clock otherwise. */
  now?: Date;
}

/**
 * Issue 23: what people said about a task ('Still there — confirmed 2 hours ago by 3 people') and
 * three buttons to say it too: 'Still there', 'More than before', 'Already cleaned' (which a
 * moderator checks). Feedback is shown in a live region (read out); a kind marked today shows as pressed.
 */
export function TaskMarks({ task, canMark, now }: TaskMarksProps) {
  useSheetTexts();
  const { t } = useTranslation('tasks');
  const marks = useTaskMarks(task.id);
  const mutation = useMarkTask(task.id);
  const [feedback, setFeedback] = useState<{ text: string; severity: 'success' | 'info' | 'error' } | null>(null);
  const closed = task.status === 'completed';

  const send = (kind: MarkKind) => {
    setFeedback(null);
    mutation.mutate(kind, {
      onSuccess: (res) => {
        const text = res.repeated ? t('marks.repeated') : t(`marks.thanks.${kind}`);
        setFeedback({ text, severity: res.repeated ? 'info' : 'success' });
      },
      onError: (err) => {
        const text = errorCode(err) === 'MARK_TASK_CLOSED' ? t('marks.closed') : t('marks.failed');
        setFeedback({ text, severity: 'error' });
      },
    });
  };

  return (
    <Box sx={{ mt: 2 }}>
      {marks.isPending && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('marks.loading')}
        </Typography>
      )}
      {marks.isError && (
        <Typography variant="body2" color="text.secondary">
          {t('marks.loadFailed')}
        </Typography>
      )}
      {marks.data && <Summary marks={marks.data} now={now ?? new Date()} />}
      {canMark && !closed && (
        <Stack role="group" aria-label={t('marks.group')} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {BUTTONS.map(({ kind, label, icon: Icon }) => (
            <Button
              key={kind}
              variant={marks.data?.mineToday.includes(kind) ? 'contained' : 'outlined'}
              aria-pressed={marks.data?.mineToday.includes(kind) ?? false}
              startIcon={<Icon aria-hidden />}
              disabled={mutation.isPending}
              onClick={() => send(kind)}
              sx={{ minHeight: 44 }}
            >
              {t(label)}
            </Button>
          ))}
        </Stack>
      )}
      <Box role="status" aria-live="polite">
        {mutation.isPending && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('marks.saving')}
          </Typography>
        )}
        {feedback && (
          <Alert severity={feedback.severity} sx={{ mt: 1 }}>
            {feedback.text}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
