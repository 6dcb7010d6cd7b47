import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../client/api';
import { toast } from '../../../client/toasts/toast-store';
import { TASK_HOLD_LIMIT, type TaskDto, type TaskHoldLimitDetails } from '../contract';
import { useAcceptTask, useMarkCompleted, useReleaseTask } from './api/use-task-actions';
import { errorCode, errorDetails } from './task-errors';
import { rewardOf } from './task-format';

/**
 * The detail sheet's accept, release (delete) and mark-completed calls, each with its toasts.
 * `settled` runs after a release or a mark-completed answer (success or failure): the sheet closes
 * its confirmation then; `onReleased` after a successful release.
 */
export function useSheetActions(task: TaskDto, { settled, onReleased }: { settled: () => void; onReleased: () => void }) {
  const { t } = useTranslation('tasks');
  const accept = useAcceptTask();
  const release = useReleaseTask();
  const mark = useMarkCompleted();

  function onAccept() {
    accept.mutate(task.id, {
      onSuccess: (accepted) => toast({ title: t('toast.accepted'), description: t('toast.acceptedBody', { reward: rewardOf(accepted) }) }),
      onError: (err) => {
        const code = errorCode(err);
        if (code === TASK_HOLD_LIMIT) {
          const limit = (errorDetails(err) as Partial<TaskHoldLimitDetails> | null)?.limit;
          toast({ title: t('toast.holdLimit'), description: typeof limit === 'number' ? t('toast.holdLimitBody', { count: limit }) : undefined, variant: 'destructive' });
          return;
        }
        toast({ title: code === 'OWN_REPORT' ? t('toast.ownReport') : t('toast.acceptFailed'), variant: 'destructive' });
      },
    });
  }

  function onRelease() {
    release.mutate(task.id, {
      onSuccess: () => {
        settled();
        toast({ title: t('toast.deleted'), description: t('toast.deletedBody') });
        onReleased();
      },
      onError: (err) => {
        settled();
        toast({ title: t('toast.deleteFailed'), description: errorMessage(err, '') || undefined, variant: 'destructive' });
      },
    });
  }

  function onMarkCompleted() {
    mark.mutate(task.id, {
      onSuccess: (res) => {
        settled();
        if (res.verificationStatus === 'verified') {
          toast({ title: t('toast.completed'), description: res.reward > 0 ? t('toast.completedBody', { reward: res.reward }) : t('toast.completedUnpaidBody') });
        } else {
          toast({ title: t('toast.review'), description: t('toast.reviewBody') });
        }
      },
      onError: (err) => {
        settled();
        toast({ title: t('toast.completeFailed'), description: errorMessage(err, '') || undefined, variant: 'destructive' });
      },
    });
  }

  return { accepting: accept.isPending, releasing: release.isPending, marking: mark.isPending, onAccept, onRelease, onMarkCompleted };
}
