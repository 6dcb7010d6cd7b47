import { conflict, notFound } from '../../../../server/http/errors';
import { TASK_HOLD_LIMIT, type TaskDto, type TaskHoldLimitDetails } from '../../contract';
import { TASK_MESSAGES } from '../../messages';
import { holdDeadline, holdLimit, type Holder } from '../holds';
import { toTaskDto } from '../presenter';
import type { TaskCommandContext } from './context';

/**
 * Claims an available task for the session's person, within how many tasks they may hold
 * (holds.ts). When the claim does not match, the answer says why: no such task, the person's own
 * report, the hold limit reached, or someone else was first.
 */
export async function acceptTask(c: TaskCommandContext, taskId: string, holder: Holder): Promise<TaskDto> {
  const now = c.clock.now();
  const limit = holdLimit(c.holds, holder);
  const row = await c.holdsRepo.claim(taskId, holder.id, now, holdDeadline(c.holds, holder, now), limit);
  await c.changed();
  if (row) return toTaskDto(row);
  const task = await c.repo.find(taskId);
  if (!task) throw notFound(TASK_MESSAGES.notFound, 'TASK_NOT_FOUND');
  if (task.status === 'available') {
    if (task.for_volunteers === false) throw conflict('TASK_NOT_FOR_VOLUNTEERS', TASK_MESSAGES.notForVolunteers);
    if (task.reporter_id === holder.id) throw conflict('OWN_REPORT', TASK_MESSAGES.ownReport);
    if ((await c.holdsRepo.countHeld(holder.id)) >= limit) {
      throw conflict(TASK_HOLD_LIMIT, TASK_MESSAGES.holdLimit(limit), { limit } satisfies TaskHoldLimitDetails);
    }
  }
  throw conflict('TASK_NOT_AVAILABLE', TASK_MESSAGES.acceptFailed);
}
