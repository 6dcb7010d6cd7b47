/**
 * The account module's HTTP contract (issue 20): the person's data export and the erasure of their
 * account. The server mounts its routes from these, the client builds URLs from them, and the OpenAPI
 * document lists them. Other modules may import this file (like contract.ts and schemas.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import { accountExportSchema, deleteAccountResponseSchema, deleteAccountSchema } from './schemas';

export const exportAccount = defineEndpoint('GET', '/account/export', {
  summary: "Download all of the caller's data as one JSON file",
  description:
    'A download: `Content-Disposition: attachment; filename="cleanquest-data-YYYY-MM-DD.json"`, with a `Content-Length` (for progress) and `Cache-Control: no-store`. ' +
    'The JSON (indented for reading) has a header (`format`, `exportedAt`, `userId`, `modules`) and one section per kind of data, each from the module that owns it ' +
    '(profile, sessions, photos, tasks, reports, ledger, achievements, consentHistory, ...).',
  access: 'session',
  response: accountExportSchema,
});

export const deleteAccount = defineEndpoint('DELETE', '/account', {
  summary: "Erase the caller's account and end its sessions (clears the cookie)",
  description:
    'The person types the confirmation word (`{ "confirm": "DELETE" }`). Every module erases or anonymises its data in one transaction; files are removed after it commits. Not cached (`Cache-Control: no-store`).',
  access: 'session',
  body: deleteAccountSchema,
  response: deleteAccountResponseSchema,
  limits: { perPerson: { points: 10, windowSeconds: 3600 } },
});
