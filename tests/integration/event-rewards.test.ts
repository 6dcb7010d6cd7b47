import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_ATTENDED_REWARD, type EventDto } from '../../src/modules/events/contract';
import { member, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

const MINUTE = 60_000;
const POINT = { latitude: 51.48, longitude: 11.97 };

/**
 * Issue 33, points 1 and 8: cleanup events could be looped into unlimited rewards (the organiser was
 * paid for their own event, the summary paid at once, alone), and a check-in racing a leave answered
 * 500 on PostgreSQL.
 */
describe.each(backends())('event rewards and check-in races (%s)', (backend) => {
  let t: TestApp;
  let organiser: Person;
  let people: Person[];

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'tasks', 'embed', 'events') });
    organiser = await member(t);
    people = [];
    for (let i = 0; i < 3; i++) people.push(await member(t));
  });
  afterAll(() => t.close());

  /** An event from `startMin` minutes from now to `endMin` minutes from now. */
  const create = async (who: Person, startMin: number, endMin: number, capacity = 10) => {
    const now = t.clock.now().getTime();
    const res = await who.agent.post('/api/events').send({
      title: 'Riverbank cleanup', ...POINT, capacity, startsAt: new Date(now + startMin * MINUTE).toISOString(), endsAt: new Date(now + endMin * MINUTE).toISOString(),
    });
    expect(res.status, res.text).toBe(201);
    return res.body as EventDto;
  };
  const join = async (who: Person, id: string) => expect((await who.agent.post(`/api/events/${id}/join`)).status).toBe(200);
  const checkIn = async (who: Person, id: string) => {
    const res = await who.agent.post(`/api/events/${id}/check-in`).send(POINT);
    expect(res.status, res.text).toBe(200);
  };
  const summary = (id: string) => organiser.agent.post(`/api/events/${id}/summary`).send({ bags: 0, kg: 0, areaM2: 0 });
  const paid = async (eventId: string) => ((await t.db('reward_ledger').where({ reason: 'event_attended' }).whereLike('reference', `${eventId}:%`).pluck('user_id')) as string[]).sort();
  const afterEnd = (e: EventDto) => t.clock.advanceTo(new Date(new Date(e.endsAt).getTime() + MINUTE));

  it('the loop of point 1 (start 50 minutes ago, check in at the point, summary) pays the organiser nothing, now or after the end', async () => {
    const events: EventDto[] = [];
    for (let i = 0; i < 5; i++) {
      const e = await create(organiser, -50, 60, 1);
      await checkIn(organiser, e.id);
      const res = await summary(e.id);
      expect(res.status, res.text).toBe(200);
      expect(await t.db('reward_ledger').where({ user_id: organiser.id })).toEqual([]);
      expect(res.body.summary.rewards).toEqual({ paid: 0, waiting: 0, blockedBy: 'not_ended' });
      events.push(e);
    }
    afterEnd(events[4]!);
    for (const e of events) {
      const res = await summary(e.id);
      expect(await t.db('reward_ledger').where({ user_id: organiser.id })).toEqual([]);
      expect(res.body.summary.rewards).toEqual({ paid: 0, waiting: 0, blockedBy: 'too_few_present' });
    }
  });

  it('a summary before the end pays nobody; after the end it pays the two others once, never the organiser', async () => {
    const [a, b] = people as [Person, Person];
    const e = await create(organiser, -10, 50);
    for (const p of [a, b]) await join(p, e.id);
    for (const p of [organiser, a, b]) await checkIn(p, e.id);
    const early = await summary(e.id);
    expect(await paid(e.id)).toEqual([]);
    expect(early.body.summary).toMatchObject({ attendeesPresent: 3, rewards: { paid: 0, waiting: 2, blockedBy: 'not_ended' } });
    afterEnd(e);
    // Ended: nothing blocks the payment any more; the two wait for the organiser's next save.
    expect((await t.request().get(`/api/events/${e.id}`)).body.summary.rewards).toEqual({ paid: 0, waiting: 2, blockedBy: null });
    const late = await summary(e.id);
    const again = await summary(e.id);
    expect(await paid(e.id)).toEqual([a.id, b.id].sort());
    expect(late.body.summary.rewards).toEqual({ paid: 2, waiting: 0, blockedBy: null });
    expect(again.body.summary.rewards).toEqual({ paid: 2, waiting: 0, blockedBy: null });
    expect(await t.db('reward_ledger').where({ reason: 'event_attended', reference: `${e.id}:${a.id}` }).first('coins', 'xp')).toEqual(EVENT_ATTENDED_REWARD);
    expect(await t.db('reward_ledger').where({ user_id: organiser.id })).toEqual([]);
  });

  it('with only one other person checked in, the summary after the end pays nobody', async () => {
    const [a, b] = people as [Person, Person];
    const e = await create(organiser, 0, 45);
    await join(a, e.id);
    await join(b, e.id); // joined, never checked in
    await checkIn(organiser, e.id);
    await checkIn(a, e.id);
    afterEnd(e);
    const res = await summary(e.id);
    expect(await paid(e.id)).toEqual([]);
    expect(res.body.summary).toMatchObject({ attendeesPresent: 2, rewards: { paid: 0, waiting: 1, blockedBy: 'too_few_present' } });
  });

  it('an event shorter than 30 minutes (counted from its creation when it started before) never pays', async () => {
    const [a, b] = people as [Person, Person];
    const short = await create(organiser, -40, 20);
    for (const p of [a, b]) await join(p, short.id);
    for (const p of [a, b]) await checkIn(p, short.id);
    afterEnd(short);
    const de = await organiser.agent.post(`/api/events/${short.id}/summary`).set('Accept-Language', 'de').send({ bags: 1, kg: 1, areaM2: 1 });
    expect(await paid(short.id)).toEqual([]);
    expect(de.body.summary.rewards).toEqual({ paid: 0, waiting: 2, blockedBy: 'too_short' });
  });

  it('a check-in racing a leave of the same place answers 200, 403 or 409, never 500, and the place stays consistent', async () => {
    const racer = people[2]!;
    const outcomes = { checkedIn: 0, left: 0 };
    for (let i = 0; i < 40; i++) {
      const e = await create(organiser, -5, 120, 5);
      await join(racer, e.id);
      const [ci, lv] = await Promise.all([racer.agent.post(`/api/events/${e.id}/check-in`).send(POINT), racer.agent.delete(`/api/events/${e.id}/join`)]);
      expect([ci.status, lv.status], `${ci.text} ${lv.text}`).not.toContain(500);
      const row = await t.db('event_attendees').where({ event_id: e.id, user_id: racer.id }).first();
      const count = (await t.db('events').where({ id: e.id }).first()).attendee_count;
      if (ci.status === 200) {
        // Checked in first: the leave was refused, the place kept.
        expect([lv.status, lv.body.code]).toEqual([409, 'EVENT_CHECKED_IN']);
        expect([Boolean(row?.checked_in_at), count]).toEqual([true, 1]);
        outcomes.checkedIn++;
      } else {
        // Left first: the check-in found no place.
        expect([ci.status, ci.body.code, lv.status]).toEqual([403, 'NOT_ATTENDEE', 200]);
        expect([row, count]).toEqual([undefined, 0]);
        outcomes.left++;
      }
    }
    expect(outcomes.checkedIn + outcomes.left).toBe(40);
  });
});

/** Issue 33, point 7: anyone could put a partner's name on an event, which then showed on the partner's embedded map. */
describe.each(backends())("a partner's name on events (%s)", (backend) => {
  let t: TestApp;
  let admin: Person;
  let stranger: Person;
  let city: Person;
  let partnerId: string;
  let staticDir: string;

  beforeAll(async () => {
    // The embed map page as the build writes it (the server fills in the upcoming events).
    staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cq-partner-events-'));
    await fs.mkdir(path.join(staticDir, 'embed'));
    await fs.writeFile(path.join(staticDir, 'embed/map.html'), '<!doctype html><html><body><div class="cq-embed"><div id="cq-map"></div><footer class="cq-foot"></footer></div></body></html>');
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'tasks', 'embed', 'events', 'admin'), env: { STATIC_DIR: staticDir } });
    admin = await member(t, { role: 'admin' });
    stranger = await member(t, { username: 'stranger' });
    city = await member(t, { username: 'city_staff' });
    const partner = await admin.agent.post('/api/admin/embed/partners').send({ name: 'City of Halle', allowedOrigins: ['https://city.example'], centerLatitude: POINT.latitude, centerLongitude: POINT.longitude, zoom: 14, areaRadiusKm: 2 });
    expect(partner.status, partner.text).toBe(201);
    partnerId = partner.body.partner.id as string;
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(staticDir, { recursive: true, force: true });
  });

  const create = (who: Person, title: string) => {
    const start = t.clock.now().getTime() + 2 * 3_600_000;
    return who.agent.post('/api/events').send({ title, ...POINT, capacity: 5, startsAt: new Date(start).toISOString(), endsAt: new Date(start + 3_600_000).toISOString(), partnerId });
  };
  const onPartnerMap = async () => (await t.request().get(`/embed/map?partner=${partnerId}&lat=${POINT.latitude}&lon=${POINT.longitude}&zoom=14`)).text;

  it('refuses a partner id from someone who does not belong to the partner (403 NOT_PARTNER_MEMBER), in both languages', async () => {
    const refused = await create(stranger, 'URGENT verify your account');
    expect([refused.status, refused.body.code]).toEqual([403, 'NOT_PARTNER_MEMBER']);
    const de = await create(stranger, 'URGENT verify your account').set('Accept-Language', 'de');
    expect(de.body.error).toBe('Nur Personen dieses Partners können in seinem Namen Aufräumaktionen organisieren.');
    expect(await t.db('events').where({ partner_id: partnerId })).toEqual([]);
    const map = await onPartnerMap();
    expect(map).toContain('cq-map');
    expect(map).not.toContain('URGENT');
  });

  it("lets the partner's people, as an admin names them, organise in its name; removed, they cannot any more", async () => {
    const add = await admin.agent.post(`/api/admin/embed/partners/${partnerId}/members`).send({ username: 'city_staff' });
    expect(add.status, add.text).toBe(201);
    expect(add.body.member).toMatchObject({ userId: city.id, username: 'city_staff' });
    expect((await admin.agent.post(`/api/admin/embed/partners/${partnerId}/members`).send({ username: 'nobody_here' })).body.code).toBe('USER_NOT_FOUND');
    expect((await stranger.agent.post(`/api/admin/embed/partners/${partnerId}/members`).send({ username: 'stranger' })).status).toBe(403);
    expect((await admin.agent.get(`/api/admin/embed/partners/${partnerId}/members`)).body.members.map((m: { username: string }) => m.username)).toEqual(['city_staff']);
    const ok = await create(city, 'Spring cleanup by the city');
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.partner).toEqual({ id: partnerId, name: 'City of Halle' });
    expect(await onPartnerMap()).toContain('Spring cleanup by the city');

    expect((await admin.agent.delete(`/api/admin/embed/partners/${partnerId}/members/${city.id}`)).status).toBe(204);
    expect((await create(city, 'Another one')).body.code).toBe('NOT_PARTNER_MEMBER');
    expect((await admin.agent.delete(`/api/admin/embed/partners/${partnerId}/members/${city.id}`)).body.code).toBe('PARTNER_MEMBER_NOT_FOUND');
    expect(await t.db('admin_audit_log').where({ target_id: partnerId }).orderBy('created_at').whereIn('action', ['embed.partner_member_added', 'embed.partner_member_removed']).pluck('action')).toEqual(['embed.partner_member_added', 'embed.partner_member_removed']);
  });
});
