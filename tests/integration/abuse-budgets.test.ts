import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { solid } from '../support/images';
import { guest, member, type Person } from '../support/people';
import { startPushStandIn, type PushStandIn } from '../support/push-stand-in';
import { startSmtpStandIn, type SmtpStandIn } from '../support/smtp-stand-in';
import { json, startStandIn, type StandIn } from '../support/stand-in-server';
import { backends, createTestApp, type TestApp } from '../support/test-app';

const HOUR = 3_600_000;

/** A 429 in the project's error format, with a Retry-After inside the budget's window. */
function expectRateLimited(res: supertest.Response, windowSeconds: number) {
  expect(res.status, res.text).toBe(429);
  expect(res.body).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

/**
 * Issue 33: the attacks on endpoints without budgets, replayed against the budgets they now declare
 * (src/shared/endpoint-limits.ts, enforced by route.ts) with the real numbers (RATE_LIMIT_FACTOR 1).
 * Each request names its client address (X-Forwarded-For with TRUST_PROXY); each test uses addresses
 * of its own. Fresh people and guests bring fresh per-person budgets: the address stops them.
 */
describe.each(backends())('abuse budgets (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let push: PushStandIn;
  let smtp: SmtpStandIn;
  let model: StandIn;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-budgets-'));
    [push, smtp] = await Promise.all([startPushStandIn(), startSmtpStandIn()]);
    // The paid model: a loopback stand-in that counts the calls (any answer will do: "unreachable").
    model = await startStandIn((_req, res) => json(res, 503, { error: { message: 'overloaded', type: 'server_error' } }));
    t = await createTestApp({
      backend,
      modules: serverModules,
      env: {
        RATE_LIMIT_FACTOR: '1',
        TRUST_PROXY: 'true',
        DATA_DIR: dataDir,
        ...push.env,
        SMTP_URL: smtp.url,
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: `${model.url}/v1`,
        OPENAI_TIMEOUT_MS: '2000',
        RATE_LIMIT_ANALYSIS_PER_HOUR: '3',
        RATE_LIMIT_ANALYSIS_PER_ADDRESS: '7',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([push?.close(), smtp?.close(), model?.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const members = (n: number) => Promise.all(Array.from({ length: n }, () => member(t)));

  it('POST /api/events: 5 a day per person, and 30 a day per address however many accounts ask', async () => {
    const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
    const create = (p: Person, ip: string) =>
      p.agent.post('/api/events').set('X-Forwarded-For', ip).send({ title: 'Riverbank cleanup', latitude: 51.48, longitude: 11.97, location: 'By the bridge', startsAt: at(HOUR), endsAt: at(2 * HOUR), capacity: 1 });
    const [first, ...others] = await members(7);
    for (let i = 0; i < 5; i++) expect((await create(first!, '198.51.100.10')).status).toBe(201);
    expectRateLimited(await create(first!, '198.51.100.10'), 86_400);
    // Over their own budget from any address.
    expectRateLimited(await create(first!, '198.51.100.11'), 86_400);
    // Five more accounts bring five each, up to the address's 30 (the refused calls above did not count for it).
    for (const p of others.slice(0, 5)) for (let i = 0; i < 5; i++) expect((await create(p, '198.51.100.10')).status).toBe(201);
    const late = others[5]!;
    expectRateLimited(await create(late, '198.51.100.10'), 86_400);
    expect((await create(late, '198.51.100.12')).status).toBe(201);
    expect(Number((await t.db('events').where({ organiser_id: first!.id }).count<{ n: string }[]>({ n: '*' }))[0]!.n)).toBe(5);
  });

  it('POST /api/teams/join: wrong invite codes meet a 429 after 10, well before 500; more accounts stop at 100 per address', async () => {
    const [owner, prober, ...others] = await members(12);
    const team = await owner!.agent.post('/api/teams').send({ name: `Guessers ${backend}` });
    expect(team.status, team.text).toBe(201);
    const join = (p: Person, inviteCode: string, ip: string) => p.agent.post('/api/teams/join').set('X-Forwarded-For', ip).send({ inviteCode });
    let refusedAt = 0;
    for (let i = 1; i <= 500 && refusedAt === 0; i++) {
      const res = await join(prober!, `WRONG${i}`, '198.51.100.20');
      if (res.status === 429) refusedAt = i;
      else expect(res.body.code).toBe('TEAM_NOT_FOUND');
    }
    expect(refusedAt).toBe(11);
    // Even the right code waits now: the budget counts calls, not wrong guesses.
    expectRateLimited(await join(prober!, team.body.inviteCode, '198.51.100.21'), 3600);
    // Nine more accounts guess ten times each: the address has had its 100.
    for (const p of others.slice(0, 9)) for (let i = 0; i < 10; i++) expect((await join(p, `GUESS${i}`, '198.51.100.20')).status).toBe(404);
    const fresh = others[9]!;
    expectRateLimited(await join(fresh, team.body.inviteCode, '198.51.100.20'), 3600);
    expect((await join(fresh, team.body.inviteCode, '198.51.100.22')).status).toBe(200);
  });

  it('POST /api/challenges: a team owner makes 10 a day', async () => {
    const [owner] = await members(1);
    const team = await owner!.agent.post('/api/teams').send({ name: `Challengers ${backend}` });
    expect(team.status, team.text).toBe(201);
    const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
    const create = () => owner!.agent.post('/api/challenges').set('X-Forwarded-For', '198.51.100.30').send({ title: 'Team month', metric: 'cleanups', target: 10, startsAt: at(-HOUR), endsAt: at(30 * 24 * HOUR), teamId: team.body.id });
    for (let i = 0; i < 10; i++) expect((await create()).status).toBe(201);
    expectRateLimited(await create(), 86_400);
    expect(Number((await t.db('challenges').where({ team_id: team.body.id }).count<{ n: string }[]>({ n: '*' }))[0]!.n)).toBe(10);
  });

  it('POST /api/analysis: each new guest brings no new paid model calls; the address budget stops them', async () => {
    const photo = await solid(64, 48, '#3a7d44');
    const analyse = (p: Person, ip: string) => p.agent.post('/api/analysis').set('X-Forwarded-For', ip).attach('photo', photo, 'photo.png');
    const calls = () => model.requests.length;
    const before = calls();
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => guest(t, { headers: { 'X-Forwarded-For': '198.51.100.40' } })));
    // RATE_LIMIT_ANALYSIS_PER_HOUR=3 per person, RATE_LIMIT_ANALYSIS_PER_ADDRESS=7.
    for (let i = 0; i < 3; i++) expect((await analyse(a!, '198.51.100.40')).status).toBe(200);
    expectRateLimited(await analyse(a!, '198.51.100.40'), 3600);
    for (let i = 0; i < 3; i++) expect((await analyse(b!, '198.51.100.40')).status).toBe(200);
    expect((await analyse(c!, '198.51.100.40')).status).toBe(200);
    expectRateLimited(await analyse(c!, '198.51.100.40'), 3600);
    expectRateLimited(await analyse(d!, '198.51.100.40'), 3600);
    expect(calls() - before).toBe(7);
    // Another address has its own budget.
    expect((await analyse(d!, '198.51.100.41')).status).toBe(200);
    expect(calls() - before).toBe(8);
  });

  it('POST /api/alerts/push/subscriptions: 10 an hour per person, 100 per address', async () => {
    const subscribe = (p: Person, ip: string, n: number) => p.agent.post('/api/alerts/push/subscriptions').set('X-Forwarded-For', ip).send(push.subscriber(`/budget/${p.id}/${n}`).subscription);
    const guests = await Promise.all(Array.from({ length: 11 }, () => guest(t, { headers: { 'X-Forwarded-For': '198.51.100.50' } })));
    const [first, ...others] = guests;
    for (let i = 0; i < 10; i++) expect((await subscribe(first!, '198.51.100.50', i)).status).toBe(200);
    expectRateLimited(await subscribe(first!, '198.51.100.50', 10), 3600);
    for (const p of others.slice(0, 9)) for (let i = 0; i < 10; i++) expect((await subscribe(p, '198.51.100.50', i)).status).toBe(200);
    const fresh = others[9]!;
    expectRateLimited(await subscribe(fresh, '198.51.100.50', 0), 3600);
    expect((await subscribe(fresh, '198.51.100.51', 0)).status).toBe(200);
    expect(push.requests).toEqual([]);
  });

  it('PUT /api/alerts/email: 5 an hour per person, 50 per address (a flood of fresh accounts stops there)', async () => {
    const setEmail = (p: Person, ip: string, n: number) => p.agent.put('/api/alerts/email').set('X-Forwarded-For', ip).send({ address: `inbox${n}.${p.id.slice(0, 8)}.${backend}@example.org`, language: 'en' });
    const people = await members(11);
    const mails = smtp.mails.length;
    for (const p of people.slice(0, 10)) for (let i = 0; i < 5; i++) expect((await setEmail(p, '198.51.100.60', i)).status).toBe(200);
    expectRateLimited(await setEmail(people[0]!, '198.51.100.61', 5), 3600);
    const fresh = people[10]!;
    expectRateLimited(await setEmail(fresh, '198.51.100.60', 0), 3600);
    expect((await setEmail(fresh, '198.51.100.62', 0)).status).toBe(200);
    expect(smtp.mails.length - mails).toBeLessThanOrEqual(51);
  });
});
