import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { HttpError } from './errors';
import * as core from '../../shared/core-endpoints';
import type { AnyEndpoint } from '../../shared/endpoint';
import { openApiDocument, type MountedEndpoint, type OpenApiInfo } from '../openapi';
import { buildCsp } from './security-headers';
import { layerEndpoint, rawAnswer, route, type Route } from './route';
import { layerBudgets, type MountedBudget } from './budgets';

const require = createRequire(import.meta.url);

/** A route of a router: its method, its path and the endpoint it was mounted from, with its budgets as mounted. */
export interface MountedRoute {
  method: string;
  path: string;
  endpoint: AnyEndpoint | undefined;
  budgets: MountedBudget[] | undefined;
}

/** Every route of the /api router with the endpoint it was mounted from (those without one too: the route test finds them). */
export function mountedRoutes(api: Router): MountedRoute[] {
  const out: MountedRoute[] = [];
  for (const layer of api.stack) {
    for (const method of layer.methods) {
      if (method === 'HEAD') continue;
      out.push({ method, path: String(layer.path), endpoint: layerEndpoint(layer.stack), budgets: layerBudgets(layer.stack) });
    }
  }
  return out;
}

/** The mounted endpoints with their full paths and modules (for the OpenAPI document). */
export function mountedEndpoints(api: Router, moduleOf: Map<AnyEndpoint, string>): MountedEndpoint[] {
  return mountedRoutes(api).flatMap((r) => (r.endpoint ? [{ path: r.path, endpoint: r.endpoint, module: moduleOf.get(r.endpoint) ?? 'core', budgets: r.budgets }] : []));
}

/** The most request body a GET here reads (and ignores) before answering; a larger one is refused. */
const GET_BODY_LIMIT = 1024 * 1024;

/**
 * A GET takes no body, but a client may send one. These answers are large (the document, the
 * renderer), and answering them while a body is still arriving makes the server close a socket with
 * unread data, which resets the connection and loses the answer on the client (the fuzz test saw it).
 * So the body is read to its end and dropped first.
 */
const dropBody: Middleware = async (ctx, next) => {
  const length = Number(ctx.get('content-length') || 0);
  if (length > GET_BODY_LIMIT) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'This request takes no body.');
  if (length > 0 || ctx.get('transfer-encoding')) {
    let read = 0;
    for await (const chunk of ctx.req) {
      read += (chunk as Buffer).length;
      if (read > GET_BODY_LIMIT) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'This request takes no body.');
    }
  }
  await next();
};

/** The page of GET /api/docs: the renderer reads the document's URL from its data attribute (no inline script: the CSP forbids them). */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>CleanQuest API reference</title>
</head>
<body>
<noscript>The API reference needs JavaScript. The OpenAPI document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
<script id="api-reference" data-url="/api/openapi.json" data-configuration='{"withDefaultFonts":false,"agent":{"disabled":true},"telemetry":false,"showDeveloperTools":"never","hideClientButton":true,"hideDarkModeToggle":false,"metaData":{"title":"CleanQuest API reference"}}'></script>
<script src="/api/docs/reference.js"></script>
</body>
</html>
`;

/**
 * GET /api/openapi.json (made once, on the first call, from the routes mounted by then), GET /api/docs
 * (the reference) and its renderer script, Scalar's standalone bundle from node_modules, served from
 * here (no CDN). The reference page may run the renderer's styles and its web worker; it fetches
 * nothing but this server.
 */
export function apiDocs(info: OpenApiInfo, routes: () => MountedEndpoint[]): { routes: Route[] } {
  let json: string | undefined;
  // The package exports no subpath for its browser bundle: find it beside the main entry (dist/).
  const script = path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser/standalone.js');
  const csp = buildCsp({ tileOrigins: [], https: false }, ["'none'"]);
  return {
    routes: [
      route(core.openApi, ({ ctx }) => {
        json ??= JSON.stringify(openApiDocument(routes(), info));
        ctx.type = 'application/json';
        ctx.set('Cache-Control', 'no-cache');
        ctx.set('Access-Control-Allow-Origin', '*');
        return rawAnswer(json);
      }, { before: [dropBody] }),
      route(core.apiDocs, ({ ctx }) => {
        ctx.type = 'html';
        ctx.set('Cache-Control', 'no-cache');
        ctx.set('Content-Security-Policy', csp);
        return rawAnswer(PAGE);
      }, { before: [dropBody] }),
      route(core.apiDocsScript, ({ ctx }) => {
        ctx.type = 'application/javascript';
        ctx.set('Cache-Control', 'public, max-age=86400');
        return rawAnswer(fs.createReadStream(script));
      }, { before: [dropBody] }),
    ],
  };
}
