import type { Knex } from 'knex';

/**
 * reports module: a report is a person's (user_id) or a registered partner's system's (partner_id,
 * an embed partner sending through Open311 GeoReport v2, issue 22): never both, never neither. No
 * foreign key to the embed module's table (each table has one owner).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table reports alter column user_id drop not null');
  await knex.raw('alter table reports add column partner_id uuid');
  await knex.raw('alter table reports add constraint reports_author_check check ((user_id is null) <> (partner_id is null))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('delete from reports where user_id is null');
  await knex.raw('alter table reports drop constraint reports_author_check');
  await knex.raw('alter table reports drop column partner_id');
  await knex.raw('alter table reports alter column user_id set not null');
}
