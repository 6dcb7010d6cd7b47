import type { Knex } from 'knex';

/** embed module: partner sites allowed to embed the task map (CSP frame-ancestors). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('embed_partners', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.specificType('allowed_origins', 'text[]').notNullable();
    t.double('center_lat').notNullable();
    t.double('center_lon').notNullable();
    t.integer('zoom').notNullable().defaultTo(14);
    t.text('color');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('center_lat between -90 and 90 and center_lon between -180 and 180', [], 'embed_partners_center_check');
    t.check('zoom between 2 and 18', [], 'embed_partners_zoom_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('embed_partners');
}
