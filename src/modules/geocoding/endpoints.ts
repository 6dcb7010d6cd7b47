/**
 * The geocoding module's HTTP contract (issue 20): address search and reverse look-up through the
 * configured Nominatim- or Photon-compatible service. The server mounts its routes from these and the
 * OpenAPI document lists them. Other modules may import this file (like contract.ts and schemas.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import { reverseQuerySchema, reverseResponseSchema, searchQuerySchema, searchResponseSchema } from './schemas';

export const searchAddress = defineEndpoint('GET', '/geocode/search', {
  summary: 'Addresses matching a text, at most five',
  description: 'In the request’s language (Accept-Language: German or English). Browsers may keep the answer for five minutes (`Cache-Control: private, max-age=300`).',
  access: 'public',
  query: searchQuerySchema,
  response: searchResponseSchema,
  errors: {
    409: 'A newer search of the same person (session or client address) replaced this one while it waited for its turn (GEOCODER_SUPERSEDED).',
    503: 'The address service is unreachable (GEOCODER_UNAVAILABLE) or busy (GEOCODER_BUSY, with Retry-After).',
  },
  // Proxied to the geocoder (one call a second for the whole app, answers cached).
  limits: { perPerson: { points: 300, windowSeconds: 3600 }, perAddress: { points: 1200, windowSeconds: 3600 } },
  outward: ['service-call'],
});

export const reverseGeocode = defineEndpoint('GET', '/geocode/reverse', {
  summary: 'The address at a point, or null where the service knows none',
  description: 'In the request’s language (Accept-Language: German or English). Browsers may keep the answer for five minutes (`Cache-Control: private, max-age=300`).',
  access: 'public',
  query: reverseQuerySchema,
  response: reverseResponseSchema,
  errors: {
    409: 'A newer search of the same person (session or client address) replaced this one while it waited for its turn (GEOCODER_SUPERSEDED).',
    503: 'The address service is unreachable (GEOCODER_UNAVAILABLE) or busy (GEOCODER_BUSY, with Retry-After).',
  },
  // Proxied to the geocoder (one call a second for the whole app, answers cached).
  limits: { perPerson: { points: 300, windowSeconds: 3600 }, perAddress: { points: 1200, windowSeconds: 3600 } },
  outward: ['service-call'],
});
