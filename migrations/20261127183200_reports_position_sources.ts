import type { Knex } from 'knex';

/**
 * reports module (issue 23): a report's position may also come from the photo's EXIF position
 * ('exif') or from its typed address, geocoded ('address'), before the default map point.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table reports drop constraint reports_position_source_check');
  await knex.raw("alter table reports add constraint reports_position_source_check check (position_source in ('gps', 'exif', 'address', 'default'))");
}

export async function down(knex: Knex): Promise<void> {
  // The places they came from are not kept apart any more: a found position counts as a fix.
  await knex.raw("update reports set position_source = 'gps' where position_source in ('exif', 'address')");
  await knex.raw('alter table reports drop constraint reports_position_source_check');
  await knex.raw("alter table reports add constraint reports_position_source_check check (position_source in ('gps', 'default'))");
}
