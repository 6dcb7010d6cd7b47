import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_CONFIRMED_COINS, SURVEY_CONFIRMED_XP, type SurveyDto } from '../../src/modules/surveys/contract';
import { guest, member, type Person } from '../support/people';
import { ROUTE, transect } from '../support/surveys';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

const MINUTE = 60_000;
const MODULES = ['guest', 'gamification', 'teams', 'photos', 'litter', 'tasks', 'embed', 'events', 'surveys'];
const POINT = { latitude: 51.48, longitude: 11.97 };

describe.each(backends())('monitoring surveys (%s)', (backend) => {
  let t: TestApp;
  let surveyor: Person;
  let other: Person;
  let moderator: Person;

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests(...MODULES) });
    surveyor = await member(t);
    other = await member(t);
    moderator = await member(t, { role: 'moderator' });
  });
  afterAll(() => t.close());

  const create = async (who: Person, body: Record<string, unknown> = transect(t)) => {
    const res = await who.agent.post('/api/surveys').send(body);
    expect(res.status, res.text).toBe(201);
    return res.body as SurveyDto;
  };
  const ledger = (userId: string) => t.db('reward_ledger').where({ user_id: userId, reason: 'survey_confirmed' }).select('reference', 'coins', 'xp');

  it('refuses guests with REGISTERED_ONLY: a guest cannot publish monitoring data or earn with it', async () => {
    const g = await guest(t);
    const res = await g.agent.post('/api/surveys').send(transect(t));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('REGISTERED_ONLY');
    expect(await t.db('surveys').where({ user_id: g.id })).toEqual([]);
  });

  it('records a transect as pending, pays nothing, and shows it only to its surveyor until it is confirmed', async () => {
    const s = await create(surveyor);
    expect(s).toMatchObject({ kind: 'transect', status: 'pending', lengthM: 100, areaM2: null, people: 2, total: 43, mine: true, confirmedAt: null });
    expect(s.fullRoute).toEqual(ROUTE);
    // The public route leaves 100 m out at each end.
    expect(s.route!.coordinates[0]![0]).toBeGreaterThan(ROUTE.coordinates[0]![0]!);
    expect(s.route!.coordinates.at(-1)![0]).toBeLessThan(ROUTE.coordinates.at(-1)![0]!);
    expect(await ledger(surveyor.id)).toEqual([]);
    expect((await t.request().get(`/api/surveys/${s.id}`)).status).toBe(404);
    expect((await other.agent.get(`/api/surveys/${s.id}`)).status).toBe(404);
    expect((await surveyor.agent.get(`/api/surveys/${s.id}`)).body).toMatchObject({ id: s.id, mine: true });
    expect((await t.request().get('/api/surveys')).body.surveys.map((x: SurveyDto) => x.id)).not.toContain(s.id);
  });

  it('takes an empty count list: looked and found nothing', async () => {
    const s = await create(surveyor, transect(t, { counts: [] }));
    expect(s).toMatchObject({ counts: [], total: 0 });
  });

  it('names the field of each invalid part of a survey (400)', async () => {
    const now = t.clock.now().getTime();
    const cases: [string, Record<string, unknown>][] = [
      ['route.coordinates', { route: { type: 'LineString', coordinates: [[11.97, 51.48]] } }],
      ['route.coordinates', { route: { type: 'LineString', coordinates: [[11.97, 51.48], [200, 51.48]] } }],
      ['route.coordinates', { route: { type: 'LineString', coordinates: [[11.97, 51.48], [11.98, 91]] } }],
      ['route.type', { route: { type: 'Point', coordinates: [[11.97, 51.48], [11.98, 51.48]] } }],
      ['endedAt', { endedAt: new Date(now - 120 * MINUTE).toISOString() }],
      ['startedAt', { startedAt: new Date(now + 60 * MINUTE).toISOString(), endedAt: new Date(now + 90 * MINUTE).toISOString() }],
      ['endedAt', { startedAt: new Date(now - 30 * MINUTE).toISOString(), endedAt: new Date(now + 60 * MINUTE).toISOString() }],
      ['endedAt', { startedAt: new Date(now - 14 * 60 * MINUTE).toISOString(), endedAt: new Date(now - MINUTE).toISOString() }],
      ['startedAt', { startedAt: new Date(now - 31 * 24 * 60 * MINUTE).toISOString(), endedAt: new Date(now - 31 * 24 * 60 * MINUTE + MINUTE).toISOString() }],
      ['startedAt', { startedAt: 'yesterday' }],
      ['counts[0].count', { counts: [{ item: 'smoking.butts', count: -1 }] }],
      ['counts[0].count', { counts: [{ item: 'smoking.butts', count: 1.5 }] }],
      ['counts[0].count', { counts: [{ item: 'smoking.butts', count: '4' }] }],
      ['counts[0].item', { counts: [{ item: 'smoking.cigar', count: 1 }] }],
      ['counts[1].item', { counts: [{ item: 'smoking.butts', count: 1 }, { item: 'smoking.butts', count: 2 }] }],
      ['lengthM', { lengthM: undefined }],
      ['lengthM', { lengthM: 0 }],
      ['lengthM', { lengthM: -5 }],
      ['lengthM', { lengthM: 1e9 }],
      ['areaM2', { areaM2: 50 }],
      ['areaM2', { kind: 'area', lengthM: undefined }],
      ['areaM2', { kind: 'area', lengthM: undefined, areaM2: 0 }],
      ['people', { people: 0 }],
      ['people', { people: 2.5 }],
      ['kind', { kind: 'walk' }],
    ];
    for (const [field, over] of cases) {
      const res = await surveyor.agent.post('/api/surveys').send(transect(t, over));
      expect(res.status, `${field} ${JSON.stringify(over)}: ${res.text}`).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details.fields.map((f: { field: string }) => f.field), JSON.stringify(over)).toContain(field);
    }
  });

  it('records a survey once per Idempotency-Key (the offline queue’s repeats)', async () => {
    const key = randomUUID();
    const body = transect(t);
    const first = await surveyor.agent.post('/api/surveys').set('Idempotency-Key', key).send(body);
    const again = await surveyor.agent.post('/api/surveys').set('Idempotency-Key', key).send(body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await t.db('surveys').where({ id: first.body.id })).toHaveLength(1);
  });

  it('refuses a confirmation by the surveyor (also a moderator) or by someone without the right; pays nothing', async () => {
    const modSurvey = await create(moderator);
    const own = await moderator.agent.post(`/api/surveys/${modSurvey.id}/confirm`);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('OWN_SURVEY');
    const s = await create(surveyor);
    const self = await surveyor.agent.post(`/api/surveys/${s.id}/confirm`);
    expect(self.body.code).toBe('OWN_SURVEY');
    const nobody = await other.agent.post(`/api/surveys/${s.id}/confirm`);
    expect(nobody.status).toBe(403);
    expect(nobody.body.code).toBe('NOT_SURVEY_CONFIRMER');
    expect((await t.db('surveys').where({ id: s.id }).first()).status).toBe('pending');
    expect(await ledger(moderator.id)).toEqual([]);
    expect((await t.db('reward_ledger').where({ reason: 'survey_confirmed', reference: s.id })).length).toBe(0);
  });

  it('pays the surveyor exactly once when three moderators’ confirmations race, and then shows the survey publicly without people', async () => {
    const s = await create(surveyor);
    const before = await ledger(surveyor.id);
    const mods = [moderator, await member(t, { role: 'moderator' }), await member(t, { role: 'admin' })];
    const answers = await Promise.all(mods.map((m) => m.agent.post(`/api/surveys/${s.id}/confirm`)));
    for (const a of answers) expect(a.status, a.text).toBe(200);
    expect(answers.filter((a) => a.body.credited)).toHaveLength(1);
    const rows = (await ledger(surveyor.id)).filter((r) => r.reference === s.id);
    expect(rows).toEqual([{ reference: s.id, coins: SURVEY_CONFIRMED_COINS, xp: SURVEY_CONFIRMED_XP }]);
    expect((await ledger(surveyor.id)).length).toBe(before.length + 1);
    // Again later: nothing more.
    expect((await moderator.agent.post(`/api/surveys/${s.id}/confirm`)).body.credited).toBe(false);
    const pub = await t.request().get(`/api/surveys/${s.id}`);
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ status: 'confirmed', total: 43 });
    expect(pub.body.fullRoute).toBeUndefined();
    expect(JSON.stringify(pub.body)).not.toContain(surveyor.id);
    expect(JSON.stringify(pub.body)).not.toContain(moderator.id);
    const list = await t.request().get('/api/surveys').query({ bbox: '11.9,51.4,12.1,51.6' });
    expect(list.body.surveys.map((x: SurveyDto) => x.id)).toContain(s.id);
    const elsewhere = await t.request().get('/api/surveys').query({ bbox: '13,52,13.1,52.1' });
    expect(elsewhere.body.surveys.map((x: SurveyDto) => x.id)).not.toContain(s.id);
  });

  it('lets the organiser of the survey’s event confirm it for someone checked in there, never their own, never someone absent', async () => {
    const organiser = await member(t);
    const absent = await member(t);
    const now = t.clock.now().getTime();
    const ev = await organiser.agent.post('/api/events').send({ title: 'Beach survey', ...POINT, capacity: 10, startsAt: new Date(now - 30 * MINUTE).toISOString(), endsAt: new Date(now + 60 * MINUTE).toISOString() });
    expect(ev.status, ev.text).toBe(201);
    const eventId = ev.body.id as string;
    for (const p of [surveyor, absent]) expect((await p.agent.post(`/api/events/${eventId}/join`)).status).toBe(200);
    expect((await surveyor.agent.post(`/api/events/${eventId}/check-in`).send(POINT)).status).toBe(200);
    const during = { startedAt: new Date(now - 20 * MINUTE).toISOString(), endedAt: new Date(now - MINUTE).toISOString(), eventId };
    const s = await create(surveyor, transect(t, during));
    const notThere = await create(absent, transect(t, during));
    const mine = await create(organiser, transect(t, during));

    expect((await organiser.agent.post(`/api/surveys/${mine.id}/confirm`)).body.code).toBe('OWN_SURVEY');
    const refused = await organiser.agent.post(`/api/surveys/${notThere.id}/confirm`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SURVEY_NOT_AT_EVENT');
    // The organiser sees the pending survey of their event (to check it), others do not.
    expect((await organiser.agent.get(`/api/surveys/${s.id}`)).body.fullRoute).toEqual(ROUTE);
    const ok = await organiser.agent.post(`/api/surveys/${s.id}/confirm`);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.credited).toBe(true);
    expect(await ledger(organiser.id)).toEqual([]);
    expect(await ledger(absent.id)).toEqual([]);
    // Without an event, an organiser is nobody to confirm.
    const plain = await create(absent);
    expect((await organiser.agent.post(`/api/surveys/${plain.id}/confirm`)).body.code).toBe('NOT_SURVEY_CONFIRMER');
  });

  it('refuses an unknown event and a team the surveyor is not in', async () => {
    const res = await surveyor.agent.post('/api/surveys').send(transect(t, { eventId: randomUUID() }));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('SURVEY_EVENT_NOT_FOUND');
    const team = await other.agent.post('/api/teams').send({ name: `Survey team ${randomUUID().slice(0, 8)}`, kind: 'club' });
    expect(team.status, team.text).toBe(201);
    const notMine = await surveyor.agent.post('/api/surveys').send(transect(t, { teamId: team.body.id }));
    expect(notMine.status).toBe(403);
    expect(notMine.body.code).toBe('SURVEY_TEAM_NOT_MINE');
    expect((await other.agent.post('/api/surveys').send(transect(t, { teamId: team.body.id }))).status).toBe(201);
  });
});

describe.each(backends())('survey rate limits with the real numbers (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests(...MODULES), env: { RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('takes 20 surveys a day from one person and 100 from one address', async () => {
    const from = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` });
    const a = await member(t);
    for (let i = 0; i < 20; i++) expect((await a.agent.post('/api/surveys').set(from(1)).send(transect(t))).status).toBe(201);
    const over = await a.agent.post('/api/surveys').set(from(2)).send(transect(t));
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('RATE_LIMITED');
    // Per address: four more people from the first address reach its 100, a fifth is refused there but not elsewhere.
    for (let p = 0; p < 4; p++) {
      const b = await member(t);
      for (let i = 0; i < 20; i++) expect((await b.agent.post('/api/surveys').set(from(1)).send(transect(t))).status).toBe(201);
    }
    const c = await member(t);
    expect((await c.agent.post('/api/surveys').set(from(1)).send(transect(t))).status).toBe(429);
    expect((await c.agent.post('/api/surveys').set(from(3)).send(transect(t))).status).toBe(201);
  });
});
