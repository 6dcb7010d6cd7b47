import type { Knex } from 'knex';
import type { Db } from '../../../server/db';
import { EventAttendeeModel, EventModel, type AttendeeRow, type EventRow } from './models';

/** Checked-in people of an event: all, those besides the organiser, the people the summary paid, and those it has not paid yet. */
export interface PresentCounts {
  present: number;
  others: number;
  paid: number;
  /** Checked in besides the organiser and not paid yet. */
  waiting: number;
}

/** Anything that can run a query: the pool or a transaction. */
export type Reader = Knex | Knex.Transaction;

export interface ListFilter {
  near?: { latitude: number; longitude: number; radiusM: number };
  when: 'upcoming' | 'past';
  now: Date;
  limit: number;
}

export type NewEventRow = Pick<EventRow, 'organiser_id' | 'title' | 'description' | 'latitude' | 'longitude' | 'location' | 'starts_at' | 'ends_at' | 'capacity' | 'partner_id' | 'created_at' | 'updated_at'>;

/** The events module's tables: events, event_attendees, event_photos. No rules here. */
export class EventsRepository {
  constructor(private readonly db: Db) {}

  get reader(): Reader {
    return this.db;
  }

  async insert(trx: Knex.Transaction, row: NewEventRow): Promise<EventRow> {
    const [created] = (await trx('events').insert(row).returning('*')) as EventRow[];
    return created!;
  }

  async find(r: Reader, id: string): Promise<EventRow | undefined> {
    return await EventModel.query(r).findById(id);
  }

  async lock(trx: Knex.Transaction, id: string): Promise<EventRow | undefined> {
    return await EventModel.query(trx).findById(id).forUpdate();
  }

  /** Upcoming: not ended, soonest first. Past: ended, latest first. Optionally within a circle. */
  async list(r: Reader, f: ListFilter): Promise<EventRow[]> {
    const q = EventModel.query(r).limit(f.limit);
    if (f.when === 'upcoming') q.where('ends_at', '>', f.now).orderBy('starts_at', 'asc').orderBy('id');
    else q.where('ends_at', '<=', f.now).orderBy('starts_at', 'desc').orderBy('id');
    if (f.near) {
      const { latitude, longitude, radiusM } = f.near;
      q.whereRaw('earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(latitude, longitude)', [latitude, longitude, radiusM]).whereRaw(
        'earth_distance(ll_to_earth(?, ?), ll_to_earth(latitude, longitude)) <= ?',
        [latitude, longitude, radiusM],
      );
    }
    return await q;
  }

  async attendee(r: Reader, eventId: string, userId: string): Promise<AttendeeRow | undefined> {
    return await EventAttendeeModel.query(r).where({ event_id: eventId, user_id: userId }).first();
  }

  /** The person's rows of these events, by event id. */
  async attendanceOf(r: Reader, eventIds: readonly string[], userId: string): Promise<Map<string, AttendeeRow>> {
    if (eventIds.length === 0) return new Map();
    const rows = await EventAttendeeModel.query(r).where({ user_id: userId }).whereIn('event_id', [...eventIds]);
    return new Map(rows.map((a) => [a.event_id, a]));
  }

  /** Inserts the person's place; false when they had one already (nothing changed). */
  async insertAttendee(trx: Knex.Transaction, eventId: string, userId: string, now: Date): Promise<boolean> {
    const rows = await trx('event_attendees').insert({ event_id: eventId, user_id: userId, organiser: false, joined_at: now }).onConflict(['event_id', 'user_id']).ignore().returning('user_id');
    return rows.length === 1;
  }

  /** The one statement that takes a place: only while one is left and the event has not ended. */
  async takePlace(trx: Knex.Transaction, eventId: string, now: Date): Promise<EventRow | undefined> {
    const [row] = (await trx('events')
      .where({ id: eventId })
      .where('ends_at', '>', now)
      .whereRaw('attendee_count < capacity')
      .update({ attendee_count: trx.raw('attendee_count + 1'), updated_at: now })
      .returning('*')) as EventRow[];
    return row;
  }

  /** Removes a place not checked in yet (never the organiser's row); true when one was removed. */
  async deleteAttendee(trx: Knex.Transaction, eventId: string, userId: string): Promise<boolean> {
    // returning(): the PGlite dialect does not answer the affected row count of a plain delete.
    const gone = await trx('event_attendees').where({ event_id: eventId, user_id: userId, organiser: false }).whereNull('checked_in_at').del().returning('user_id');
    return gone.length > 0;
  }

  async freePlace(trx: Knex.Transaction, eventId: string, now: Date): Promise<EventRow | undefined> {
    const [row] = (await trx('events')
      .where({ id: eventId })
      .where('attendee_count', '>', 0)
      .update({ attendee_count: trx.raw('attendee_count - 1'), updated_at: now })
      .returning('*')) as EventRow[];
    return row;
  }

  /** Checks a person in once: the row's first check-in stays. */
  async checkIn(trx: Knex.Transaction, eventId: string, userId: string, now: Date): Promise<AttendeeRow | undefined> {
    const [row] = (await trx('event_attendees').where({ event_id: eventId, user_id: userId }).whereNull('checked_in_at').update({ checked_in_at: now }).returning('*')) as AttendeeRow[];
    return row;
  }

  /** The organiser's row, made when they check in (they take no place). */
  async insertOrganiserCheckIn(trx: Knex.Transaction, eventId: string, userId: string, now: Date): Promise<void> {
    await trx('event_attendees').insert({ event_id: eventId, user_id: userId, organiser: true, joined_at: now, checked_in_at: now }).onConflict(['event_id', 'user_id']).ignore();
  }

  async photoCount(r: Reader, eventId: string): Promise<number> {
    const row = (await r('event_photos').where({ event_id: eventId }).select(r.raw('count(*)::int as n')).first()) as { n: number } | undefined;
    return row?.n ?? 0;
  }

  /** The photos of these events in the order added, by event id. */
  async photoIds(r: Reader, eventIds: readonly string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (eventIds.length === 0) return out;
    const rows = (await r('event_photos').whereIn('event_id', [...eventIds]).orderBy('seq').select('event_id', 'photo_id')) as { event_id: string; photo_id: string }[];
    for (const p of rows) out.set(p.event_id, [...(out.get(p.event_id) ?? []), p.photo_id]);
    return out;
  }

  async insertPhoto(trx: Knex.Transaction, eventId: string, photoId: string, now: Date): Promise<void> {
    await trx('event_photos').insert({ event_id: eventId, photo_id: photoId, created_at: now });
  }

  /** Of these events, by event id: the people checked in, those of them besides the organiser, and the people paid. */
  async presentCounts(r: Reader, eventIds: readonly string[]): Promise<Map<string, PresentCounts>> {
    if (eventIds.length === 0) return new Map();
    const rows = (await r('event_attendees')
      .whereIn('event_id', [...eventIds])
      .groupBy('event_id')
      .select(
        'event_id',
        r.raw('(count(*) filter (where checked_in_at is not null))::int as present'),
        r.raw('(count(*) filter (where checked_in_at is not null and not organiser))::int as others'),
        r.raw('(count(*) filter (where rewarded_at is not null))::int as paid'),
        r.raw('(count(*) filter (where checked_in_at is not null and not organiser and rewarded_at is null))::int as waiting'),
      )) as ({ event_id: string } & PresentCounts)[];
    return new Map(rows.map(({ event_id, ...n }) => [event_id, n]));
  }

  async saveSummary(trx: Knex.Transaction, eventId: string, s: { bags: number; kg: number; areaM2: number }, now: Date): Promise<EventRow> {
    const [row] = (await trx('events')
      .where({ id: eventId })
      .update({
        summary_bags: s.bags,
        summary_kg: s.kg,
        summary_area_m2: s.areaM2,
        summary_submitted_at: trx.raw('coalesce(summary_submitted_at, ?)', [now]),
        summary_updated_at: now,
        updated_at: now,
      })
      .returning('*')) as EventRow[];
    return row!;
  }

  /** Checked-in people the summary has not paid yet: never the organiser (their own row, or them by id). */
  async unpaid(trx: Knex.Transaction, eventId: string, organiserId: string): Promise<AttendeeRow[]> {
    return await EventAttendeeModel.query(trx)
      .where({ event_id: eventId, organiser: false })
      .whereNot('user_id', organiserId)
      .whereNotNull('checked_in_at')
      .whereNull('rewarded_at')
      .orderBy('checked_in_at');
  }

  async markPaid(trx: Knex.Transaction, eventId: string, userId: string, now: Date): Promise<void> {
    await trx('event_attendees').where({ event_id: eventId, user_id: userId }).update({ rewarded_at: now });
  }

  /* Data rights. */

  async organisedBy(trx: Knex.Transaction, userId: string): Promise<EventRow[]> {
    return await EventModel.query(trx).where({ organiser_id: userId }).orderBy('created_at');
  }

  async attendanceFor(trx: Knex.Transaction, userId: string): Promise<AttendeeRow[]> {
    return await EventAttendeeModel.query(trx).where({ user_id: userId }).orderBy('joined_at');
  }

  /**
   * Erasure: the person's places are given back (their events keep fewer attendees), their rows
   * deleted; the events they organised stay without an organiser.
   */
  async erase(trx: Knex.Transaction, userId: string, now: Date): Promise<void> {
    const places = (await trx('event_attendees').where({ user_id: userId, organiser: false }).select('event_id')) as { event_id: string }[];
    for (const p of places) await trx('events').where({ id: p.event_id }).where('attendee_count', '>', 0).update({ attendee_count: trx.raw('attendee_count - 1'), updated_at: now });
    await trx('event_attendees').where({ user_id: userId }).del();
    await trx('events').where({ organiser_id: userId }).update({ organiser_id: null, updated_at: now });
  }
}
