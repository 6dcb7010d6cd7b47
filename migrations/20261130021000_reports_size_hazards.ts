import type { Knex } from 'knex';

/**
 * reports module (issue 24): how much litter the reporter saw ('bag', 'wheelbarrow', 'car_load' or
 * null) and the hazards they named (a JSON array of hazard ids), and the photo analysis the report
 * took its AI analysis from (the analysis module's id; no foreign key: each table has one owner).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reports', (t) => {
    t.text('size');
    t.jsonb('hazards').notNullable().defaultTo('[]');
    t.uuid('analysis_id');
  });
  await knex.raw("alter table reports add constraint reports_size_check check (size is null or size in ('bag', 'wheelbarrow', 'car_load'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table reports drop constraint reports_size_check');
  await knex.schema.alterTable('reports', (t) => {
    t.dropColumn('size');
    t.dropColumn('hazards');
    t.dropColumn('analysis_id');
  });
}
