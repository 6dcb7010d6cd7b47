import type { Knex } from 'knex';

/**
 * core (src/server/http/rate-limit.ts): request counters of rate-limiter-flexible's PostgreSQL store,
 * shared by every server process on the database. The columns and their order are the library's
 * (it inserts `VALUES (key, points, expire)`); `expire` is epoch milliseconds. The library is told
 * the table exists, so it never runs DDL at request time.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
    t.index(['expire']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
