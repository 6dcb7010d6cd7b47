/**
 * The photos module's HTTP contract (issue 20): serving photos, 'Report this photo' and the
 * moderators' photo queue. The server mounts its routes from these, the client builds URLs and query
 * keys from them, and the OpenAPI document lists them. Other modules may import this file (like
 * contract.ts and schemas.ts): the tasks module's report dialog flags through `flagPhoto`.
 */
import { defineEndpoint } from '../../shared/endpoint';
import {
  licenceWithdrawalResponseSchema,
  moderationDecisionSchema,
  moderationQueueQuerySchema,
  moderationQueueResponseSchema,
  moderationReasonSchema,
  moderationRestoreSchema,
  photoFlagResponseSchema,
  photoFlagSchema,
  photoIdParamsSchema,
} from './schemas';

export const photo = defineEndpoint('GET', '/photos/:id', {
  summary: 'A photo, re-encoded as WebP (at most 1600 px), without its metadata',
  description:
    'A public photo may be cached for a minute and must then be revalidated (`Cache-Control: public, max-age=60, must-revalidate`, an ETag; an unchanged photo answers 304 to `If-None-Match`). A photo only its owner and moderators may see (held, hidden) is answered with `Cache-Control: private, no-store` and no ETag.',
  access: 'public',
  params: photoIdParamsSchema,
  raw: { contentType: 'image/webp', description: 'The photo (WebP, `Content-Disposition: inline`).' },
  errors: {
    404: 'No such photo, or one the caller may not see (PHOTO_NOT_FOUND).',
    410: 'A moderator removed the photo (PHOTO_REMOVED).',
    503: 'The photo store cannot be reached right now (PHOTO_STORE_UNAVAILABLE, with Retry-After).',
  },
});

export const photoThumbnail = defineEndpoint('GET', '/photos/:id/thumb', {
  summary: 'The thumbnail of a photo (WebP, at most 400 px)',
  description:
    'A public photo may be cached for a minute and must then be revalidated (`Cache-Control: public, max-age=60, must-revalidate`, an ETag; an unchanged photo answers 304 to `If-None-Match`). A photo only its owner and moderators may see (held, hidden) is answered with `Cache-Control: private, no-store` and no ETag.',
  access: 'public',
  params: photoIdParamsSchema,
  raw: { contentType: 'image/webp', description: 'The thumbnail (WebP, `Content-Disposition: inline`).' },
  errors: {
    404: 'No such photo, or one the caller may not see (PHOTO_NOT_FOUND).',
    410: 'A moderator removed the photo (PHOTO_REMOVED).',
    503: 'The photo store cannot be reached right now (PHOTO_STORE_UNAVAILABLE, with Retry-After).',
  },
});

export const flagPhoto = defineEndpoint('POST', '/photos/:id/flags', {
  summary: "'Report this photo': flag it for the moderators",
  description: 'Open flags from three registered accounts hold the photo until a moderator decides; guest flags only put it in the queue.',
  access: 'session',
  params: photoIdParamsSchema,
  body: photoFlagSchema,
  response: photoFlagResponseSchema,
  status: 201,
  alsoStatus: [200],
  errors: {
    403: 'The caller’s own photo (OWN_PHOTO).',
    404: 'No such photo, or one the caller may not see (PHOTO_NOT_FOUND).',
    429: 'Twenty photos reported today already (RATE_LIMITED, with Retry-After).',
  },
  // Three flags hold a photo: the service counts each person’s flags a day (PHOTO_FLAG_DAILY_LIMIT); the address stops fresh guests.
  limits: { perPerson: { points: 20, windowSeconds: 86_400, enforcedBy: 'service' }, perAddress: { points: 300, windowSeconds: 3600 } },
});

export const withdrawPhotoLicences = defineEndpoint('POST', '/photos/licence-withdrawal', {
  summary: 'Withdraw the open licence (CC BY 4.0) of all of the caller’s photos',
  description:
    'Every photo of the caller (registered or guest) loses its licence at once: the open-data exports and Open311 leave it out from their next answer, and caches that kept an earlier answer drop it within their cache times (the exports: the hour their ETag names, plus five minutes; Open311: a minute). Later photos carry a licence only when the person chooses it for that photo again. Recorded in the audit log and in the person’s data export. Copies already downloaded cannot be recalled.',
  access: 'session',
  response: licenceWithdrawalResponseSchema,
  // Touches only the caller’s own rows, sends nothing outward, pays nothing: a small budget against a loop.
  limits: { perPerson: { points: 10, windowSeconds: 3600 }, perAddress: { points: 120, windowSeconds: 3600 } },
});

export const moderationQueue = defineEndpoint('GET', '/admin/photos', {
  summary: 'Photos for moderators: held or reported (pending), or hidden',
  description: 'Not cached (`Cache-Control: no-store`).',
  access: 'moderator',
  query: moderationQueueQuerySchema,
  response: moderationQueueResponseSchema,
});

export const hidePhoto = defineEndpoint('POST', '/admin/photos/:id/hide', {
  summary: 'Hide a photo from everyone but its owner and moderators (written to the audit log)',
  access: 'moderator',
  params: photoIdParamsSchema,
  body: moderationReasonSchema,
  response: moderationDecisionSchema,
  errors: { 404: 'No such photo (PHOTO_NOT_FOUND).', 409: 'The photo was deleted; it cannot be changed any more (PHOTO_DELETED).' },
  // Moderators only.
  limits: { perPerson: { points: 600, windowSeconds: 3600 } },
});

export const restorePhoto = defineEndpoint('POST', '/admin/photos/:id/restore', {
  summary: 'Make a held or hidden photo public again, closing its flags (written to the audit log)',
  access: 'moderator',
  params: photoIdParamsSchema,
  body: moderationRestoreSchema,
  response: moderationDecisionSchema,
  errors: { 404: 'No such photo (PHOTO_NOT_FOUND).', 409: 'The photo was deleted; it cannot be changed any more (PHOTO_DELETED).' },
  // Moderators only.
  limits: { perPerson: { points: 600, windowSeconds: 3600 } },
});

export const deletePhoto = defineEndpoint('POST', '/admin/photos/:id/delete', {
  summary: 'Delete a photo for good: its files go, its URLs answer 410 (written to the audit log)',
  access: 'moderator',
  params: photoIdParamsSchema,
  body: moderationReasonSchema,
  response: moderationDecisionSchema,
  errors: { 404: 'No such photo (PHOTO_NOT_FOUND).' },
  // Moderators only.
  limits: { perPerson: { points: 600, windowSeconds: 3600 } },
});
