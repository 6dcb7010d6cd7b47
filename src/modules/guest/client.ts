import type { ClientModule } from '../../client/module';
import en from './i18n/en.json';
import de from './i18n/de.json';

/** guest module, client side: only texts for now (session start lives in the app shell). */
export const guestClient: ClientModule = {
  id: 'guest',
  i18n: { ns: 'guest', resources: { en, de } },
};
