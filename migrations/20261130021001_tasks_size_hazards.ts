import type { Knex } from 'knex';

/**
 * tasks module (issue 24): the task keeps a copy of its report's size ('bag', 'wheelbarrow',
 * 'car_load' or null) and named hazards (a JSON array of hazard ids), and whether volunteers may take
 * it: false when the photo analysis called it hazardous or the reporter named sharps, chemicals or
 * asbestos. Such a task is never claimed (the accept's conditional UPDATE requires `for_volunteers`)
 * and Open311 offers it to the city.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tasks', (t) => {
    t.text('size');
    t.jsonb('hazards').notNullable().defaultTo('[]');
    t.boolean('for_volunteers').notNullable().defaultTo(true);
  });
  await knex.raw("alter table tasks add constraint tasks_size_check check (size is null or size in ('bag', 'wheelbarrow', 'car_load'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table tasks drop constraint tasks_size_check');
  await knex.schema.alterTable('tasks', (t) => {
    t.dropColumn('size');
    t.dropColumn('hazards');
    t.dropColumn('for_volunteers');
  });
}
