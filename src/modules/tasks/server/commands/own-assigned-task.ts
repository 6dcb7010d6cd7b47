import { conflict, forbidden, HttpError, notFound } from '../../../../server/http/errors';
import { TASK_MESSAGES } from '../../messages';
import type { TaskRow } from '../models';
import type { TasksRepository } from '../repository';

/** The task, if it is assigned to this user; otherwise the right 404 / 403 / 409. */
export async function ownAssignedTask(repo: TasksRepository, taskId: string, userId: string): Promise<TaskRow> {
  const task = await repo.find(taskId);
  if (!task) throw notFound(TASK_MESSAGES.notFound, 'TASK_NOT_FOUND');
  if (task.assignee_id !== userId) throw forbidden(TASK_MESSAGES.notYours, 'NOT_YOUR_TASK');
  if (task.status === 'completed') throw conflict('TASK_ALREADY_COMPLETED', TASK_MESSAGES.alreadyCompleted);
  if (task.status !== 'assigned') throw new HttpError(409, 'TASK_NOT_ASSIGNED', TASK_MESSAGES.notYours);
  return task;
}
