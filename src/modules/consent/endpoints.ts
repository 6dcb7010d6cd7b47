/**
 * The consent module's HTTP contract (issue 20): /api/security/consent/* (spec 7). The server mounts its
 * routes from these, the client builds URLs and query keys from them, and the OpenAPI document lists
 * them. Other modules may import this file (like contract.ts and schemas.ts).
 *
 * Every answer of these endpoints is `Cache-Control: no-store`, and every failure (400, 401, 403 too)
 * answers `{ success: false, error, code, details? }`: the spec's `{ success, error }` and the project's
 * `{ error, code }` at once (ConsentFailure in contract.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import {
  categoriesResponseSchema,
  consentReportQuerySchema,
  consentUserParamsSchema,
  proofResponseSchema,
  recordConsentSchema,
  recordResponseSchema,
  reportResponseSchema,
  statusResponseSchema,
  withdrawConsentSchema,
} from './schemas';

export const consentCategories = defineEndpoint('GET', '/security/consent/categories', {
  summary: 'The consent categories, with the caller’s current decisions when there is a session',
  description: 'Without a session every optional category shows as not consented. Failures answer `{ success: false, error, code }`.',
  access: 'public',
  response: categoriesResponseSchema,
});

export const consentStatus = defineEndpoint('GET', '/security/consent/status/:userId', {
  summary: 'The caller’s consent status: decisions, policy version, whether a renewal is due',
  access: 'session',
  params: consentUserParamsSchema,
  response: statusResponseSchema,
  errors: {
    400: 'Not a valid user id, as `{ success: false, error, code: "VALIDATION_FAILED", details }`.',
    401: 'No live session, as `{ success: false, error, code }`.',
    403: 'The user id is not the caller’s own, as `{ success: false, error, code }`.',
  },
});

export const transparencyReport = defineEndpoint('GET', '/security/consent/transparency/report', {
  summary: 'The caller’s transparency report: consent counts per category, compliance score, data rights',
  access: 'session',
  query: consentReportQuerySchema,
  response: reportResponseSchema,
  errors: {
    400: 'userId missing or not a valid id, as `{ success: false, error, code: "VALIDATION_FAILED", details }`.',
    401: 'No live session, as `{ success: false, error, code }`.',
    403: 'The user id is not the caller’s own, as `{ success: false, error, code }`.',
  },
});

export const consentProof = defineEndpoint('GET', '/security/consent/proof/:userId', {
  summary: 'Proof of the caller’s consent: the whole append-only history, newest first, and the current status',
  access: 'session',
  params: consentUserParamsSchema,
  response: proofResponseSchema,
  errors: {
    400: 'Not a valid user id, as `{ success: false, error, code: "VALIDATION_FAILED", details }`.',
    401: 'No live session, as `{ success: false, error, code }`.',
    403: 'The user id is not the caller’s own, as `{ success: false, error, code }`.',
  },
});

export const recordConsent = defineEndpoint('POST', '/security/consent/record', {
  summary: 'Record the caller’s decisions (a new history entry; unlisted categories keep their last decision)',
  access: 'session',
  body: recordConsentSchema,
  response: recordResponseSchema,
  status: 201,
  errors: {
    400: 'Invalid fields (code VALIDATION_FAILED, with details), or a required category refused (code CONSENT_REQUIRED_CATEGORY, "Cannot disable required cookies"), as `{ success: false, error, code, details? }`.',
    401: 'No live session, as `{ success: false, error, code }`.',
    403: 'The body’s userId is not the caller’s own, as `{ success: false, error, code }`.',
  },
  // Each call is a new history entry.
  limits: { perPerson: { points: 60, windowSeconds: 3600 } },
});

export const withdrawConsent = defineEndpoint('POST', '/security/consent/withdraw', {
  summary: 'Withdraw optional categories (a new history entry marked as a withdrawal)',
  access: 'session',
  body: withdrawConsentSchema,
  response: recordResponseSchema,
  status: 201,
  errors: {
    400: 'Invalid fields (code VALIDATION_FAILED, with details), or a required category named (code CONSENT_REQUIRED_CATEGORY, "Cannot disable required cookies"), as `{ success: false, error, code, details? }`.',
    401: 'No live session, as `{ success: false, error, code }`.',
    403: 'The body’s userId is not the caller’s own, as `{ success: false, error, code }`.',
  },
  // Each call is a new history entry.
  limits: { perPerson: { points: 60, windowSeconds: 3600 } },
});
