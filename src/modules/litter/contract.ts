import type { Unit } from '../../server/unit-of-work';
import type { Texts } from '../../shared/language';

/**
 * litter module (issue 24): what litter was found, tagged by category, item, material and brand on a
 * report (the reporter) and on a completion (the volunteer). Tags are open data: counts per item and
 * brand for each task (the opendata exports), totals for an area (GET /api/litter/totals, a partner's
 * impact page). The ONLY file other modules import (with schemas.ts and endpoints.ts). No knex, no React.
 */

export const LITTER_API = Symbol.for('litter.api');

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
  /** Open data: counts per item and brand for each of these tasks (completion tags when there are any, else report tags); tasks without tags are missing. */
  countsForTasks(taskIds: string[], unit?: Unit): Promise<Map<string, LitterCounts>>;
}

/* HTTP answers */

/** GET /api/litter/taxonomy */
export interface TaxonomyDto {
  categories: { id: string; label: string; labels: Texts }[];
  /** Most tagged overall first, then in taxonomy order. */
  items: { id: string; category: string; label: string; labels: Texts; material: string | null }[];
  materials: { id: string; label: string; labels: Texts }[];
  brands: string[];
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
