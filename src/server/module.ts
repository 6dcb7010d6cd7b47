import type { Container, ContainerModule } from 'inversify';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ErrorTextCatalogue } from './http/error-texts';
import type { Job } from './scheduler';
import type { ModuleSettings } from './settings';
import type { OverviewCount } from '../shared/admin-overview';
import type { Unit } from './unit-of-work';

/** What a domain module gives the composition root (listed in src/modules/server.ts). */
export interface ServerModule {
  id: string;
  containerModule: ContainerModule;
  /** Tokens resolved at start-up, so a broken binding fails the start loudly. */
  apiTokens?: symbol[];
  /**
   * The module's environment settings (`settings.ts`): its variables, a parser that reports bad
   * values, and the token the result is bound to. The core's loader (loadConfig) reads them with the
   * core's, from the manifests it is handed, and stops the start with every problem at once.
   */
  settings?: ModuleSettings<unknown>;
  /**
   * English and German texts of every error code (and field message) the module sends, by code
   * (`http/error-texts.ts`): error bodies are answered in the request's language.
   */
  errorTexts?: ErrorTextCatalogue;
  /**
   * Hot public GET answers mounted right after the error and security-header middleware, before the
   * CSRF guard, the body parser and the session: only for answers that are the same for everyone and
   * need no session (e.g. the polled list of available tasks). Anything else calls next().
   */
  earlyMiddleware?: (container: Container) => Middleware[];
  /**
   * What must work for this process to serve (GET /api/health/ready), e.g. the photo store: each
   * check resolves when it is fine and throws (with a short message) when not.
   */
  readiness?: (container: Container) => ReadinessCheck[];
  /** The session cookie's name, from the module that owns sessions (the API document names it). */
  sessionCookie?: string;
  /** Middleware run for every request, before the routers (e.g. loading the session). */
  middleware?: (container: Container) => Middleware[];
  /**
   * Public run-time settings the client needs from this module, served by GET /api/config under the
   * module's id (e.g. { geocoding: { autocomplete: false } }; read once at start). Same for everyone:
   * no secrets. A module id that is also a core setting's name fails the start.
   */
  clientConfig?: (container: Container) => Record<string, unknown>;
  /** Routes, mounted under /api. */
  createRouter?: (container: Container) => Router;
  /**
   * Routes outside /api for a protocol other parties define (e.g. a GeoReport v2 server under
   * /open311/v2). Mounted right after the early middleware: before the CSRF guard, the JSON body
   * parser and the session, because such a protocol authenticates with its own keys (no cookies),
   * parses its own bodies (a route's `before`) and answers its own error format (its routes catch
   * their errors themselves). Its endpoints carry their full path below `prefix` and are in the
   * OpenAPI document like the /api routes (`errorBody`, `formBody` in src/shared/endpoint.ts).
   */
  outsideApi?: (container: Container) => OutsideApiRoutes;
  /**
   * Admin routes: an endpointRouter whose endpoints live under /admin/<id> with access 'moderator'
   * or 'admin' (checked at start). Mounted only when a loaded module `hostsAdmin`: every moderator
   * action writes that module's audit log in its own transaction.
   */
  adminRouter?: (container: Container) => Router;
  /**
   * Set by the module that hosts the admin area (the overview, the audit log every moderator action
   * writes). Without one, no module's adminRouter is mounted.
   */
  hostsAdmin?: boolean;
  /**
   * Counts for the admin overview page (open tasks, items awaiting review, ...). The core collects
   * every loaded module's source under OVERVIEW_SOURCES (`tokens.ts`) for the module hosting the admin.
   */
  adminOverview?: (container: Container) => OverviewSource;
  /**
   * Repeating background work (sweeps), run by the core's scheduler (`scheduler.ts`) from
   * App.startBackground until shutdown; each run in one process at a time (`job-lock.ts`), so a run
   * may be skipped here because another process has it. Job names are unique across modules.
   */
  jobs?: (container: Container) => Job[];
  /** One-off work when the background work starts (warming up a model), before the jobs are scheduled. */
  start?: (container: Container) => void;
  /**
   * At shutdown, once requests and background work have ended: closes what the module opened that
   * outlives them (an S3 client's sockets). Modules stop in the reverse of their order.
   */
  stop?: (container: Container) => Promise<void> | void;
  /**
   * The module's command line (`npm run <id> -- <args>`, e.g. src/server/admin-cli.ts), run on an app
   * built from the manifests the entry point hands in; answers the text to print. A CommandError
   * (`command.ts`) is printed as is, with exit code 1.
   */
  command?: (args: string[], container: Container) => Promise<string>;
  /** Demo data for an empty database (SEED_DEMO). */
  seedDemo?: (container: Container, unit: Unit) => Promise<void>;
  /**
   * Data rights (GDPR access and erasure). Every module that owns a table with a column referring to
   * a person (user_id, owner_id, assignee_id, reporter_id, subject_id, ...) implements this; the
   * account module calls every module's handler for GET /api/account/export and DELETE /api/account.
   * A test reads the live schema and fails when such a table is in no module's `tables`.
   */
  personalData?: (container: Container) => PersonalDataHandler;
}

/** One count on the admin overview (the shape the client shows: src/shared/admin-overview.ts). */
export type { OverviewCount } from '../shared/admin-overview';

/** A module's routes outside /api (ServerModule.outsideApi). */
export interface OutsideApiRoutes {
  /** Where they live, e.g. '/open311/v2': neither /api nor below it; no two modules share one. */
  prefix: string;
  /** An endpointRouter whose endpoints carry their full path below the prefix. */
  router: Router;
  /** Answers a request below the prefix that no route took (an unknown path or method, a preflight) in the protocol's own format. */
  unmatched: Middleware;
}

/** One part of readiness (ServerModule.readiness): a name for `details.checks` and the check. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

/** A module's counts for the admin overview (ServerModule.adminOverview). */
export type OverviewSource = () => Promise<OverviewCount[]>;

/** One module's part of the data export and of the erasure. Only the module's own tables are touched. */
export interface PersonalDataHandler {
  /** The module's tables holding a reference to a person (all of them, also those kept on erasure). */
  tables: string[];
  /**
   * The person's data in this module, as named JSON sections (e.g. { reports: [...] }). Section names
   * must be unique across modules. Runs in one read transaction shared by all modules (a consistent
   * snapshot): query through the unit's transaction only, never through a second connection.
   */
  export(userId: string, unit: Unit): Promise<Record<string, unknown>>;
  /**
   * Erases or anonymises the person's data in this module, inside the erasure transaction shared by
   * all modules. Work that cannot be rolled back (deleting files) is registered with
   * `unit.afterCommit`, so it runs only once the erasure has committed.
   */
  erase(userId: string, unit: Unit): Promise<void>;
}

/** A module's handler with the module's id (what the PERSONAL_DATA token resolves to). */
export interface PersonalDataSource extends PersonalDataHandler {
  module: string;
}
