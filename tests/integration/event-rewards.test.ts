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
    t = await createTestApp({ backend, modules: manifests('identity', 'gamification', 'photos', 'tasks', 'embed', 'events') });
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
      expect(res.body.summary.rewards).toEqual({ paid: 0, blockedBy: 'not_ended' });
      events.push(e);
    }
    afterEnd(events[4]!);
    for (const e of events) {
      const res = await summary(e.id);
      expect(await t.db('reward_ledger').where({ user_id: organiser.id })).toEqual([]);
      expect(res.body.summary.rewards).toEqual({ paid: 0, blockedBy: 'too_few_present' });
    }
  });

  it('a summary before the end pays nobody; after the end it pays the two others once, never the organiser', async () => {
    const [a, b] = people as [Person, Person];
    const e = await create(organiser, -10, 50);
    for (const p of [a, b]) await join(p, e.id);
    for (const p of [organiser, a, b]) await checkIn(p, e.id);
    const early = await summary(e.id);
    expect(await paid(e.id)).toEqual([]);
    expect(early.body.summary).toMatchObject({ attendeesPresent: 3, rewards: { paid: 0, blockedBy: 'not_ended' } });
    afterEnd(e);
    const late = await summary(e.id);
    const again = await summary(e.id);
    expect(await paid(e.id)).toEqual([a.id, b.id].sort());
    expect(late.body.summary.rewards).toEqual({ paid: 2, blockedBy: null });
    expect(again.body.summary.rewards).toEqual({ paid: 2, blockedBy: null });
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
    expect(res.body.summary).toMatchObject({ attendeesPresent: 2, rewards: { paid: 0, blockedBy: 'too_few_present' } });
  });

  it('an event shorter than 30 minutes (counted from its creation when it started before) never pays', async () => {
    const [a, b] = people as [Person, Person];
    const short = await create(organiser, -40, 20);
    for (const p of [a, b]) await join(p, short.id);
    for (const p of [a, b]) await checkIn(p, short.id);
    afterEnd(short);
    const de = await organiser.agent.post(`/api/events/${short.id}/summary`).set('Accept-Language', 'de').send({ bags: 1, kg: 1, areaM2: 1 });
    expect(await paid(short.id)).toEqual([]);
    expect(de.body.summary.rewards).toEqual({ paid: 0, blockedBy: 'too_short' });
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
