import * as yup from 'yup';
import { LITTER_BUCKETS } from '../litter/contract';
import { litterTotalsSchema } from '../litter/schemas';
import { OPEN_DATA_MESSAGES, parseBbox, parseDay } from '../opendata/schemas';
import { WASTE_TYPES } from '../tasks/contract';
import type { CleanupPairDto, HotspotDto, ImpactPhotoDto, LitterChartsDto, PartnerImpactDto, SurveyChartsDto } from './contract';

/*
 * The period and box parameters are the open data exports' (opendata/schemas.ts): the same names, formats
 * and messages (their German texts are the opendata module's), so a client asks every open data answer alike.
 */

const day = (message: string, description: string) =>
  yup
    .string()
    .trim()
    .test('day', message, (v) => v === undefined || v === '' || parseDay(v) !== null)
    .meta({ jsonSchema: { format: 'date', description } });

const until = (description: string) =>
  day(OPEN_DATA_MESSAGES.until, description).test('after-since', OPEN_DATA_MESSAGES.untilBeforeSince, function (v) {
    const since = parseDay(String(this.parent.since ?? ''));
    const last = parseDay(v ?? '');
    return !since || !last || since.getTime() <= last.getTime();
  });

/** The partner, as the embed module's admin endpoints name it. */
export { partnerIdParamsSchema as partnerImpactParamsSchema } from '../embed/schemas';

/** GET /api/partners/{id}/impact: the period (default: the 12 months up to now). */
export const partnerImpactQuerySchema = yup.object({
  since: day(OPEN_DATA_MESSAGES.since, 'Count from this day (UTC), `YYYY-MM-DD`. Default: 12 months before `until`, or before now.'),
  until: until('Count up to and including this day (UTC), `YYYY-MM-DD`. Default: now.'),
});

/** GET /api/impact/me/litter: the period (default: the 12 months up to now), as on the impact page. */
export const myLitterQuerySchema = partnerImpactQuerySchema;

/** GET /api/open-data/hotspots.geojson: which re-reports count (every part optional). */
export const hotspotsQuerySchema = yup.object({
  bbox: yup
    .string()
    .trim()
    .test('bbox', OPEN_DATA_MESSAGES.bbox, (v) => v === undefined || v === '' || parseBbox(v) !== null)
    .meta({ jsonSchema: { description: 'Only re-reports in this box: `minLon,minLat,maxLon,maxLat` in degrees (WGS 84), e.g. `11.9,51.4,12.1,51.6`. minLon above maxLon crosses the antimeridian.' } }),
  since: day(OPEN_DATA_MESSAGES.since, 'Only re-reports made on this day (UTC) or later, `YYYY-MM-DD`. Default: 12 months before `until`, or before now.'),
  until: until('Only re-reports made on this day (UTC) or earlier, `YYYY-MM-DD`. Default: now.'),
});

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

const photoSchema: yup.ObjectSchema<ImpactPhotoDto> = yup.object({ imageUrl: yup.string().defined(), thumbnailUrl: yup.string().defined() });

const pairSchema: yup.ObjectSchema<CleanupPairDto> = yup.object({
  taskId: yup.string().defined(),
  wasteType: yup.mixed<CleanupPairDto['wasteType']>().oneOf(WASTE_TYPES).defined(),
  reportedOn: yup.string().defined(),
  cleanedOn: yup.string().defined(),
  before: photoSchema.defined(),
  after: photoSchema.defined(),
});

const hotspotSchema: yup.ObjectSchema<HotspotDto> = yup.object({
  latitude: yup.number().defined(),
  longitude: yup.number().defined(),
  reReports: yup.number().defined(),
  cleanups: yup.number().defined(),
  lastReportedOn: yup.string().defined(),
  lastCleanedOn: yup.string().defined(),
});

/** A name the answer had before issue 37, still in it for partner pages that read it (deprecated in the document). */
const oldName = (now: string) =>
  yup
    .number()
    .defined()
    .meta({ jsonSchema: { deprecated: true, description: `Old name of \`${now}\` (the same value), kept for pages that read it; use \`${now}\`.` } });

export const partnerImpactSchema: yup.ObjectSchema<PartnerImpactDto> = yup.object({
  partner: yup
    .object({
      id: yup.string().defined(),
      name: yup.string().defined(),
      color: yup.string().nullable().defined(),
      area: yup
        .object({
          latitude: yup.number().defined(),
          longitude: yup.number().defined(),
          radiusKm: yup.number().defined(),
          lat: oldName('latitude'),
          lon: oldName('longitude'),
        })
        .defined(),
    })
    .defined(),
  bbox: yup.string().defined(),
  period: yup.object({ since: yup.string().defined(), until: yup.string().defined(), firstDay: yup.string().defined(), lastDay: yup.string().defined() }).defined(),
  reports: yup.number().defined(),
  cleanups: yup.number().defined(),
  actions: yup.object({ count: yup.number().defined(), kgCo2e: yup.number().defined(), withoutLocation: yup.number().defined() }).defined(),
  pairs: yup.array(pairSchema.defined()).defined(),
  hotspots: yup.array(hotspotSchema.defined()).defined(),
  hotspotRule: yup.object({ radiusM: yup.number().defined(), windowDays: yup.number().defined() }).defined(),
  litter: litterTotalsSchema.defined(),
});

const counted = <K extends string>(key: K) => yup.object({ [key]: yup.string().defined(), count: yup.number().defined() } as Record<K, yup.StringSchema<string>> & { count: yup.NumberSchema<number> });

export const litterChartsSchema: yup.ObjectSchema<LitterChartsDto> = yup.object({
  period: yup.object({ firstDay: yup.string().defined(), lastDay: yup.string().defined() }).defined(),
  bucket: yup.mixed<LitterChartsDto['bucket']>().oneOf(LITTER_BUCKETS).defined().meta({ jsonSchema: { description: 'How `series` groups the days: `week` (from Monday, UTC), `month` or `year`.' } }),
  series: yup
    .array(yup.object({ start: yup.string().defined(), count: yup.number().defined() }).defined())
    .defined()
    .meta({ jsonSchema: { description: 'Items tagged per bucket, oldest first; `start` is the bucket’s first day (UTC, `YYYY-MM-DD`), which may lie before the period’s first day.' } }),
  categories: yup.array(counted('category').defined()).defined(),
  brands: yup.array(counted('brand').defined()).defined(),
  total: yup.number().defined(),
});

const per100m = (description: string) => yup.number().nullable().defined().meta({ jsonSchema: { description } });

export const surveyChartsSchema: yup.ObjectSchema<SurveyChartsDto> = yup.object({
  period: yup.object({ firstDay: yup.string().defined(), lastDay: yup.string().defined() }).defined(),
  bucket: yup.mixed<SurveyChartsDto['bucket']>().oneOf(LITTER_BUCKETS).defined().meta({ jsonSchema: { description: 'How `series` groups the surveys by the day they started: `week` (from Monday, UTC), `month` or `year`.' } }),
  series: yup
    .array(
      yup
        .object({
          start: yup.string().defined(),
          surveys: yup.number().defined(),
          itemsPer100m: per100m('Pieces per 100 m over the bucket’s transects (their pieces over their metres, 2 decimals); null without a transect.'),
        })
        .defined(),
    )
    .defined()
    .meta({ jsonSchema: { description: 'Every bucket of the period, oldest first; `start` is its first day (UTC, `YYYY-MM-DD`).' } }),
  surveys: yup.number().defined(),
  transects: yup.number().defined(),
  areas: yup.number().defined(),
  empty: yup.number().defined().meta({ jsonSchema: { description: 'Surveys that found nothing (a result too).' } }),
  pending: yup.number().defined().meta({ jsonSchema: { description: 'Surveys not confirmed yet: only the caller’s own answer has any.' } }),
  itemsPer100m: per100m('Pieces per 100 m over every transect of the period (2 decimals); null without a transect.'),
});
