/**
 * The reports module's HTTP contract (issue 20): a trash report with its photo. The server mounts its
 * route from this, the client uploads to it, and the OpenAPI document lists it. Other modules may
 * import this file (like contract.ts and schemas.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import { PHOTO_MAX_BYTES } from '../photos/contract';
import { TOO_MANY_REPORTS } from './contract';
import { createReportResponseSchema, reportBodySchema } from './schemas';

export const createReport = defineEndpoint('POST', '/reports', {
  summary: 'Report trash with a photo: the report becomes an available cleanup task',
  description:
    'Without coordinates the report needs a location text (the default map point is used). The photo is re-encoded and screened; a held photo is hidden until a moderator releases it (`photo.status`). ' +
    '`shareEmailWithCity=true` (issue 42): when the report is filed with the city, the city gets the caller’s confirmed e-mail address as GeoReport v2 `email` (read when it is sent): the verified account e-mail, else the address confirmed for e-mail alerts; ignored, without an error, for guests and for a caller without a confirmed address.',
  access: 'session',
  body: reportBodySchema,
  upload: { field: 'image', description: 'The photo of the trash (JPEG, PNG, WebP, AVIF or HEIC).', maxBytes: PHOTO_MAX_BYTES },
  response: createReportResponseSchema,
  status: 201,
  idempotent: true,
  errors: {
    400: 'No photo (MISSING_PHOTO), an empty photo file (PHOTO_EMPTY) or a malformed upload.',
    403: '`userId` is not the caller.',
    413: 'The photo is larger than 15 MB (PHOTO_TOO_LARGE) or has too many pixels (PHOTO_TOO_MANY_PIXELS).',
    415: 'Not a photo the server can read (PHOTO_UNSUPPORTED_TYPE).',
    409: 'An open task of someone else lies within 15 m (POSSIBLE_DUPLICATE, `details.candidates`: taskId, distanceM, imageUrl; nearest first). Confirm it (POST /api/tasks/{id}/confirmations) or send again with `notDuplicate=true`.',
    422: 'The photo could not be read (PHOTO_UNREADABLE).',
    429: 'Too many reports from this person or network address in a short time (RATE_LIMITED, with Retry-After).',
    503: 'The photo cannot be checked for faces right now (PHOTO_FACE_CHECK_UNAVAILABLE, with Retry-After); nothing was stored.',
  },
  limits: {
    perPerson: { points: 30, windowSeconds: 3600, setting: 'RATE_LIMIT_REPORTS_PER_USER' },
    perAddress: { points: 60, windowSeconds: 3600, setting: 'RATE_LIMIT_REPORTS_PER_ADDRESS' },
    message: TOO_MANY_REPORTS,
  },
  // A typed address without a position is looked up at the geocoder; the new task alerts the people watching its area.
  outward: ['service-call', 'push', 'mail'],
});
