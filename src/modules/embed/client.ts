import type { ClientModule } from '../../client/module';
import en from './i18n/en.json';
import de from './i18n/de.json';

/**
 * embed module, client side: only the partners admin page (lazy; its texts load with it). The
 * embeddable map itself is its own bundle (src/widget), never part of the app.
 */
export const embedClient: ClientModule = {
  id: 'embed',
  adminViews: [{ path: 'partners', labelKey: 'embed:admin.title', permission: 'admin', lazy: () => import('./admin/PartnersPage') }],
  i18n: { ns: 'embed', resources: { en, de } },
};
