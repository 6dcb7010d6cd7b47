import type { Knex } from 'knex';

/**
 * embed module: the people of a registered partner (issue 33): an admin adds them by username; only
 * they may put the partner's name on a cleanup event (the events module asks EmbedApi.isPartnerMember).
 * `user_id` is the guest module's id, without a foreign key to another module's table; erasure
 * deletes the person's rows (personal-data.ts). Removing the partner removes its people.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('embed_partner_members', (t) => {
    t.uuid('partner_id').notNullable().references('embed_partners.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable();
    t.uuid('added_by');
    t.timestamp('added_at', { useTz: true }).notNullable();
    t.primary(['partner_id', 'user_id']);
    t.index(['user_id'], 'embed_partner_members_user_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('embed_partner_members');
}
