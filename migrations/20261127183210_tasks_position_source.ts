import type { Knex } from 'knex';

/**
 * tasks module (issue 23): where a task's position came from, as its report said ('gps', 'exif',
 * 'address' or 'default'), so the task sheet can say when the pin is only approximate. Tasks made
 * before: those from a report pinned exactly on the default map point were placed there for want
 * of a position ('default'); the others stay unknown (null).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tasks', (t) => {
    t.text('position_source');
    t.check("position_source in ('gps', 'exif', 'address', 'default')", [], 'tasks_position_source_check');
  });
  await knex.raw("update tasks set position_source = 'default' where report_id is not null and latitude = 51.4828 and longitude = 11.9697");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tasks', (t) => {
    t.dropChecks(['tasks_position_source_check']);
    t.dropColumn('position_source');
  });
}
