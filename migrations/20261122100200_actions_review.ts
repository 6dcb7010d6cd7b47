import type { Knex } from 'knex';

/** actions module: who decided a pending submission and the reason the person sees on a rejection. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('action_submissions', (t) => {
    t.uuid('reviewed_by');
    t.text('review_reason');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('action_submissions', (t) => {
    t.dropColumns('reviewed_by', 'review_reason');
  });
}
