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
