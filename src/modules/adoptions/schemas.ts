import * as yup from 'yup';
import { lineCentre, lineLengthM } from '../../shared/polyline';
import { parseSurveyBbox } from '../surveys/schemas';
import {
  ADOPTER_KINDS,
  ADOPTION_CORRIDOR_MAX_M,
  ADOPTION_CORRIDOR_MIN_M,
  ADOPTION_STREET_EXTENT_MAX_M,
  ADOPTION_STREET_MAX_M,
  ADOPTION_STREET_MAX_POINTS,
  ADOPTION_STREET_MIN_POINTS,
  ADOPTION_RADIUS_MAX_M,
  ADOPTION_RADIUS_MIN_M,
  ADOPTION_WEEKS_MAX,
  ADOPTION_WEEKS_MIN,
  type AdopterKind,
  type AdoptionDetailDto,
  type AdoptionDto,
  type AdoptionsListDto,
  type NewAdoptionInput,
  type OverdueAdoptionsDto,
  type PartnerSpotsDto,
} from './contract';

/** Field messages (their German texts: i18n/errors.ts). */
export const ADOPTION_FIELD_MESSAGES = {
  latitude: 'Latitude must be a number between -90 and 90',
  longitude: 'Longitude must be a number between -180 and 180',
  radius: `Radius must be a whole number of metres between ${ADOPTION_RADIUS_MIN_M} and ${ADOPTION_RADIUS_MAX_M}`,
  path: `A street must be a line of ${ADOPTION_STREET_MIN_POINTS} to ${ADOPTION_STREET_MAX_POINTS} points, each [longitude, latitude] in degrees`,
  pathLength: `A street may be at most ${ADOPTION_STREET_MAX_M} m long`,
  corridor: `A street's corridor must be a whole number of metres between ${ADOPTION_CORRIDOR_MIN_M} and ${ADOPTION_CORRIDOR_MAX_M} on each side`,
  weeks: `The schedule must be every ${ADOPTION_WEEKS_MIN} to ${ADOPTION_WEEKS_MAX} weeks`,
  adopter: 'The adopter must be you, one of your teams or one of your partners',
  bbox: 'bbox must be minLon,minLat,maxLon,maxLat in degrees',
} as const;

const M = ADOPTION_FIELD_MESSAGES;

const isStreet = (path: unknown) => path !== undefined && path !== null;

/** A street's line: 2 to 50 `[longitude, latitude]` pairs in range. */
const isLine = (v: unknown): v is [number, number][] =>
  Array.isArray(v) &&
  v.length >= ADOPTION_STREET_MIN_POINTS &&
  v.length <= ADOPTION_STREET_MAX_POINTS &&
  v.every((p) => Array.isArray(p) && p.length === 2 && p.every((x) => typeof x === 'number' && Number.isFinite(x)) && p[0] >= -180 && p[0] <= 180 && p[1] >= -90 && p[1] <= 90);

const pathSchema = yup
  .mixed<[number, number][]>()
  .nullable()
  .test('path', M.path, (v) => v === undefined || isLine(v))
  // Its box must be as small as the line (not across the antimeridian or round a pole): the index queries rely on it.
  .test('pathExtent', M.path, (v) => v === undefined || !isLine(v) || lineLengthM(v) > ADOPTION_STREET_MAX_M || lineCentre(v).extentM <= ADOPTION_STREET_EXTENT_MAX_M)
  .test('pathLength', M.pathLength, (v) => v === undefined || !isLine(v) || lineLengthM(v) <= ADOPTION_STREET_MAX_M)
  .optional()
  .meta({ jsonSchema: { type: 'array', items: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 }, minItems: ADOPTION_STREET_MIN_POINTS, maxItems: ADOPTION_STREET_MAX_POINTS, description: `A street: [longitude, latitude] pairs, at most ${ADOPTION_STREET_MAX_M} m long. Then radiusM is the corridor's half-width and latitude/longitude are left out.` } });

/** POST /api/adoptions (also the Adopt this spot form). */
export const newAdoptionSchema = yup
  .object({
    latitude: yup
      .number()
      .typeError(M.latitude)
      .min(-90, M.latitude)
      .max(90, M.latitude)
      .when('path', { is: isStreet, then: (s) => s.optional(), otherwise: (s) => s.required(M.latitude) }),
    longitude: yup
      .number()
      .typeError(M.longitude)
      .min(-180, M.longitude)
      .max(180, M.longitude)
      .when('path', { is: isStreet, then: (s) => s.optional(), otherwise: (s) => s.required(M.longitude) }),
    radiusM: yup
      .number()
      .when('path', {
        is: isStreet,
        then: (s) => s.typeError(M.corridor).required(M.corridor).integer(M.corridor).min(ADOPTION_CORRIDOR_MIN_M, M.corridor).max(ADOPTION_CORRIDOR_MAX_M, M.corridor),
        otherwise: (s) => s.typeError(M.radius).required(M.radius).integer(M.radius).min(ADOPTION_RADIUS_MIN_M, M.radius).max(ADOPTION_RADIUS_MAX_M, M.radius),
      }),
    path: pathSchema,
    everyWeeks: yup.number().typeError(M.weeks).required(M.weeks).integer(M.weeks).min(ADOPTION_WEEKS_MIN, M.weeks).max(ADOPTION_WEEKS_MAX, M.weeks),
    adopter: yup
      .object({
        kind: yup.string<AdopterKind>().oneOf([...ADOPTER_KINDS], M.adopter).required(M.adopter),
        id: yup
          .string()
          .uuid(M.adopter)
          .when('kind', { is: (k: string) => k !== 'person', then: (s) => s.required(M.adopter), otherwise: (s) => s.optional() }),
      })
      .noUnknown('Unknown field')
      .default(undefined)
      .optional(),
  })
  .noUnknown('Unknown field') as unknown as yup.ObjectSchema<NewAdoptionInput>;

export const adoptionIdParamsSchema = yup.object({ id: yup.string().uuid().required() });

/** GET /api/adoptions: the box to show (required: the layer is loaded for the map's view). */
export const adoptionsQuerySchema = yup.object({
  bbox: yup
    .string()
    .trim()
    .required(M.bbox)
    .test('bbox', M.bbox, (v) => v !== undefined && parseSurveyBbox(v) !== null)
    .meta({ jsonSchema: { description: 'Points whose centre, and streets whose line\'s bounding box, lies in or crosses this box: `minLon,minLat,maxLon,maxLat` (WGS 84).' } }),
});

export const adoptionSchema: yup.ObjectSchema<AdoptionDto> = yup.object({
  id: yup.string().defined(),
  latitude: yup.number().defined(),
  longitude: yup.number().defined(),
  radiusM: yup.number().defined(),
  path: yup.mixed<[number, number][]>().nullable().optional(),
  lengthM: yup.number().nullable().optional(),
  everyWeeks: yup.number().defined(),
  adopter: yup.object({ kind: yup.string<AdopterKind>().oneOf([...ADOPTER_KINDS]).defined(), name: yup.string().defined() }).defined(),
  state: yup.string<'active' | 'released'>().oneOf(['active', 'released']).defined(),
  startedAt: yup.string().defined(),
  nextDueAt: yup.string().defined(),
  lastVisitAt: yup.string().nullable().defined(),
  onTime: yup.boolean().defined(),
  mine: yup.boolean().optional(),
});

export const adoptionsListSchema: yup.ObjectSchema<AdoptionsListDto> = yup.object({
  adoptions: yup.array(adoptionSchema.defined()).defined(),
});

export const adoptionDetailSchema: yup.ObjectSchema<AdoptionDetailDto> = adoptionSchema.shape({
  visits: yup.array(yup.object({ kind: yup.string<'cleanup' | 'survey'>().oneOf(['cleanup', 'survey']).defined(), visitedAt: yup.string().defined() }).defined()).defined(),
  missedCycles: yup.number().defined(),
  missedTotal: yup.number().defined(),
  visitedThisCycle: yup.boolean().defined(),
}) as unknown as yup.ObjectSchema<AdoptionDetailDto>;

export const overdueAdoptionsSchema: yup.ObjectSchema<OverdueAdoptionsDto> = yup.object({
  adoptions: yup.array(adoptionSchema.shape({ missedCycles: yup.number().defined() }).defined()).defined(),
}) as unknown as yup.ObjectSchema<OverdueAdoptionsDto>;

export const partnerIdParamsSchema = yup.object({ partnerId: yup.string().uuid().required() });

export const partnerSpotsSchema: yup.ObjectSchema<PartnerSpotsDto> = yup.object({
  adoptions: yup.array(adoptionSchema.shape({ visits: yup.number().defined(), missedTotal: yup.number().defined() }).defined()).defined(),
}) as unknown as yup.ObjectSchema<PartnerSpotsDto>;
