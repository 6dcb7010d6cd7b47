import type { Knex } from 'knex';

/**
 * surveys module (issue 40): monitoring surveys. The whole route as the surveyor sent it (GeoJSON
 * jsonb, shown to the surveyor and to those who may confirm it), the public route (both ends trimmed)
 * with its bounding box in plain columns for the bbox query, and the counts per taxonomy item as jsonb
 * (`[{ item, count }]`, an empty list: looked and found nothing). No foreign keys to other modules'
 * tables: the surveyor, the event and the team are ids their modules own.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('surveys', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id');
    t.text('kind').notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('ended_at', { useTz: true }).notNullable();
    t.double('length_m');
    t.double('area_m2');
    t.integer('people').notNullable();
    t.jsonb('counts').notNullable();
    t.integer('total').notNullable();
    t.jsonb('route').notNullable();
    t.jsonb('public_route');
    t.double('centre_lat').notNullable();
    t.double('centre_lon').notNullable();
    t.double('min_lat').notNullable();
    t.double('min_lon').notNullable();
    t.double('max_lat').notNullable();
    t.double('max_lon').notNullable();
    t.uuid('event_id');
    t.uuid('team_id');
    t.text('status').notNullable().defaultTo('pending');
    t.uuid('confirmed_by');
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.check("kind in ('transect', 'area')", [], 'surveys_kind_check');
    t.check("status in ('pending', 'confirmed')", [], 'surveys_status_check');
    t.check("(kind = 'transect' and length_m > 0 and area_m2 is null) or (kind = 'area' and area_m2 > 0 and length_m is null)", [], 'surveys_extent_check');
    t.check('people >= 1', [], 'surveys_people_check');
    t.check('ended_at > started_at', [], 'surveys_times_check');
    t.index(['user_id'], 'surveys_user_idx');
    t.index(['event_id'], 'surveys_event_idx');
    t.index(['status', 'min_lon', 'max_lon', 'min_lat', 'max_lat'], 'surveys_public_bbox_idx');
    t.index(['status', 'started_at'], 'surveys_public_started_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('surveys');
}
