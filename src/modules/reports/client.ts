import type { ClientModule } from '../../client/module';
import en from './i18n/en.json';
import de from './i18n/de.json';

/**
 * reports module, client side: the Report Trash screen on the camera tab (/camera). Query keys it
 * invalidates after a report: see ui/query-keys.ts.
 */
export const reportsClient: ClientModule = {
  id: 'reports',
  routes: [{ path: '/camera', lazy: () => import('./ui/ReportScreen') }],
  i18n: { ns: 'reports', resources: { en, de } },
};
