import type { Knex } from 'knex';

/**
 * open311 (issue 42): hazardous reports (not for volunteers) filed with the city's own GeoReport v2
 * system, one row per task. `state`: 'pending' (to be sent; next_attempt_at says when), 'sending'
 * (claimed by one process until next_attempt_at, the lease), 'filed' (the city took it: its
 * service_request_id, or a token resolved later). The city's answers about it: city_status
 * ('open'; 'in_progress': open but changed since it was made; 'closed'), its notes and time;
 * next_poll_at says when to ask again. reporter_id: whom to tell when the city clears it (personal
 * data: exported and erased with the person).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('city_filings', (t) => {
    t.bigIncrements('id').primary();
    t.uuid('task_id').notNullable().unique();
    t.uuid('report_id').notNullable();
    t.uuid('reporter_id');
    t.text('state').notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('next_attempt_at', { useTz: true }).notNullable();
    t.text('service_request_id');
    t.text('token');
    t.text('city_status');
    t.text('city_status_notes');
    t.timestamp('city_updated_at', { useTz: true });
    t.timestamp('next_poll_at', { useTz: true });
    t.integer('poll_failures').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('filed_at', { useTz: true });
    t.timestamp('closed_at', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['state', 'next_attempt_at']);
    t.index(['next_poll_at']);
    t.index(['reporter_id']);
  });
  await knex.raw("alter table city_filings add constraint city_filings_state_check check (state in ('pending', 'sending', 'filed'))");
  await knex.raw("alter table city_filings add constraint city_filings_city_status_check check (city_status in ('open', 'in_progress', 'closed'))");
  // A filed row names the city's request, or the token the city answered instead.
  await knex.raw("alter table city_filings add constraint city_filings_filed_check check (state <> 'filed' or service_request_id is not null or token is not null)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('city_filings');
}
