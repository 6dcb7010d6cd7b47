import * as yup from 'yup';
import { OPEN_DATA_STATUS_FILTERS } from './contract';

/** The field messages of the export filters (German in i18n/errors.ts). */
export const OPEN_DATA_MESSAGES = {
  bbox: 'bbox must be minLon,minLat,maxLon,maxLat: four numbers, longitudes from -180 to 180, latitudes from -90 to 90, minLat not above maxLat',
  since: 'since must be a day as YYYY-MM-DD',
  until: 'until must be a day as YYYY-MM-DD',
  untilBeforeSince: 'until must not be before since',
  status: `status must be one of: ${OPEN_DATA_STATUS_FILTERS.join(', ')}`,
} as const;

export interface BoundingBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

const NUMBER = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)\s*$/;

/**
 * `minLon,minLat,maxLon,maxLat` (RFC 7946's order) as a box, or null when it is not one. minLon above
 * maxLon is a box across the antimeridian (from 170 to -170: twenty degrees), as RFC 7946 5.2 allows.
 */
export function parseBbox(text: string): BoundingBox | null {
  const parts = text.split(',');
  if (parts.length !== 4 || !parts.every((p) => NUMBER.test(p))) return null;
  const [minLon, minLat, maxLon, maxLat] = parts.map(Number) as [number, number, number, number];
  const lonOk = (x: number) => x >= -180 && x <= 180;
  const latOk = (x: number) => x >= -90 && x <= 90;
  if (!lonOk(minLon) || !lonOk(maxLon) || !latOk(minLat) || !latOk(maxLat) || minLat > maxLat) return null;
  return { minLon, minLat, maxLon, maxLat };
}

/** Midnight UTC of a `YYYY-MM-DD` day, or null when it is no such day (2025-02-30 is not). */
export function parseDay(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text ? d : null;
}

/** An empty parameter (`?since=`, as an HTML form sends an empty field) counts as absent. */
const text = () =>
  yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? undefined : v));

const day = (message: string, description: string) =>
  text()
    .test('day', message, (v) => v === undefined || parseDay(v) !== null)
    .meta({ jsonSchema: { format: 'date', description } });

/** GET /api/open-data/tasks.geojson and .csv: which tasks (every part optional, empty ones too; unknown parameters are ignored). */
export const openDataQuerySchema = yup.object({
  bbox: text()
    .test('bbox', OPEN_DATA_MESSAGES.bbox, (v) => v === undefined || parseBbox(v) !== null)
    .meta({ jsonSchema: { description: 'Only tasks in this box: `minLon,minLat,maxLon,maxLat` in degrees (WGS 84), e.g. `11.9,51.4,12.1,51.6`. minLon above maxLon crosses the antimeridian.' } }),
  since: day(OPEN_DATA_MESSAGES.since, 'Only tasks reported on this day (UTC) or later, `YYYY-MM-DD`.'),
  until: day(OPEN_DATA_MESSAGES.until, 'Only tasks reported on this day (UTC) or earlier, `YYYY-MM-DD`.').test('after-since', OPEN_DATA_MESSAGES.untilBeforeSince, function (v) {
    const since = parseDay(String(this.parent.since ?? ''));
    const until = parseDay(v ?? '');
    return !since || !until || since.getTime() <= until.getTime();
  }),
  status: text()
    .oneOf(OPEN_DATA_STATUS_FILTERS, OPEN_DATA_MESSAGES.status)
    .meta({ jsonSchema: { description: 'Only tasks with this status: `available`, `assigned` (someone is on it), `completed` (cleaned up), or `open` (available or assigned) and `closed` (completed).' } }),
});
