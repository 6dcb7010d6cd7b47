import type { Knex } from 'knex';

/**
 * challenges module (issue 24): challenges and their contributions. A challenge counts 'items' or
 * 'cleanups' in a window (`starts_at` <= completion < `ends_at`), optionally in an area (a circle:
 * latitude, longitude, radius_km; all null = everywhere) and for one team (`team_id`, the teams
 * module's id; null = everyone). `created_by` is the person who made it (set null on erasure).
 * `completed_at` is set once, by one conditional UPDATE, when the contributions reach the target.
 * A contribution is one cleaned task's amount for one challenge: UNIQUE (challenge_id, task_id), so
 * an event delivered again counts nothing twice. `user_id` is the cleaner (null once erased: the
 * amount stays in the progress). No foreign keys to other modules' tables.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('challenges', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('title').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('metric').notNullable();
    t.integer('target').notNullable();
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.double('latitude');
    t.double('longitude');
    t.double('radius_km');
    t.text('area_name');
    t.uuid('team_id');
    t.text('team_name');
    t.uuid('created_by');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true });
    t.check("metric in ('items', 'cleanups')", [], 'challenges_metric_check');
    t.check('target between 1 and 1000000', [], 'challenges_target_check');
    t.check('ends_at > starts_at', [], 'challenges_window_check');
    t.check(
      '(latitude is null and longitude is null and radius_km is null and area_name is null) or (latitude between -90 and 90 and longitude between -180 and 180 and radius_km > 0 and area_name is not null)',
      [],
      'challenges_area_check',
    );
    t.index(['ends_at'], 'challenges_ends_at_idx');
    t.index(['created_by'], 'challenges_created_by_idx');
  });
  await knex.schema.createTable('challenge_contributions', (t) => {
    t.uuid('challenge_id').notNullable().references('id').inTable('challenges').onDelete('CASCADE');
    t.uuid('task_id').notNullable();
    t.uuid('user_id');
    t.integer('amount').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.primary(['challenge_id', 'task_id']);
    t.check('amount >= 0', [], 'challenge_contributions_amount_check');
    t.index(['user_id'], 'challenge_contributions_user_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('challenge_contributions');
  await knex.schema.dropTable('challenges');
}
