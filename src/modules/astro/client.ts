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
      ar: () => import(/* webpackChunkName: "texts-ar" */ './i18n/ar.json'),
    },
  },
};
