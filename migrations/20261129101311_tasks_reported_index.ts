import type { Knex } from 'knex';

/**
 * tasks module: GeoReport v2's `GET requests` (the open311 module) lists tasks made from reports,
 * newest first within a date range, and looks tasks up by their report: one index for each.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index tasks_reported_created_idx on tasks (created_at desc, id desc) where report_id is not null');
  await knex.raw('create index tasks_report_idx on tasks (report_id) where report_id is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists tasks_report_idx');
  await knex.raw('drop index if exists tasks_reported_created_idx');
}
