import type { Knex } from 'knex';

/**
 * tasks module: a version number that moves on every change to the tasks table (one per statement),
 * so an unchanged poll of the available list can be answered 304 without running the list query.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence tasks_version_seq');
  await knex.raw(`create function tasks_bump_version() returns trigger language plpgsql as $$
    begin perform nextval('tasks_version_seq'); return null; end $$`);
  await knex.raw('create trigger tasks_version_trg after insert or update or delete on tasks for each statement execute function tasks_bump_version()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger tasks_version_trg on tasks');
  await knex.raw('drop function tasks_bump_version()');
  await knex.raw('drop sequence tasks_version_seq');
}
