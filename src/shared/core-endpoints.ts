/**
 * The core's own endpoints (the modules' are in src/modules/<m>/endpoints.ts): health, the public
 * settings, the API's own description, and the admin overview, whose counts the core collects from
 * every module (ServerModule.adminOverview) and the module hosting the admin area serves. Like a module's endpoints.ts, client bundles get only
 * method, path and access (tools/webpack/endpoint-refs-loader.cjs).
 */
import * as yup from 'yup';
import type { OverviewCount, OverviewResponse } from './admin-overview';
import { defineEndpoint } from './endpoint';

export const health = defineEndpoint('GET', '/health', {
  summary: 'Is the server up and its database reachable?',
  access: 'public',
  response: yup.object({ status: yup.string().defined(), database: yup.string().defined(), time: yup.string().defined() }),
  errors: { 503: 'The database is not reachable (DATABASE_UNAVAILABLE).' },
});

export const healthLive = defineEndpoint('GET', '/health/live', {
  summary: 'Liveness: the process runs',
  description: 'For a process supervisor: restart the process only when this fails. Not cached.',
  access: 'public',
  response: yup.object({ status: yup.mixed<'live'>().oneOf(['live']).defined(), time: yup.string().defined() }),
});

export const healthReady = defineEndpoint('GET', '/health/ready', {
  summary: 'Readiness: the process can serve (not shutting down, database, migrations, photo store)',
  description:
    'For a load balancer: send requests only while this answers 200. It turns 503 as soon as a shutdown starts, and while the database is unreachable, a migration is pending or a module’s check (the photo store) fails; `details.checks` names each part (`ok` or what failed). Not cached.',
  access: 'public',
  response: yup.object({
    status: yup.mixed<'ready'>().oneOf(['ready']).defined(),
    checks: yup
      .mixed<Record<string, string>>((v): v is Record<string, string> => typeof v === 'object' && v !== null)
      .defined()
      .meta({ jsonSchema: { type: 'object', additionalProperties: { type: 'string' }, description: 'Each part checked: `ok`, or what failed.' } }),
    time: yup.string().defined(),
  }),
  errors: { 503: 'Not ready (NOT_READY): `details.checks` names the failing parts, e.g. `{ "draining": "shutting down", "database": "ok", ... }`.' },
});

export const clientConfig = defineEndpoint('GET', '/config', {
  summary: 'Public run-time settings the app needs (map tiles, attribution, verifier), and each module’s under its id',
  access: 'public',
  response: yup.object({ mapTileUrl: yup.string().defined(), mapAttribution: yup.string().defined(), aiVerifier: yup.string().oneOf(['openai', 'local']).defined() }),
});

export const openApi = defineEndpoint('GET', '/openapi.json', {
  summary: 'This API as an OpenAPI 3.1 document',
  access: 'public',
  raw: { contentType: 'application/json', description: 'The OpenAPI 3.1 document.' },
  errors: { 413: 'A request body over 1 MB (PAYLOAD_TOO_LARGE); a GET takes none.' },
});

export const apiDocs = defineEndpoint('GET', '/docs', {
  summary: 'The API reference for people (renders the OpenAPI document)',
  access: 'public',
  raw: { contentType: 'text/html', description: 'The reference page.' },
  errors: { 413: 'A request body over 1 MB (PAYLOAD_TOO_LARGE); a GET takes none.' },
});

export const apiDocsScript = defineEndpoint('GET', '/docs/reference.js', {
  summary: 'The reference page’s renderer (Scalar API Reference, served from this server: no CDN)',
  access: 'public',
  raw: { contentType: 'application/javascript', description: 'The renderer script.' },
  errors: { 413: 'A request body over 1 MB (PAYLOAD_TOO_LARGE); a GET takes none.' },
});

export const adminOverview = defineEndpoint('GET', '/admin/overview', {
  summary: 'What waits for moderators, counted by each module',
  description: 'The admin shell’s start page. Not cached (`Cache-Control: no-store`). Served by the module hosting the admin area.',
  access: 'moderator',
  response: yup.object({
    counts: yup
      .array(
        (yup.object({ key: yup.string().defined(), labelKey: yup.string().defined(), count: yup.number().defined(), view: yup.string().optional() }) satisfies yup.ObjectSchema<OverviewCount>).defined(),
      )
      .defined(),
  }) satisfies yup.ObjectSchema<OverviewResponse>,
});
