import type { Knex } from 'knex';

/**
 * adoptions module (issue 42): adopted spots and their visits.
 *
 * `adoptions`: a spot (centre and `radius_m`, 25 to 500 m) and its adopter: `adopter_kind` 'person'
 * (`user_id`), 'team' (`team_id`) or 'partner' (`partner_id`, an embed partner); `user_id` is always
 * the person who adopted it (null once they erased their account, for a team's or partner's spot).
 * The schedule `every_weeks` (1 to 8), `started_at`, `next_due_at` (the end of the running cycle),
 * `cycle_visit_at` (the running cycle's visit, null until one came), `last_visit_at`, `missed_cycles`
 * (in a row, since the last visit) and `missed_total`, `reminded_due_at` (the `next_due_at` of the
 * cycle whose reminder was sent: a conditional UPDATE of it sends each cycle's reminder once, also
 * with two processes), `state` 'active' or 'released' with `released_at` and `release_reason`
 * ('given_up' or 'missed'). A GiST index on ll_to_earth(latitude, longitude) serves the overlap check,
 * the public layer and "which spots hold this cleanup"; (state, next_due_at) serves the job.
 *
 * `adoption_visits`: one per (spot, kind, reference): a cleanup's task id or a survey's id, so a
 * redelivered event counts once. No foreign keys to other modules' tables.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('adoptions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('adopter_kind').notNullable();
    t.uuid('user_id');
    t.uuid('team_id');
    t.uuid('partner_id');
    t.double('latitude').notNullable();
    t.double('longitude').notNullable();
    t.integer('radius_m').notNullable();
    t.integer('every_weeks').notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('next_due_at', { useTz: true }).notNullable();
    t.timestamp('cycle_visit_at', { useTz: true });
    t.timestamp('last_visit_at', { useTz: true });
    t.integer('missed_cycles').notNullable().defaultTo(0);
    t.integer('missed_total').notNullable().defaultTo(0);
    t.timestamp('reminded_due_at', { useTz: true });
    t.text('state').notNullable().defaultTo('active');
    t.timestamp('released_at', { useTz: true });
    t.text('release_reason');
    t.check("adopter_kind in ('person', 'team', 'partner')", [], 'adoptions_kind_check');
    t.check("(adopter_kind = 'person' and user_id is not null) or (adopter_kind = 'team' and team_id is not null) or (adopter_kind = 'partner' and partner_id is not null) or state = 'released'", [], 'adoptions_adopter_check');
    t.check('radius_m between 25 and 500', [], 'adoptions_radius_check');
    t.check('every_weeks between 1 and 8', [], 'adoptions_weeks_check');
    t.check('latitude between -90 and 90 and longitude between -180 and 180', [], 'adoptions_position_check');
    t.check("state in ('active', 'released')", [], 'adoptions_state_check');
    t.index(['user_id', 'state'], 'adoptions_user_idx');
    t.index(['team_id', 'state'], 'adoptions_team_idx');
    t.index(['partner_id', 'state'], 'adoptions_partner_idx');
    t.index(['state', 'next_due_at'], 'adoptions_due_idx');
  });
  await knex.raw('create index adoptions_earth_idx on adoptions using gist (ll_to_earth(latitude, longitude))');

  await knex.schema.createTable('adoption_visits', (t) => {
    t.uuid('adoption_id').notNullable().references('id').inTable('adoptions').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('ref').notNullable();
    t.uuid('user_id');
    t.timestamp('visited_at', { useTz: true }).notNullable();
    t.primary(['adoption_id', 'kind', 'ref']);
    t.check("kind in ('cleanup', 'survey')", [], 'adoption_visits_kind_check');
    t.index(['user_id'], 'adoption_visits_user_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('adoption_visits');
  await knex.schema.dropTable('adoptions');
}
