import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { ClientModule } from '../../client/module';

/**
 * reports module, client side: the Report Trash screen on the camera tab (/camera) and that tab
 * ('Report'). Query keys it invalidates after a report: see ui/query-keys.ts.
 */
export const reportsClient: ClientModule = {
  id: 'reports',
  routes: [{ path: '/camera', lazy: () => import('./ui/ReportScreen') }],
  navTabs: [{ value: 'camera', labelKey: 'nav.report', icon: PhotoCameraIcon, order: 20 }],
  i18n: {
    ns: 'reports',
    load: {
      en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en.json'),
      de: () => import(/* webpackChunkName: "texts-de" */ './i18n/de.json'),
    },
  },
};
