/**
 * react-query keys of the tasks screens. Keys are URL prefixes (the default query function GETs the
 * parts joined with '/'), and invalidation matches prefixes part by part:
 * - ['/api/tasks/available', ...]   the polled available tasks (whole list, or a map box); the reports
 *                                   module invalidates this prefix after a new report.
 * - ['/api/tasks', 'my-tasks', id]  GET /api/tasks/my-tasks/{id}; ['/api/tasks'] covers it.
 * - ['/api/tasks', 'user', id]      GET /api/tasks/user/{id} (tasks from the user's own reports); the
 *                                   reports module's ['/api/tasks'] invalidation after a report covers it.
 * - ['session']                     the current user (coins, level, tasks completed in the header).
 */
export const AVAILABLE_TASKS_KEY = ['/api/tasks/available'] as const;
export const TASKS_KEY = ['/api/tasks'] as const;
export const myTasksKey = (userId: string) => ['/api/tasks', 'my-tasks', userId] as const;
export const reportedTasksKey = (userId: string) => ['/api/tasks', 'user', userId] as const;
export { SESSION_QUERY_KEY } from '../../../../client/session/guest-session';
