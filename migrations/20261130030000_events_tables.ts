import type { Knex } from 'knex';

/**
 * events module (issue 24): cleanup events, their attendees and their photos.
 * - `events`: the meeting point and time, the places (`capacity`) and how many are taken
 *   (`attendee_count`, changed only by one conditional UPDATE per join or leave, so it never passes
 *   the capacity), the organiser (`organiser_id`, null once they erased their account; the event
 *   stays), an optional partner (embed's partner id, no foreign key to another module's table) and
 *   the organiser's summary (null until it is saved).
 * - `event_attendees`: one row per person and event. The organiser gets a row (`organiser` true)
 *   only when they check in: they take no place. `rewarded_at`: when the summary paid them.
 * - `event_photos`: photos of the cleanup (the photos module's ids), in the order added.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('events', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('organiser_id');
    t.text('title').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.double('latitude').notNullable();
    t.double('longitude').notNullable();
    t.text('location');
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.integer('capacity').notNullable();
    t.integer('attendee_count').notNullable().defaultTo(0);
    t.uuid('partner_id');
    t.integer('summary_bags');
    t.double('summary_kg');
    t.integer('summary_area_m2');
    t.timestamp('summary_submitted_at', { useTz: true });
    t.timestamp('summary_updated_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.check('capacity between 1 and 1000', [], 'events_capacity_check');
    t.check('attendee_count >= 0 and attendee_count <= capacity', [], 'events_attendee_count_check');
    t.check('ends_at > starts_at', [], 'events_time_check');
    t.index(['ends_at', 'starts_at'], 'events_ends_starts_idx');
    t.index(['organiser_id'], 'events_organiser_idx');
  });
  await knex.schema.createTable('event_attendees', (t) => {
    t.uuid('event_id').notNullable().references('id').inTable('events').onDelete('CASCADE');
    t.uuid('user_id').notNullable();
    t.boolean('organiser').notNullable().defaultTo(false);
    t.timestamp('joined_at', { useTz: true }).notNullable();
    t.timestamp('checked_in_at', { useTz: true });
    t.timestamp('rewarded_at', { useTz: true });
    t.primary(['event_id', 'user_id']);
    t.index(['user_id'], 'event_attendees_user_idx');
  });
  await knex.schema.createTable('event_photos', (t) => {
    t.uuid('photo_id').primary();
    t.uuid('event_id').notNullable().references('id').inTable('events').onDelete('CASCADE');
    t.specificType('seq', 'bigint generated always as identity').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['event_id', 'seq'], 'event_photos_event_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('event_photos');
  await knex.schema.dropTable('event_attendees');
  await knex.schema.dropTable('events');
}
