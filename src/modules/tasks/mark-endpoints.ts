/**
 * The tasks module's marks endpoints (issue 23): anyone says of a task 'still there', 'more than
 * before' or 'already cleaned'; moderators decide the 'already cleaned' ones. Beside endpoints.ts,
 * which holds the rest of the module's HTTP contract.
 */
import { defineEndpoint } from '../../shared/endpoint';
import { markBodySchema, markDecisionSchema, markResponseSchema, markReviewQueueSchema, taskMarksSchema } from './mark-schemas';
import { taskIdParamsSchema } from './schemas';

export const markTask = defineEndpoint('POST', '/tasks/:id/marks', {
  summary: 'Say of a task that its litter is still there, that there is more than before, or that it is already cleaned',
  description:
    'One mark of each kind per person, task and day (UTC); a repeat answers the existing mark (`repeated`). The first “more than before” of each person raises the priority one step (low to medium to high). “Already cleaned” puts the task into the moderators’ review: a moderator closes it as cleaned (nobody is paid a reward) or dismisses the mark. Not by the person who holds the task, not on a closed task.',
  access: 'session',
  params: taskIdParamsSchema,
  body: markBodySchema,
  response: markResponseSchema,
  errors: {
    404: 'No such task (TASK_NOT_FOUND).',
    409: 'The task is closed (MARK_TASK_CLOSED), or the caller holds it (MARK_OWN_TASK).',
  },
  // Marks move a task into the moderators’ queue: per person, per address and per task.
  limits: { perPerson: { points: 60, windowSeconds: 3600 }, perAddress: { points: 300, windowSeconds: 3600 }, perTarget: { what: 'task', points: 30, windowSeconds: 86_400 } },
});

export const taskMarks = defineEndpoint('GET', '/tasks/:id/marks', {
  summary: 'What people said about a task: how many say it is still there, more than before, already cleaned',
  description: 'Counts are distinct people. With a session, `mineToday` lists the kinds the caller marked today (UTC).',
  access: 'public',
  params: taskIdParamsSchema,
  response: taskMarksSchema,
  errors: { 404: 'No such task (TASK_NOT_FOUND).' },
});

export const markReviewQueue = defineEndpoint('GET', '/admin/tasks/marks', {
  summary: 'Tasks people say are already cleaned, waiting for a moderator',
  access: 'moderator',
  response: markReviewQueueSchema,
});

export const closeMarkedTask = defineEndpoint('POST', '/admin/tasks/marks/:id/close', {
  summary: 'Close a task as cleaned on its “already cleaned” marks (pays no reward)',
  access: 'moderator',
  params: taskIdParamsSchema,
  response: markDecisionSchema,
  errors: {
    404: 'No such task.',
    409: 'No mark waits on this task (MARKS_ALREADY_DECIDED), or someone holds it now (MARK_TASK_HELD).',
  },
  // Moderators only.
  limits: { perPerson: { points: 600, windowSeconds: 3600 } },
});

export const dismissMarks = defineEndpoint('POST', '/admin/tasks/marks/:id/dismiss', {
  summary: 'Dismiss the “already cleaned” marks of a task: it stays open',
  access: 'moderator',
  params: taskIdParamsSchema,
  response: markDecisionSchema,
  errors: { 404: 'No such task.', 409: 'No mark waits on this task (MARKS_ALREADY_DECIDED).' },
  // Moderators only.
  limits: { perPerson: { points: 600, windowSeconds: 3600 } },
});
