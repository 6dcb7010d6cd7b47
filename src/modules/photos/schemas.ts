import * as yup from 'yup';
import { PHOTO_FLAG_DETAILS_MAX, PHOTO_FLAG_REASONS, PHOTO_MODERATION_REASON_MAX } from './contract';

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
  queue: yup.string().oneOf(['pending', 'hidden'], 'queue must be pending or hidden').default('pending'),
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
