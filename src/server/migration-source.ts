import type { Knex } from 'knex';
import type { ServerModule } from './module';
import * as coreRateLimits from './migrations/20261125000000_core_rate_limits';
import * as coreOutbox from './migrations/20261127150000_core_outbox';
import * as coreIdempotencyKeys from './migrations/20261127183000_core_idempotency_keys';

/** The core's own tables (the plumbing: rate-limit counters, the event outbox). */
const CORE_MIGRATIONS: Record<string, Knex.Migration> = {
  '20261125000000_core_rate_limits': coreRateLimits,
  '20261127150000_core_outbox': coreOutbox,
  '20261127183000_core_idempotency_keys': coreIdempotencyKeys,
};

/** <UTC timestamp>_<owner>_<what>: the timestamp orders them. */
const NAME = /^\d{14}_\w+$/;

/**
 * One knex migration source from the core's migrations and those of the manifests handed in
 * (ServerModule.migrations), ordered by name, i.e. by timestamp, whichever module declares them.
 * Static lists, no globbing: the same source runs under tsx, vitest and the CLIs. Hand in every
 * module: knex refuses a database where an applied migration is missing from the source. A bad or
 * doubly declared name fails at once.
 */
export function migrationSource(modules: ServerModule[]): Knex.MigrationSource<string> {
  const all = new Map<string, Knex.Migration>();
  const owners: [string, Record<string, Knex.Migration>][] = [['the core', CORE_MIGRATIONS], ...modules.map((m): [string, Record<string, Knex.Migration>] => [`module ${m.id}`, m.migrations ?? {}])];
  for (const [owner, migrations] of owners) {
    for (const [name, migration] of Object.entries(migrations)) {
      if (!NAME.test(name)) throw new Error(`Migration "${name}" of ${owner} is not named <UTC timestamp, 14 digits>_<owner>_<what>.`);
      if (all.has(name)) throw new Error(`Migration ${name} is declared twice (again by ${owner}).`);
      all.set(name, migration);
    }
  }
  const names = [...all.keys()].sort();
  return {
    getMigrations: async () => names,
    getMigrationName: (name) => name,
    getMigration: async (name) => all.get(name)!,
  };
}
