/**
 * The analysis module's HTTP contract (issue 24): a first look at a report's photo. Other modules may
 * import this file (like contract.ts and schemas.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import { PHOTO_MAX_BYTES } from '../photos/contract';
import { ANALYSIS_MESSAGES, analyzePhotoResponseSchema } from './schemas';

export const analyzePhoto = defineEndpoint('POST', '/analysis', {
  summary: 'Let the AI look at a photo before reporting it: suggested litter tags and an AI analysis',
  description:
    'Without OPENAI_API_KEY: `available: false, reason: "no_api_key"` and nothing guessed. When the model cannot be asked or answers nothing usable: `reason: "unreachable"`. Otherwise the analysis is kept for 24 hours under `id`, which POST /api/reports takes as `analysisId` (the caller’s own only). Limited per person (RATE_LIMIT_ANALYSIS_PER_HOUR) and per client address (RATE_LIMIT_ANALYSIS_PER_ADDRESS).',
  access: 'session',
  upload: { field: 'photo', description: 'The photo (JPEG, PNG, WebP, AVIF or HEIC).', maxBytes: PHOTO_MAX_BYTES },
  response: analyzePhotoResponseSchema,
  errors: {
    400: 'No photo (ANALYSIS_NO_PHOTO) or an empty photo file (PHOTO_EMPTY).',
    413: 'The photo is larger than 15 MB (PHOTO_TOO_LARGE) or has too many pixels (PHOTO_TOO_MANY_PIXELS).',
    415: 'Not a photo the server can read (PHOTO_UNSUPPORTED_TYPE).',
    422: 'The photo could not be read (PHOTO_UNREADABLE).',
    429: 'Too many analyses by this person or from this network address in an hour (RATE_LIMITED, with Retry-After).',
  },
  // A paid model call each: per person, and per address, or each new guest would bring a new hourly quota.
  limits: {
    perPerson: { points: 30, windowSeconds: 3600, setting: 'RATE_LIMIT_ANALYSIS_PER_HOUR' },
    perAddress: { points: 120, windowSeconds: 3600, setting: 'RATE_LIMIT_ANALYSIS_PER_ADDRESS' },
    message: ANALYSIS_MESSAGES.tooMany,
  },
  outward: ['model-call'],
});
