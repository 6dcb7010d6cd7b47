/**
 * The notifications module's HTTP contract: every endpoint once, with its schemas. Other modules may
 * import this file (like contract.ts and schemas.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import { markReadBodySchema, markReadResponseSchema, notificationsResponseSchema } from './schemas';

export const notificationsList = defineEndpoint('GET', '/notifications', {
  summary: "The session's person's notifications, newest first, with the unread count",
  description:
    'At most the newest 50. Polled by the header bell: the ETag is decided by one indexed query before the list is read, so an unchanged list answers 304 to `If-None-Match`. Guests have notifications too.',
  access: 'session',
  response: notificationsResponseSchema,
  etag: true,
});

export const markNotificationsRead = defineEndpoint('POST', '/notifications/read', {
  summary: 'Marks notifications read: `{ ids }` (the caller’s own; others are ignored) or `{ all: true }`',
  access: 'session',
  body: markReadBodySchema,
  response: markReadResponseSchema,
  limits: { unlimited: 'marks the caller’s own notifications read and sends nothing' },
});
