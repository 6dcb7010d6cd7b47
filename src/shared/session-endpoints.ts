/**
 * The session calls the core client makes on its own (src/client/session: restore or start a session at
 * start, sign out), defined here so the core names no module: the guest module serves the first two,
 * the auth module sign-out. Like a module's endpoints.ts, client bundles get only method, path and
 * access (tools/webpack/endpoint-refs-loader.cjs).
 */
import * as yup from 'yup';
import { defineEndpoint } from './endpoint';
import { TOO_MANY_GUESTS } from './session';
import { createGuestResponseSchema, validateResponseSchema } from './session-schemas';

export const validateSession = defineEndpoint('GET', '/guest/validate', {
  summary: "The session cookie's session and its person, if it is still live",
  description:
    'Answers `{ valid: false }` without a live session (no cookie, an expired or revoked one). Not cached (`Cache-Control: no-store`). The client calls it at start to restore the session.',
  access: 'public',
  response: validateResponseSchema,
});

export const createGuest = defineEndpoint('POST', '/guest/create', {
  summary: 'Start a guest session (sets the session cookie)',
  description: 'Creates a guest person and a session for it, and sets the session cookie. Not cached (`Cache-Control: no-store`).',
  access: 'public',
  body: yup.object({}).noUnknown('This request takes no body'),
  response: createGuestResponseSchema,
  status: 201,
  errors: { 429: 'Too many new guest sessions from this network address (RATE_LIMITED, with Retry-After).' },
  // Each guest is a fresh person with fresh per-person budgets: the address is what limits them.
  limits: { perAddress: { points: 30, windowSeconds: 3600, setting: 'RATE_LIMIT_GUEST_CREATE_PER_ADDRESS' }, message: TOO_MANY_GUESTS },
});

export const signOut = defineEndpoint('POST', '/auth/signout', {
  summary: "Sign out: end this device's session and clear the cookie",
  access: 'session',
  status: 204,
  limits: { unlimited: 'ends the caller’s own session and sends nothing' },
});
