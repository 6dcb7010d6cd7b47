import type { Unit } from '../../server/unit-of-work';
import type { Texts } from '../../shared/language';

/**
 * litter module (issue 24): what litter was found, tagged by category, item, material and brand on a
 * report (the reporter) and on a completion (the volunteer). Tags are open data: counts per item and
 * brand for each task (the opendata exports), totals for an area (GET /api/litter/totals, a partner's
 * impact page). The ONLY file other modules import (with schemas.ts and endpoints.ts). No knex, no React.
 */

export const LITTER_API = Symbol.for('litter.api');

/** Issue 40: the J-List and OSPAR codes of the taxonomy's items (standard-codes.ts; docs/impact.md names the sources). */
export { J_LIST_COLUMNS, STANDARD_CODES_SOURCES, standardCodes, type StandardCodes } from './standard-codes';
/** The taxonomy's item ids and an item with its category and material (issue 40: survey counts name items). */
export { ITEM_IDS as LITTER_ITEM_IDS, taxonomyItem as litterItem } from './taxonomy';

/** At most this many tags on one report or completion. */
export const LITTER_TAGS_MAX = 50;
/** The count of one tag: 1 to this. */
export const LITTER_COUNT_MAX = 999;
/** A brand is free text up to this many characters. */
export const LITTER_BRAND_MAX = 60;
/** GET /api/litter/usage: at most this many items. */
export const LITTER_USAGE_LIMIT = 12;
/** GET /api/litter/totals: at most this many items and brands each (the most counted). */
export const LITTER_TOTALS_LIMIT = 50;
/** GET /api/litter/totals: the largest radius. */
export const LITTER_TOTALS_MAX_RADIUS_KM = 100;

/** One tag: `count` pieces of `item` (a taxonomy id, e.g. `soft_drinks.plastic_bottle`) of a category, optionally a material and brand. */
export type LitterTag = { category: string; item: string; material?: string | null; brand?: string | null; count: number };

/** Counts per item id and per brand (open data of one task). */
export interface LitterCounts {
  items: Record<string, number>;
  brands: Record<string, number>;
}

/** Totals for an area and period, most counted first. */
export interface LitterTotals {
  items: { category: string; item: string; count: number }[];
  brands: { brand: string; count: number }[];
}

/** Issue 40: how a chart's time axis groups the tags (UTC; a week starts on Monday). */
export type LitterBucket = 'week' | 'month' | 'year';
export const LITTER_BUCKETS: readonly LitterBucket[] = ['week', 'month', 'year'];
/** GET …/litter charts: at most this many brands (the most counted). */
export const LITTER_CHART_BRANDS = 10;

/** Whose tags a chart counts: those within a circle (a partner's area), or those one person made (their own profile). */
export type LitterChartScope = { latitude: number; longitude: number; radiusKm: number } | { userId: string };

/**
 * Issue 40: the counted tags (the rule of `totals`) of a scope tagged in [from, to), for charts: the
 * items per time bucket (only buckets with tags, oldest first, `start` the bucket's first UTC day), per
 * category and for the most counted brands (most first), and the sum of all items.
 */
export interface LitterCharts {
  series: { start: string; count: number }[];
  categories: { category: string; count: number }[];
  brands: { brand: string; count: number }[];
  total: number;
}

/** Issue 40: one row of a brand audit (Break Free From Plastic's shape): a brand (null: none recorded), the item (product type), its category and material, and the pieces. */
export interface BrandAuditRow {
  brand: string | null;
  item: string;
  category: string;
  material: string | null;
  count: number;
}

export interface LitterApi {
  /** Writes the tags of a report (reportId) or a completion (completionId) of a task in the caller's unit of work. */
  recordTags(
    input: { taskId: string; reportId?: string | null; completionId?: string | null; userId: string | null; latitude: number; longitude: number; tags: LitterTag[] },
    unit: Unit,
  ): Promise<void>;
  /** The sum of the counts of the task's completion tags when there are any, else of its report tags. */
  itemCountForTask(taskId: string, unit?: Unit): Promise<number>;
  /** Item and brand totals of tags within `radiusKm` of a point, tagged in [from, to). */
  totals(where: { latitude: number; longitude: number; radiusKm: number; from?: Date; to?: Date }, unit?: Unit): Promise<LitterTotals>;
  /** Issue 40: a scope's tags over time, per category and brand (charts on a partner's impact page and a person's own profile). */
  charts(scope: LitterChartScope, period: { from: Date; to: Date }, bucket: LitterBucket, unit?: Unit): Promise<LitterCharts>;
  /**
   * Issue 40: the tags of these completion attempts summed per brand, item and material (the tag's
   * material, else the taxonomy item's), most pieces first. The caller says which attempts count.
   */
  brandAudit(completionIds: string[], unit?: Unit): Promise<BrandAuditRow[]>;
  /** Issue 40: each category's name in English and German (the embed's server-rendered chart). */
  categoryLabels(): Record<string, Texts>;
  /** Open data: counts per item and brand for each of these tasks (completion tags when there are any, else report tags); tasks without tags are missing. */
  countsForTasks(taskIds: string[], unit?: Unit): Promise<Map<string, LitterCounts>>;
}

/* HTTP answers */

/** GET /api/litter/taxonomy */
export interface TaxonomyDto {
  categories: { id: string; label: string; labels: Texts }[];
  /** Most tagged overall first, then in taxonomy order. */
  items: {
    id: string;
    category: string;
    label: string;
    labels: Texts;
    material: string | null;
    /** Issue 40: the EU Joint List (J-List) code and the OSPAR beach litter item number; null where no code fits or the fit is unsettled. */
    codes: { jList: string | null; ospar: string | null };
    /** Both codes were checked against the sources (`codesSources`); false: at least one is unsettled (docs/impact.md). */
    codesVerified: boolean;
  }[];
  materials: { id: string; label: string; labels: Texts }[];
  brands: string[];
  /** True only when every item's codes were checked against the sources (today not: see each item's `codesVerified`). */
  codesVerified: boolean;
  /** The documents the codes come from. */
  codesSources: { jList: string; ospar: string };
}

/** GET /api/litter/usage: the caller's most tagged items, most first. */
export interface LitterUsageDto {
  items: { item: string; count: number }[];
}

/** A tag as GET /api/litter/tasks/{id}/tags shows it. */
export interface LitterTagDto {
  category: string;
  item: string;
  material: string | null;
  brand: string | null;
  count: number;
}

/** GET /api/litter/tasks/{id}/tags */
export interface TaskTagsDto {
  taskId: string;
  report: LitterTagDto[];
  completion: LitterTagDto[];
}

/** GET /api/litter/totals */
export interface LitterTotalsDto extends LitterTotals {
  area: { latitude: number; longitude: number; radiusKm: number };
  period: { from: string | null; to: string | null };
}
