/**
 * The admin module's HTTP contract (issue 20): the admin shell's own calls (/api/admin/audit, /api/admin/users, /api/admin/donations). The server mounts its routes from these,
 * the client builds URLs and query keys from them, and the OpenAPI document lists them. Other modules
 * may import this file (like contract.ts and schemas.ts). The overview (/api/admin/overview) is the
 * core's endpoint (src/shared/core-endpoints.ts), served here.
 */
import { defineEndpoint } from '../../shared/endpoint';
import {
  auditListSchema,
  auditQuerySchema,
  donationLedgerSchema,
  idParamsSchema,
  roleBodySchema,
  userChangeSchema,
  userListSchema,
  userSearchQuerySchema,
} from './schemas';

export const auditLog = defineEndpoint('GET', '/admin/audit', {
  summary: 'The audit log of moderator and admin actions, newest first',
  description: 'Pages with `before` (the id of the last entry seen); filters by `action` and `targetId`. Not cached (`Cache-Control: no-store`).',
  access: 'admin',
  query: auditQuerySchema,
  response: auditListSchema,
});

export const searchUsers = defineEndpoint('GET', '/admin/users', {
  summary: 'Search people by name, username, email or id, and by role',
  description: 'Guests only with `includeGuests=true`. Not cached (`Cache-Control: no-store`).',
  access: 'moderator',
  query: userSearchQuerySchema,
  response: userListSchema,
});

export const setUserRole = defineEndpoint('PUT', '/admin/users/:id/role', {
  summary: 'Make a person a moderator, or a cleaner again (written to the audit log)',
  description: 'Admins are made and unmade only with `npm run admin`.',
  access: 'admin',
  params: idParamsSchema,
  body: roleBodySchema,
  response: userChangeSchema,
  errors: {
    403: 'The caller’s own role (OWN_ROLE), or an admin’s (ADMIN_ROLE_LOCKED).',
    404: 'No such person (USER_NOT_FOUND).',
    409: 'A guest cannot be a moderator (GUEST_CANNOT_MODERATE).',
  },
  // Admins only; a stolen admin session scripted through every account stops here.
  limits: { perPerson: { points: 60, windowSeconds: 3600 } },
});

export const disableUser = defineEndpoint('POST', '/admin/users/:id/disable', {
  summary: 'Disable an account below the caller’s role and sign it out everywhere (written to the audit log)',
  access: 'moderator',
  params: idParamsSchema,
  response: userChangeSchema,
  errors: { 403: 'The caller’s own account (OWN_ACCOUNT), or one of the same role or higher (ROLE_TOO_HIGH).', 404: 'No such person (USER_NOT_FOUND).' },
  // Moderators only.
  limits: { perPerson: { points: 120, windowSeconds: 3600 } },
});

export const enableUser = defineEndpoint('POST', '/admin/users/:id/enable', {
  summary: 'Enable a disabled account below the caller’s role (written to the audit log)',
  access: 'moderator',
  params: idParamsSchema,
  response: userChangeSchema,
  errors: { 403: 'The caller’s own account (OWN_ACCOUNT), or one of the same role or higher (ROLE_TOO_HIGH).', 404: 'No such person (USER_NOT_FOUND).' },
  // Moderators only.
  limits: { perPerson: { points: 120, windowSeconds: 3600 } },
});

export const donationLedger = defineEndpoint('GET', '/admin/donations', {
  summary: 'The guest donation ledger: the latest 200 donations, with totals over all of them',
  description: 'Not cached (`Cache-Control: no-store`).',
  access: 'admin',
  response: donationLedgerSchema,
});
