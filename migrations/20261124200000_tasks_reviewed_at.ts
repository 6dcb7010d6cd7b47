import type { Knex } from 'knex';

/**
 * tasks module: when the moderator decided the task's latest held completion. With the outcome it
 * names one decision, so the person's app shows each approval or rejection exactly once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tasks', (t) => {
    t.timestamp('reviewed_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tasks', (t) => {
    t.dropColumn('reviewed_at');
  });
}
