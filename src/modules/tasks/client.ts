import AssignmentIcon from '@mui/icons-material/Assignment';
import MapIcon from '@mui/icons-material/Map';
import type { ClientModule } from '../../client/module';
import { useTasksTabBadge } from './ui/api/use-tasks-tab-badge';

const map = () => import('./ui/MapScreen');

/**
 * tasks module, client side: the task map on the map tab ('/' and '/map') and the task list on the
 * tasks tab ('/tasks'), both with the task detail sheet and the completion dialog; the map and tasks
 * tabs of the shell's bottom navigation, the tasks tab with its badge (active tasks, new-tasks dot). Query hooks live in ui/api/.
 */
export const tasksClient: ClientModule = {
  id: 'tasks',
  routes: [
    { path: '/', lazy: map },
    { path: '/map', lazy: map },
    { path: '/tasks', lazy: () => import('./ui/TasksScreen') },
  ],
  navTabs: [
    { value: 'map', home: true, labelKey: 'nav.map', icon: MapIcon, order: 10 },
    {
      value: 'tasks',
      labelKey: 'nav.tasks',
      icon: AssignmentIcon,
      order: 30,
      badge: {
        useBadge: useTasksTabBadge,
        labelKeys: { count: 'nav.taskCount', capped: 'nav.taskCountCapped', hasNew: 'nav.newTasks' },
        testIds: { count: 'task-count-badge', dot: 'new-tasks-dot' },
      },
    },
  ],
  adminViews: [
    { path: 'review', labelKey: 'tasks:admin.review', permission: 'moderator', lazy: () => import('./admin/ReviewQueue') },
    // Issue 23: tasks people say are already cleaned.
    { path: 'marks', labelKey: 'tasks:admin.marks', permission: 'moderator', lazy: () => import('./admin/MarkReview') },
  ],
  i18n: {
    ns: 'tasks',
    load: {
      en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en.json'),
      de: () => import(/* webpackChunkName: "texts-de" */ './i18n/de.json'),
      fr: () => import(/* webpackChunkName: "texts-fr" */ './i18n/fr.json'),
      es: () => import(/* webpackChunkName: "texts-es" */ './i18n/es.json'),
      it: () => import(/* webpackChunkName: "texts-it" */ './i18n/it.json'),
      nl: () => import(/* webpackChunkName: "texts-nl" */ './i18n/nl.json'),
      pl: () => import(/* webpackChunkName: "texts-pl" */ './i18n/pl.json'),
      ar: () => import(/* webpackChunkName: "texts-ar" */ './i18n/ar.json'),
    },
  },
};
