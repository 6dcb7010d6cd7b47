/**
 * The auth module's HTTP contract (issue 20): passkeys, recovery codes, sign-in and the sessions of
 * Account Settings, every endpoint once with its schemas. The server mounts its routes from these,
 * the client builds URLs and query keys from them, and the OpenAPI document lists them. Other modules
 * may import this file (like contract.ts and schemas.ts). Every answer is `Cache-Control: no-store`.
 */
import { defineEndpoint } from '../../shared/endpoint';
import {
  creationOptionsSchema,
  idParamsSchema,
  passkeysResponseSchema,
  reauthBodySchema,
  recoveryCodesResponseSchema,
  recoverySignInSchema,
  registerPasskeyResponseSchema,
  registerVerifySchema,
  requestOptionsSchema,
  sessionsResponseSchema,
  signInResponseSchema,
  signInVerifySchema,
  signOutEverywhereResponseSchema,
} from './schemas';

/* Passkeys of the signed-in account. */

export const listPasskeys = defineEndpoint('GET', '/auth/passkeys', {
  summary: "The account's passkeys and how many unused recovery codes it has",
  access: 'session',
  response: passkeysResponseSchema,
});

export const registrationOptions = defineEndpoint('POST', '/auth/passkeys/register/options', {
  summary: 'Options for making a new passkey (a challenge for five minutes)',
  description: 'Pass them to the browser (`navigator.credentials.create`), then post its answer to `/auth/passkeys/register/verify`.',
  access: 'session',
  response: creationOptionsSchema,
  errors: { 403: 'A guest: only registered accounts add passkeys (REGISTERED_ONLY).' },
  // Each call stores a challenge for five minutes.
  limits: { perPerson: { points: 30, windowSeconds: 3600 } },
});

export const registerPasskey = defineEndpoint('POST', '/auth/passkeys/register/verify', {
  summary: 'Add the passkey the browser made; the first one comes with recovery codes (shown once)',
  description: 'An account that already has a passkey carries a fresh passkey check as `reauth` (see `/auth/reauth/options`): a session cookie alone cannot add a passkey.',
  access: 'session',
  body: registerVerifySchema,
  response: registerPasskeyResponseSchema,
  status: 201,
  errors: {
    400: 'The challenge expired or was used (CHALLENGE_EXPIRED), or the passkey did not verify (PASSKEY_INVALID).',
    403: 'A guest: only registered accounts add passkeys (REGISTERED_ONLY); the account has a passkey and no fresh passkey check came with the request (REAUTH_REQUIRED), an expired or used one (REAUTH_EXPIRED), or one by another account’s passkey (REAUTH_FAILED).',
    409: 'This passkey is already registered (PASSKEY_EXISTS).',
    429: 'Too many failed passkey checks for this account or from this address (RATE_LIMITED, with Retry-After).',
  },
  limits: { perPerson: { points: 20, windowSeconds: 3600 } },
});

export const reauthOptions = defineEndpoint('POST', '/auth/reauth/options', {
  summary: "Options for a fresh passkey check by one of the account's passkeys",
  description: 'Removing a passkey, new recovery codes and a further passkey carry the browser’s answer to these options as `reauth`. Failed checks are limited per account and per address (429 on the change).',
  access: 'session',
  response: requestOptionsSchema,
  errors: { 409: 'The account has no passkey to check with (NO_PASSKEY).' },
  // Each call stores a challenge for five minutes.
  limits: { perPerson: { points: 30, windowSeconds: 3600 } },
});

export const deletePasskey = defineEndpoint('DELETE', '/auth/passkeys/:id', {
  summary: 'Remove one of the account’s passkeys (after a fresh passkey check)',
  access: 'session',
  params: idParamsSchema,
  body: reauthBodySchema,
  status: 204,
  errors: {
    403: 'No fresh passkey check with the request (REAUTH_REQUIRED), an expired or used one (REAUTH_EXPIRED), or one by another account’s passkey (REAUTH_FAILED).',
    404: 'No such passkey on this account (PASSKEY_NOT_FOUND).',
    409: 'The account’s only passkey stays (LAST_PASSKEY).',
    429: 'Too many failed passkey checks for this account or from this address (RATE_LIMITED, with Retry-After).',
  },
  limits: { perPerson: { points: 30, windowSeconds: 3600 } },
});

export const regenerateRecoveryCodes = defineEndpoint('POST', '/auth/recovery-codes', {
  summary: 'Replace every recovery code of the account (after a fresh passkey check); the new ones are shown once',
  access: 'session',
  body: reauthBodySchema,
  response: recoveryCodesResponseSchema,
  errors: {
    403: 'A guest (REGISTERED_ONLY); no fresh passkey check with the request (REAUTH_REQUIRED), an expired or used one (REAUTH_EXPIRED), or one by another account’s passkey (REAUTH_FAILED).',
    429: 'Too many failed passkey checks for this account or from this address (RATE_LIMITED, with Retry-After).',
  },
  limits: { perPerson: { points: 10, windowSeconds: 3600 } },
});

/* Sign-in (a guest, or anyone without a session). */

export const signInOptions = defineEndpoint('POST', '/auth/signin/options', {
  summary: 'Options for signing in with a passkey (discoverable: no username)',
  access: 'public',
  response: requestOptionsSchema,
  // No session yet: each call stores a challenge for five minutes; a whole class signs in behind one address.
  limits: { perAddress: { points: 300, windowSeconds: 3600 } },
});

export const signInWithPasskey = defineEndpoint('POST', '/auth/signin/passkey', {
  summary: 'Sign in with a passkey (sets the session cookie)',
  description:
    'A guest on this device chooses what happens to its points (`guestPoints`: merge them into the account, or donate them). The device’s previous session ends.',
  access: 'public',
  body: signInVerifySchema,
  response: signInResponseSchema,
  errors: {
    400: 'The challenge expired or was used (CHALLENGE_EXPIRED).',
    401: 'The passkey did not sign in (SIGNIN_FAILED).',
    429: 'Too many failed attempts from this address or for this account (RATE_LIMITED, with Retry-After).',
  },
  // The service counts failed and unfinished attempts (auth contract RATE_LIMITS.signin).
  limits: { perAddress: { points: 20, windowSeconds: 900, enforcedBy: 'service' }, perTarget: { what: 'account', points: 10, windowSeconds: 900, enforcedBy: 'service' } },
});

export const signInWithRecoveryCode = defineEndpoint('POST', '/auth/signin/recovery-code', {
  summary: 'Sign in with the username and a one-time recovery code (sets the session cookie)',
  description: 'The code is used up; the answer says how many are left (`recoveryCodesRemaining`).',
  access: 'public',
  body: recoverySignInSchema,
  response: signInResponseSchema,
  errors: {
    401: 'The username and recovery code do not match (RECOVERY_FAILED).',
    429: 'Too many failed attempts from this address or for this account (RATE_LIMITED, with Retry-After).',
  },
  // The service counts failed and unfinished attempts (auth contract RATE_LIMITS.recovery).
  limits: { perAddress: { points: 10, windowSeconds: 900, enforcedBy: 'service' }, perTarget: { what: 'account', points: 5, windowSeconds: 900, enforcedBy: 'service' } },
});

/* Sessions of the signed-in account. */

export const listSessions = defineEndpoint('GET', '/auth/sessions', {
  summary: "The account's live sessions (devices), this one marked `current`",
  access: 'session',
  response: sessionsResponseSchema,
});

export const endSession = defineEndpoint('DELETE', '/auth/sessions/:id', {
  summary: 'End one of the account’s sessions (this device’s too: then the cookie is cleared)',
  access: 'session',
  params: idParamsSchema,
  status: 204,
  errors: { 404: 'No such live session on this account (SESSION_NOT_FOUND).' },
  limits: { unlimited: 'ends one of the caller’s own sessions and sends nothing' },
});

export const signOutEverywhere = defineEndpoint('POST', '/auth/signout-everywhere', {
  summary: 'End every session of the account, this one included, and clear the cookie',
  access: 'session',
  response: signOutEverywhereResponseSchema,
  limits: { unlimited: 'ends the caller’s own sessions and sends nothing' },
});
