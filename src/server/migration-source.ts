import type { Knex } from 'knex';
import { MIGRATIONS, ownerOf } from '../../migrations';
import type { ServerModule } from './module';

/**
 * One knex migration source: the migrations in the top-level migrations/ folder (its static index)
 * whose owner is the core or one of the modules handed in, ordered by name, i.e. by timestamp.
 * Static, no globbing: the same source runs under tsx, vitest and the CLIs. Hand in every module:
 * knex refuses a database where an applied migration is missing from the source.
 */
export function migrationSource(modules: ServerModule[]): Knex.MigrationSource<string> {
  const owners = new Set(['core', ...modules.map((m) => m.id)]);
  const names = Object.keys(MIGRATIONS)
    .filter((name) => owners.has(ownerOf(name)))
    .sort();
  return {
    getMigrations: async () => names,
    getMigrationName: (name) => name,
    getMigration: async (name) => MIGRATIONS[name],
  };
}
