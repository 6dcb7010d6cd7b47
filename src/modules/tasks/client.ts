import type { ClientModule } from '../../client/module';
import { useTasksTabBadge } from './ui/api/use-tasks-tab-badge';

const map = () => import('./ui/MapScreen');

/**
 * tasks module, client side: the task map on the map tab ('/' and '/map') and the task list on the
 * tasks tab ('/tasks'), both with the task detail sheet and the completion dialog; the tasks tab's
 * badge (active tasks, new-tasks dot) for the shell's bottom navigation. Query hooks live in ui/api/.
 */
export const tasksClient: ClientModule = {
  id: 'tasks',
  routes: [
    { path: '/', lazy: map },
    { path: '/map', lazy: map },
    { path: '/tasks', lazy: () => import('./ui/TasksScreen') },
  ],
  hooks: { useTasksTabBadge },
  globalComponents: [() => import('./ui/ReviewOutcomeWatcher')],
  adminViews: [{ path: 'review', labelKey: 'tasks:admin.review', permission: 'moderator', lazy: () => import('./admin/ReviewQueue') }],
  i18n: {
    ns: 'tasks',
    load: {
      en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en.json'),
      de: () => import(/* webpackChunkName: "texts-de" */ './i18n/de.json'),
    },
  },
};
