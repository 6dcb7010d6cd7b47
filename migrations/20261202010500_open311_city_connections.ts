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
 * city_filings.kind: 'hazard' (not for volunteers: filed at once with the hazard code) or 'litter'
 * (a volunteers' task in an area whose city has a general-litter code: filed under that code only if
 * it is still unclaimed after CITY_OPEN311_LITTER_AFTER_DAYS; next_attempt_at waits until then). A
 * litter filing whose task was claimed or done meanwhile ends 'dropped', never sent.
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
    t.text('kind').notNullable().defaultTo('hazard');
    t.index(['connection_id']);
  });
  await knex.raw("alter table city_filings add constraint city_filings_kind_check check (kind in ('hazard', 'litter'))");
  await knex.raw('alter table city_filings drop constraint city_filings_state_check');
  await knex.raw("alter table city_filings add constraint city_filings_state_check check (state in ('pending', 'sending', 'filed', 'dropped'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex('city_filings').where({ state: 'dropped' }).delete();
  await knex.raw('alter table city_filings drop constraint city_filings_state_check');
  await knex.raw("alter table city_filings add constraint city_filings_state_check check (state in ('pending', 'sending', 'filed'))");
  await knex.raw('alter table city_filings drop constraint city_filings_kind_check');
  await knex.schema.alterTable('city_filings', (t) => {
    t.dropColumn('kind');
    t.dropIndex(['connection_id']);
    t.dropForeign(['connection_id']);
    t.dropColumn('connection_id');
  });
  await knex.schema.dropTable('city_connections');
}
