import * as yup from 'yup';
import {
  BLUR_REGIONS_MAX,
  PHOTO_FLAG_DETAILS_MAX,
  PHOTO_FLAG_REASONS,
  PHOTO_MODERATION_REASON_MAX,
  type BlurRegion,
  type ModerationDecisionResponse,
  type ModerationItemDto,
  type ModerationQueue,
  type ModerationQueueResponse,
  type PhotoFlagResponse,
  type PhotoLicenceWithdrawalResponse,
  type PhotoPurpose,
  type PhotoUse,
  type ScreeningStatus,
  type StageMeta,
} from './contract';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one message for any fault in the `blurRegions` field (its German text: i18n/errors.ts). */
export const BLUR_REGIONS_MESSAGE = `blurRegions must be a JSON array of at most ${BLUR_REGIONS_MAX} regions { x, y, w, h, by } inside the photo (fractions from 0 to 1), by device or person`;

const FRACTION_SLACK = 1e-6;
const isFraction = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;

/**
 * The regions an upload says the phone blurred ('device') or its person painted over ('person'), from
 * the JSON text of the multipart field; null when anything is wrong: not JSON, not an array, more than
 * BLUR_REGIONS_MAX, a coordinate outside 0..1, an empty region, one reaching past the photo's edge, any
 * other `by` (a client cannot speak for the server) or any other key. Only these keys are kept.
 */
export function parseBlurRegions(raw: unknown): BlurRegion[] | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }
  if (!Array.isArray(value) || value.length > BLUR_REGIONS_MAX) return null;
  const out: BlurRegion[] = [];
  for (const r of value as unknown[]) {
    if (typeof r !== 'object' || r === null || Array.isArray(r)) return null;
    const { x, y, w, h, by, ...rest } = r as Record<string, unknown>;
    if (Object.keys(rest).length > 0 || (by !== 'device' && by !== 'person')) return null;
    if (!isFraction(x) || !isFraction(y) || !isFraction(w) || !isFraction(h) || w === 0 || h === 0) return null;
    if (x + w > 1 + FRACTION_SLACK || y + h > 1 + FRACTION_SLACK) return null;
    out.push({ x, y, w, h, by });
  }
  return out;
}

/**
 * The multipart field `blurRegions` of a photo upload (issue 39): JSON text for parseBlurRegions; absent
 * or empty: none. The server blurs them again and still runs its own face detection.
 */
export const blurRegionsFieldSchema = yup
  .mixed<BlurRegion[]>()
  .transform((_value: unknown, raw: unknown) => (raw === undefined || raw === '' ? undefined : (parseBlurRegions(raw) ?? raw)))
  .test('blur-regions', BLUR_REGIONS_MESSAGE, (v) => v === undefined || Array.isArray(v))
  .meta({
    jsonSchema: {
      type: 'string',
      description: `Optional (issue 39): regions of the photo already blurred on the phone ('device') or painted over by the person ('person'), JSON text of an array of at most ${BLUR_REGIONS_MAX} \`{ x, y, w, h, by }\` with x, y, w, h fractions (0..1) of the photo's width and height. Recorded with the photo and blurred again; the server runs its own face detection on every photo whatever this says.`,
    },
  });

export const photoIdParamsSchema = yup.object({ id: yup.string().required().matches(uuid, 'Photo id must be a valid id') });

/** POST /api/photos/{id}/flags, and the 'Report this photo' form. */
export const photoFlagSchema = yup
  .object({
    reason: yup.string().oneOf([...PHOTO_FLAG_REASONS], 'Please choose a reason').required('Please choose a reason'),
    details: yup.string().trim().max(PHOTO_FLAG_DETAILS_MAX, `Details must be at most ${PHOTO_FLAG_DETAILS_MAX} characters`),
  })
  .noUnknown('Unknown field: ${unknown}');
export type PhotoFlagFields = yup.InferType<typeof photoFlagSchema>;

export const moderationQueueQuerySchema = yup.object({
  queue: yup.string().oneOf<ModerationQueue>(['pending', 'hidden'], 'queue must be pending or hidden').default('pending'),
});

/** Hide and delete need a reason (kept in the audit log). */
export const moderationReasonSchema = yup
  .object({
    reason: yup
      .string()
      .trim()
      .min(3, 'Reason must be at least 3 characters')
      .max(PHOTO_MODERATION_REASON_MAX, `Reason must be at most ${PHOTO_MODERATION_REASON_MAX} characters`)
      .required('Reason is required'),
  })
  .noUnknown('Unknown field: ${unknown}');

/** Restore takes an optional note. */
export const moderationRestoreSchema = yup
  .object({ reason: yup.string().trim().max(PHOTO_MODERATION_REASON_MAX, `Reason must be at most ${PHOTO_MODERATION_REASON_MAX} characters`) })
  .noUnknown('Unknown field: ${unknown}');

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

const nullableText = () => yup.string().nullable().defined();

export const photoFlagResponseSchema: yup.ObjectSchema<PhotoFlagResponse> = yup.object({
  created: yup.boolean().defined(),
  held: yup.boolean().defined(),
});

export const licenceWithdrawalResponseSchema: yup.ObjectSchema<PhotoLicenceWithdrawalResponse> = yup.object({
  withdrawn: yup.number().integer().min(0).defined(),
  withdrawnAt: yup.string().defined(),
});

const PURPOSES: PhotoPurpose[] = ['report', 'completion', 'profile', 'avatar'];
const SCREENING_STATUSES: ScreeningStatus[] = ['clear', 'held', 'unscreened'];
const flagCount = () => yup.number().optional();

export const photoUseSchema: yup.ObjectSchema<PhotoUse> = yup.object({
  photoId: yup.string().defined(),
  kind: yup.mixed<PhotoUse['kind']>().oneOf(['report', 'completion']).defined(),
  taskId: yup.string().defined(),
  reportId: nullableText(),
  location: nullableText(),
  description: yup.string().defined(),
});

export const moderationItemSchema: yup.ObjectSchema<ModerationItemDto> = yup.object({
  id: yup.string().defined(),
  purpose: yup.mixed<PhotoPurpose>().oneOf(PURPOSES).defined(),
  imageUrl: yup.string().defined(),
  thumbnailUrl: yup.string().defined(),
  createdAt: yup.string().defined(),
  owner: yup.object({ id: yup.string().defined(), username: nullableText() }).nullable().defined().default(null),
  screening: yup
    .object({
      status: yup.mixed<ScreeningStatus>().oneOf(SCREENING_STATUSES).defined(),
      score: yup.number().nullable().defined(),
      screener: nullableText(),
      released: yup.boolean().defined(),
    })
    .defined(),
  heldBy: yup.mixed<NonNullable<ModerationItemDto['heldBy']>>().oneOf(['screening', 'flags']).nullable().defined(),
  blurred: yup.object({ server: yup.number().defined(), device: yup.number().defined(), person: yup.number().defined() }).defined(),
  hidden: yup.boolean().defined(),
  moderationReason: nullableText(),
  flags: yup
    .object({
      count: yup.number().defined(),
      reasons: yup.object({ inappropriate: flagCount(), personal_data: flagCount(), not_litter: flagCount(), other: flagCount() }).defined(),
      details: yup.array(yup.string().defined()).defined(),
    })
    .defined(),
  uses: yup.array(photoUseSchema.defined()).defined(),
});

export const moderationQueueResponseSchema: yup.ObjectSchema<ModerationQueueResponse> = yup.object({ items: yup.array(moderationItemSchema.defined()).defined() });

export const moderationDecisionSchema: yup.ObjectSchema<ModerationDecisionResponse> = yup.object({
  id: yup.string().defined(),
  changed: yup.boolean().defined(),
  state: yup.mixed<ModerationDecisionResponse['state']>().oneOf(['public', 'held', 'hidden', 'deleted']).defined(),
});

const optionalCoordinate = (name: string, max: number) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null || raw === undefined ? undefined : v))
    .typeError(`${name} must be a number`)
    .min(-max, `${name} must be between -${max} and ${max}`)
    .max(max, `${name} must be between -${max} and ${max}`);

/**
 * Issue 23: the form fields of a photo upload that carry the original file's EXIF time and position,
 * as the browser read them before it scaled the photo (scaling drops the metadata). The photos module
 * keeps them as evidence where the uploaded file has none (a time in the future or before 2000 is
 * ignored there). Spread into an upload's body schema: `yup.object({ ...browserExifFields, ... })`.
 */
export const browserExifFields = {
  exifTakenAt: yup
    .string()
    .transform((v: unknown) => (v === '' ? undefined : v))
    .max(40, 'exifTakenAt must be an ISO time')
    .test('iso-time', 'exifTakenAt must be an ISO time', (v) => v === undefined || (/^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)))),
  exifLatitude: optionalCoordinate('exifLatitude', 90),
  exifLongitude: optionalCoordinate('exifLongitude', 180),
};

/** The body of an upload that carries only the photo and its browser-read EXIF (browserExifFields). */
export const browserExifSchema = yup
  .object(browserExifFields)
  .test('exif-coordinates', 'exifLatitude and exifLongitude go together', (v) => (v.exifLatitude === undefined) === (v.exifLongitude === undefined));
export type BrowserExifFields = yup.InferType<typeof browserExifSchema>;

/** StageMeta.browserExif from the validated fields (undefined when none was sent). */
export function browserExifOf(fields: Partial<BrowserExifFields>): StageMeta['browserExif'] {
  const { exifTakenAt, exifLatitude, exifLongitude } = fields;
  if (exifTakenAt === undefined && exifLatitude === undefined) return undefined;
  return {
    ...(exifTakenAt !== undefined ? { takenAt: exifTakenAt } : {}),
    ...(exifLatitude !== undefined && exifLongitude !== undefined ? { latitude: exifLatitude, longitude: exifLongitude } : {}),
  };
}
