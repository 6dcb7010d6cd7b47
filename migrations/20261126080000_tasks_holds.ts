import type { Knex } from 'knex';

/**
 * tasks module: how long an accepted task stays with its person (issue 17, point 8). The background
 * sweep gives a task back to the map once `held_until` has passed (a partial index finds them).
 * Assignments made before this column existed get 48 hours from their acceptance, and at least two
 * hours from now, so their holders see the warning before the first sweep frees them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tasks', (t) => {
    t.timestamp('held_until', { useTz: true });
  });
  await knex.raw(
    `update tasks set held_until = greatest(coalesce(accepted_at, updated_at) + interval '48 hours', now() + interval '2 hours')
      where status = 'assigned'`,
  );
  await knex.raw("create index tasks_held_until_idx on tasks (held_until) where status = 'assigned'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists tasks_held_until_idx');
  await knex.schema.alterTable('tasks', (t) => {
    t.dropColumn('held_until');
  });
}
