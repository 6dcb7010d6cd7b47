import type { ClientModule } from '../../client/module';

/**
 * astro module, client side: no screens of its own. The profile's insights tab shows its astrological
 * insights through the `astroInsights` slot (ui/AstroInsightsCard.tsx); its texts (the signs and the
 * element texts, which the profile screens also name) load with the other modules' texts.
 */
export const astroClient: ClientModule = {
  id: 'astro',
  slots: { astroInsights: () => import('./ui/AstroInsightsCard') },
  i18n: {
    ns: 'astro',
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
