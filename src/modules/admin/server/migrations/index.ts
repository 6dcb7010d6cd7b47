import type { Knex } from 'knex';
import * as adminAuditLog from './20261122100000_admin_audit_log';

/** The admin module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const adminMigrations: Record<string, Knex.Migration> = {
  '20261122100000_admin_audit_log': adminAuditLog,
};
