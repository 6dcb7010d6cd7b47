import { useTranslation } from 'react-i18next';
import { useDuplicateTexts } from './duplicate-texts';
import { toast } from '../../../client/toasts/toast-store';
import type { DuplicateQuestionProps } from './DuplicateQuestion';
import { duplicateCandidates } from './duplicate-answer';
import { useConfirmSpot } from './api/use-confirm-spot';
import { failureMessage, heldMessage } from './report-outcome';

export interface DuplicateFlowOptions {
  /** The report's failure, if any: a 409 POSSIBLE_DUPLICATE opens the question. */
  error: unknown;
  /** The report's photo: 'Yes, add my photo to it' sends it to the task. */
  photo: File | null;
  /** Leaves the failed report (the question closes; the form keeps its photo and location). */
  clearError: () => void;
  /** Sends the report again with notDuplicate=true. */
  sendAgain: () => void;
}

/**
 * The report screen's side of 'Is this the same spot?' (issue 23): the question's props, and after a
 * confirmation the texts of the success dialog ('Thanks! You confirmed this spot. +N XP').
 */
export function useDuplicateFlow({ error, photo, clearError, sendAgain }: DuplicateFlowOptions) {
  useDuplicateTexts();
  const { t } = useTranslation('reports');
  const confirm = useConfirmSpot();
  const candidates = duplicateCandidates(error);
  const question: DuplicateQuestionProps = {
    open: candidates !== null && !confirm.isSuccess,
    candidates: candidates ?? [],
    busy: confirm.isPending,
    onSame: (taskId) => {
      if (!photo || confirm.isPending) return;
      confirm.mutate(
        { taskId, photo },
        {
          onSuccess: () => clearError(),
          onError: (err) => toast({ title: t('duplicate.confirmFailed'), description: failureMessage(t, err), variant: 'destructive' }),
        },
      );
    },
    onDifferent: () => {
      clearError();
      sendAgain();
    },
    onCancel: clearError,
  };
  const data = confirm.data;
  return {
    /** The question is open: the failure dialog stays closed. */
    asking: candidates !== null,
    question,
    confirmed: confirm.isSuccess,
    successBody: data ? (data.alreadyConfirmed ? t('duplicate.alreadyConfirmed') : data.xp > 0 ? t('duplicate.confirmed', { xp: data.xp }) : t('duplicate.confirmedNoXp')) : null,
    successHeld: heldMessage(t, data?.photo),
    reset: () => confirm.reset(),
  };
}
