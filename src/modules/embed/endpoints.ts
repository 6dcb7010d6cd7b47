/**
 * The embed module's HTTP contract (issue 20): the public counter of the embeddable map and the admins'
 * partner register. The server mounts its routes from these, the client builds URLs and query keys
 * from them, and the OpenAPI document lists them. Other modules may import this file (like
 * contract.ts and schemas.ts). The widget (src/widget) calls /api/embed/stats with its own fetch.
 */
import { defineEndpoint } from '../../shared/endpoint';
import {
  apiKeysResponseSchema,
  embedStatsSchema,
  issuedApiKeyResponseSchema,
  partnerIdParamsSchema,
  partnerMemberBodySchema,
  partnerMemberParamsSchema,
  partnerMemberResponseSchema,
  partnerMembersResponseSchema,
  partnerResponseSchema,
  partnerSchema,
  partnersResponseSchema,
  statsQuerySchema,
} from './schemas';

export const embedStats = defineEndpoint('GET', '/embed/stats', {
  summary: 'Tasks cleaned this month, in a map box or everywhere (the embed’s counter)',
  description: 'Public and without cookies; the box counts only with all four corners. Cached for a minute (`Cache-Control: public, max-age=60`).',
  access: 'public',
  query: statsQuerySchema,
  response: embedStatsSchema,
});

export const listPartners = defineEndpoint('GET', '/admin/embed/partners', {
  summary: 'The embed partners with their allowed origins, map centre and colour',
  description: 'Not cached (`Cache-Control: no-store`).',
  access: 'admin',
  response: partnersResponseSchema,
});

export const addPartner = defineEndpoint('POST', '/admin/embed/partners', {
  summary: 'Register an embed partner (written to the audit log)',
  access: 'admin',
  body: partnerSchema,
  response: partnerResponseSchema,
  status: 201,
  // Admins only.
  limits: { perPerson: { points: 60, windowSeconds: 3600 } },
});

export const updatePartner = defineEndpoint('PUT', '/admin/embed/partners/:id', {
  summary: 'Change an embed partner’s name, origins, centre, zoom or colour (written to the audit log)',
  access: 'admin',
  params: partnerIdParamsSchema,
  body: partnerSchema,
  response: partnerResponseSchema,
  errors: { 404: 'No such partner (PARTNER_NOT_FOUND).' },
  // Admins only.
  limits: { perPerson: { points: 60, windowSeconds: 3600 } },
});

export const removePartner = defineEndpoint('DELETE', '/admin/embed/partners/:id', {
  summary: 'Remove an embed partner: its snippet stops working (written to the audit log)',
  access: 'admin',
  params: partnerIdParamsSchema,
  status: 204,
  errors: { 404: 'No such partner (PARTNER_NOT_FOUND).' },
  // Admins only.
  limits: { perPerson: { points: 60, windowSeconds: 3600 } },
});

export const listApiKeys = defineEndpoint('GET', '/admin/embed/api-keys', {
  summary: 'The partners’ API keys in use (for Open311 GeoReport v2), without the keys: a hint and the date',
  description: 'Not cached (`Cache-Control: no-store`).',
  access: 'admin',
  response: apiKeysResponseSchema,
});

export const issueApiKey = defineEndpoint('POST', '/admin/embed/partners/:id/api-key', {
  summary: 'Issue an API key for a partner (Open311 POST requests); its key in use, if any, stops working (written to the audit log)',
  description: 'The key is in this answer only: the server keeps its SHA-256. Not cached (`Cache-Control: no-store`).',
  access: 'admin',
  params: partnerIdParamsSchema,
  response: issuedApiKeyResponseSchema,
  status: 201,
  errors: { 404: 'No such partner (PARTNER_NOT_FOUND).' },
  // Admins only.
  limits: { perPerson: { points: 60, windowSeconds: 3600 } },
});

export const revokeApiKey = defineEndpoint('DELETE', '/admin/embed/partners/:id/api-key', {
  summary: 'Revoke a partner’s API key: requests with it are refused from now on (written to the audit log)',
  access: 'admin',
  params: partnerIdParamsSchema,
  status: 204,
  errors: { 404: 'No such partner (PARTNER_NOT_FOUND), or it has no API key (API_KEY_NOT_FOUND).' },
  // Admins only.
  limits: { perPerson: { points: 60, windowSeconds: 3600 } },
});

export const listPartnerMembers = defineEndpoint('GET', '/admin/embed/partners/:id/members', {
  summary: 'The people of a partner: only they may name the partner on a cleanup event',
  description: 'Not cached (`Cache-Control: no-store`).',
  access: 'admin',
  params: partnerIdParamsSchema,
  response: partnerMembersResponseSchema,
});

export const addPartnerMember = defineEndpoint('POST', '/admin/embed/partners/:id/members', {
  summary: 'Add a registered person to a partner by username (written to the audit log); a repeat answers as is',
  access: 'admin',
  params: partnerIdParamsSchema,
  body: partnerMemberBodySchema,
  response: partnerMemberResponseSchema,
  status: 201,
  errors: { 404: 'No such partner (PARTNER_NOT_FOUND) or no registered person with this username (USER_NOT_FOUND).' },
  // An admin's change of who may name a partner: as the other partner admin writes.
  limits: { perPerson: { points: 60, windowSeconds: 3600 } },
});

export const removePartnerMember = defineEndpoint('DELETE', '/admin/embed/partners/:id/members/:userId', {
  summary: 'Remove a person from a partner (written to the audit log)',
  access: 'admin',
  params: partnerMemberParamsSchema,
  status: 204,
  errors: { 404: 'No such partner (PARTNER_NOT_FOUND), or the person does not belong to it (PARTNER_MEMBER_NOT_FOUND).' },
  limits: { perPerson: { points: 60, windowSeconds: 3600 } },
});
