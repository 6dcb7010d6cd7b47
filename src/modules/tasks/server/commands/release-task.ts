import { conflict } from '../../../../server/http/errors';
import type { TaskDto } from '../../contract';
import { TASK_MESSAGES } from '../../messages';
import { toTaskDto } from '../presenter';
import type { TaskCommandContext } from './context';
import { ownAssignedTask } from './own-assigned-task';

/** DELETE: gives the caller's own accepted task back to everyone. */
export async function releaseTask(c: TaskCommandContext, taskId: string, userId: string): Promise<TaskDto> {
  const row = await c.holdsRepo.release(taskId, userId, c.clock.now());
  await c.changed();
  if (row) return toTaskDto(row);
  await ownAssignedTask(c.repo, taskId, userId);
  throw conflict('TASK_NOT_RELEASABLE', TASK_MESSAGES.deleteFailed);
}
