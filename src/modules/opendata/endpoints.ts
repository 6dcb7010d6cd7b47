/**
 * The opendata module's HTTP contract (issue 22): the open data exports. The server mounts its routes
 * from these and the OpenAPI document lists them. Other modules may import this file.
 */
import { defineEndpoint } from '../../shared/endpoint';
import { TOO_MANY_DOWNLOADS } from './contract';
import { openDataQuerySchema } from './schemas';

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
