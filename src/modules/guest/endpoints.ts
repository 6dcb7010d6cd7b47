/**
 * The guest module's HTTP contract (issue 20): sessions and the public face of a person. The server
 * mounts its routes from these, the client builds URLs and query keys from them, and the OpenAPI
 * document lists them. Other modules may import this file (like contract.ts and schemas.ts). The
 * session calls the core client makes itself (validate, create) are in src/shared/session-endpoints.ts;
 * this module serves them.
 */
import { defineEndpoint } from '../../shared/endpoint';
import {
  createProfileResponseSchema,
  createProfileSchema,
  profileUserParamsSchema,
  publicUserSchema,
  userIdParamsSchema,
} from './schemas';

export const createProfile = defineEndpoint('POST', '/users/:userId/create-profile', {
  summary: "Turn the caller's guest account into a registered profile (renews the session cookie)",
  description:
    'Only for one’s own account (403 otherwise). The astrological sign and element are computed by the server. The session becomes a registered one and the cookie is set again. Not cached (`Cache-Control: no-store`).',
  access: 'session',
  params: profileUserParamsSchema,
  body: createProfileSchema,
  response: createProfileResponseSchema,
  errors: {
    400: 'Missing or invalid fields, a date that is not real, or a person under 13 (UNDER_AGE).',
    409: 'The username is taken (USERNAME_TAKEN), or the account already has a profile (PROFILE_EXISTS).',
  },
  // Registering needs a guest session (itself limited per address); a few tries per person for a taken username.
  limits: { perPerson: { points: 10, windowSeconds: 3600 }, perAddress: { points: 120, windowSeconds: 3600 } },
});

export const publicUser = defineEndpoint('GET', '/user/:id', {
  summary: "A person's public fields (name, pictures, level)",
  access: 'public',
  params: userIdParamsSchema,
  response: publicUserSchema,
  errors: { 404: 'No such person, or the account was deleted (USER_NOT_FOUND).' },
});
