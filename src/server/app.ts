import packageJson from '../../package.json' with { type: 'json' };
import Koa from 'koa';
import Router from '@koa/router';
import { endpointRouter, layerEndpoint, route } from './http/route';
import { apiDocs, mountedEndpoints } from './http/api-docs';
import { healthRoutes } from './http/health';
import { migrationSource } from './migration-source';
import * as core from '../shared/core-endpoints';
import type { AnyEndpoint } from '../shared/endpoint';
import { bodyParser } from '@koa/bodyparser';
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
import { requestLog } from './http/request-log';
import { requestId } from './http/request-id';
import { metricsPage, requestMetrics } from './http/metrics';
import { routeLabeler } from './http/route-label';
import { AppMetrics } from './metrics';
import { provideRateLimits, RateLimits } from './http/rate-limit';
import { scheduleCoreJobs } from './core-jobs';
import { IdempotencyStore, type IdempotencyOptions } from './idempotency-store';
import { provideIdempotencyStore } from './http/idempotency';
import type { ServerModule } from './module';
import { assertAdminEndpoints, assertOutsideApi, outsideApiMiddleware } from './module-mounting';
import { serveClient } from './http/client-files';
import { benchAnchor } from './http/bench-anchor';
import { Scheduler } from './scheduler';
import { ChangeFeed } from './change-feed';
import { jobLockFor } from './job-lock';
import { BACKGROUND, CHANGE_FEED, CLOCK, CONFIG, DB, ERROR_TEXTS, EVENTS, IDEMPOTENCY_KEYS, LOGGER, METRICS, OUTBOUND, OUTBOX, OVERVIEW_SOURCES, PERSONAL_DATA, UNIT_OF_WORK, systemClock, type Clock } from './tokens';
import { OutboundGuard, type Resolve } from './outbound/guard';
import { unitOfWork } from './unit-of-work';
import { ErrorCodes } from '../shared/errors';
import { publicSettings } from './http/client-config';
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
  /** At shutdown, after the background work stopped and before the database closes: the modules' `stop` hooks. */
  close(): Promise<void>;
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

  // First: background work (fan-out, alerts, outbox deliveries) waits while requests are in flight (issue 35).
  koa.use(background.foreground.middleware());
  // Outermost after it: the request id is on every log line of the request, the error middleware's too.
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

  // The benchmark anchor (issue 38) when BENCH_ANCHOR_DIR is set; its paths are 404 otherwise.
  koa.use(benchAnchor(config.benchAnchorDir, settings, log));
  // The built client: its files, index.html for client-side routes, server-rendered pages.
  serveClient(koa, { staticDir: config.staticDir, pageRenderer, clientConfig: settings, log });

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
      scheduleCoreJobs(scheduler, { db, outbox, idempotencyKeys });
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
    async close() {
      for (const m of [...modules].reverse()) {
        try {
          await m.stop?.(container);
        } catch (err) {
          log.error(`${m.id}: stop failed`, err);
        }
      }
    },
  };
}

/** The app's version (package.json), for the API document; bundled in by the compiled server's build. */
function appVersion(): string {
  return typeof packageJson.version === 'string' ? packageJson.version : '0.0.0';
}
