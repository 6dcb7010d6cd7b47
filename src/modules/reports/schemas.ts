import * as yup from 'yup';
import { PHOTO_LICENCES, type PhotoLicence } from '../photos/contract';
import { HAZARDS, PRIORITIES, REPORT_SIZES, WASTE_TYPES, type Hazard, type ReportSize, type TaskStatus } from '../tasks/contract';
import { POSITION_SOURCES, type CreateReportResponse, type ReportDto } from './contract';
import { litterTagsFieldSchema } from '../litter/schemas';
import { blurRegionsFieldSchema } from '../photos/schemas';

/** Spec section 5, Report submit: messages shown by the form and returned by the server. */
export const REPORT_MESSAGES = {
  missingPhotoTitle: 'Missing Photo',
  missingPhoto: 'Please take a photo of the trash to report.',
  locationRequiredTitle: 'Location Required',
  locationRequired: 'Please enter a location or use GPS to get your current location.',
} as const;

/** Issue 24: the messages of the report's analysisId, size and hazards fields (German: i18n/errors.ts). */
export const REPORT_FIELD_MESSAGES = {
  analysisId: 'analysisId must be a valid id',
  size: 'size must be bag, wheelbarrow or car_load',
  hazards: `hazards must be a list of ${HAZARDS.join(', ')}`,
  shareEmailWithCity: 'shareEmailWithCity must be true or false',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A multipart hazards field: a JSON array as text, one id, or the field repeated (an array); duplicates dropped. */
function hazardList(_value: unknown, raw: unknown): unknown {
  const parse = (v: unknown): unknown => {
    if (typeof v !== 'string') return v;
    const text = v.trim();
    if (text === '') return [];
    if (!text.startsWith('[')) return [text];
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text; // not a list: the type error
    }
  };
  if (raw === undefined) return undefined;
  const list = Array.isArray(raw) ? raw.flatMap((v) => { const p = parse(v); return Array.isArray(p) ? p : [p]; }) : parse(raw);
  return Array.isArray(list) ? [...new Set(list)] : list;
}

const optionalNumber = (name: string, min: number, max: number) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null || raw === undefined ? undefined : v))
    .typeError(`${name} must be a number`)
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`);

/**
 * The text fields of the multipart report (spec section 3, Report submission fields). wasteType arrives
 * as 'Mixed' from the form: anything outside the known types becomes 'general'. imageUrl is a
 * placeholder the form sends and is ignored; the reward is the server's to decide.
 */
export const reportFieldsSchema = yup
  .object({
    userId: yup.string().required('userId is required'),
    imageUrl: yup.string().max(2000),
    location: yup.string().trim().max(300, 'Location must be at most 300 characters').default(''),
    latitude: optionalNumber('latitude', -90, 90),
    longitude: optionalNumber('longitude', -180, 180),
    // Issue 23: the photo's EXIF position and time, read by the browser before it scales the photo.
    exifLatitude: optionalNumber('exifLatitude', -90, 90),
    exifLongitude: optionalNumber('exifLongitude', -180, 180),
    exifTakenAt: yup
      .string()
      .transform((v: unknown) => (v === '' ? undefined : v))
      .max(40, 'exifTakenAt must be an ISO time')
      .test('iso-time', 'exifTakenAt must be an ISO time', (v) => v === undefined || (/^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)))),
    wasteType: yup
      .string()
      .transform((v: unknown) => (typeof v === 'string' && (WASTE_TYPES as readonly string[]).includes(v.toLowerCase()) ? v.toLowerCase() : 'general'))
      .default('general'),
    estimatedEffort: optionalNumber('estimatedEffort', 1, 480).integer('estimatedEffort must be whole minutes').default(15),
    priority: yup
      .string()
      .transform((v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v))
      .oneOf([...PRIORITIES], 'priority must be high, medium or low')
      .default('medium'),
    // Sent by the form, ignored: the reward is the server's to decide.
    reward: yup.mixed().meta({ jsonSchema: { type: ['string', 'number'], description: 'Ignored: the server decides the reward.' } }),
    description: yup.string().trim().max(1000, 'Description must be at most 1000 characters'),
    // Issue 23: 'No, it's a different spot': skip the nearby-duplicate check (multipart text 'true').
    notDuplicate: yup.boolean().typeError('notDuplicate must be true or false').default(false),
    // Issue 22: the reporter allows reuse of this photo in open data under this licence (the form
    // sends it only when they ticked the box); unset, empty or 'none': no licence.
    photoLicence: yup
      .mixed<PhotoLicence>()
      .transform((v: unknown) => (v === '' || v === 'none' ? undefined : v))
      .oneOf([...PHOTO_LICENCES], 'photoLicence must be CC-BY-4.0 or none')
      .meta({ jsonSchema: { type: 'string', enum: [...PHOTO_LICENCES, 'none'], description: 'Allow reuse of the photo in open data under this licence (CC BY 4.0). Unset or none: no licence.' } }),
    // Issue 24: the photo analysis (POST /api/analysis) whose AI analysis the task takes (the caller's own only).
    analysisId: yup
      .string()
      .transform((v: unknown) => (v === '' ? undefined : v))
      .matches(UUID, REPORT_FIELD_MESSAGES.analysisId),
    // Issue 24: how much litter there is (optional).
    size: yup
      .mixed<ReportSize>()
      .transform((v: unknown) => (v === '' ? undefined : v))
      .oneOf([...REPORT_SIZES], REPORT_FIELD_MESSAGES.size)
      .meta({ jsonSchema: { type: 'string', enum: [...REPORT_SIZES], description: 'How much litter: a bag, a wheelbarrow or a car load.' } }),
    // Issue 24: hazards the reporter names: a JSON array as text, or the field repeated.
    hazards: yup
      .array(yup.mixed<Hazard>().oneOf([...HAZARDS], REPORT_FIELD_MESSAGES.hazards).defined())
      .transform(hazardList)
      .typeError(REPORT_FIELD_MESSAGES.hazards)
      .max(HAZARDS.length, REPORT_FIELD_MESSAGES.hazards)
      .meta({
        jsonSchema: {
          description: `Hazards at the spot, a JSON array (or the field repeated) of ${HAZARDS.join(', ')}. sharps, chemicals or asbestos make the task not for volunteers.`,
          oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string', enum: [...HAZARDS] } }],
        },
      }),
    // Issue 24: litter tags (JSON text; the litter module's schema and taxonomy).
    tags: litterTagsFieldSchema,
    // Issue 39: regions the phone blurred or the person painted over (the server still checks for faces).
    blurRegions: blurRegionsFieldSchema,
  })
  .test('location', REPORT_MESSAGES.locationRequired, (v) => Boolean(v.location) || (v.latitude !== undefined && v.longitude !== undefined) || (v.exifLatitude !== undefined && v.exifLongitude !== undefined))
  .test('coordinates', 'latitude and longitude go together', (v) => (v.latitude === undefined) === (v.longitude === undefined))
  .test('exif-coordinates', 'exifLatitude and exifLongitude go together', (v) => (v.exifLatitude === undefined) === (v.exifLongitude === undefined));

/**
 * POST /api/reports' body: the form's fields and, issue 42, 'Share my e-mail address with the city for
 * follow-ups' (multipart text 'true'), honoured only for a registered reporter with a confirmed address (the
 * account's verified e-mail, else the confirmed alerts address) and ignored (stored false) for anyone else, so
 * an old client cannot break a report. Kept out of
 * reportFieldsSchema, which the first route's code carries (the form's own check needs no rule for it).
 */
export const reportBodySchema = reportFieldsSchema.shape({
  shareEmailWithCity: yup.boolean().typeError(REPORT_FIELD_MESSAGES.shareEmailWithCity).default(false),
});

export type ReportFields = yup.InferType<typeof reportFieldsSchema> & { shareEmailWithCity?: boolean };

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

export const reportSchema: yup.ObjectSchema<ReportDto> = yup.object({
  id: yup.string().defined(),
  userId: yup.string().defined(),
  latitude: yup.number().defined(),
  longitude: yup.number().defined(),
  positionSource: yup.mixed<ReportDto['positionSource']>().oneOf(POSITION_SOURCES).defined(),
  location: yup.string().nullable().defined(),
  wasteType: yup.string().defined(),
  priority: yup.string().defined(),
  estimatedEffort: yup.number().defined(),
  reward: yup.number().defined(),
  description: yup.string().defined(),
  imageUrl: yup.string().defined(),
  thumbnailUrl: yup.string().defined(),
  createdAt: yup.string().defined(),
});

export const createReportResponseSchema: yup.ObjectSchema<CreateReportResponse> = yup.object({
  report: reportSchema.defined(),
  task: yup.object({
    id: yup.string().defined(),
    status: yup.mixed<TaskStatus>().oneOf(['available', 'assigned', 'completed']).defined(),
    reward: yup.number().defined(),
  }),
  photo: yup.object({
    status: yup.mixed<CreateReportResponse['photo']['status']>().oneOf(['clear', 'held', 'unscreened']).defined(),
    message: yup.string().nullable().defined(),
    blurred: yup.object({ server: yup.number().defined(), device: yup.number().defined(), person: yup.number().defined() }).default(undefined),
  }),
});
