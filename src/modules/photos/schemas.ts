import * as yup from 'yup';
import {
  PHOTO_FLAG_DETAILS_MAX,
  PHOTO_FLAG_REASONS,
  PHOTO_MODERATION_REASON_MAX,
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
