/**
 * The opendata module's HTTP contract (issue 22): the open data exports. The server mounts its routes
 * from these and the OpenAPI document lists them. Other modules may import this file.
 */
import { defineEndpoint } from '../../shared/endpoint';
import { TOO_MANY_DOWNLOADS } from './contract';
import { openDataQuerySchema } from './schemas';
import { surveysQuerySchema } from '../surveys/schemas';

export const tasksGeoJson = defineEndpoint('GET', '/open-data/tasks.geojson', {
  summary: 'Every reported task as open data: a GeoJSON FeatureCollection (ODbL 1.0)',
  description:
    'RFC 7946: one Point Feature per task (`[longitude, latitude]`, 5 decimals) with `task_id`, `report_id`, `status`, `waste_type`, `priority`, `reported_on` and `cleaned_on` (UTC days), and `photo_url`, `photo_license`, `photo_license_url`, `photo_attribution` only for a report photo that is public and licensed CC BY 4.0 by its uploader. No personal data: no user ids or names, no descriptions or typed addresses, no times of day. ' +
    'The top-level `license` member and the `Link: <…>; rel="license"` header name the ODbL 1.0; `attribution` is the text to credit. ' +
    'Streamed in pages (any size in flat memory, brotli or gzip on request); open to every site (CORS `*`, no cookies); `Cache-Control: public, max-age=300`, and `If-None-Match` answers 304 while the tasks are unchanged (within the hour). Limited per client address (429 with `Retry-After`).',
  access: 'public',
  query: openDataQuerySchema,
  raw: { contentType: 'application/geo+json', description: 'A GeoJSON FeatureCollection (download: `Content-Disposition: attachment`).' },
  etag: true,
  errors: { 429: 'Too many downloads from this address (RATE_LIMITED, with Retry-After).' },
  // Both downloads share one count per client address: each streams the whole table.
  limits: { perAddress: { points: 120, windowSeconds: 3600, setting: 'RATE_LIMIT_OPEN_DATA_PER_ADDRESS', counter: 'open-data' }, message: TOO_MANY_DOWNLOADS },
});

export const tasksCsv = defineEndpoint('GET', '/open-data/tasks.csv', {
  summary: 'Every reported task as open data: CSV (ODbL 1.0)',
  description:
    'RFC 4180, UTF-8, a header row: `task_id,report_id,status,waste_type,priority,reported_on,cleaned_on,longitude,latitude,photo_url,photo_license,photo_license_url,photo_attribution` (UTC days, coordinates with 5 decimals, photo fields empty unless the photo is public and licensed). The same rows, filters and rules as the GeoJSON export; the licence is in the `Link` header.',
  access: 'public',
  query: openDataQuerySchema,
  raw: { contentType: 'text/csv', description: 'CSV with a header row (download: `Content-Disposition: attachment`).' },
  etag: true,
  errors: { 429: 'Too many downloads from this address (RATE_LIMITED, with Retry-After).' },
  // Both downloads share one count per client address: each streams the whole table.
  limits: { perAddress: { points: 120, windowSeconds: 3600, setting: 'RATE_LIMIT_OPEN_DATA_PER_ADDRESS', counter: 'open-data' }, message: TOO_MANY_DOWNLOADS },
});

export const surveysCsv = defineEndpoint('GET', '/open-data/surveys.csv', {
  summary: 'Confirmed monitoring surveys as open data: CSV, one row per survey, pieces per 100 m or per 100 m² by J-List code (ODbL 1.0)',
  description:
    'RFC 4180, UTF-8, a header row: `survey_id,kind,surveyed_on,duration_min,length_m,area_m2,people,longitude,latitude,unit,total`, then one column per J-List code the taxonomy maps to (EU Joint List, EUR 30348; GET /api/litter/taxonomy, docs/impact.md) and `other_items` (the items without a J-List code). ' +
    'Figures are pieces per 100 m of a transect (`unit` `per_100_m`) or per 100 m² of an area (`per_100_m2`), 3 decimals; a survey that found nothing is a row of zeros. The day only (UTC), never the time of day or who recorded it; `longitude`/`latitude` is the middle of the public route. ' +
    'Only confirmed surveys. Filters: `bbox`, `since`, `until` (the day a survey started). The licence is in the `Link` header; text cells are neutralised against spreadsheet formulas.',
  access: 'public',
  query: surveysQuerySchema,
  raw: { contentType: 'text/csv', description: 'CSV with a header row (download: `Content-Disposition: attachment`).' },
  errors: { 429: 'Too many downloads from this address (RATE_LIMITED, with Retry-After).' },
  // Every open data download shares one count per client address.
  limits: { perAddress: { points: 120, windowSeconds: 3600, setting: 'RATE_LIMIT_OPEN_DATA_PER_ADDRESS', counter: 'open-data' }, message: TOO_MANY_DOWNLOADS },
});

export const surveysGeoJson = defineEndpoint('GET', '/open-data/surveys.geojson', {
  summary: 'Confirmed monitoring surveys as open data: GeoJSON routes with their totals (ODbL 1.0)',
  description:
    'RFC 7946: one Feature per confirmed survey, its public route as a LineString (without the first and last 100 m; a survey too short for that is a Point at its place, about a kilometre), with `survey_id`, `kind`, `surveyed_on`, `duration_min`, `length_m`, `area_m2`, `people`, `unit`, `total` (pieces per unit), `pieces` and `figures` (per J-List code and `other_items`, above 0 only). ' +
    'The top-level `license` member and the `Link` header name the ODbL 1.0; `attribution` is the text to credit. The same filters as the CSV.',
  access: 'public',
  query: surveysQuerySchema,
  raw: { contentType: 'application/geo+json', description: 'A GeoJSON FeatureCollection (download: `Content-Disposition: attachment`).' },
  errors: { 429: 'Too many downloads from this address (RATE_LIMITED, with Retry-After).' },
  limits: { perAddress: { points: 120, windowSeconds: 3600, setting: 'RATE_LIMIT_OPEN_DATA_PER_ADDRESS', counter: 'open-data' }, message: TOO_MANY_DOWNLOADS },
});
