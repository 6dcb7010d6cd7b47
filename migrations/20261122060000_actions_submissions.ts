import type { Knex } from 'knex';

/**
 * actions module: environmental action submissions (the Submit Task page). One row per submission,
 * with what the validation said at the time. Indexes serve the risk look-ups (a user's recent
 * submissions, a user's earlier titles) and the list; the partial one the moderation queue.
 * No foreign keys to other modules' tables (each table has one owner).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('action_submissions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    /** Insertion order: breaks ties between equal created_at (newest first). */
    t.specificType('seq', 'bigint generated always as identity').notNullable();
    t.uuid('user_id').notNullable();
    t.text('task_type').notNullable();
    t.text('task_subtype');
    t.text('title').notNullable();
    t.text('title_key').notNullable();
    t.text('description');
    t.double('quantity').notNullable();
    t.text('unit').notNullable();
    t.double('base_quantity').notNullable();
    t.text('base_unit').notNullable();
    t.text('location');
    t.double('latitude');
    t.double('longitude');
    t.double('location_accuracy');
    t.jsonb('evidence_urls').notNullable().defaultTo('[]');
    t.timestamp('submission_timestamp', { useTz: true }).notNullable();
    t.timestamp('actual_timestamp', { useTz: true });
    t.text('status').notNullable();
    t.double('estimated_impact_kg').notNullable();
    t.double('risk_score').notNullable();
    t.jsonb('flags').notNullable().defaultTo('[]');
    t.integer('potential_xp').notNullable();
    t.integer('potential_coins').notNullable();
    t.integer('actual_xp');
    t.integer('actual_coins');
    t.timestamp('reviewed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("status in ('pending', 'approved', 'rejected')", [], 'action_submissions_status_check');
    t.check('quantity > 0 and base_quantity > 0', [], 'action_submissions_quantity_check');
    t.check('risk_score >= 0 and risk_score <= 1', [], 'action_submissions_risk_check');
    t.index(['user_id', 'created_at'], 'action_submissions_user_created_idx');
    t.index(['user_id', 'title_key'], 'action_submissions_user_title_idx');
  });
  await knex.raw("create index action_submissions_pending_idx on action_submissions (created_at) where status = 'pending'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('action_submissions');
}
