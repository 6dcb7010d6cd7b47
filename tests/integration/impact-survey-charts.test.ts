import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyDto } from '../../src/modules/surveys/contract';
import { isoDay } from '../support/moments';
import { member, type Person } from '../support/people';
import { ROUTE, transect } from '../support/surveys';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The middle of the test route (about 1 km eastwards from 51.48 N, 11.97 E). */
const MIDDLE = { latitude: 51.48, longitude: 11.977 };
/** The route moved about 11 km north: outside the partner's 2 km. */
const FAR_ROUTE = { type: 'LineString', coordinates: ROUTE.coordinates.map(([lon, lat]) => [lon, Number((lat! + 0.1).toFixed(5))]) };

/**
 * Issue 40 point 4: the survey charts' data: a partner's page counts the confirmed surveys in its area
 * (surveys per bucket, pieces per 100 m of transect), a person's own profile all of theirs.
 */
describe.each(backends())('impact survey charts (%s)', (backend) => {
  let t: TestApp;
  let admin: Person;
  let moderator: Person;
  let surveyor: Person;
  let now: Date;
  let partnerId: string;

  /** The first moment of the month `n` months before now's (UTC), and a day in it at noon. */
  const monthStart = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
  const monthDay = (n: number, day: number) => new Date(monthStart(n).getTime() + (day - 1) * DAY + 12 * HOUR);

  /** A survey recorded through the API, moved to `at` (surveys may be recorded up to 30 days late; the chart reaches further back), confirmed by a moderator unless `pending`. */
  async function recorded(at: Date, over: Record<string, unknown>, pending = false): Promise<string> {
    const res = await surveyor.agent.post('/api/surveys').send(transect(t, over));
    expect(res.status, res.text).toBe(201);
    const id = (res.body as SurveyDto).id;
    if (!pending) expect((await moderator.agent.post(`/api/surveys/${id}/confirm`)).status).toBe(200);
    await t.db('surveys').where({ id }).update({ started_at: at, ended_at: new Date(at.getTime() + HOUR) });
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'teams', 'photos', 'litter', 'tasks', 'actions', 'reports', 'embed', 'events', 'surveys', 'impact', 'admin') });
    admin = await member(t, { role: 'admin' });
    moderator = await member(t, { role: 'moderator' });
    surveyor = await member(t);
    now = t.clock.now();
    const res = await admin.agent.post('/api/admin/embed/partners').send({ name: 'Saale watch', allowedOrigins: ['https://ngo.example'], centerLatitude: MIDDLE.latitude, centerLongitude: MIDDLE.longitude, zoom: 13, areaRadiusKm: 2 });
    expect(res.status, res.text).toBe(201);
    partnerId = res.body.partner.id as string;

    // Two months ago: 43 pieces on 200 m and an empty 100 m transect (a result too): 43 / 300 m = 14.33 per 100 m.
    await recorded(monthDay(2, 3), { lengthM: 200 });
    await recorded(monthDay(2, 10), { lengthM: 100, counts: [] });
    // Last month: an area survey (no per-100 m figure), and a transect not confirmed yet (only its surveyor sees it).
    await recorded(monthDay(1, 4), { kind: 'area', lengthM: undefined, areaM2: 500, counts: [{ item: 'smoking.butts', count: 10 }] });
    await recorded(monthDay(1, 6), { lengthM: 100, counts: [{ item: 'smoking.butts', count: 50 }] }, true);
    // Outside the area: 7 pieces on 100 m, confirmed.
    await recorded(monthDay(1, 8), { lengthM: 100, route: FAR_ROUTE, counts: [{ item: 'smoking.butts', count: 7 }] });
    // Before the default period (14 months ago): not counted.
    await recorded(monthDay(14, 2), { lengthM: 100 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('charts the confirmed surveys in the area per month and per 100 m, publicly and without cookies', async () => {
    const res = await t.request().get(`/api/partners/${partnerId}/impact/surveys`).set('Origin', 'https://elsewhere.example');
    expect(res.status, res.text).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toMatchObject({ bucket: 'month', surveys: 3, transects: 2, areas: 1, empty: 1, pending: 0, itemsPer100m: 14.33 });
    expect(res.body.period.lastDay).toBe(isoDay(now));
    const series = res.body.series as { start: string; surveys: number; itemsPer100m: number | null }[];
    expect(series.length).toBeGreaterThanOrEqual(12);
    expect(series.at(-1)!.start).toBe(isoDay(monthStart(0)));
    const byMonth = new Map(series.map((p) => [p.start, p]));
    expect(byMonth.get(isoDay(monthStart(2)))).toEqual({ start: isoDay(monthStart(2)), surveys: 2, itemsPer100m: 14.33 });
    expect(byMonth.get(isoDay(monthStart(1)))).toEqual({ start: isoDay(monthStart(1)), surveys: 1, itemsPer100m: null });
    expect(byMonth.get(isoDay(monthStart(0)))).toEqual({ start: isoDay(monthStart(0)), surveys: 0, itemsPer100m: null });
    expect(series.reduce((n, p) => n + p.surveys, 0)).toBe(3);
    // Aggregates only: nothing of a person or a survey.
    expect(res.text).not.toContain(surveyor.id);
    expect(res.text).not.toContain('coordinates');
  });

  it('shows the surveyor all of their own surveys, confirmed or not, privately; nobody without a session', async () => {
    const mine = await surveyor.agent.get('/api/impact/me/surveys');
    expect(mine.status, mine.text).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, max-age=60');
    expect(mine.headers['access-control-allow-origin']).toBeUndefined();
    // 43 + 0 + 50 + 7 pieces on 200 + 100 + 100 + 100 m.
    expect(mine.body).toMatchObject({ surveys: 5, transects: 4, areas: 1, empty: 1, pending: 1, itemsPer100m: 20 });
    const someone = await member(t);
    expect((await someone.agent.get('/api/impact/me/surveys')).body).toMatchObject({ surveys: 0, pending: 0, itemsPer100m: null });
    expect((await t.request().get('/api/impact/me/surveys')).status).toBe(401);
  });

  it('charts a short period per week, answers 404 for no such partner and 400 for a bad period', async () => {
    const since = isoDay(new Date(monthStart(2).getTime()));
    const until = isoDay(new Date(monthStart(2).getTime() + 20 * DAY));
    const weeks = await t.request().get(`/api/partners/${partnerId}/impact/surveys`).query({ since, until });
    expect(weeks.body.bucket).toBe('week');
    for (const p of weeks.body.series as { start: string }[]) expect(new Date(`${p.start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks.body.surveys).toBe(2);
    const missing = await t.request().get(`/api/partners/${randomUUID()}/impact/surveys`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('PARTNER_NOT_FOUND');
    const bad = await t.request().get(`/api/partners/${partnerId}/impact/surveys`).query({ until: '2027-13-01' });
    expect(bad.status).toBe(400);
  });
});
