import * as yup from 'yup';
import { LITTER_ITEM_IDS } from '../litter/contract';
import {
  SURVEY_COUNT_MAX,
  SURVEY_ITEMS_MAX,
  SURVEY_KINDS,
  SURVEY_MAX_AREA_M2,
  SURVEY_MAX_DURATION_MS,
  SURVEY_MAX_LENGTH_M,
  SURVEY_PEOPLE_MAX,
  SURVEY_ROUTE_MAX_POINTS,
  SURVEY_STATUSES,
  type ConfirmSurveyDto,
  type CreateSurveyInput,
  type LineString,
  type OpenSurveyFilter,
  type SurveyDto,
  type SurveysListDto,
} from './contract';

/** Field messages, each naming its field (their German texts: i18n/errors.ts). */
export const SURVEY_MESSAGES = {
  kind: 'kind must be transect or area',
  startedAt: 'startedAt must be a date with a time (ISO 8601)',
  endedAt: 'endedAt must be a date with a time (ISO 8601)',
  endedBeforeStart: 'endedAt must be after startedAt',
  tooLong: `endedAt may be at most ${SURVEY_MAX_DURATION_MS / 3_600_000} hours after startedAt`,
  startInFuture: 'startedAt lies in the future',
  endInFuture: 'endedAt lies in the future',
  tooOld: 'startedAt lies more than 30 days in the past',
  lengthM: `lengthM must be a number of metres above 0 and at most ${SURVEY_MAX_LENGTH_M}`,
  lengthOnlyTransect: 'lengthM is only for transect surveys',
  areaM2: `areaM2 must be a number of square metres above 0 and at most ${SURVEY_MAX_AREA_M2}`,
  areaOnlyArea: 'areaM2 is only for area surveys',
  route: 'route must be a GeoJSON LineString',
  routePoints: `route must have 2 to ${SURVEY_ROUTE_MAX_POINTS} points`,
  routeCoordinate: 'route coordinates must be [longitude, latitude] with longitude from -180 to 180 and latitude from -90 to 90',
  people: `people must be a whole number from 1 to ${SURVEY_PEOPLE_MAX}`,
  counts: `counts must be a list of at most ${SURVEY_ITEMS_MAX} items`,
  item: 'item must be a litter item of the taxonomy',
  duplicateItem: 'item is counted twice: give each item once',
  count: `count must be a whole number from 0 to ${SURVEY_COUNT_MAX}`,
  eventId: 'eventId must be a valid id',
  teamId: 'teamId must be a valid id',
  surveyId: 'Survey id must be a valid id',
  bbox: 'bbox must be minLon,minLat,maxLon,maxLat in degrees',
  since: 'since must be a day (YYYY-MM-DD)',
  until: 'until must be a day (YYYY-MM-DD)',
} as const;
const M = SURVEY_MESSAGES;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A time with a date, a time of day and a zone (a time without a zone would be read in the server's). */
const isoTime = (message: string) =>
  yup
    .string()
    .defined(message)
    .test('iso', message, (v) => v === undefined || (ISO_TIME.test(v) && !Number.isNaN(Date.parse(v))));

const isPair = (p: unknown): p is [number, number] =>
  Array.isArray(p) && p.length === 2 && p.every((x) => typeof x === 'number' && Number.isFinite(x));
const inRange = ([lon, lat]: [number, number]) => lon >= -180 && lon <= 180 && lat >= -90 && lat <= 90;

/** The route: `{ type: 'LineString', coordinates: [[lon, lat], ...] }` with 2 or more points in range. */
export const lineStringSchema: yup.ObjectSchema<LineString> = yup
  .object({
    type: yup.string<'LineString'>().defined(M.route).oneOf(['LineString'], M.route),
    coordinates: yup
      .array()
      .defined(M.routePoints)
      .test('points', M.routePoints, (v) => v === undefined || (v.length >= 2 && v.length <= SURVEY_ROUTE_MAX_POINTS))
      .test('coordinates', M.routeCoordinate, (v) => v === undefined || v.every((p) => isPair(p) && inRange(p))) as unknown as yup.ArraySchema<[number, number][], yup.AnyObject>,
  })
  .noUnknown(M.route)
  .typeError(M.route)
  .defined(M.route) as yup.ObjectSchema<LineString>;

const countSchema = yup
  .object({
    item: yup.string().defined(M.item).oneOf([...LITTER_ITEM_IDS], M.item),
    count: yup.number().typeError(M.count).defined(M.count).integer(M.count).min(0, M.count).max(SURVEY_COUNT_MAX, M.count).strict(),
  })
  .noUnknown(M.item);

const positive = (message: string, max: number) => yup.number().typeError(message).nullable().moreThan(0, message).max(max, message).strict();

/** POST /api/surveys (the times in the past and not too old are checked by the service with the app's clock). */
export const createSurveySchema: yup.ObjectSchema<CreateSurveyInput> = yup
  .object({
    kind: yup.string<CreateSurveyInput['kind']>().defined(M.kind).oneOf([...SURVEY_KINDS], M.kind),
    startedAt: isoTime(M.startedAt),
    endedAt: isoTime(M.endedAt)
      .test('after-start', M.endedBeforeStart, function (v) {
        const start = Date.parse(String(this.parent.startedAt));
        return v === undefined || Number.isNaN(start) || Date.parse(v) > start;
      })
      .test('duration', M.tooLong, function (v) {
        const start = Date.parse(String(this.parent.startedAt));
        return v === undefined || Number.isNaN(start) || Date.parse(v) - start <= SURVEY_MAX_DURATION_MS;
      }),
    lengthM: positive(M.lengthM, SURVEY_MAX_LENGTH_M)
      .test('transect', M.lengthM, function (v) {
        return this.parent.kind !== 'transect' || (v !== undefined && v !== null);
      })
      .test('only-transect', M.lengthOnlyTransect, function (v) {
        return this.parent.kind !== 'area' || v === undefined || v === null;
      }),
    areaM2: positive(M.areaM2, SURVEY_MAX_AREA_M2)
      .test('area', M.areaM2, function (v) {
        return this.parent.kind !== 'area' || (v !== undefined && v !== null);
      })
      .test('only-area', M.areaOnlyArea, function (v) {
        return this.parent.kind !== 'transect' || v === undefined || v === null;
      }),
    route: lineStringSchema,
    people: yup.number().typeError(M.people).defined(M.people).integer(M.people).min(1, M.people).max(SURVEY_PEOPLE_MAX, M.people).strict(),
    counts: yup
      .array(countSchema.defined())
      .defined(M.counts)
      .max(SURVEY_ITEMS_MAX, M.counts)
      .test('unique', function (v) {
        const seen = new Set<string>();
        for (const [i, c] of (v ?? []).entries()) {
          if (seen.has(c.item)) return this.createError({ path: `counts[${i}].item`, message: M.duplicateItem });
          seen.add(c.item);
        }
        return true;
      }),
    eventId: yup.string().nullable().matches(uuid, M.eventId),
    teamId: yup.string().nullable().matches(uuid, M.teamId),
  })
  .noUnknown('Unknown field') as yup.ObjectSchema<CreateSurveyInput>;

export const surveyIdParamsSchema = yup.object({ id: yup.string().defined(M.surveyId).matches(uuid, M.surveyId) });

/** A bounding box `minLon,minLat,maxLon,maxLat` (minLon above maxLon crosses the antimeridian), or null. */
export function parseSurveyBbox(text: string): { minLon: number; minLat: number; maxLon: number; maxLat: number } | null {
  const parts = text.split(',');
  if (parts.length !== 4 || !parts.every((p) => NUMBER.test(p.trim()))) return null;
  const [minLon, minLat, maxLon, maxLat] = parts.map(Number) as [number, number, number, number];
  const lonOk = (x: number) => x >= -180 && x <= 180;
  const latOk = (x: number) => x >= -90 && x <= 90;
  return lonOk(minLon) && lonOk(maxLon) && latOk(minLat) && latOk(maxLat) && minLat <= maxLat ? { minLon, minLat, maxLon, maxLat } : null;
}

/** Midnight UTC of a `YYYY-MM-DD` day, or null. */
export function parseSurveyDay(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text ? d : null;
}

const DAY_MS = 86_400_000;

/** The list's and the exports' filter from a validated query. */
export function surveyFilterOf(q: { bbox?: string; since?: string; until?: string }): OpenSurveyFilter {
  const f: OpenSurveyFilter = {};
  const box = q.bbox ? parseSurveyBbox(q.bbox) : null;
  if (box) f.box = box;
  const since = q.since ? parseSurveyDay(q.since) : null;
  if (since) f.startedFrom = since;
  const until = q.until ? parseSurveyDay(q.until) : null;
  if (until) f.startedBefore = new Date(until.getTime() + DAY_MS);
  return f;
}

const optionalText = () =>
  yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? undefined : v));

/** GET /api/surveys (and the survey exports): every part optional. */
export const surveysQuerySchema = yup.object({
  bbox: optionalText()
    .test('bbox', M.bbox, (v) => v === undefined || parseSurveyBbox(v) !== null)
    .meta({ jsonSchema: { description: 'Only surveys whose public route lies in this box or crosses it: `minLon,minLat,maxLon,maxLat` (WGS 84).' } }),
  since: optionalText()
    .test('day', M.since, (v) => v === undefined || parseSurveyDay(v) !== null)
    .meta({ jsonSchema: { format: 'date', description: 'Only surveys started on this day (UTC) or later.' } }),
  until: optionalText()
    .test('day', M.until, (v) => v === undefined || parseSurveyDay(v) !== null)
    .meta({ jsonSchema: { format: 'date', description: 'Only surveys started on this day (UTC) or earlier.' } }),
});

const lineOut = yup.object({ type: yup.string<'LineString'>().defined(), coordinates: yup.array().defined() }) as unknown as yup.ObjectSchema<LineString>;

export const surveySchema: yup.ObjectSchema<SurveyDto> = yup.object({
  id: yup.string().defined(),
  kind: yup.string<SurveyDto['kind']>().oneOf([...SURVEY_KINDS]).defined(),
  status: yup.string<SurveyDto['status']>().oneOf([...SURVEY_STATUSES]).defined(),
  startedAt: yup.string().defined(),
  endedAt: yup.string().defined(),
  lengthM: yup.number().nullable().defined(),
  areaM2: yup.number().nullable().defined(),
  people: yup.number().defined(),
  counts: yup.array(yup.object({ item: yup.string().defined(), count: yup.number().defined() }).defined()).defined(),
  total: yup.number().defined(),
  route: lineOut.nullable().defined(),
  fullRoute: lineOut.optional().default(undefined),
  eventId: yup.string().nullable().defined(),
  teamId: yup.string().nullable().defined(),
  createdAt: yup.string().defined(),
  confirmedAt: yup.string().nullable().defined(),
  mine: yup.boolean().optional(),
}) as yup.ObjectSchema<SurveyDto>;

export const surveysListSchema: yup.ObjectSchema<SurveysListDto> = yup.object({ surveys: yup.array(surveySchema.defined()).defined() });

export const confirmSurveySchema: yup.ObjectSchema<ConfirmSurveyDto> = yup.object({ survey: surveySchema.defined(), credited: yup.boolean().defined() });
