import type { ClientModule } from '../../client/module';

/**
 * impact module, client side: the public impact page of a partner (/partners/{id}/impact, lazy) and,
 * on the Embed partners admin page, each partner's link to it and its URL to copy (the embed module's
 * `partnerImpactLinks` slot); issue 40: the person's own litter charts on their profile tab (the profiles module's
 * `profileLitterCharts` slot).
 */
export const impactClient: ClientModule = {
  id: 'impact',
  routes: [{ path: '/partners/:id/impact', lazy: () => import('./ui/PartnerImpactPage') }],
  slots: { partnerImpactLinks: () => import('./ui/PartnerImpactLinks'), profileLitterCharts: () => import('./ui/charts/MyLitterCharts') },
  i18n: {
    ns: 'impact',
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
