import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import type { TaskDto } from '../contract';
import { HoldNotice } from './HoldNotice';

export interface SheetNoticesProps {
  task: TaskDto;
  /** The person's own task, still to be done. */
  mineActive: boolean;
  /** The person's own task, done. */
  mineDone: boolean;
}

/**
 * The detail sheet's notes on the person's own task: a completion waiting for review, the last
 * after-photo failing (with a moderator's reason when one rejected it), how long the task is held,
 * and a completed task. Siblings for the sheet's body.
 */
export function SheetNotices({ task, mineActive, mineDone }: SheetNoticesProps) {
  const { t } = useTranslation('tasks');
  return (
    <>
      {mineActive && task.verificationStatus === 'needs_review' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('sheet.pendingReview')}
        </Alert>
      )}
      {mineActive && task.verificationStatus === 'failed' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {task.review?.outcome === 'rejected' ? (
            <>
              <AlertTitle>{t('sheet.rejectedTitle')}</AlertTitle>
              {t('sheet.rejectedReason', { reason: task.review.reason ?? '' })}
            </>
          ) : (
            t('sheet.failedBefore')
          )}
        </Alert>
      )}
      {mineActive && <HoldNotice task={task} />}
      {mineDone && (
        <Alert severity="success" icon={<TaskAltIcon />} sx={{ mt: 2 }}>
          {t('sheet.completedNote')}
        </Alert>
      )}
    </>
  );
}
