import type { Knex } from 'knex';

/**
 * tasks module: completion attempts (one row per after-photo or mark-completed), the report photo id
 * on each task (for the verifier), and the latest verification state of a task held for review.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tasks', (t) => {
    t.uuid('photo_id');
    t.text('verification_status');
    t.check("verification_status is null or verification_status in ('verified', 'needs_review', 'failed')", [], 'tasks_verification_check');
  });
  await knex.raw("create index tasks_needs_review_idx on tasks (updated_at) where verification_status = 'needs_review' and status = 'assigned'");
  await knex.schema.createTable('task_completions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('task_id').notNullable().references('tasks.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable();
    t.uuid('photo_id');
    t.text('verification_status').notNullable();
    t.text('verifier').notNullable();
    t.text('fallback_reason');
    t.jsonb('analysis').notNullable();
    t.integer('reward_credited').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("verification_status in ('verified', 'needs_review', 'failed')", [], 'task_completions_status_check');
    t.check("verifier in ('openai', 'local', 'none')", [], 'task_completions_verifier_check');
    t.index(['task_id', 'created_at']);
    t.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('task_completions');
  await knex.raw('drop index if exists tasks_needs_review_idx');
  await knex.schema.alterTable('tasks', (t) => {
    t.dropChecks(['tasks_verification_check']);
    t.dropColumn('verification_status');
    t.dropColumn('photo_id');
  });
}
