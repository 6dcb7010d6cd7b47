import type { Knex } from 'knex';

/**
 * tasks module: a moderator's decision on a completion held for review. The task keeps the latest
 * outcome and reason (shown to the person in My Tasks); the attempt row records who decided and when.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tasks', (t) => {
    t.text('review_outcome');
    t.text('review_reason');
    t.check("review_outcome is null or review_outcome in ('approved', 'rejected')", [], 'tasks_review_outcome_check');
  });
  await knex.schema.alterTable('task_completions', (t) => {
    t.text('review_outcome');
    t.text('review_reason');
    t.uuid('reviewed_by');
    t.timestamp('reviewed_at', { useTz: true });
    t.check("review_outcome is null or review_outcome in ('approved', 'rejected')", [], 'task_completions_review_outcome_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('task_completions', (t) => {
    t.dropChecks(['task_completions_review_outcome_check']);
    t.dropColumns('review_outcome', 'review_reason', 'reviewed_by', 'reviewed_at');
  });
  await knex.schema.alterTable('tasks', (t) => {
    t.dropChecks(['tasks_review_outcome_check']);
    t.dropColumns('review_outcome', 'review_reason');
  });
}
