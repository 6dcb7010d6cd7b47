/** embed module: the embeddable task map for partner sites. No knex, no React. */
export interface PartnerDto {
  id: string;
  name: string;
  allowedOrigins: string[];
  center: { lat: number; lon: number };
  zoom: number;
  color: string | null;
  createdAt: string;
}

/** GET /api/embed/stats */
export interface EmbedStats {
  cleanedThisMonth: number;
  since: string;
}

/** Size budgets of the widget bundles, gzipped (checked by `npm run check:bundles` in CI). */
export const WIDGET_BUDGETS = { loaderJs: 2 * 1024, embedJs: 50 * 1024, embedCss: 5 * 1024 } as const;

/** GET /api/admin/embed/partners */
export interface PartnersResponse {
  partners: PartnerDto[];
}

/** POST /api/admin/embed/partners (201), PUT /api/admin/embed/partners/{id} */
export interface PartnerResponse {
  partner: PartnerDto;
}

/**
 * The snippet a partner pastes. With data-partner the map starts at the partner's registered centre,
 * zoom and colour (read at load time, so an edit here shows on their site without a new snippet) and
 * only the partner's origins may frame it. `appOrigin` is where CleanQuest runs.
 */
export function partnerSnippet(appOrigin: string, partnerId: string, lang: 'en' | 'de' = 'en'): string {
  return `<script src="${appOrigin}/widget.js" data-partner="${partnerId}" data-lang="${lang}" async></script>`;
}
