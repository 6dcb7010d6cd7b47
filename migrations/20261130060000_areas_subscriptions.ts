import type { Knex } from 'knex';

/**
 * areas module (issue 24): the people's alert areas and the alerts already given.
 *
 * `area_subscriptions`: one circle of one person (`user_id`): a name, the centre and the radius in
 * metres (100 to 20 000, checked here too). Matching a new task or event asks "which circles contain
 * this point": a GiST index on `ll_to_earth(latitude, longitude)` (earthdistance, as the tasks table
 * uses) lets `earth_box(point, 20 000 m) @> ll_to_earth(...)` find the centres within the largest
 * radius, and the exact `earth_distance(...) <= radius_m` then keeps those whose own circle holds the
 * point. So a report costs one indexed probe, however many areas there are. A b-tree on (user_id,
 * created_at) serves the person's list and the per-person limit.
 *
 * `area_alerts_sent`: at-least-once delivery of `tasks.created` / `events.created` must not notify
 * twice: the (user_id, kind, ref) primary key is claimed with INSERT ... ON CONFLICT DO NOTHING in
 * the notification's own transaction, and only a new row notifies. No foreign keys to other modules' tables.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('area_subscriptions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable();
    t.text('name').notNullable();
    t.double('latitude').notNullable();
    t.double('longitude').notNullable();
    t.integer('radius_m').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.check('radius_m between 100 and 20000', [], 'area_subscriptions_radius_check');
    t.check('latitude between -90 and 90 and longitude between -180 and 180', [], 'area_subscriptions_position_check');
    t.check('char_length(name) between 1 and 60', [], 'area_subscriptions_name_check');
    t.index(['user_id', 'created_at'], 'area_subscriptions_user_idx');
  });
  await knex.raw('create index area_subscriptions_earth_idx on area_subscriptions using gist (ll_to_earth(latitude, longitude))');

  await knex.schema.createTable('area_alerts_sent', (t) => {
    t.uuid('user_id').notNullable();
    t.text('kind').notNullable();
    t.text('ref').notNullable();
    t.uuid('area_id');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.primary(['user_id', 'kind', 'ref']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('area_alerts_sent');
  await knex.schema.dropTable('area_subscriptions');
}
