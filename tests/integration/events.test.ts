import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_API, type EventDto, type EventsApi } from '../../src/modules/events/contract';
import { guest, member, task, type Person } from '../support/people';
import { noisyPhoto } from '../support/images';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';
import { inUnit } from '../support/units';
import { PERSONAL_DATA } from '../../src/server/tokens';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const POINT = { latitude: 51.48, longitude: 11.97 };
/** About 100 m north of the meeting point, and about 1.1 km. */
const NEAR = { latitude: POINT.latitude + 0.0009, longitude: POINT.longitude };
const FAR = { latitude: POINT.latitude + 0.01, longitude: POINT.longitude };

/**
 * Issue 24: cleanup events. Places are a limited resource (one conditional UPDATE), check-in has a
 * window and a distance, and the summary pays each checked-in attendee exactly once.
 */
describe.each(backends())('cleanup events (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let organiser: Person;
  let people: Person[];

  /** A new event starting `inMs` from the clock's now, lasting `hours`. */
  const newEvent = async (who: Person, opts: { inMs?: number; hours?: number; capacity?: number; title?: string; description?: string; location?: string } = {}) => {
    const start = new Date(t.clock.now().getTime() + (opts.inMs ?? HOUR));
    const res = await who.agent.post('/api/events').send({
      title: opts.title ?? 'Riverbank cleanup',
      description: opts.description ?? 'We clean the riverbank together.',
      latitude: POINT.latitude,
      longitude: POINT.longitude,
      location: opts.location ?? 'By the bridge',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + (opts.hours ?? 2) * HOUR).toISOString(),
      capacity: opts.capacity ?? 10,
    });
    expect(res.status, res.text).toBe(201);
    return res.body as EventDto;
  };
  const join = (who: Person, id: string) => who.agent.post(`/api/events/${id}/join`);
  const checkIn = (who: Person, id: string, at = NEAR) => who.agent.post(`/api/events/${id}/check-in`).send(at);
  const ledger = async (eventId: string) =>
    ((await t.db('reward_ledger').where({ reason: 'event_attended' }).whereLike('reference', `${eventId}:%`).select('user_id', 'coins', 'xp')) as { user_id: string; coins: number; xp: number }[]).map((r) => r.user_id).sort();

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cq-events-'));
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'tasks', 'embed', 'events', 'profiles', 'admin'), env: { DATA_DIR: dataDir } });
    organiser = await member(t, { username: 'olga_org', firstName: 'Olga' });
    people = [];
    for (let i = 0; i < 12; i++) people.push(await member(t));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('lets registered people organise events, publishes events.created, and refuses guests', async () => {
    const visitor = await guest(t);
    const refused = await visitor.agent.post('/api/events').send({ title: 'Guest cleanup', latitude: 51, longitude: 12, startsAt: new Date(t.clock.now().getTime() + HOUR).toISOString(), endsAt: new Date(t.clock.now().getTime() + 2 * HOUR).toISOString(), capacity: 5 });
    expect([refused.status, refused.body.code]).toEqual([403, 'REGISTERED_ONLY']);
    const de = await visitor.agent.post('/api/events').set('Accept-Language', 'de').send({ title: 'Guest cleanup', latitude: 51, longitude: 12, startsAt: new Date(t.clock.now().getTime() + HOUR).toISOString(), endsAt: new Date(t.clock.now().getTime() + 2 * HOUR).toISOString(), capacity: 5 });
    expect(de.body.error).toBe('Das können nur registrierte Personen. Erstelle zuerst ein Profil.');
    expect((await t.request().post('/api/events').send({})).status).toBe(401);

    const event = await newEvent(organiser);
    expect(event).toMatchObject({ title: 'Riverbank cleanup', capacity: 10, attendeeCount: 0, spotsLeft: 10, status: 'upcoming', summary: null, partner: null, organiser: { id: organiser.id, name: 'olga_org' }, me: { joined: true, checkedIn: false, organiser: true } });
    const [row] = await t.db('outbox').where({ event: 'events.created' }).whereRaw("payload->>'eventId' = ?", [event.id]);
    expect(row.payload).toEqual({ eventId: event.id, title: 'Riverbank cleanup', latitude: POINT.latitude, longitude: POINT.longitude, startsAt: event.startsAt, organiserId: organiser.id });
    expect([(await join(visitor, event.id)).status, (await join(visitor, event.id)).body.code]).toEqual([403, 'REGISTERED_ONLY']);

    // Anyone may read events; `me` needs a session.
    const listed = await t.request().get(`/api/events?latitude=${POINT.latitude}&longitude=${POINT.longitude}&radiusKm=5`);
    expect(listed.status).toBe(200);
    expect(listed.body.events.find((e: EventDto) => e.id === event.id)).toMatchObject({ me: null });
    expect((await t.request().get(`/api/events?latitude=${POINT.latitude + 1}&longitude=${POINT.longitude}&radiusKm=5`)).body.events.map((e: EventDto) => e.id)).not.toContain(event.id);
    expect((await t.request().get(`/api/events/${randomUUID()}`)).body.code).toBe('EVENT_NOT_FOUND');
  });

  it('checks the times: the start at most an hour ago, the end after it and within 12 hours', async () => {
    const base = { title: 'Timing', latitude: 51, longitude: 12, capacity: 5 };
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const past = await organiser.agent.post('/api/events').send({ ...base, startsAt: at(-2 * HOUR), endsAt: at(HOUR) });
    expect([past.status, past.body.code]).toEqual([422, 'EVENT_START_IN_PAST']);
    expect((await organiser.agent.post('/api/events').send({ ...base, startsAt: at(-30 * MINUTE), endsAt: at(HOUR) })).status).toBe(201);
    const backwards = await organiser.agent.post('/api/events').send({ ...base, startsAt: at(2 * HOUR), endsAt: at(HOUR) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.details.fields).toEqual([{ field: 'endsAt', message: 'The end must be after the start' }]);
    const long = await organiser.agent.post('/api/events').send({ ...base, startsAt: at(HOUR), endsAt: at(14 * HOUR) });
    expect(long.body.details.fields).toEqual([{ field: 'endsAt', message: 'A cleanup lasts at most 12 hours' }]);
    const partner = await organiser.agent.post('/api/events').send({ ...base, startsAt: at(HOUR), endsAt: at(2 * HOUR), partnerId: randomUUID() });
    expect([partner.status, partner.body.code]).toEqual([404, 'PARTNER_NOT_FOUND']);
  });

  it('admits exactly `capacity` of 50 concurrent joins; everyone else hears EVENT_FULL', async () => {
    const event = await newEvent(organiser, { capacity: 10 });
    const crowd = [...people];
    while (crowd.length < 50) crowd.push(...people);
    // 12 people, each trying several times at once (a repeat of a joined person answers as is).
    const results = await Promise.all(crowd.slice(0, 50).map((p) => join(p, event.id)));
    const ok = results.filter((r) => r.status === 200);
    const full = results.filter((r) => r.status === 409);
    expect(ok.length + full.length).toBe(50);
    expect(full.every((r) => r.body.code === 'EVENT_FULL')).toBe(true);
    const rows = await t.db('event_attendees').where({ event_id: event.id });
    expect(rows).toHaveLength(10);
    expect((await t.db('events').where({ id: event.id }).first()).attendee_count).toBe(10);
    const joined = new Set(rows.map((r: { user_id: string }) => r.user_id));
    // Every 200 went to someone who has a place.
    for (const [i, r] of results.entries()) if (r.status === 200) expect(joined.has(crowd[i]!.id)).toBe(true);
    expect((await t.request().get(`/api/events/${event.id}`)).body).toMatchObject({ attendeeCount: 10, spotsLeft: 0 });
  });

  it('50 different people at once: exactly 10 places', async () => {
    const event = await newEvent(organiser, { capacity: 10 });
    const many = [...people];
    for (let i = many.length; i < 50; i++) many.push(await member(t));
    const results = await Promise.all(many.map((p) => join(p, event.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409 && r.body.code === 'EVENT_FULL')).toHaveLength(40);
    expect(await t.db('event_attendees').where({ event_id: event.id })).toHaveLength(10);
    expect((await t.db('events').where({ id: event.id }).first()).attendee_count).toBe(10);
  });

  it('frees a place when someone leaves; joining again is answered as is', async () => {
    const event = await newEvent(organiser, { capacity: 2 });
    const [a, b, c] = people as [Person, Person, Person];
    expect((await join(a, event.id)).body).toMatchObject({ attendeeCount: 1, me: { joined: true, organiser: false } });
    expect((await join(a, event.id)).body).toMatchObject({ attendeeCount: 1 });
    await join(b, event.id);
    expect((await join(c, event.id)).body.code).toBe('EVENT_FULL');
    const left = await a.agent.delete(`/api/events/${event.id}/join`);
    expect(left.status, left.text).toBe(200);
    expect(left.body).toMatchObject({ attendeeCount: 1, spotsLeft: 1, me: { joined: false } });
    expect((await a.agent.delete(`/api/events/${event.id}/join`)).body).toMatchObject({ attendeeCount: 1 });
    expect((await join(c, event.id)).body).toMatchObject({ attendeeCount: 2, me: { joined: true } });
    // The organiser takes no place.
    expect((await join(organiser, event.id)).body).toMatchObject({ attendeeCount: 2, me: { organiser: true, joined: true } });
  });

  it('opens check-in 30 minutes before the start until the end, within 250 m; a repeat answers the first', async () => {
    const event = await newEvent(organiser, { inMs: 2 * HOUR, hours: 2 });
    const [a, b] = people as [Person, Person];
    await join(a, event.id);
    const stranger = await checkIn(b, event.id);
    expect([stranger.status, stranger.body.code]).toEqual([403, 'NOT_ATTENDEE']);
    const early = await checkIn(a, event.id);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'CHECK_IN_NOT_OPEN', details: { opensAt: new Date(new Date(event.startsAt).getTime() - 30 * MINUTE).toISOString(), closesAt: event.endsAt } });
    t.clock.advanceTo(new Date(new Date(event.startsAt).getTime() - 30 * MINUTE));
    const far = await checkIn(a, event.id, FAR);
    expect(far.status).toBe(422);
    expect(far.body.code).toBe('CHECK_IN_TOO_FAR');
    expect(far.body.details.maxM).toBe(250);
    expect(far.body.details.distanceM).toBeGreaterThan(1000);
    const ok = await checkIn(a, event.id);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toEqual({ checkedInAt: t.clock.now().toISOString() });
    t.clock.advance(10 * MINUTE);
    expect((await checkIn(a, event.id, FAR)).body).toEqual(ok.body);
    const leave = await a.agent.delete(`/api/events/${event.id}/join`);
    expect([leave.status, leave.body.code]).toEqual([409, 'EVENT_CHECKED_IN']);
    expect((await a.agent.get(`/api/events/${event.id}`)).body.me).toEqual({ joined: true, checkedIn: true, organiser: false });
    // The organiser checks in without a place.
    expect((await checkIn(organiser, event.id)).status).toBe(200);
    expect((await t.db('events').where({ id: event.id }).first()).attendee_count).toBe(1);
    t.clock.advanceTo(new Date(new Date(event.endsAt).getTime() + MINUTE));
    await join(b, event.id).then((r) => expect(r.body.code).toBe('EVENT_ENDED'));
    expect((await t.request().get(`/api/events/${event.id}`)).body.status).toBe('ended');
    expect((await t.request().get('/api/events?when=past&limit=200')).body.events.map((e: EventDto) => e.id)).toContain(event.id);
    expect((await t.request().get('/api/events?limit=200')).body.events.map((e: EventDto) => e.id)).not.toContain(event.id);
  });

  it('pays each checked-in attendee exactly once after the end, under replays, corrections and check-ins after a first save', async () => {
    const event = await newEvent(organiser, { inMs: HOUR, hours: 3, capacity: 5 });
    const [a, b, c, d] = people as [Person, Person, Person, Person];
    for (const p of [a, b, c, d]) await join(p, event.id);
    const summary = (who: Person, body: object, key?: string) => {
      const r = who.agent.post(`/api/events/${event.id}/summary`);
      if (key) r.set('Idempotency-Key', key);
      return r.send(body);
    };
    expect((await summary(organiser, { bags: 3, kg: 12.5, areaM2: 800 })).body.code).toBe('EVENT_NOT_STARTED');
    t.clock.advanceTo(new Date(event.startsAt));
    await checkIn(a, event.id);
    await checkIn(b, event.id);
    expect((await summary(a, { bags: 3, kg: 12.5, areaM2: 800 })).body.code).toBe('NOT_ORGANISER');

    // Saved while the cleanup runs: the figures are kept, nobody is paid yet.
    const early = await summary(organiser, { bags: 2, kg: 10, areaM2: 500 });
    expect(early.body.summary).toMatchObject({ bags: 2, attendeesPresent: 2, rewards: { paid: 0, waiting: 2, blockedBy: 'not_ended' } });
    expect(await ledger(event.id)).toEqual([]);
    t.clock.advance(HOUR);
    await checkIn(c, event.id);

    t.clock.advanceTo(new Date(new Date(event.endsAt).getTime() + MINUTE));
    const key = randomUUID();
    const replays = await Promise.all([1, 2, 3].map(() => summary(organiser, { bags: 3, kg: 12.5, areaM2: 800 }, key)));
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replays[0]!.body.summary).toMatchObject({ bags: 3, kg: 12.5, areaM2: 800, attendeesPresent: 3, photoIds: [], rewards: { paid: 3, waiting: 0, blockedBy: null }, submittedAt: early.body.summary.submittedAt });
    expect(await ledger(event.id)).toEqual([a.id, b.id, c.id].sort());
    const balances = async (p: Person) => (await t.db('reward_ledger').where({ user_id: p.id, reason: 'event_attended' }).sum({ coins: 'coins', xp: 'xp' }).first()) as { coins: string; xp: string };
    expect(Number((await balances(a)).coins)).toBe(25);

    // A correction without a key: new numbers, nobody paid twice.
    const corrected = await summary(organiser, { bags: 4, kg: 15, areaM2: 900 });
    expect(corrected.status, corrected.text).toBe(200);
    expect(corrected.body.summary).toMatchObject({ bags: 4, kg: 15, areaM2: 900, attendeesPresent: 3, rewards: { paid: 3, waiting: 0, blockedBy: null } });
    expect(await ledger(event.id)).toEqual([a.id, b.id, c.id].sort());
    expect(Number((await balances(a)).xp)).toBe(50);
    expect((await t.db('reward_ledger').where({ reason: 'event_attended', user_id: d.id })).length).toBe(0);
  });

  it('takes up to 10 photos from the organiser and shows them with the summary', async () => {
    const event = await newEvent(organiser, { inMs: 0, hours: 1 });
    const photo = async (who: Person) => who.agent.post(`/api/events/${event.id}/photos`).attach('photo', await noisyPhoto(80, 60), { filename: 'a.jpg', contentType: 'image/jpeg' });
    const [a] = people as [Person];
    expect((await photo(a)).body.code).toBe('NOT_ORGANISER');
    const first = await photo(organiser);
    expect(first.status, first.text).toBe(201);
    expect(first.body.photoId).toMatch(/^[0-9a-f-]{36}$/);
    // Issue 39: the regions the organiser's phone blurred are recorded (and blurred again); a bad field is a 400.
    const region = { x: 0.1, y: 0.1, w: 0.5, h: 0.5, by: 'device' };
    const blurred = await organiser.agent.post(`/api/events/${event.id}/photos`).field('blurRegions', JSON.stringify([region])).attach('photo', await noisyPhoto(80, 60), { filename: 'a.jpg', contentType: 'image/jpeg' });
    expect(blurred.status, blurred.text).toBe(201);
    // The organiser's region is recorded. The server runs its own face detection too: on random noise it
    // may now and then find a 'face' (threshold 0.3), which it records as its own region (by 'server').
    const recorded = (await t.db('photos').where({ id: blurred.body.photoId }).first('blurred_regions')).blurred_regions as { by: string }[];
    expect(recorded.filter((r) => r.by !== 'server')).toEqual([region]);
    const refused = await organiser.agent.post(`/api/events/${event.id}/photos`).field('blurRegions', '[{"x":2}]').attach('photo', await noisyPhoto(80, 60), { filename: 'a.jpg', contentType: 'image/jpeg' });
    expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    await t.db('event_photos').where({ photo_id: blurred.body.photoId }).delete();
    expect((await organiser.agent.post(`/api/events/${event.id}/photos`)).body.code).toBe('EVENT_PHOTO_MISSING');
    await t.db('event_photos').insert(Array.from({ length: 9 }, () => ({ event_id: event.id, photo_id: randomUUID(), created_at: new Date() })));
    const eleventh = await photo(organiser);
    expect([eleventh.status, eleventh.body.code]).toEqual([409, 'EVENT_PHOTOS_FULL']);
    const saved = await organiser.agent.post(`/api/events/${event.id}/summary`).send({ bags: 1, kg: 2, areaM2: 30 });
    // Only the photos everyone may see (the nine rows above have no photo behind them).
    expect(saved.body.summary.photoIds).toEqual([first.body.photoId]);
    expect(saved.body.photoCount).toBe(10);
  });

  it('shows the open tasks within 1 km of the meeting point, nearest first', async () => {
    const event = await newEvent(organiser);
    const near = await task(t, { latitude: POINT.latitude + 0.002, longitude: POINT.longitude, description: 'Bottles' });
    const nearer = await task(t, { latitude: POINT.latitude + 0.0005, longitude: POINT.longitude, description: 'Cans' });
    const far = await task(t, { latitude: FAR.latitude, longitude: FAR.longitude });
    const res = await t.request().get(`/api/events/${event.id}`);
    const ids = res.body.nearbyTasks.map((x: { id: string }) => x.id);
    expect(ids.indexOf(nearer)).toBeLessThan(ids.indexOf(near));
    expect(ids).not.toContain(far);
    expect(res.body.nearbyTasks.find((x: { id: string }) => x.id === nearer)).toMatchObject({ description: 'Cans', distanceM: 56 });
  });

  it('answers an RFC 5545 calendar file', async () => {
    const event = await newEvent(organiser, { title: 'Park, pond; and path', description: 'Bring gloves.\nMeet at the gate, please.' + ' Long text.'.repeat(10), location: 'Gate 3, North side' });
    const res = await t.request().get(`/api/events/${event.id}/ics`).buffer(true).parse((r, cb) => {
      let data = '';
      r.on('data', (c: Buffer) => (data += c.toString('utf8')));
      r.on('end', () => cb(null, data));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    const text = res.body as string;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const unfolded = text.replace(/\r\n /g, '');
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(unfolded).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
    expect(unfolded).toContain(`UID:${event.id}@${t.config.publicUrl.hostname}\r\n`);
    expect(unfolded).toContain(`DTSTART:${stamp(event.startsAt)}\r\n`);
    expect(unfolded).toContain(`DTEND:${stamp(event.endsAt)}\r\n`);
    expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain('SUMMARY:Park\\, pond\\; and path\r\n');
    expect(unfolded).toContain('DESCRIPTION:Bring gloves.\\nMeet at the gate\\, please.');
    expect(unfolded).toContain('LOCATION:Gate 3\\, North side\r\n');
    expect(unfolded).toContain(`GEO:${POINT.latitude.toFixed(6)};${POINT.longitude.toFixed(6)}\r\n`);
    expect(unfolded).toContain(`URL:${t.config.publicUrl.origin}/events/${event.id}\r\n`);
    expect(unfolded).toContain('END:VEVENT\r\nEND:VCALENDAR\r\n');
  });

  it('exports and erases a person’s events: organised events stay without an organiser, places are given back', async () => {
    const host = await member(t, { firstName: 'Hanna' });
    const [a] = people as [Person];
    const event = await newEvent(host, { capacity: 3, title: 'To be erased' });
    await join(a, event.id);
    const other = await newEvent(organiser, { capacity: 3 });
    await join(host, other.id);
    const handler = t.app.container.get(PERSONAL_DATA).find((s) => s.module === 'events')!;
    const exported = await inUnit(t, (unit) => handler.export(host.id, unit));
    expect(exported).toMatchObject({ organisedEvents: [{ id: event.id, title: 'To be erased', capacity: 3 }], eventAttendance: [{ eventId: other.id, organiser: false, checkedInAt: null }] });
    await inUnit(t, (unit) => handler.erase(host.id, unit));
    expect(await t.db('event_attendees').where({ user_id: host.id })).toHaveLength(0);
    expect((await t.db('events').where({ id: other.id }).first()).attendee_count).toBe(0);
    const kept = (await t.request().get(`/api/events/${event.id}`)).body as EventDto;
    expect(kept).toMatchObject({ title: 'To be erased', attendeeCount: 1, organiser: { id: null, name: null } });
  });

  it('seeds two upcoming demo events near the default map point', async () => {
    const [events] = manifests('events');
    await inUnit(t, (unit) => events!.seedDemo!(t.app.container, unit));
    const demo = (await t.request().get('/api/events?latitude=51.4828&longitude=11.9697&radiusKm=2&limit=200')).body.events.filter((e: EventDto) => e.title.startsWith('Demo:'));
    expect(demo).toHaveLength(2);
    expect(demo.every((e: EventDto) => e.status === 'upcoming' && new Date(e.startsAt) > t.clock.now())).toBe(true);
  });

  it('offers upcoming events near a point to other modules', async () => {
    const event = await newEvent(organiser, { title: 'Upcoming near' });
    const api = t.app.container.get<EventsApi>(EVENTS_API);
    const near = await api.upcomingNear({ ...POINT, radiusKm: 1 }, 200);
    expect(near.find((e) => e.id === event.id)).toMatchObject({ title: 'Upcoming near', me: null, organiser: { name: 'olga_org' } });
    expect((await api.upcomingNear({ latitude: 0, longitude: 0, radiusKm: 1 }, 10)).map((e) => e.id)).not.toContain(event.id);
  });
});

/** Issue 24: the embed map lists upcoming events in the partner's area, server-rendered into its page. */
describe.each(backends())('events on the embed map (%s)', (backend) => {
  let t: TestApp;
  let staticDir: string;
  let organiser: Person;
  let admin: Person;

  beforeAll(async () => {
    staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cq-events-embed-'));
    await fs.mkdir(path.join(staticDir, 'embed'));
    await fs.writeFile(path.join(staticDir, 'embed/map.html'), '<!doctype html><html><body><div class="cq-embed"><div id="cq-map"></div><footer class="cq-foot"></footer></div></body></html>');
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'tasks', 'embed', 'events', 'admin'), env: { STATIC_DIR: staticDir } });
    organiser = await member(t, { username: 'city_organiser' });
    admin = await member(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(staticDir, { recursive: true, force: true });
  });

  const create = async (title: string, at: { latitude: number; longitude: number }, inMs: number, partnerId?: string) => {
    const start = new Date(t.clock.now().getTime() + inMs);
    const res = await organiser.agent.post('/api/events').send({ title, latitude: at.latitude, longitude: at.longitude, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + HOUR).toISOString(), capacity: 5, ...(partnerId ? { partnerId } : {}) });
    expect(res.status, res.text).toBe(201);
    return res.body as EventDto;
  };

  it('lists the next events near the map with links into the app, in the page’s language', async () => {
    const partner = await admin.agent.post('/api/admin/embed/partners').send({ name: 'City of Halle', allowedOrigins: ['https://city.example'], centerLatitude: POINT.latitude, centerLongitude: POINT.longitude, zoom: 14, areaRadiusKm: 2 });
    expect(partner.status, partner.text).toBe(201);
    const partnerId = partner.body.partner.id as string;
    // Only the partner's people may name it on an event (issue 33).
    expect((await admin.agent.post(`/api/admin/embed/partners/${partnerId}/members`).send({ username: 'city_organiser' })).status).toBe(201);
    const soon = await create('Bridge <cleanup> & more', NEAR, 2 * HOUR, partnerId);
    expect(soon.partner).toEqual({ id: partnerId, name: 'City of Halle' });
    const later = await create('Park cleanup', POINT, 48 * HOUR);
    const outside = await create('Five km away', { latitude: POINT.latitude + 0.045, longitude: POINT.longitude }, 3 * HOUR);
    const gone = await create('Over soon', POINT, 0);
    t.clock.advance(HOUR + MINUTE);

    const page = await t.request().get(`/embed/map?lat=${POINT.latitude}&lon=${POINT.longitude}&zoom=14&lang=de`);
    expect(page.status).toBe(200);
    const html = page.text;
    expect(html).toContain('<h2 id="cq-events-heading">Nächste Aufräumaktionen</h2>');
    expect(html).toContain(`<a href="${t.config.publicUrl.origin}/events/${soon.id}" target="_blank" rel="noopener">Bridge &lt;cleanup&gt; &amp; more</a>`);
    expect(html).toContain(`<time datetime="${soon.startsAt}">`);
    expect(html.indexOf(soon.id)).toBeLessThan(html.indexOf(later.id));
    expect(html).toContain(outside.id); // within 10 km of the map's centre
    expect(html).not.toContain(gone.id);
    expect(html.indexOf('cq-events')).toBeLessThan(html.indexOf('<footer'));

    // A partner's map: only its area (2 km).
    const framed = await t.request().get(`/embed/map?partner=${partnerId}&lat=${POINT.latitude}&lon=${POINT.longitude}&zoom=14`);
    expect(framed.text).toContain('Upcoming cleanups');
    expect(framed.text).toContain(soon.id);
    expect(framed.text).not.toContain(outside.id);

    // Far from any event: the page as built.
    expect((await t.request().get('/embed/map?lat=10&lon=10')).text).not.toContain('cq-events');
  });
});
