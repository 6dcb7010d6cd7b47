import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { photosModule } from '../../src/modules/photos/server';
import { reportsModule } from '../../src/modules/reports/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { CONFIRMATION_XP } from '../../src/shared/constants';
import { solid } from '../support/images';
import { guest, task, type Person } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

/** Degrees of latitude per metre (earthdistance's sphere). */
const M = 1 / 111_320;
const DAY = 86_400_000;

describe.each(backends())('nearby duplicates, confirmations and re-reported spots (%s)', (backend) => {
  let t: TestApp;
  let a: Person;
  let b: Person;
  let c: Person;
  let d: Person;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule, photosModule, tasksModule, reportsModule] });
    [a, b, c, d] = [await guest(t), await guest(t), await guest(t), await guest(t)];
    photo = await solid(64, 48, '#556b2f', 'jpeg');
  });
  afterAll(() => t.close());

  const report = (p: Person, lat: number, lon: number, extra: Record<string, string> = {}) => {
    const r = p.agent.post('/api/reports').field('userId', p.id).field('location', 'Riverbank').field('latitude', String(lat)).field('longitude', String(lon));
    for (const [k, v] of Object.entries(extra)) r.field(k, v);
    return r.attach('image', photo, 'spot.jpg');
  };
  const confirm = (p: Person, taskId: string) => p.agent.post(`/api/tasks/${taskId}/confirmations`).attach('image', photo, 'same-spot.jpg');
  const count = async (table: string) => (await t.db(table).count<{ n: string }[]>('* as n'))[0]!.n;
  const ledger = (userId: string) => t.db('reward_ledger').where({ user_id: userId, reason: 'task_confirmed' });

  it('answers a report 5 m from an open task with 409 POSSIBLE_DUPLICATE, before any photo work; notDuplicate makes a second task', async () => {
    const [lat, lon] = [51.61, 12.11];
    const first = await report(a, lat, lon);
    expect(first.status).toBe(201);
    const photos = await count('photos');

    const again = await report(b, lat + 5 * M, lon);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'POSSIBLE_DUPLICATE', error: 'Someone already reported a spot within 15 m of this one. Is this the same spot?' });
    const [candidate, ...rest] = again.body.details.candidates;
    expect(rest).toEqual([]);
    expect(candidate).toEqual({ taskId: first.body.task.id, distanceM: expect.any(Number), imageUrl: first.body.report.imageUrl, thumbnailUrl: first.body.report.thumbnailUrl });
    expect(candidate.distanceM).toBeGreaterThan(4.5);
    expect(candidate.distanceM).toBeLessThan(5.5);
    expect(await count('photos')).toBe(photos);

    const german = await report(b, lat + 5 * M, lon).set('Accept-Language', 'de');
    expect(german.body.error).toBe('Jemand hat schon eine Stelle im Umkreis von 15 m gemeldet. Ist das dieselbe Stelle?');

    const different = await report(b, lat + 5 * M, lon, { notDuplicate: 'true' });
    expect(different.status).toBe(201);
    expect(different.body.task.id).not.toBe(first.body.task.id);

    // Now two open tasks are near: both are offered, nearest first.
    const third = await report(c, lat + 4 * M, lon);
    expect(third.status).toBe(409);
    expect(third.body.details.candidates.map((x: { taskId: string }) => x.taskId)).toEqual([different.body.task.id, first.body.task.id]);
  });

  it('makes a task 20 m away, and from the reporter’s own report 5 m away; reports without a position are not checked', async () => {
    const [lat, lon] = [51.62, 12.12];
    expect((await report(a, lat, lon)).status).toBe(201);
    expect((await report(b, lat + 20 * M, lon)).status).toBe(201);
    expect((await report(a, lat + 5 * M, lon)).status).toBe(201);
    // Two people without a position: both land on the default map point, which says nothing about the spot.
    const noPosition = (p: Person) => p.agent.post('/api/reports').field('userId', p.id).field('location', 'Somewhere').attach('image', photo, 'x.jpg');
    expect((await noPosition(c)).status).toBe(201);
    expect((await noPosition(d)).status).toBe(201);
  });

  it('counts a confirmation once per person: seenBy rises, XP is paid once, the third person makes it high priority', async () => {
    const [lat, lon] = [51.63, 12.13];
    const first = await report(a, lat, lon);
    const id = first.body.task.id as string;
    expect(first.body.report.priority).toBe('medium');

    const own = await confirm(a, id);
    expect(own.status).toBe(409);
    expect(own.body.code).toBe('OWN_TASK');

    const byB = await confirm(b, id);
    expect(byB.status).toBe(200);
    expect(byB.body).toMatchObject({ xp: CONFIRMATION_XP, alreadyConfirmed: false, task: { id, seenBy: 2, report: { priority: 'medium' } }, photo: { status: 'clear', message: null } });
    const repeat = await confirm(b, id);
    expect(repeat.body).toMatchObject({ xp: 0, alreadyConfirmed: true, task: { seenBy: 2 } });
    expect(await ledger(b.id)).toHaveLength(1);
    expect((await ledger(b.id))[0]).toMatchObject({ reference: `${id}:${b.id}`, xp: CONFIRMATION_XP, coins: 0 });

    // Three parallel tries of one person: one confirmation, one payment.
    const tries = await Promise.all([confirm(c, id), confirm(c, id), confirm(c, id)]);
    expect(tries.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(tries.filter((r) => !r.body.alreadyConfirmed)).toHaveLength(1);
    expect(await ledger(c.id)).toHaveLength(1);

    const listed = (await t.request().get('/api/tasks/available').query({ lat, lon, radiusKm: 0.1 })).body.find((x: { id: string }) => x.id === id);
    expect(listed).toMatchObject({ seenBy: 3, report: { priority: 'high' } });

    const spot = await t.request().get(`/api/tasks/${id}/spot`);
    expect(spot.status).toBe(200);
    expect(spot.body.seenBy).toBe(3);
    expect(spot.body.photos).toHaveLength(2);
    expect(spot.body.photos[0].imageUrl).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);
    expect(spot.body.cleanedBefore).toEqual([]);
    expect((await t.request().get(spot.body.photos[0].imageUrl)).status).toBe(200);

    // A held added photo is not shown on the task.
    await t.db('photos').where({ id: spot.body.photos[0].imageUrl.split('/').pop() }).update({ screening_status: 'held', screening_score: 0.93, screener: 'nsfwjs' });
    expect((await t.request().get(`/api/tasks/${id}/spot`)).body.photos).toHaveLength(1);
  });

  it('refuses a confirmation of a cleaned task, an unknown task and one without a photo', async () => {
    const id = await task(t, { latitude: 51.64, longitude: 12.14, reporterId: a.id });
    await t.db('tasks').where({ id }).update({ status: 'completed', assignee_id: b.id, completed_at: t.clock.now(), verification_status: 'verified' });
    const closed = await confirm(d, id);
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('TASK_CLOSED');
    expect((await confirm(d, '00000000-0000-4000-8000-000000000099')).status).toBe(404);
    const none = await d.agent.post(`/api/tasks/${id}/confirmations`).field('x', '1');
    expect(none.status).toBe(400);
    expect(await ledger(d.id)).toHaveLength(0);
    expect((await t.request().post(`/api/tasks/${id}/confirmations`).attach('image', photo, 'x.jpg')).status).toBe(401);
  });

  it('shows a spot cleaned within the last 90 days when it is reported again (a new task with its history)', async () => {
    const [lat, lon] = [51.65, 12.15];
    const now = t.clock.now().getTime();
    const cleaned = async (daysAgo: number) => {
      const id = await task(t, { latitude: lat + M, longitude: lon, reporterId: a.id });
      await t.db('tasks').where({ id }).update({ status: 'completed', assignee_id: b.id, created_at: new Date(now - (daysAgo + 1) * DAY), completed_at: new Date(now - daysAgo * DAY), verification_status: 'verified' });
      return id;
    };
    await cleaned(10);
    await cleaned(120);
    const again = await report(c, lat + 5 * M, lon);
    expect(again.status).toBe(201);
    const spot = await t.request().get(`/api/tasks/${again.body.task.id}/spot`);
    // The day only (the public view, issue 33): when the cleaner was there is theirs.
    expect(spot.body.cleanedBefore).toEqual([{ completedAt: `${new Date(now - 10 * DAY).toISOString().slice(0, 10)}T00:00:00Z` }]);
  });

  it('offers a candidate whose photo is held without its photo', async () => {
    const [lat, lon] = [51.66, 12.16];
    const first = await report(a, lat, lon);
    await t.db('photos').where({ id: first.body.report.imageUrl.split('/').pop() }).update({ screening_status: 'held', screening_score: 0.93, screener: 'nsfwjs' });
    const again = await report(b, lat + 3 * M, lon);
    expect(again.status).toBe(409);
    expect(again.body.details.candidates).toEqual([{ taskId: first.body.task.id, distanceM: expect.any(Number), imageUrl: null, thumbnailUrl: null }]);
    expect(JSON.stringify(again.body)).not.toContain(first.body.report.imageUrl.split('/').pop());
  });
});
