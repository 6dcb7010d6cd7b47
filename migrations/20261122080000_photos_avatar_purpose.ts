import type { Knex } from 'knex';

/** photos module: generated avatars are stored as photos too (purpose 'avatar'). */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table photos drop constraint photos_purpose_check');
  await knex.raw("alter table photos add constraint photos_purpose_check check (purpose in ('report', 'completion', 'profile', 'avatar'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table photos drop constraint photos_purpose_check');
  await knex.raw("alter table photos add constraint photos_purpose_check check (purpose in ('report', 'completion', 'profile'))");
}
