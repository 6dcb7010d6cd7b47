import type { Knex } from 'knex';

/**
 * photos module, moderation: users flag photos (one open flag per person and photo), moderators hide,
 * restore or delete them. A deleted photo keeps its row as a tombstone without file keys (the files are
 * removed after the transaction), so tasks and reports that point at it answer 410 instead of a
 * dangling file.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('photos', (t) => {
    t.setNullable('main_key');
    t.setNullable('thumb_key');
    /** A moderator released a photo held by screening (the screening result itself is kept). */
    t.timestamp('released_at', { useTz: true });
    /** Enough users flagged it (PHOTO_FLAG_HOLD_THRESHOLD): not served to the public until a moderator decides. */
    t.timestamp('flag_held_at', { useTz: true });
    t.timestamp('deleted_at', { useTz: true });
    /** The reason of the latest hide or delete (the audit log keeps every decision). */
    t.text('moderation_reason');
  });
  await knex.raw('alter table photos add constraint photos_deleted_keys_check check ((deleted_at is null) = (main_key is not null and thumb_key is not null))');
  await knex.schema.createTable('photo_flags', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('photo_id').notNullable().references('photos.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable();
    t.boolean('user_is_guest').notNullable();
    t.text('reason').notNullable();
    t.text('details');
    t.timestamp('created_at', { useTz: true }).notNullable();
    /** Set when a moderator decided (hide, restore, delete): the flag no longer counts. */
    t.timestamp('resolved_at', { useTz: true });
    t.text('resolution');
    t.check("reason in ('inappropriate', 'personal_data', 'not_litter', 'other')", [], 'photo_flags_reason_check');
    t.index(['user_id', 'created_at']);
  });
  await knex.raw('create unique index photo_flags_open_unique on photo_flags (photo_id, user_id) where resolved_at is null');
  await knex.raw('create index photo_flags_open_idx on photo_flags (photo_id) where resolved_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('photo_flags');
  await knex.raw('alter table photos drop constraint photos_deleted_keys_check');
  await knex('photos').whereNotNull('deleted_at').delete();
  await knex.schema.alterTable('photos', (t) => {
    t.dropColumn('released_at');
    t.dropColumn('flag_held_at');
    t.dropColumn('deleted_at');
    t.dropColumn('moderation_reason');
    t.dropNullable('main_key');
    t.dropNullable('thumb_key');
  });
}
