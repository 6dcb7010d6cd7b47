import type { Knex } from 'knex';

/**
 * embed module: API keys of registered partners, for Open311 GeoReport v2's POST requests (issue 22).
 * Only a SHA-256 of each key is stored (the key is shown once, when it is issued) with a short hint
 * to recognise it. A partner has at most one key in use: issuing a new one revokes the old one.
 * Revoked keys stay as a record; removing the partner removes its keys.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('embed_api_keys', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('partner_id').notNullable().references('embed_partners.id').onDelete('CASCADE');
    t.text('key_hash').notNullable().unique();
    t.text('key_hint').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
  });
  await knex.raw('create unique index embed_api_keys_one_in_use_idx on embed_api_keys (partner_id) where revoked_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('embed_api_keys');
}
