import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { ClientModule } from '../../client/module';

/**
 * reports module, client side: the Report Trash screen on the camera tab (/camera) and that tab
 * ('Report'). After a report it invalidates the tasks module's lists (ui/api/use-reports.ts).
 */
export const reportsClient: ClientModule = {
  id: 'reports',
  routes: [{ path: '/camera', lazy: () => import('./ui/ReportScreen') }],
  navTabs: [{ value: 'camera', labelKey: 'nav.report', icon: PhotoCameraIcon, order: 20 }],
  // Issue 23: 'Is this the same spot?' for a queued report the server asked it about (src/client/offline).
  slots: { offlineAnswer: () => import('./ui/QueuedDuplicateAnswer') },
  i18n: {
    ns: 'reports',
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
