import type { Knex } from 'knex';

/**
 * photos module (issue 22): the licence a person gave a photo of theirs when sending it, so it may be
 * reused in open data. Null: no licence (every photo so far, and every photo whose uploader did not
 * choose one). Only report and completion photos can carry one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('photos', (t) => {
    t.text('licence');
  });
  await knex.raw("alter table photos add constraint photos_licence_check check (licence is null or (licence = 'CC-BY-4.0' and purpose in ('report', 'completion')))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table photos drop constraint photos_licence_check');
  await knex.schema.alterTable('photos', (t) => {
    t.dropColumn('licence');
  });
}
