import type { Knex } from 'knex';
import * as guestUsersSessions from './20261122000000_guest_users_sessions';
import * as tasksTasks from './20261122010000_tasks_tasks';

/**
 * Static list of migrations, oldest first (no globbing: the same list works under tsx, vitest and
 * webpack). Name: <UTC timestamp>_<module>_<what>. Add new ones at the end.
 */
const migrations: Record<string, Knex.Migration> = {
  '20261122000000_guest_users_sessions': guestUsersSessions,
  '20261122010000_tasks_tasks': tasksTasks,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
