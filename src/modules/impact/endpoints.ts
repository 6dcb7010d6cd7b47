/**
 * The impact module's HTTP contract (issue 22): a partner's public impact figures and the recurring
 * hotspots as open data. The server mounts its routes from these, the client builds URLs and query keys
 * from them, and the OpenAPI document lists them. Other modules may import this file.
 */
import { defineEndpoint } from '../../shared/endpoint';
import { hotspotsQuerySchema, litterChartsSchema, surveyChartsSchema, myLitterQuerySchema, partnerImpactParamsSchema, partnerImpactQuerySchema, partnerImpactSchema } from './schemas';

export const partnerImpact = defineEndpoint('GET', '/partners/:id/impact', {
  summary: 'What happened in a registered partner’s area: reports, cleanups, kg CO2e, before/after photos, hotspots',
  description:
    'Public (the partner links its impact page) and aggregate: counts, sums, places and days, nothing of a person. The area is the partner’s centre and radius (the embed partners admin page): `partner.area.latitude`, `longitude` and `radiusKm`; its `lat` and `lon` repeat the centre under the names it had before (deprecated: read `latitude` and `longitude`). The period is `since` to `until` (UTC days), by default the 12 months up to now. ' +
    'Cleanups are tasks completed in the period (verified, or approved by a moderator); kg CO2e sums the approved environmental actions with coordinates in the area (`actions.withoutLocation` counts those without any, which no area can count). ' +
    'Photo pairs are the newest cleanups whose report photo and after-photo are both public. Hotspots are places re-reported within 25 m of a cleanup in the 90 days before. ' +
    'Open to every site (CORS `*`, no cookies); `Cache-Control: public, max-age=60`.',
  access: 'public',
  params: partnerImpactParamsSchema,
  query: partnerImpactQuerySchema,
  response: partnerImpactSchema,
  errors: { 404: 'No such partner (PARTNER_NOT_FOUND).' },
});

export const hotspotsGeoJson = defineEndpoint('GET', '/open-data/hotspots.geojson', {
  summary: 'Recurring litter hotspots as open data: a GeoJSON FeatureCollection (ODbL 1.0)',
  description:
    'RFC 7946: one Point Feature per place re-reported after a cleanup (a report within 25 m of a task cleaned in the 90 days before it; re-reports joined by the cleanups they follow are one place), most re-reports first, at most 1000. ' +
    'Properties: `re_reports`, `cleanups`, `last_reported_on`, `last_cleaned_on` (UTC days). Filters: `bbox` and the period of the re-reports (`since`, `until`; default the 12 months up to now). No personal data. ' +
    'The top-level `license` member and the `Link: <…>; rel="license"` header name the ODbL 1.0, `attribution` is the text to credit, like the tasks export. Open to every site (CORS `*`, no cookies); `Cache-Control: public, max-age=300`.',
  access: 'public',
  query: hotspotsQuerySchema,
  raw: { contentType: 'application/geo+json', description: 'A GeoJSON FeatureCollection.' },
});

export const partnerImpactLitter = defineEndpoint('GET', '/partners/:id/impact/litter', {
  summary: 'The litter tagged in a partner’s area over a period, for the impact page’s charts',
  description:
    'Public and aggregate like `GET /api/partners/{id}/impact` (the same area, period and counting rule as its `litter`: a task’s newest completion tags, else its report’s): items per week, month or year (`bucket`, chosen from the period’s length; every bucket, zero where nothing was tagged), items per category and the 10 most counted brands. No people, no places finer than the area. ' +
    'Open to every site (CORS `*`, no cookies); `Cache-Control: public, max-age=60`.',
  access: 'public',
  params: partnerImpactParamsSchema,
  query: partnerImpactQuerySchema,
  response: litterChartsSchema,
  errors: { 404: 'No such partner (PARTNER_NOT_FOUND).' },
  limits: { perAddress: { points: 600, windowSeconds: 3600 } },
});

export const myLitter = defineEndpoint('GET', '/impact/me/litter', {
  summary: 'The litter the caller tagged over a period (their own profile’s charts)',
  description:
    'Only the caller’s own tags (on their reports and completions; a task they reported and cleaned counts their completion’s tags), in the same shape as `GET /api/partners/{id}/impact/litter`. Never shown to anyone else. `Cache-Control: private, max-age=60`.',
  access: 'session',
  query: myLitterQuerySchema,
  response: litterChartsSchema,
  limits: { perPerson: { points: 300, windowSeconds: 3600 } },
});

export const partnerBrandAudit = defineEndpoint('GET', '/partners/:id/impact/brand-audit.csv', {
  summary: 'A brand audit of a partner’s area over a period: CSV of brand, product type, material and pieces (Break Free From Plastic’s shape, ODbL 1.0)',
  description:
    'RFC 4180, UTF-8, a header row: `brand,product_type,category,material,count`. Only verified work: the tags volunteers recorded on the attempt that completed a cleanup (verified by the verifier or approved by a moderator) in the partner’s area (as on `GET /api/partners/{id}/impact`), completed in the period `since` to `until` (UTC days; default the 12 months up to now). Report tags and attempts that were not verified are not counted. ' +
    'One row per brand, item (`product_type`, a taxonomy id of GET /api/litter/taxonomy) and material (the tag’s, else the item’s), most pieces first, at most 10,000 rows; `brand` is empty where none was recorded. Sums only: no people, places, days or tasks. Text cells are neutralised against spreadsheet formulas; the licence is in the `Link` header. ' +
    'Open to every site (CORS `*`, no cookies); `Cache-Control: public, max-age=300`. Limited per client address (429 with `Retry-After`).',
  access: 'public',
  params: partnerImpactParamsSchema,
  query: partnerImpactQuerySchema,
  raw: { contentType: 'text/csv', description: 'CSV with a header row (download: `Content-Disposition: attachment`).' },
  errors: { 404: 'No such partner (PARTNER_NOT_FOUND).', 429: 'Too many downloads from this address (RATE_LIMITED, with Retry-After).' },
  limits: { perAddress: { points: 60, windowSeconds: 3600 } },
});

export const partnerImpactSurveys = defineEndpoint('GET', '/partners/:id/impact/surveys', {
  summary: 'The monitoring surveys in a partner’s area over a period, for the impact page’s charts',
  description:
    'Public and aggregate: the confirmed surveys whose public middle lies in the partner’s area (as `GET /api/partners/{id}/impact`) and that started in the period (default the 12 months up to now): surveys per week, month or year (chosen from the period’s length, every bucket, zero where none), pieces per 100 m of transect per bucket and over the period, and how many were areas or found nothing. Unconfirmed surveys are never counted. No people, routes or places finer than the area. ' +
    'Open to every site (CORS `*`, no cookies); `Cache-Control: public, max-age=60`.',
  access: 'public',
  params: partnerImpactParamsSchema,
  query: partnerImpactQuerySchema,
  response: surveyChartsSchema,
  errors: { 404: 'No such partner (PARTNER_NOT_FOUND).' },
  limits: { perAddress: { points: 600, windowSeconds: 3600 } },
});

export const mySurveys = defineEndpoint('GET', '/impact/me/surveys', {
  summary: 'The surveys the caller recorded over a period (their own profile’s charts)',
  description:
    'Only the caller’s own surveys, confirmed or not (`pending` says how many wait for a confirmation), in the same shape as `GET /api/partners/{id}/impact/surveys`. Never shown to anyone else. `Cache-Control: private, max-age=60`.',
  access: 'session',
  query: myLitterQuerySchema,
  response: surveyChartsSchema,
  limits: { perPerson: { points: 300, windowSeconds: 3600 } },
});
