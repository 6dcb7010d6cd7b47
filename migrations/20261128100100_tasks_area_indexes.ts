import type { Knex } from 'knex';

/**
 * tasks module: reads by area and period (the partner impact page, the open data's hotspots). A partial
 * GiST index on completed tasks' positions finds the cleanups near a point (in an area, or near each
 * re-report); a b-tree on created_at serves 'reports made in a period'. Partial like the available
 * ones, so the map's near-point query keeps its own smaller index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index tasks_completed_earth_idx on tasks using gist (ll_to_earth(latitude, longitude)) where status = 'completed'`);
  await knex.raw('create index tasks_created_idx on tasks (created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index tasks_created_idx');
  await knex.raw('drop index tasks_completed_earth_idx');
}
