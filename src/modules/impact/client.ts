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
};
