import type { ClientModule } from '../../client/module';

/** identity module, client side: only texts for now (session start lives in the app shell). */
export const identityClient: ClientModule = {
  id: 'identity',
  i18n: {
    ns: 'identity',
    load: {
      en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en.json'),
      de: () => import(/* webpackChunkName: "texts-de" */ './i18n/de.json'),
    },
  },
};
