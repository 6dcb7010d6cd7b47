import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDuplicateTexts } from './duplicate-texts';
import { ApiError, errorMessage } from '../../../client/api';
import { announce } from '../../../client/accessibility/announcer';
import type { OfflineAnswerSlotProps } from '../../../client/offline/slots';
import { toast } from '../../../client/toasts/toast-store';
import { useConfirmSpot } from './api/use-confirm-spot';
import { duplicateCandidates } from './duplicate-answer';
import { DuplicateQuestion } from './DuplicateQuestion';

/**
 * 'Is this the same spot?' for a report kept on the device that the server answered with 409
 * POSSIBLE_DUPLICATE when the queue sent it (the offlineAnswer slot of the waiting list). 'No, it's a
 * different spot' sends it again with notDuplicate=true; 'Yes, add my photo to it' confirms the task
 * with the queued photo, and the queued report is removed.
 */
export default function QueuedDuplicateAnswer({ item, loadPhoto, open, onResend, onResolved, onClose }: OfflineAnswerSlotProps) {
  useDuplicateTexts();
  const { t } = useTranslation('reports');
  const confirm = useConfirmSpot();
  const [busy, setBusy] = useState(false);
  const answer = item.answer;
  // The queue keeps the answer's JSON; read its candidates the way the report screen reads them.
  const candidates = answer ? (duplicateCandidates(new ApiError(answer.status, '', JSON.stringify({ code: answer.code, details: answer.details }))) ?? []) : [];

  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      toast({ title: t('failure.title'), description: errorMessage(err, t('duplicate.confirmFailed')), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <DuplicateQuestion
      open={open}
      candidates={candidates}
      busy={busy}
      onSame={(taskId) =>
        void run(async () => {
          const stored = await loadPhoto();
          if (!stored) throw new Error('The queued report has no photo');
          const photo = new File([stored.bytes], stored.name, { type: stored.type });
          // Issue 35: the queue made this key once for the question, so a retry is not a second confirmation.
          // Issue 39: the queued photo is the blurred one; its regions were kept as the report's field.
          const blurRegions = item.fields.find(([name]) => name === 'blurRegions')?.[1];
          const done = await confirm.mutateAsync({ taskId, photo, ...(item.confirmKey ? { idempotencyKey: item.confirmKey } : {}), ...(blurRegions ? { blurRegions } : {}) });
          await onResolved();
          const thanks = done.alreadyConfirmed ? t('duplicate.alreadyConfirmed') : done.xp > 0 ? t('duplicate.confirmed', { xp: done.xp }) : t('duplicate.confirmedNoXp');
          toast({ title: thanks });
          announce(thanks);
        })
      }
      onDifferent={() => void run(() => onResend({ notDuplicate: 'true' }))}
      onCancel={onClose}
    />
  );
}
