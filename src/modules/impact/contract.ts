/**
 * impact module (issue 22, points 3 and 5): what happened in a registered partner's area (reports,
 * cleanups, kg CO2e of approved actions, before/after photos of cleanups, recurring hotspots) for the
 * partner's public impact page, and the recurring hotspots as open data. It owns no table: partners come
 * from the embed module, tasks and hotspots from the tasks module, actions from the actions module and
 * the photos' visibility from the photos module, each through its contract.
 * The ONLY file other modules import (plus schemas.ts and endpoints.ts). No knex, no React.
 *
 * Everything here is aggregate and public: counts and sums, places and days. No user ids or names, no
 * descriptions or typed addresses, no exact times.
 */
import type { PartnerArea } from '../embed/contract';
import type { WasteType } from '../tasks/contract';
import type { LitterBucket, LitterCharts, LitterTotals } from '../litter/contract';

/** The impact page's period when none is asked for: the 12 months up to and including today (UTC days, by the app's clock). */
export const DEFAULT_PERIOD_MONTHS = 12;
/** At most this many before/after pairs on the page (the newest cleanups). */
export const IMPACT_PAIRS_LIMIT = 12;
/** At most this many hotspots on the page (most re-reports first). */
export const IMPACT_HOTSPOTS_LIMIT = 50;
/** At most this many hotspots in the open data's hotspots.geojson. */
export const OPEN_DATA_HOTSPOTS_LIMIT = 1000;

/** Issue 40: the brand audit reads the verified cleanups of the area this many at a time. */
export const BRAND_AUDIT_PAGE = 1000;
/** Issue 40: at most this many rows in a brand audit (the most pieces first). */
export const BRAND_AUDIT_MAX_ROWS = 10_000;
/** Issue 40: the brand audit CSV's columns (Break Free From Plastic's brand audit: brand, product type, material, count). */
export const BRAND_AUDIT_COLUMNS = ['brand', 'product_type', 'category', 'material', 'count'] as const;

/** Issue 40: the brand audit of a partner's area for a period (the impact page links it with the page's period). */
export function brandAuditPath(partnerId: string, period?: { firstDay: string; lastDay: string }): string {
  const query = period ? `?since=${period.firstDay}&until=${period.lastDay}` : '';
  return `/api/partners/${encodeURIComponent(partnerId)}/impact/brand-audit.csv${query}`;
}

/** The public page of a partner's impact (the client route; the admin page links it, the partner links it from their site). */
export function partnerImpactPath(partnerId: string): string {
  return `/partners/${encodeURIComponent(partnerId)}/impact`;
}

/** A photo of a pair, public right now (the photos module says so); the page writes its alt text from the pair. */
export interface ImpactPhotoDto {
  imageUrl: string;
  thumbnailUrl: string;
}

/** A verified cleanup with its report photo (before) and the photo that verified it (after). */
export interface CleanupPairDto {
  taskId: string;
  wasteType: WasteType;
  /** YYYY-MM-DD (UTC) */
  reportedOn: string;
  /** YYYY-MM-DD (UTC) */
  cleanedOn: string;
  before: ImpactPhotoDto;
  after: ImpactPhotoDto;
}

/** A place re-reported after cleanups (see the tasks module's HOTSPOT_RADIUS_M and HOTSPOT_WINDOW_DAYS). */
export interface HotspotDto {
  latitude: number;
  longitude: number;
  /** Reports within the radius of a cleanup in the days before them. */
  reReports: number;
  /** The cleanups there that a re-report followed. */
  cleanups: number;
  /** YYYY-MM-DD (UTC) */
  lastReportedOn: string;
  /** YYYY-MM-DD (UTC) */
  lastCleanedOn: string;
}

/**
 * The partner's area on its public impact page: `latitude`, `longitude` and `radiusKm` (issue 37's one
 * vocabulary), and the names it had before, which partner pages may read.
 */
export interface ImpactAreaDto extends PartnerArea {
  /** @deprecated `latitude`; kept in the answer for pages written before issue 37. */
  lat: number;
  /** @deprecated `longitude`; kept in the answer for pages written before issue 37. */
  lon: number;
}

/** GET /api/partners/{id}/impact */
export interface PartnerImpactDto {
  partner: { id: string; name: string; color: string | null; area: ImpactAreaDto };
  /** The box around the area, `minLon,minLat,maxLon,maxLat`: the open data exports' `bbox` for the CSV download. */
  bbox: string;
  /** The period counted: from `since` (inclusive) to `until` (exclusive), ISO moments; the days it covers (UTC). */
  period: { since: string; until: string; firstDay: string; lastDay: string };
  /** Reports made in the area in the period. */
  reports: number;
  /** Cleanups (verified by the verifier or approved by a moderator) in the area in the period. */
  cleanups: number;
  /**
   * Approved environmental actions: those with coordinates in the area (their count and kg CO2e), and
   * how many approved actions in the period had no coordinates at all, so no area can count them.
   */
  actions: { count: number; kgCo2e: number; withoutLocation: number };
  /** Before/after photos of the newest cleanups whose both photos are public, newest first. */
  pairs: CleanupPairDto[];
  /** Recurring hotspots in the area (re-reports made in the period), most re-reports first. */
  hotspots: HotspotDto[];
  /** The rule a hotspot follows. */
  hotspotRule: { radiusM: number; windowDays: number };
  /** Issue 24: the litter tagged in the area in the period, items and brands most counted first (empty without the litter module). */
  litter: LitterTotals;
}

/**
 * Issue 40: GET /api/partners/{id}/impact/litter (the partner's area, public) and GET /api/impact/me/litter
 * (the caller's own tags, only to them): the litter of the period for the charts. `series` has every
 * bucket of the period (weeks up to 92 days, months up to 60 months, else years from the first year with
 * tags), zero where nothing was tagged; `categories` every category with tags, `brands` the 10 most
 * counted, most first. Surveys (issue 40 point 2) will add their own charts beside these (see docs/impact.md).
 */
export interface LitterChartsDto extends LitterCharts {
  /** The days counted (UTC, both included). */
  period: { firstDay: string; lastDay: string };
  bucket: LitterBucket;
}

/** Issue 40: one bucket of the survey charts (every bucket of the period, zeros where no survey started). */
export interface SurveyChartPointDto {
  /** The bucket's first day (UTC), `YYYY-MM-DD`. */
  start: string;
  surveys: number;
  /** Pieces per 100 m over the bucket's transects (their pieces over their metres); null without a transect. */
  itemsPer100m: number | null;
}

/**
 * Issue 40: GET /api/partners/{id}/impact/surveys (the confirmed surveys whose public middle lies in the
 * partner's area, public) and GET /api/impact/me/surveys (the caller's own, confirmed or not, only to
 * them): surveys per bucket and pieces per 100 m of transect over time, with the period's totals.
 */
export interface SurveyChartsDto {
  period: { firstDay: string; lastDay: string };
  bucket: LitterBucket;
  series: SurveyChartPointDto[];
  surveys: number;
  transects: number;
  /** Surveys of areas (m²): counted, not in the per-100 m figures. */
  areas: number;
  /** Surveys that found nothing. */
  empty: number;
  /** Surveys not yet confirmed (always 0 on a partner's page). */
  pending: number;
  /** Pieces per 100 m over all transects of the period; null without a transect. */
  itemsPer100m: number | null;
}
