import type { Knex } from 'knex';

/**
 * tasks module: the version trigger also takes a shared transaction-level advisory lock (keys
 * 1952543595, 1986359923: VERSION_LOCK in src/modules/tasks/server/repository.ts) before it moves
 * the version. The lock is held until the writing transaction ends, so a reader that finds no holder
 * after reading the version knows every change the version counts is committed (TasksRepository.version).
 * Shared locks never wait for each other: writers are not serialised.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create or replace function tasks_bump_version() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock_shared(1952543595, 1986359923);
      perform nextval('tasks_version_seq');
      return null;
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`create or replace function tasks_bump_version() returns trigger language plpgsql as $$
    begin perform nextval('tasks_version_seq'); return null; end $$`);
}
