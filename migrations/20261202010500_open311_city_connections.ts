import type { Knex } from 'knex';

/**
 * open311 (issue 42): a city's GeoReport v2 system connected for one partner's area (the embed
 * module's partner; its area is a circle there). Reports that are not for volunteers inside the
 * area are filed with this city instead of the instance-wide one (CITY_OPEN311_*); when areas
 * overlap the smallest wins. The API key is kept as it is (it is sent to the city with every
 * request) and never answered to a client: the admin sees its last 4 characters. One connection per
 * partner. city_filings.connection_id names the connection a filing is sent to and followed at;
 * null: the instance-wide one. A connection with filings not yet cleared cannot be removed (the API
 * answers 409); cleared ones keep their row without it (set null).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('city_connections', (t) => {
    t.bigIncrements('id').primary();
    t.uuid('partner_id').notNullable().unique();
    t.text('endpoint').notNullable();
    t.text('api_key').notNullable();
    t.text('jurisdiction_id');
    t.text('hazard_service_code').notNullable();
    t.text('litter_service_code');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.alterTable('city_filings', (t) => {
    t.bigInteger('connection_id').references('id').inTable('city_connections').onDelete('SET NULL');
    t.index(['connection_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('city_filings', (t) => {
    t.dropIndex(['connection_id']);
    t.dropForeign(['connection_id']);
    t.dropColumn('connection_id');
  });
  await knex.schema.dropTable('city_connections');
}
