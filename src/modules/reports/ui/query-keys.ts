/**
 * react-query keys the reports module touches. Keys are URL prefixes (the default query function
 * GETs the key parts joined with '/'), and react-query matches prefixes element by element, so
 * ['/api/tasks'] does NOT cover ['/api/tasks/available']: a new report invalidates all three.
 *
 * - ['/api/reports', ...]          report lists and details (e.g. ['/api/reports', 'user', userId])
 * - ['/api/tasks', ...]            task lists and details (e.g. ['/api/tasks', 'my-tasks', userId])
 * - ['/api/tasks/available', ...]  the polled available-tasks query (map and task list)
 */
export const REPORTS_KEY = ['/api/reports'] as const;
export const TASKS_KEY = ['/api/tasks'] as const;
export const AVAILABLE_TASKS_KEY = ['/api/tasks/available'] as const;

/** Spec 7, POST /api/reports: "on success invalidates reports, tasks and available-tasks data". */
export const KEYS_AFTER_REPORT = [REPORTS_KEY, TASKS_KEY, AVAILABLE_TASKS_KEY] as const;
