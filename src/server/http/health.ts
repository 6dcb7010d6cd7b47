import type { Knex } from 'knex';
import * as core from '../../shared/core-endpoints';
import type { EndpointResponse } from '../../shared/endpoint';
import { pingDb, type Db } from '../db';
import type { ReadinessCheck } from '../module';
import type { Logger } from './errors';
import { HttpError } from './errors';
import { route, type Route } from './route';

type Readiness = EndpointResponse<typeof core.healthReady>;

export interface HealthOptions {
  db: Db;
  /** The core's and every module's migrations: all must be applied for the process to be ready. */
  migrations: Knex.MigrationSource<string>;
  /** The modules' own checks (the photo store, ...). */
  checks: ReadinessCheck[];
  /** True from the moment a shutdown starts. */
  draining: () => boolean;
  log: Logger;
  now: () => Date;
}

/** A check's failure as one short line (never a stack). */
function why(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.split('\n')[0]!.slice(0, 200) || 'failed';
}

/**
 * GET /api/health/live: the process runs (a restart helps only when this fails). GET /api/health/ready:
 * the process can serve: not shutting down, the database answers, every migration is applied, and
 * each module's check passes (the photo store). A load balancer sends traffic only while it is 200;
 * otherwise 503 NOT_READY names the failing parts in `details.checks`.
 */
export function healthRoutes(o: HealthOptions): Route[] {
  const noStore = { headers: { 'Cache-Control': 'no-store' } };
  return [
    route(core.healthLive, () => ({ status: 'live' as const, time: o.now().toISOString() }), noStore),
    route(
      core.healthReady,
      async () => {
        const checks: Readiness['checks'] = {};
        if (o.draining()) checks.draining = 'shutting down';
        try {
          await pingDb(o.db);
          checks.database = 'ok';
          try {
            const [, pending] = (await o.db.migrate.list({ migrationSource: o.migrations })) as [unknown[], unknown[]];
            checks.migrations = pending.length === 0 ? 'ok' : `${pending.length} pending`;
          } catch (err) {
            checks.migrations = why(err);
          }
        } catch (err) {
          checks.database = why(err);
        }
        await Promise.all(
          o.checks.map(async (c) => {
            try {
              await c.check();
              checks[c.name] = 'ok';
            } catch (err) {
              checks[c.name] = why(err);
            }
          }),
        );
        const failing = Object.entries(checks).filter(([, v]) => v !== 'ok');
        if (failing.length > 0) {
          if (!o.draining()) o.log.error(`readiness: ${failing.map(([k, v]) => `${k}: ${v}`).join('; ')}`);
          throw new HttpError(503, 'NOT_READY', `Not ready: ${failing.map(([k]) => k).join(', ')}.`, { checks });
        }
        return { status: 'ready' as const, checks, time: o.now().toISOString() };
      },
      noStore,
    ),
  ];
}

