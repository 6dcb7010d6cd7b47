import type { Knex } from 'knex';

/**
 * guest module (then named guest), accounts (issue 7): the device a session was started from (its User-Agent, shown in
 * the sessions list) and the mark that a guest's points were merged into an account (so they are
 * neither merged twice nor donated by the sweep afterwards).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.text('user_agent');
  });
  await knex.schema.alterTable('users', (t) => {
    t.uuid('merged_into').references('users.id').onDelete('SET NULL');
    t.timestamp('merged_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('merged_at');
    t.dropColumn('merged_into');
  });
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('user_agent');
  });
}
