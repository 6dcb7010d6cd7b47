import { HttpError } from '../../../server/http/errors';
import type { SessionUser } from '../../../server/http/session';
import type { Outbox } from '../../../server/outbox';
import type { Clock } from '../../../server/tokens';
import { trxOf, type Unit, type UnitOfWork } from '../../../server/unit-of-work';
import type { EmbedApi } from '../../embed/contract';
import type { GamificationApi } from '../../gamification/contract';
import type { GuestApi } from '../../guest/contract';
import type { PhotosApi, StageMeta } from '../../photos/contract';
import type { TasksApi } from '../../tasks/contract';
import {
  CHECK_IN_MAX_DISTANCE_M,
  EVENT_PHOTOS_MAX,
  EVENTS_DEFAULT_LIMIT,
  EVENTS_DEFAULT_RADIUS_KM,
  EventEvents,
  type CheckInInput,
  type CheckInResponse,
  type CreateEventInput,
  type EventDetailDto,
  type EventDto,
  type EventPhotoResponse,
  type EventsApi,
  type EventSurveyContext,
  type EventsListQuery,
  type EventSummaryInput,
} from '../contract';
import { writeIcs } from './ics';
import type { EventRow } from './models';
import { nearbyTasks } from './nearby';
import { toEventDto } from './presenter';
import type { EventsRepository, Reader } from './repository';
import { checkInDistance, checkInOpen, checkInWindow, timeProblem } from './rules';
import { notFound, notOrganiser, saveSummary } from './summary';

export interface EventsDeps {
  repo: EventsRepository;
  uow: UnitOfWork;
  clock: Clock;
  outbox: Outbox;
  guests: Pick<GuestApi, 'publicNames'>;
  rewards: Pick<GamificationApi, 'credit'>;
  photos: Pick<PhotosApi, 'stage' | 'record' | 'discard' | 'publicPhotos'>;
  /** Optional: without the embed module events have no partner. */
  embed: Pick<EmbedApi, 'partner' | 'isPartnerMember'> | null;
  /** Optional: without the tasks module an event shows no nearby tasks. */
  tasks: Pick<TasksApi, 'listAvailable'> | null;
  /** PUBLIC_URL: the app's address, for the calendar file's link. */
  publicUrl: URL;
}

const photosFull = () => new HttpError(409, 'EVENT_PHOTOS_FULL', 'This cleanup has 10 photos already.');

const notAttendee = () => new HttpError(403, 'NOT_ATTENDEE', 'Only people who joined this cleanup can check in.');

function registeredOnly(user: SessionUser): void {
  if (user.isGuest) throw new HttpError(403, 'REGISTERED_ONLY', 'Only registered people can do this. Create a profile first.');
}

/**
 * Cleanup events (issue 24). Writes run in units of work; the DTOs are read after the commit (the
 * organiser's name, the partner, the caller's place, the public photos), never through a second
 * connection while a unit is open.
 */
export class EventsService implements EventsApi {
  constructor(private readonly d: EventsDeps) {}

  /* Reads. */

  async list(q: EventsListQuery, viewerId: string | undefined): Promise<{ events: EventDto[] }> {
    const now = this.d.clock.now();
    const near = q.latitude !== undefined && q.longitude !== undefined ? { latitude: q.latitude, longitude: q.longitude, radiusM: (q.radiusKm ?? EVENTS_DEFAULT_RADIUS_KM) * 1000 } : undefined;
    const rows = await this.d.repo.list(this.d.repo.reader, { near, when: q.when ?? 'upcoming', now, limit: q.limit ?? EVENTS_DEFAULT_LIMIT });
    return { events: await this.present(rows, viewerId) };
  }

  async get(id: string, viewerId: string | undefined): Promise<EventDetailDto> {
    const row = await this.d.repo.find(this.d.repo.reader, id);
    if (!row) throw notFound();
    const [dto] = await this.present([row], viewerId);
    return { ...dto!, nearbyTasks: await nearbyTasks(this.d.tasks, row) };
  }

  /** EventsApi: not ended, soonest first. With a unit, read in it: names that live in other modules (organiser, partner) are then left out. */
  async upcomingNear(where: { latitude: number; longitude: number; radiusKm: number }, limit: number, unit?: Unit): Promise<EventDto[]> {
    const r: Reader = unit ? trxOf(unit) : this.d.repo.reader;
    const rows = await this.d.repo.list(r, { near: { latitude: where.latitude, longitude: where.longitude, radiusM: where.radiusKm * 1000 }, when: 'upcoming', now: this.d.clock.now(), limit });
    return this.present(rows, undefined, unit);
  }

  /** EventsApi (issue 40): the organiser, the time and whether the person checked in, for a survey's confirmation. */
  async surveyContext(eventId: string, userId: string, unit?: Unit): Promise<EventSurveyContext | null> {
    const r: Reader = unit ? trxOf(unit) : this.d.repo.reader;
    const row = await this.d.repo.find(r, eventId);
    if (!row) return null;
    const place = await this.d.repo.attendee(r, eventId, userId);
    return { organiserId: row.organiser_id, startsAt: new Date(row.starts_at).toISOString(), endsAt: new Date(row.ends_at).toISOString(), checkedIn: !!place?.checked_in_at };
  }

  /** The calendar file (RFC 5545). */
  async ics(id: string): Promise<string> {
    const row = await this.d.repo.find(this.d.repo.reader, id);
    if (!row) throw notFound();
    const url = new URL(`/events/${row.id}`, this.d.publicUrl.origin).toString();
    return writeIcs({
      uid: `${row.id}@${this.d.publicUrl.hostname}`,
      stamp: new Date(row.updated_at),
      start: new Date(row.starts_at),
      end: new Date(row.ends_at),
      summary: row.title,
      description: row.description ? `${row.description}\n\n${url}` : url,
      location: row.location,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      url,
    });
  }

  /* Writes. */

  async create(user: SessionUser, input: CreateEventInput): Promise<EventDto> {
    registeredOnly(user);
    const now = this.d.clock.now();
    const startsAt = new Date(input.startsAt);
    const endsAt = new Date(input.endsAt);
    if (timeProblem(startsAt, endsAt, now) === 'start_in_past') throw new HttpError(422, 'EVENT_START_IN_PAST', 'The start may lie at most an hour in the past.');
    const partnerId = input.partnerId ?? null;
    if (partnerId) {
      if (!this.d.embed || !(await this.d.embed.partner(partnerId))) throw new HttpError(404, 'PARTNER_NOT_FOUND', 'No such partner.');
      // Issue 33: a partner's name (and its embedded map) only on its own people's events.
      if (!(await this.d.embed.isPartnerMember(partnerId, user.id))) throw new HttpError(403, 'NOT_PARTNER_MEMBER', 'Only people of this partner can organise cleanups in its name.');
    }
    const row = await this.d.uow.run(async (unit, trx) => {
      const created = await this.d.repo.insert(trx, {
        organiser_id: user.id,
        title: input.title,
        description: input.description ?? '',
        latitude: input.latitude,
        longitude: input.longitude,
        location: input.location?.trim() ? input.location.trim() : null,
        starts_at: startsAt,
        ends_at: endsAt,
        capacity: input.capacity,
        partner_id: partnerId,
        created_at: now,
        updated_at: now,
      });
      await this.d.outbox.publish(unit, EventEvents.created, {
        eventId: created.id,
        title: created.title,
        latitude: Number(created.latitude),
        longitude: Number(created.longitude),
        startsAt: startsAt.toISOString(),
        organiserId: user.id,
      });
      return created;
    });
    return (await this.present([row], user.id))[0]!;
  }

  /**
   * Takes a place: the person's row and one conditional UPDATE of the count (only while a place is
   * left and the event has not ended) in one transaction; when the UPDATE changes nothing the row goes
   * with the rollback. A repeat (or the organiser) is answered as is.
   */
  async join(id: string, user: SessionUser): Promise<EventDto> {
    registeredOnly(user);
    const now = this.d.clock.now();
    const row = await this.d.uow.run(async (_, trx) => {
      const event = await this.d.repo.find(trx, id);
      if (!event) throw notFound();
      if (event.organiser_id === user.id) return event;
      if (new Date(event.ends_at).getTime() <= now.getTime()) throw new HttpError(409, 'EVENT_ENDED', 'This cleanup is over.');
      if (!(await this.d.repo.insertAttendee(trx, id, user.id, now))) return event;
      const taken = await this.d.repo.takePlace(trx, id, now);
      if (!taken) throw new HttpError(409, 'EVENT_FULL', 'This cleanup is full. No places are left.', { capacity: event.capacity });
      return taken;
    });
    return (await this.present([row], user.id))[0]!;
  }

  /** Gives a place back (not once checked in). Without a place: answered as is. */
  async leave(id: string, user: SessionUser): Promise<EventDto> {
    const now = this.d.clock.now();
    const row = await this.d.uow.run(async (_, trx) => {
      const event = await this.d.repo.lock(trx, id);
      if (!event) throw notFound();
      const mine = await this.d.repo.attendee(trx, id, user.id);
      if (!mine || mine.organiser) return event;
      if (mine.checked_in_at) throw new HttpError(409, 'EVENT_CHECKED_IN', 'You have checked in already, so you cannot give your place back.');
      if (!(await this.d.repo.deleteAttendee(trx, id, user.id))) return event;
      return (await this.d.repo.freePlace(trx, id, now)) ?? event;
    });
    return (await this.present([row], user.id))[0]!;
  }

  /**
   * Checks a person in at the meeting point: attendees, and the organiser without a place (their row
   * is made now; it is never paid). A repeat answers the first check-in. The event's row is locked
   * first, as leave() does, so a check-in and a leave of the same place are decided one after the
   * other (issue 33: on PostgreSQL the row could vanish between the read and the update, a 500).
   */
  async checkIn(id: string, user: SessionUser, at: CheckInInput): Promise<CheckInResponse> {
    const now = this.d.clock.now();
    return this.d.uow.run(async (_, trx) => {
      const event = await this.d.repo.lock(trx, id);
      if (!event) throw notFound();
      const organiser = event.organiser_id === user.id;
      const mine = await this.d.repo.attendee(trx, id, user.id);
      if (!mine && !organiser) throw notAttendee();
      if (mine?.checked_in_at) return { checkedInAt: new Date(mine.checked_in_at).toISOString() };
      const times = { startsAt: new Date(event.starts_at), endsAt: new Date(event.ends_at) };
      if (!checkInOpen(times, now)) {
        const w = checkInWindow(times);
        throw new HttpError(409, 'CHECK_IN_NOT_OPEN', 'Check-in is open from 30 minutes before the start until the end.', { opensAt: w.opensAt.toISOString(), closesAt: w.closesAt.toISOString() });
      }
      const distance = checkInDistance({ latitude: Number(event.latitude), longitude: Number(event.longitude) }, at);
      if (!distance.ok) throw new HttpError(422, 'CHECK_IN_TOO_FAR', 'You are too far from the meeting point to check in.', { distanceM: distance.distanceM, maxM: CHECK_IN_MAX_DISTANCE_M });
      if (mine) {
        if (await this.d.repo.checkIn(trx, id, user.id, now)) return { checkedInAt: now.toISOString() };
      } else {
        await this.d.repo.insertOrganiserCheckIn(trx, id, user.id, now);
      }
      // Checked in before (the first check-in stays), or the place is gone.
      const first = await this.d.repo.attendee(trx, id, user.id);
      if (!first?.checked_in_at) throw notAttendee();
      return { checkedInAt: new Date(first.checked_in_at).toISOString() };
    });
  }

  /** A photo of the cleanup from its organiser, through the photos module's pipeline (at most EVENT_PHOTOS_MAX). */
  async addPhoto(id: string, user: SessionUser, image: Buffer | undefined, blurRegions?: StageMeta['blurRegions']): Promise<EventPhotoResponse> {
    if (!image || image.length === 0) throw new HttpError(400, 'EVENT_PHOTO_MISSING', 'Add a photo of the cleanup.');
    const event = await this.d.repo.find(this.d.repo.reader, id);
    if (!event) throw notFound();
    if (event.organiser_id !== user.id) throw notOrganiser();
    if ((await this.d.repo.photoCount(this.d.repo.reader, id)) >= EVENT_PHOTOS_MAX) throw photosFull();
    // A cleanup photo: stored with the purpose of a cleanup's after-photo (it may carry no licence).
    const staged = await this.d.photos.stage(image, { ownerId: user.id, purpose: 'completion', blurRegions });
    try {
      await this.d.uow.run(async (unit, trx) => {
        await this.d.repo.lock(trx, id);
        if ((await this.d.repo.photoCount(trx, id)) >= EVENT_PHOTOS_MAX) throw photosFull();
        await this.d.photos.record(staged, unit);
        await this.d.repo.insertPhoto(trx, id, staged.id, this.d.clock.now());
      });
    } catch (err) {
      await this.d.photos.discard(staged);
      throw err;
    }
    return { photoId: staged.id };
  }

  /** The organiser's summary: summary.ts (it pays only when the rules of issue 33 allow). */
  async saveSummary(id: string, user: SessionUser, input: EventSummaryInput): Promise<EventDto> {
    const row = await saveSummary(this.d, id, user, input);
    return (await this.present([row], user.id))[0]!;
  }

  /* DTOs. */

  private async present(rows: EventRow[], viewerId: string | undefined, unit?: Unit): Promise<EventDto[]> {
    if (rows.length === 0) return [];
    const r: Reader = unit ? trxOf(unit) : this.d.repo.reader;
    const ids = rows.map((e) => e.id);
    const organiserIds = [...new Set(rows.flatMap((e) => (e.organiser_id ? [e.organiser_id] : [])))];
    const partnerIds = [...new Set(rows.flatMap((e) => (e.partner_id ? [e.partner_id] : [])))];
    const reads = [
      () => (unit ? Promise.resolve(new Map<string, string>()) : this.d.guests.publicNames(organiserIds)),
      () => (unit || !this.d.embed ? Promise.resolve([]) : Promise.all(partnerIds.map((p) => this.d.embed!.partner(p)))),
      () => (viewerId ? this.d.repo.attendanceOf(r, ids, viewerId) : Promise.resolve(new Map())),
      () => this.d.repo.photoIds(r, ids),
      () => this.d.repo.presentCounts(r, ids),
    ] as const;
    // In a unit of work every read shares its one connection: one after the other (pg refuses
    // overlapping queries on a client); otherwise the pool answers them side by side.
    const [names, partners, mine, photos, present] = unit
      ? [await reads[0](), await reads[1](), await reads[2](), await reads[3](), await reads[4]()]
      : await Promise.all([reads[0](), reads[1](), reads[2](), reads[3](), reads[4]()]);
    const partnerNames = new Map(partners.flatMap((p) => (p ? [[p.id, p.name] as const] : [])));
    const summarised = rows.filter((e) => e.summary_submitted_at !== null).flatMap((e) => photos.get(e.id) ?? []);
    const visible = summarised.length > 0 ? await this.d.photos.publicPhotos(summarised, unit) : new Map<string, unknown>();
    const now = this.d.clock.now();
    return rows.map((e) => {
      const all = photos.get(e.id) ?? [];
      return toEventDto(e, {
        now,
        organiserName: e.organiser_id ? (names.get(e.organiser_id) ?? null) : null,
        partner: e.partner_id ? { id: e.partner_id, name: partnerNames.get(e.partner_id) ?? '' } : null,
        viewer: viewerId ? { userId: viewerId, row: mine.get(e.id) } : null,
        photoIds: all,
        publicPhotoIds: all.filter((p) => visible.has(p)),
        present: present.get(e.id) ?? { present: 0, others: 0, paid: 0, waiting: 0 },
      });
    });
  }
}
