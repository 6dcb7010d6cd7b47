import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LITTER_API, type LitterApi, type LitterTag } from '../../src/modules/litter/contract';
import { isoDay } from '../support/moments';
import { member, task, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';
import { inUnit } from '../support/units';

const DAY = 86_400_000;
/** Somewhere in Dresden, far from every other test's default point. */
const SPOT = { latitude: 51.05, longitude: 13.74 };

const butts = (count: number): LitterTag => ({ category: 'smoking', item: 'smoking.butts', count });
const bottles = (count: number, brand: string | null = 'Coca-Cola'): LitterTag => ({ category: 'soft_drinks', item: 'soft_drinks.plastic_bottle', material: 'plastic', brand, count });

/**
 * Issue 40: the charts' data of a partner's impact page (public: the area's counted tags per bucket,
 * category and brand) and of a person's own profile (only the caller's own tags, only to them).
 */
describe.each(backends())('impact litter charts (%s)', (backend) => {
  let t: TestApp;
  let admin: Person;
  let alice: Person;
  let bob: Person;
  let litter: LitterApi;
  let now: Date;

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'litter', 'tasks', 'actions', 'reports', 'embed', 'impact', 'admin') });
    admin = await member(t, { role: 'admin' });
    alice = await member(t);
    bob = await member(t);
    litter = t.app.container.get<LitterApi>(LITTER_API);
    now = t.clock.now();
  });
  afterAll(async () => {
    await t.close();
  });

  async function partner(lat: number, lon: number, areaRadiusKm: number): Promise<string> {
    const res = await admin.agent.post('/api/admin/embed/partners').send({ name: 'Elbe friends', allowedOrigins: ['https://ngo.example'], centerLatitude: lat, centerLongitude: lon, zoom: 13, areaRadiusKm });
    expect(res.status, res.text).toBe(201);
    return res.body.partner.id as string;
  }

  /** Tags of a task's report (or of a completion attempt), by `who`, written at `at`. */
  async function tagged(o: { taskId?: string; at: Date; who?: Person | null; tags: LitterTag[]; completion?: boolean; where?: { latitude: number; longitude: number } }): Promise<string> {
    const where = o.where ?? SPOT;
    const taskId = o.taskId ?? (await task(t, where));
    const source = o.completion ? { completionId: randomUUID() } : { reportId: randomUUID() };
    await inUnit(t, (unit) => litter.recordTags({ taskId, ...source, userId: o.who?.id ?? null, ...where, tags: o.tags }, unit));
    await t.db('litter_tags').where({ task_id: taskId, ...(o.completion ? { completion_id: source.completionId } : { report_id: source.reportId }) }).update({ created_at: o.at });
    return taskId;
  }

  /** The first moment of the month `n` months before now's (UTC). */
  const monthStart = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
  const monthDay = (n: number, day: number) => new Date(monthStart(n).getTime() + (day - 1) * DAY + 12 * 3_600_000);

  it('charts the area’s counted tags per month, category and brand, publicly and without cookies', async () => {
    const id = await partner(SPOT.latitude, SPOT.longitude, 1);
    // Two months ago: 20 butts and 3 bottles (Coca-Cola) on Alice's report.
    await tagged({ at: monthDay(2, 3), who: alice, tags: [butts(20), bottles(3)] });
    // Last month: a report of 50 butts that Bob's completion replaced with 7 butts and 4 Fritz-Kola bottles (the counted rule).
    const cleaned = await tagged({ at: monthDay(1, 5), who: alice, tags: [butts(50)] });
    await tagged({ taskId: cleaned, at: monthDay(1, 9), who: bob, tags: [butts(7), bottles(4, 'fritz-kola')], completion: true });
    // Outside the 1 km circle (about 5.5 km north): not counted.
    await tagged({ at: monthDay(1, 5), who: alice, tags: [butts(500)], where: { latitude: SPOT.latitude + 0.05, longitude: SPOT.longitude } });
    // Before the default period (14 months ago): not counted.
    await tagged({ at: monthDay(14, 2), who: alice, tags: [butts(900)] });

    const res = await t.request().get(`/api/partners/${id}/impact/litter`).set('Origin', 'https://elsewhere.example');
    expect(res.status, res.text).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body.bucket).toBe('month');
    expect(res.body.period.lastDay).toBe(isoDay(now));
    // Every month of the 12-month period (13 calendar months unless it starts on the 1st), zeros included.
    const series = res.body.series as { start: string; count: number }[];
    expect(series.length).toBeGreaterThanOrEqual(12);
    expect(series.at(-1)!.start).toBe(isoDay(monthStart(0)));
    expect(series.every((p, i) => i === 0 || p.start > series[i - 1]!.start)).toBe(true);
    const byMonth = new Map(series.map((p) => [p.start, p.count]));
    expect(byMonth.get(isoDay(monthStart(2)))).toBe(23);
    expect(byMonth.get(isoDay(monthStart(1)))).toBe(11);
    expect(series.reduce((s, p) => s + p.count, 0)).toBe(34);
    expect(res.body.total).toBe(34);
    expect(res.body.categories).toEqual([
      { category: 'smoking', count: 27 },
      { category: 'soft_drinks', count: 7 },
    ]);
    expect(res.body.brands).toEqual([
      { brand: 'fritz-kola', count: 4 },
      { brand: 'Coca-Cola', count: 3 },
    ]);
    // Aggregates only: nothing of a person.
    expect(res.text).not.toContain(alice.id);
    expect(res.text).not.toContain(bob.id);

    // The same figures as the page's own litter totals (one rule).
    const page = await t.request().get(`/api/partners/${id}/impact`);
    expect(page.body.litter.items.reduce((s: number, i: { count: number }) => s + i.count, 0)).toBe(34);
  });

  it('charts a short period per week (from Monday) and an empty one with zeros', async () => {
    const id = await partner(SPOT.latitude, SPOT.longitude, 1);
    const since = isoDay(new Date(monthStart(1).getTime() - 3 * DAY));
    const until = isoDay(new Date(monthStart(1).getTime() + 20 * DAY));
    const res = await t.request().get(`/api/partners/${id}/impact/litter`).query({ since, until });
    expect(res.status, res.text).toBe(200);
    expect(res.body.bucket).toBe('week');
    expect(res.body.period).toEqual({ firstDay: since, lastDay: until });
    const series = res.body.series as { start: string; count: number }[];
    for (const p of series) expect(new Date(`${p.start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(series[0]!.start <= since).toBe(true);
    expect(series.reduce((s, p) => s + p.count, 0)).toBe(11);
    expect(res.body.total).toBe(11);

    // A period long ago: nothing tagged, every week zero.
    const empty = await t.request().get(`/api/partners/${id}/impact/litter`).query({ since: '2001-03-01', until: '2001-03-31' });
    expect(empty.status).toBe(200);
    expect(empty.body.total).toBe(0);
    expect(empty.body.categories).toEqual([]);
    expect((empty.body.series as { count: number }[]).every((p) => p.count === 0)).toBe(true);
    // Very long periods go per year, from the first year with tags only (never thousands of empty years).
    const long = await t.request().get(`/api/partners/${id}/impact/litter`).query({ since: '1000-01-01' });
    expect(long.status).toBe(200);
    expect(long.body.bucket).toBe('year');
    expect((long.body.series as unknown[]).length).toBeLessThanOrEqual(3);
  });

  it('answers 404 for no such partner and 400 for a bad period', async () => {
    const missing = await t.request().get(`/api/partners/${randomUUID()}/impact/litter`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('PARTNER_NOT_FOUND');
    const id = await partner(SPOT.latitude, SPOT.longitude, 1);
    const bad = await t.request().get(`/api/partners/${id}/impact/litter`).query({ since: '2027-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('shows a person their own tags only, privately, and nobody without a session', async () => {
    const mine = await alice.agent.get('/api/impact/me/litter');
    expect(mine.status, mine.text).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, max-age=60');
    expect(mine.headers['access-control-allow-origin']).toBeUndefined();
    // Alice's tags of the period: 23 two months ago, her 50-butt report last month (her own rows: Bob's completion is not hers) and the 500 outside the circle.
    expect(mine.body.total).toBe(23 + 50 + 500);
    expect(mine.body.brands).toEqual([{ brand: 'Coca-Cola', count: 3 }]);
    const theirs = await bob.agent.get('/api/impact/me/litter');
    expect(theirs.body.total).toBe(11);
    expect(theirs.body.categories).toEqual([
      { category: 'smoking', count: 7 },
      { category: 'soft_drinks', count: 4 },
    ]);
    const someone = await member(t);
    const nothing = await someone.agent.get('/api/impact/me/litter');
    expect(nothing.body).toMatchObject({ total: 0, categories: [], brands: [] });
    const anonymous = await t.request().get('/api/impact/me/litter');
    expect(anonymous.status).toBe(401);
  });
});
