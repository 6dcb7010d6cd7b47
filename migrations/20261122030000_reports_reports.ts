import type { Knex } from 'knex';

/** reports module: trash reports, with the same geo indexes as tasks for 'near a point' and 'in a box'. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reports', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable();
    t.uuid('photo_id').notNullable();
    t.double('latitude').notNullable();
    t.double('longitude').notNullable();
    t.text('position_source').notNullable();
    t.text('location');
    t.text('waste_type').notNullable();
    t.text('priority').notNullable();
    t.integer('estimated_effort').notNullable();
    t.integer('reward').notNullable();
    t.text('description').notNullable();
    t.text('image_url').notNullable();
    t.text('thumbnail_url').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("position_source in ('gps', 'default')", [], 'reports_position_source_check');
    t.check('latitude between -90 and 90 and longitude between -180 and 180', [], 'reports_position_check');
    t.index(['user_id', 'created_at']);
  });
  await knex.raw('create index reports_earth_idx on reports using gist (ll_to_earth(latitude, longitude))');
  await knex.raw('create index reports_box_idx on reports (latitude, longitude)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reports');
}
