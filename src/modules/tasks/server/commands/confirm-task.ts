import { conflict, notFound, type HttpError } from '../../../../server/http/errors';
import { CONFIRMATION_XP } from '../../../../shared/constants';
import { HELD_PHOTO_MESSAGE, type StagedPhoto, type StageMeta } from '../../../photos/contract';
import type { ConfirmationResponse } from '../../contract';
import { TASK_MESSAGES } from '../../messages';
import type { ConfirmationRow, TaskRow } from '../models';
import { toTaskDto } from '../presenter';
import type { TaskCommandContext } from './context';

const closed = () => conflict('TASK_CLOSED', TASK_MESSAGES.confirmClosed);
const own = () => conflict('OWN_TASK', TASK_MESSAGES.confirmOwn);

/** Why this person may not confirm this task, or null (checked before the photo work and again under the row lock). */
function refusal(task: TaskRow | undefined, userId: string): HttpError | null {
  if (!task) return notFound(TASK_MESSAGES.notFound, 'TASK_NOT_FOUND');
  if (task.reporter_id === userId) return own();
  if (task.status === 'completed') return closed();
  return null;
}

const answer = (task: TaskRow, xp: number, alreadyConfirmed: boolean, status: ConfirmationResponse['photo']['status']): ConfirmationResponse => ({
  task: toTaskDto(task),
  xp,
  alreadyConfirmed,
  photo: { status, message: status === 'held' ? HELD_PHOTO_MESSAGE : null },
});

/**
 * 'Yes, add my photo to it' (issue 23): the person saw someone else's open task and adds their photo.
 * The photo joins the task, the task is seen by one more person (high priority from
 * SEEN_BY_HIGH_PRIORITY people on) and the person earns CONFIRMATION_XP once (ledger reason
 * 'task_confirmed', reference task and person), all in one transaction. A repeat, also a parallel
 * one, answers the first confirmation again: no second photo, count or reward. `blurRegions`: what the
 * phone blurred (issue 39), recorded and blurred again; the photos module still runs its own face check.
 */
export async function confirmTask(c: TaskCommandContext, taskId: string, userId: string, image: Buffer, blurRegions?: StageMeta['blurRegions']): Promise<ConfirmationResponse> {
  const before = await c.repo.find(taskId);
  const earlier = before ? await c.confirmations.find(taskId, userId) : undefined;
  if (before && earlier) return answer(before, 0, true, 'clear');
  const problem = refusal(before, userId);
  if (problem) throw problem;

  const photo: StagedPhoto = await c.photos.stage(image, { ownerId: userId, purpose: 'report', blurRegions });
  let result: ConfirmationResponse;
  try {
    result = await c.uow.run(async (unit, trx) => {
      const task = await c.confirmations.lockTask(trx, taskId);
      const again = refusal(task, userId);
      if (again) throw again;
      const row: ConfirmationRow | undefined = await c.confirmations.insert(trx, { task_id: taskId, user_id: userId, photo_id: photo.id });
      if (!row) return answer(task!, 0, true, 'clear');
      await c.photos.record(photo, unit);
      const seen = await c.confirmations.seenByOneMore(trx, taskId, c.clock.now());
      const pay = await c.rewards.credit({ userId, reason: 'task_confirmed', reference: `${taskId}:${userId}`, coins: 0, xp: CONFIRMATION_XP, verifiedBy: { kind: 'other_person', by: task!.reporter_id } }, unit);
      await c.changed(unit);
      return answer(seen, pay.credited ? CONFIRMATION_XP : 0, false, photo.screening.status);
    });
  } catch (err) {
    await c.photos.discard(photo);
    throw err;
  }
  // A parallel repeat won: this photo was never recorded.
  if (result.alreadyConfirmed) await c.photos.discard(photo);
  return result;
}
