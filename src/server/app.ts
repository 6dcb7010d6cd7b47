import path from 'node:path';
import packageJson from '../../package.json' with { type: 'json' };
import fs from 'node:fs';
import Koa from 'koa';
import Router from '@koa/router';
import { endpointRouter, layerEndpoint, route } from './http/route';
import { apiDocs, mountedEndpoints } from './http/api-docs';
import { healthRoutes } from './http/health';
import { migrationSource } from './migration-source';
import * as core from '../shared/core-endpoints';
import type { AnyEndpoint, EndpointResponse } from '../shared/endpoint';
import { bodyParser } from '@koa/bodyparser';
import serve from 'koa-static';
import { Container } from 'inversify';
import type { Config } from './config';
import { settingsOf, tileOrigins } from './config';
import type { Db } from './db';
import { pingDb } from './db';
import { EventBus } from './events';
import { Outbox } from './outbox';
import { Background } from './background';
import { apiNotFound, errorMiddleware, HttpError, type Logger } from './http/errors';
import { compress } from './http/compress';
import { CORE_ERROR_TEXTS } from './http/core-error-texts';
import { ErrorTexts } from './http/error-texts';
import { servedMethodsOnly } from './http/methods';
import { csrfGuard } from './http/csrf';
import { queuedForGuard } from './http/queued-for';
import { securityHeaders } from './http/security-headers';
import { findTextScripts, serverRenderedPages } from './http/pages';
import { missingFilesAre404 } from './http/static-files';
import { requestLog } from './http/request-log';
import { requestId } from './http/request-id';
import { metricsPage, requestMetrics } from './http/metrics';
import { routeLabeler } from './http/route-label';
import { AppMetrics } from './metrics';
import { provideRateLimits, RateLimits, sweepRateLimits } from './http/rate-limit';
import { IdempotencyStore, type IdempotencyOptions } from './idempotency-store';
import { provideIdempotencyStore } from './http/idempotency';
import type { OutsideApiRoutes, ServerModule } from './module';
import { Scheduler } from './scheduler';
import { ChangeFeed } from './change-feed';
import { jobLockFor } from './job-lock';
import { BACKGROUND, CHANGE_FEED, CLOCK, CONFIG, DB, ERROR_TEXTS, EVENTS, IDEMPOTENCY_KEYS, LOGGER, METRICS, OUTBOUND, OUTBOX, OVERVIEW_SOURCES, PERSONAL_DATA, UNIT_OF_WORK, systemClock, type Clock } from './tokens';
import { OutboundGuard, type Resolve } from './outbound/guard';
import { unitOfWork } from './unit-of-work';
import { ErrorCodes } from '../shared/errors';
import type { CreatePageRenderer } from '../shared/page-rendering';

export interface AppOptions {
  config: Config;
  db: Db;
  modules: ServerModule[];
  log: Logger;
  clock?: Clock;
  /**
   * Server rendering (the server-rendering bundle's createPageRenderer, see loadPageRenderer): pages
   * answer with the rendered shell and screen. Without it every page is the plain index.html.
   */
  pageRenderer?: CreatePageRenderer;
  /** The Idempotency-Key's lease, wait and retention (idempotency-store.ts; tests shorten them). */
  idempotency?: Partial<IdempotencyOptions>;
  /** Name resolution for URLs users supply (OUTBOUND; default the system's): tests answer without DNS. */
  resolve?: Resolve;
}

export interface App {
  koa: Koa;
  container: Container;
  /** Handler for http.createServer / supertest. */
  callback: ReturnType<Koa['callback']>;
  /** The modules' routers outside /api (ServerModule.outsideApi), in manifest order: the API document test walks them with the /api router. */
  outsideApiRouters: Router[];
  /**
   * Starts the background work: the modules' start hooks, listening for other processes' changes
   * (the change feed), then the core's and the modules' jobs on one scheduler. Returns the stopper,
   * which resolves once the runs under way have ended and the change feed's connection is closed.
   */
  startBackground(): () => Promise<void>;
  /**
   * Resolves once the work requests started and did not wait for (outbox deliveries, alerts; see
   * background.ts) has ended, including work it started meanwhile. Tests wait for it to see the effects.
   */
  settle(): Promise<void>;
  /** A shutdown started: readiness (GET /api/health/ready) answers 503 from now on, so balancers stop sending. */
  startDraining(): void;
}

/** Builds the container and the Koa app from a list of modules. No listening, no migrations here. */
export function createApp({ config, db, modules, log, clock = systemClock, pageRenderer, idempotency, resolve }: AppOptions): App {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(CONFIG).toConstantValue(config);
  for (const m of modules) if (m.settings) container.bind(m.settings.token).toConstantValue(settingsOf(config, m));
  container.bind(DB).toConstantValue(db);
  container.bind(LOGGER).toConstantValue(log);
  container.bind(UNIT_OF_WORK).toConstantValue(unitOfWork(db, log));
  container.bind(CLOCK).toConstantValue(clock);
  container.bind(OUTBOUND).toConstantValue(new OutboundGuard({ allowLoopback: config.outboundAllowLoopback, resolve }));
  const metrics = new AppMetrics();
  metrics.watchPool(db);
  container.bind(METRICS).toConstantValue(metrics);
  const changes = new ChangeFeed(db, log);
  container.bind(CHANGE_FEED).toConstantValue(changes);
  const events = new EventBus((event, err) => log.error(`event handler for ${event} failed`, err));
  container.bind(EVENTS).toConstantValue(events);
  const background = new Background(log);
  container.bind(BACKGROUND).toConstantValue(background);
  const outbox = new Outbox(db, events, clock, log, {}, background);
  container.bind(OUTBOX).toConstantValue(outbox);
  // Fails the start when two modules define one error text differently.
  const errorTexts = new ErrorTexts([CORE_ERROR_TEXTS, ...modules.flatMap((m) => (m.errorTexts ? [m.errorTexts] : []))]);
  container.bind(ERROR_TEXTS).toConstantValue(errorTexts);
  const idempotencyKeys = new IdempotencyStore(db, clock, idempotency);
  container.bind(IDEMPOTENCY_KEYS).toConstantValue(idempotencyKeys);
  for (const m of modules) container.load(m.containerModule);
  container
    .bind(PERSONAL_DATA)
    .toResolvedValue(() => [
      ...modules.flatMap((m) => {
        const h = m.personalData?.(container);
        return h ? [{ module: m.id, tables: h.tables, export: h.export.bind(h), erase: h.erase.bind(h) }] : [];
      }),
      // The core's own table naming a person: the Idempotency-Keys and the answers stored with them.
      idempotencyKeys.personalData(),
    ])
    .inSingletonScope();
  container
    .bind(OVERVIEW_SOURCES)
    .toResolvedValue(() => modules.flatMap((m) => (m.adminOverview ? [m.adminOverview(container)] : [])))
    .inSingletonScope();
  // Resolve every module's Api up front: a broken binding fails the start, not the first request.
  for (const m of modules) for (const token of m.apiTokens ?? []) container.get(token);

  const koa = new Koa({ proxy: config.trustProxy });
  provideIdempotencyStore(koa, idempotencyKeys);
  provideRateLimits(koa, new RateLimits(db, config.rateLimitFactor));
  const api = new Router({ prefix: '/api' });
  const routeOf = routeLabeler(api);

  // Outermost: the request id is on every log line of the request, the error middleware's too.
  koa.use(requestId());
  koa.use(requestMetrics(metrics, routeOf));
  if (config.logRequests) koa.use(requestLog(log, routeOf));
  // Outermost after the log: compresses what everything below answers, the JSON errors and the
  // modules' early middleware (the tasks fast lane) included.
  koa.use(compress());
  koa.use(errorMiddleware(log, errorTexts));
  koa.use(securityHeaders({ tileOrigins: tileOrigins(config.mapTileUrl), https: config.publicUrl.protocol === 'https:' }));
  koa.use(servedMethodsOnly());
  // Before the modules' middleware: a scrape loads no session and passes no CSRF guard or body parser.
  koa.use(metricsPage(metrics, config.metricsToken));
  for (const m of modules) for (const mw of m.earlyMiddleware?.(container) ?? []) koa.use(mw);
  // Protocols other parties define, outside /api: before the CSRF guard, the body parser and the
  // session (they authenticate with their own keys, parse their own bodies, answer their own errors).
  const outside = modules.flatMap((m) => {
    const o = m.outsideApi?.(container);
    return o ? [{ moduleId: m.id, ...o }] : [];
  });
  assertOutsideApi(outside);
  for (const o of outside) koa.use(outsideApiMiddleware(o));
  koa.use(apiNotFound());
  koa.use(csrfGuard([config.publicUrl.origin]));
  koa.use(
    bodyParser({
      enableTypes: ['json'],
      // DELETE too: DELETE /api/account carries its confirmation in a JSON body.
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
      jsonLimit: config.jsonBodyLimit,
      encoding: 'utf-8',
      onError: (err) => {
        throw err;
      },
    }),
  );
  // The request's moment by the app's clock: validate() checks dates (the age rule) against it.
  koa.use((ctx, next) => {
    ctx.state.now = clock.now();
    return next();
  });
  for (const m of modules) for (const mw of m.middleware?.(container) ?? []) koa.use(mw);
  // Once the session is known: a queued write made by someone else is refused before any route runs (issue 35).
  koa.use(queuedForGuard());

  let draining = false;
  const settings = publicSettings(config, modules, container);
  const docs = apiDocs({ version: appVersion(), serverUrl: config.publicUrl.origin, sessionCookie: modules.find((m) => m.sessionCookie)?.sessionCookie ?? 'session', rateLimitFactor: config.rateLimitFactor, sourceCodeUrl: config.sourceCodeUrl }, () => [
    ...mountedEndpoints(api, moduleOf),
    ...outside.flatMap((o) => mountedEndpoints(o.router, moduleOf)),
  ]);
  /** Which module serves an endpoint (the API reference groups by it). */
  const moduleOf = new Map<AnyEndpoint, string>();
  const mount = (moduleId: string, r: Router) => {
    for (const layer of r.stack) {
      const ep = layerEndpoint(layer.stack);
      if (ep) moduleOf.set(ep, moduleId);
    }
    api.use(r.routes(), r.allowedMethods({ throw: true }));
  };
  for (const o of outside) {
    for (const layer of o.router.stack) {
      const ep = layerEndpoint(layer.stack);
      if (ep) moduleOf.set(ep, o.moduleId);
    }
  }
  mount(
    'core',
    endpointRouter([
      ...healthRoutes({
        db,
        migrations: migrationSource(modules),
        checks: modules.flatMap((m) => m.readiness?.(container) ?? []),
        draining: () => draining,
        log,
        now: () => clock.now(),
      }),
      route(core.health, async () => {
        try {
          await pingDb(db);
        } catch (err) {
          log.error('health check: database unreachable', err);
          throw new HttpError(503, ErrorCodes.DATABASE_UNAVAILABLE, 'The database is not reachable.');
        }
        return { status: 'ok', database: 'ok', time: clock.now().toISOString() };
      }, { headers: { 'Cache-Control': 'no-store' } }),
      // Public settings the client needs at run time (no inline scripts: the CSP forbids them).
      route(core.clientConfig, () => settings, { headers: { 'Cache-Control': 'public, max-age=300' } }),
      ...docs.routes,
    ]),
  );
  for (const m of modules) {
    const r = m.createRouter?.(container);
    if (r) mount(m.id, r);
  }
  // Admin routes: /api/admin/<module>/..., moderators and admins only, and only with a module hosting
  // the admin area (its audit log records every moderator action).
  if (modules.some((m) => m.hostsAdmin)) {
    for (const m of modules) {
      const r = m.adminRouter?.(container);
      if (!r) continue;
      // Endpoints carry their full path (/admin/<module>/...) and their own role check.
      assertAdminEndpoints(m.id, r);
      mount(m.id, r);
    }
  }
  koa.use(api.routes());
  koa.use(api.allowedMethods({ throw: true }));

  // The built client: static files, then index.html for client-side routes.
  const indexHtml = path.join(config.staticDir, 'index.html');
  koa.use(noSourceMaps());
  koa.use(serve(config.staticDir, { index: false, maxage: 0, setHeaders: immutableAssets }));
  // A file that is not there (/robots.txt, a script of an old deploy) is a 404, never the page.
  koa.use(missingFilesAre404());
  koa.use(async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body != null || ctx.method !== 'GET' || ctx.path.startsWith('/api')) return;
    if (!fs.existsSync(indexHtml)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The client is not built yet. Run `npm run build` (npm start does it for you).';
      return;
    }
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = fs.createReadStream(indexHtml);
  });
  if (pageRenderer) {
    if (fs.existsSync(indexHtml)) {
      const template = fs.readFileSync(indexHtml, 'utf8');
      const textScripts = findTextScripts(fs.readdirSync(config.staticDir));
      koa.use(serverRenderedPages({ template, render: pageRenderer({ clientConfig: settings }), textScripts, log }));
    } else log.info(`server rendering off: ${indexHtml} is missing (npm run build)`);
  }

  return {
    koa,
    container,
    callback: koa.callback(),
    outsideApiRouters: outside.map((o) => o.router),
    startBackground() {
      for (const m of modules) m.start?.(container);
      changes.start();
      // One process at a time runs each job (a PostgreSQL advisory lock per job name; none on PGlite).
      const scheduler = new Scheduler(log, jobLockFor(db));
      // Ended rate-limit windows (the DELETE is idempotent).
      scheduler.every('rate limit sweep', RATE_LIMIT_SWEEP_MS, () => sweepRateLimits(db));
      // Outbox events a crash or a failing handler left undelivered (the publishing process delivers
      // the rest right after their commit); at start too, for what the last run left.
      scheduler.every('outbox delivery', OUTBOX_DELIVERY_MS, () => outbox.deliverDue(), { runAtStart: true });
      scheduler.every('outbox sweep', OUTBOX_SWEEP_MS, () => outbox.sweep());
      // Idempotency-Keys past their retention (7 days), with their stored answers.
      scheduler.every('idempotency sweep', IDEMPOTENCY_SWEEP_MS, () => idempotencyKeys.sweep());
      for (const m of modules) for (const job of m.jobs?.(container) ?? []) scheduler.schedule(job);
      return async () => {
        background.stop();
        await Promise.all([scheduler.stop(), changes.close()]);
        await background.idle();
      };
    },
    settle: () => background.idle(),
    startDraining() {
      draining = true;
    },
  };
}

/** How often the core deletes ended rate-limit windows. */
const RATE_LIMIT_SWEEP_MS = 5 * 60_000;
/** How often the outbox job looks for events left undelivered; the longest a lost event waits. */
const OUTBOX_DELIVERY_MS = 5_000;
/** How often delivered outbox rows past their keeping time are deleted. */
const OUTBOX_SWEEP_MS = 60 * 60_000;
/** How often Idempotency-Keys past their retention are deleted. */
const IDEMPOTENCY_SWEEP_MS = 60 * 60_000;

/**
 * GET /api/config: the core's settings, then each module's `clientConfig` under the module's id
 * (e.g. `geocoding: { autocomplete }`); a module id that is also a core setting fails the start.
 */
function publicSettings(config: Config, modules: ServerModule[], container: Container): EndpointResponse<typeof core.clientConfig> & Record<string, unknown> {
  const settings: EndpointResponse<typeof core.clientConfig> & Record<string, unknown> = {
    mapTileUrl: config.mapTileUrl,
    mapAttribution: config.mapAttribution,
    aiVerifier: config.openai.apiKey ? 'openai' : 'local',
  };
  for (const m of modules) {
    if (!m.clientConfig) continue;
    if (Object.hasOwn(settings, m.id)) throw new Error(`Module ${m.id} offers client settings under "${m.id}", which is already a setting.`);
    settings[m.id] = m.clientConfig(container);
  }
  return settings;
}

/**
 * Source maps are never served, even when one lies in STATIC_DIR (the build writes them to
 * dist-sourcemaps/): a plain 404, not the client's index.html. koa-static decodes the path, so the
 * decoded path is checked (%2Emap), without regard to case, with or without a .br/.gz suffix.
 */
function noSourceMaps(): Koa.Middleware {
  return async (ctx, next) => {
    let decoded = ctx.path;
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      // koa-static answers a malformed path itself.
    }
    if (!/\.map(\.br|\.gz)?\/*$/i.test(decoded)) return next();
    ctx.status = 404;
    ctx.type = 'text/plain';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = 'Not Found';
  };
}

/**
 * Hashed webpack assets never change; everything else is revalidated. The build writes .br/.gz next
 * to each asset and koa-static serves them to clients that accept the encoding (filePath is then the
 * compressed file's).
 */
function immutableAssets(res: { setHeader(name: string, value: string): void }, filePath: string) {
  if (/\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp)(\.br|\.gz)?$/.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
  if (/\.(js|css|svg)(\.br|\.gz)?$/.test(filePath)) res.setHeader('Vary', 'Accept-Encoding');
}

/**
 * A module's admin routes are endpoints (endpointRouter) under /admin/<module id>, for moderators or
 * admins only; anything else stops the start.
 */
function assertAdminEndpoints(moduleId: string, router: Router): void {
  for (const layer of router.stack) {
    const ep = layerEndpoint(layer.stack);
    if (!ep) throw new Error(`${moduleId}: admin route ${String(layer.path)} must be mounted from an endpoint definition (endpointRouter)`);
    if (!ep.path.startsWith(`/admin/${moduleId}/`) && ep.path !== `/admin/${moduleId}`) throw new Error(`${moduleId}: admin endpoint ${ep.method} ${ep.path} must be under /admin/${moduleId}`);
    if (ep.access !== 'moderator' && ep.access !== 'admin') throw new Error(`${moduleId}: admin endpoint ${ep.method} ${ep.path} must be for moderators or admins, not '${ep.access}'`);
  }
}

/**
 * The modules' routes outside /api: each prefix its own (not /api, not below it, not inside another's),
 * and every route mounted from an endpoint whose path lies below the prefix; anything else stops the start.
 */
function assertOutsideApi(outside: (OutsideApiRoutes & { moduleId: string })[]): void {
  const inside = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  for (const o of outside) {
    if (!/^\/[^?#]*[^/?#]$/.test(o.prefix) || inside(o.prefix, '/api')) throw new Error(`${o.moduleId}: outsideApi prefix "${o.prefix}" must be a path outside /api, without a trailing slash`);
    const other = outside.find((x) => x !== o && (inside(o.prefix, x.prefix) || inside(x.prefix, o.prefix)));
    if (other) throw new Error(`${o.moduleId}: outsideApi prefix ${o.prefix} overlaps ${other.moduleId}'s ${other.prefix}`);
    for (const layer of o.router.stack) {
      const ep = layerEndpoint(layer.stack);
      if (!ep) throw new Error(`${o.moduleId}: route ${String(layer.path)} outside /api must be mounted from an endpoint definition (endpointRouter)`);
      if (!ep.path.startsWith(`${o.prefix}/`)) throw new Error(`${o.moduleId}: endpoint ${ep.method} ${ep.path} must be below ${o.prefix}`);
    }
  }
}

/** Serves a module's routes outside /api: its router below its prefix, and its own answer for what no route took. */
function outsideApiMiddleware(o: OutsideApiRoutes): Koa.Middleware {
  const dispatch = o.router.routes();
  const noop = async () => {};
  return async (ctx, next) => {
    if (ctx.path !== o.prefix && !ctx.path.startsWith(`${o.prefix}/`)) return next();
    await dispatch(ctx as Parameters<typeof dispatch>[0], noop);
    if (ctx.status === 404 && ctx.body == null) await o.unmatched(ctx, noop);
  };
}

/** The app's version (package.json), for the API document; bundled in by the compiled server's build. */
function appVersion(): string {
  return typeof packageJson.version === 'string' ? packageJson.version : '0.0.0';
}
