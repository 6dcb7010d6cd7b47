import * as yup from 'yup';
import { NOTIFICATION_KINDS, NOTIFICATIONS_READ_MAX_IDS, type MarkReadInput, type MarkReadResponse, type NotificationsResponse } from './contract';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Field messages (their German texts: i18n/errors.ts). */
export const READ_MESSAGES = {
  idInvalid: 'Notification id must be a valid id',
  tooMany: `At most ${NOTIFICATIONS_READ_MAX_IDS} notifications can be marked at once`,
  idsOrAll: 'Send either ids or all: true',
} as const;

/** POST /api/notifications/read: `{ ids: [...] }` or `{ all: true }`. */
export const markReadBodySchema: yup.ObjectSchema<MarkReadInput> = yup
  .object({
    ids: yup.array(yup.string().defined().matches(uuid, READ_MESSAGES.idInvalid)).max(NOTIFICATIONS_READ_MAX_IDS, READ_MESSAGES.tooMany).optional(),
    all: yup.boolean().oneOf([true], READ_MESSAGES.idsOrAll).optional(),
  })
  .test('ids-or-all', READ_MESSAGES.idsOrAll, (b) => (b.ids !== undefined) !== (b.all !== undefined))
  .noUnknown('Unknown field');

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

const nullableText = () => yup.string().nullable().defined();

/** The data of a notification: the fields its kind uses (see the contract's *Data types). */
const notificationDataSchema = yup.object({
  taskId: yup.string(),
  submissionId: yup.string(),
  photoId: yup.string(),
  location: yup.string().nullable(),
  title: yup.string(),
  beforePhotoUrl: yup.string().nullable(),
  afterPhotoUrl: yup.string().nullable(),
  outcome: yup.string().oneOf(['approved', 'rejected']),
  reason: yup.string().nullable(),
  reward: yup.number(),
  xp: yup.number(),
  coins: yup.number(),
  areaId: yup.string(),
  areaName: yup.string(),
  wasteType: yup.string(),
  eventId: yup.string(),
  startsAt: yup.string(),
  latitude: yup.number(),
  longitude: yup.number(),
});

export const notificationSchema = yup.object({
  id: yup.string().defined(),
  kind: yup.string().oneOf(NOTIFICATION_KINDS).defined(),
  data: notificationDataSchema.defined(),
  createdAt: yup.string().defined(),
  readAt: nullableText(),
});

/** GET /api/notifications (the union of the kinds' data is the contract's NotificationDto). */
export const notificationsResponseSchema = yup.object({
  notifications: yup.array(notificationSchema.defined()).defined(),
  unreadCount: yup.number().defined(),
}) as unknown as yup.ObjectSchema<NotificationsResponse>;

export const markReadResponseSchema: yup.ObjectSchema<MarkReadResponse> = yup.object({
  marked: yup.number().defined(),
  unreadCount: yup.number().defined(),
});
