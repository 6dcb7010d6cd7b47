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

export const clientConfig = defineEndpoint('GET', '/config', {
  summary: 'Public run-time settings the app needs (map tiles, attribution, verifier), and each module’s under its id',
  access: 'public',
  response: yup.object({ mapTileUrl: yup.string().defined(), mapAttribution: yup.string().defined(), aiVerifier: yup.string().oneOf(['openai', 'local']).defined() }),
});

export const openApi = defineEndpoint('GET', '/openapi.json', {
  summary: 'This API as an OpenAPI 3.1 document',
  access: 'public',
  raw: { contentType: 'application/json', description: 'The OpenAPI 3.1 document.' },
});

export const apiDocs = defineEndpoint('GET', '/docs', {
  summary: 'The API reference for people (renders the OpenAPI document)',
  access: 'public',
  raw: { contentType: 'text/html', description: 'The reference page.' },
});

export const apiDocsScript = defineEndpoint('GET', '/docs/reference.js', {
  summary: 'The reference page’s renderer (Scalar API Reference, served from this server: no CDN)',
  access: 'public',
  raw: { contentType: 'application/javascript', description: 'The renderer script.' },
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
