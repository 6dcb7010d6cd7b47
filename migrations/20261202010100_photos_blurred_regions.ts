import type { Knex } from 'knex';

/**
 * photos (issue 39): the regions blurred before a photo's files were written, in fractions of the
 * photo, each with who blurred it ('server': the face detection; 'device': the phone's; 'person':
 * painted by its uploader). Photos stored before this have none recorded.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('photos', (t) => {
    t.jsonb('blurred_regions').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('photos', (t) => {
    t.dropColumn('blurred_regions');
  });
}
