import type { Knex } from 'knex';

/**
 * reports module (issue 42): the reporter chose to share their account's verified e-mail address
 * with the city for follow-ups when the report is filed with the city. Only the choice is kept, not
 * the address: the filing reads the address when it is sent (a changed or erased account sends
 * nothing stale).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reports', (t) => {
    t.boolean('share_email_with_city').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reports', (t) => {
    t.dropColumn('share_email_with_city');
  });
}
