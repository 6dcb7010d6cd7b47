import supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { CITY_FILER } from '../../src/modules/open311/server/container';
import { FILING_RETRY_MAX_MS, POLL_INTERVAL_MS } from '../../src/modules/open311/server/city/filer';
import { createApp } from '../../src/server/app';
import { createLogger } from '../../src/server/log';
import { scene } from '../support/images';
import { member, type Person } from '../support/people';
import { startGeoReportStandIn, type GeoReportStandIn } from '../support/georeport-standin';
import { backends, createTestApp, type TestApp } from '../support/test-app';

const MINUTE = 60_000;

/**
 * Issue 42: hazardous reports (not for volunteers) are filed with the city's own GeoReport v2 system
 * (a stand-in on 127.0.0.1 that validates requests as the specification says), exactly once, and
 * the city's status comes back to the task and the reporter. The jobs are run by hand on the app's
 * clock (TestClock); the report's own filing runs in the background right after its commit.
 */
describe.each(backends())('filing hazardous reports with the city (%s)', (backend) => {
  let t: TestApp;
  let city: GeoReportStandIn;
  let reporter: Person;
  let admin: Person;
  let photo: Buffer;
  let spot = 0;

  const filer = (app = t.app) => app.container.get(CITY_FILER);
  /** A report at a spot of its own through the app (POST /api/reports); hazards as the camera screen sends them. */
  const report = async (fields: Record<string, string> = {}) => {
    let req = reporter.agent
      .post('/api/reports')
      .field('userId', reporter.id)
      .field('location', 'Hafenstraße 3')
      .field('latitude', String(51.3 + ++spot * 0.01))
      .field('longitude', '11.97')
      .field('description', 'Syringes by the bench. Call me on +49 170 1234567')
      .field('notDuplicate', 'true');
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    const res = await req.attach('image', photo, 'photo.jpg');
    expect(res.status, res.text).toBe(201);
    await t.settle();
    return res.body.task.id as string;
  };
  const posts = () => city.calls.filter((c) => c.method === 'POST' && c.path === '/requests.json');
  const filing = async (taskId: string) => t.db('city_filings').where({ task_id: taskId }).first();
  const cityStatus = async (taskId: string) => (await t.request().get(`/api/open311/city/tasks/${taskId}`).expect(200)).body.status as string | null;

  beforeAll(async () => {
    photo = await scene({ litter: 60, seed: 42 });
    city = await startGeoReportStandIn();
    t = await createTestApp({ backend, modules: serverModules, env: { ...city.env, CITY_OPEN311_PER_REPORTER_PER_DAY: '2' } });
    admin = await member(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
    await city?.close();
  });
  let people = 0;
  beforeEach(async () => {
    city.up();
    city.answerTokens(false);
    // One reporter per test: each may make CITY_OPEN311_PER_REPORTER_PER_DAY (2) filings a day.
    reporter = await member(t, { username: `rita_reporter${++people}`, firstName: 'Rita' });
  });

  it('files a report naming sharps once, with the public view and nothing personal, even with a 500 first and two processes running the job at once', async () => {
    city.failNext(1, 500, /requests\.json/);
    const before = posts().length;
    const taskId = await report({ hazards: '["sharps"]' });
    // The filing after the commit met the 500: kept, tried again after the backoff.
    expect(posts().length - before).toBe(1);
    expect(await filing(taskId)).toMatchObject({ state: 'pending', attempts: 1, service_request_id: null });
    expect((await filing(taskId)).last_error).toMatch(/HTTP 500/);

    t.clock.advance(MINUTE);
    // A second process on the same database: on PostgreSQL its own pool, on PGlite a second app on the one connection.
    const second = t.databaseUrl ? await createTestApp({ backend, modules: serverModules, env: city.env, databaseUrl: t.databaseUrl }) : null;
    const other = second?.app ?? createApp({ config: t.config, db: t.db, modules: serverModules, log: createLogger(true), clock: t.clock });
    second?.clock.advanceTo(t.clock.now());
    try {
      const runs = await Promise.all([filer().fileDue(), filer(other).fileDue(), filer().fileDue(), filer(other).fileDue()]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
      await Promise.all([filer().fileDue(), filer(other).fileDue()]);
    } finally {
      await second?.close();
    }
    expect(posts().length - before).toBe(2);
    expect(posts().slice(-2).map((c) => c.status)).toEqual([500, 201]);
    const sent = city.requests.at(-1)!;
    const row = await filing(taskId);
    expect(row).toMatchObject({ state: 'filed', attempts: 2, service_request_id: sent.service_request_id, last_error: null });

    // What went out: the position, the masked description with the task's reference, the address; no person.
    expect(Object.keys(sent.fields).sort()).toEqual(['address_string', 'api_key', 'description', 'jurisdiction_id', 'lat', 'long', 'service_code']);
    expect(sent).toMatchObject({ service_code: 'HAZ-7', address_string: 'Hafenstraße 3', media_url: null });
    expect(sent.description).toContain(`CleanQuest ${taskId}: ${t.config.publicUrl.origin}/map?task=${taskId}`);
    expect(sent.description).not.toContain('1234567');
    expect(JSON.stringify(sent.fields)).not.toMatch(/rita|Rita|@/);
    expect(await cityStatus(taskId)).toBe('filed');
  });

  it('brings the city’s progress and its closing back: the task is completed, nobody is paid, the reporter’s bell says so once', async () => {
    const taskId = await report({ hazards: '["asbestos"]' });
    const id = (await filing(taskId)).service_request_id as string;
    expect(id).toBeTruthy();

    t.clock.advance(POLL_INTERVAL_MS);
    expect(await filer().pollDue()).toBe(0);
    expect(await cityStatus(taskId)).toBe('filed'); // open, unchanged since it was made

    city.setStatus(id, 'open', 'Crew booked for Monday');
    t.clock.advance(POLL_INTERVAL_MS);
    expect(await filer().pollDue()).toBe(0);
    expect(await cityStatus(taskId)).toBe('in_progress');

    city.setStatus(id, 'closed', 'Removed by the waste service');
    t.clock.advance(POLL_INTERVAL_MS);
    expect(await filer().pollDue()).toBe(1);
    expect(await cityStatus(taskId)).toBe('cleared');
    expect(await t.db('tasks').where({ id: taskId }).first()).toMatchObject({ status: 'completed', assignee_id: null });
    // Nobody completed it: no tasks.completed, so nothing is credited.
    const completed = await t.db('outbox').where({ event: 'tasks.completed' }).select('payload');
    expect(completed.map((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload).taskId)).not.toContain(taskId);

    t.clock.advance(POLL_INTERVAL_MS);
    expect(await filer().pollDue()).toBe(0); // a closed request is not asked about again
    const bell = (await reporter.agent.get('/api/notifications').expect(200)).body.notifications as { kind: string; data: { taskId: string; notes: string } }[];
    const told = bell.filter((n) => n.kind === 'task_city' && n.data.taskId === taskId);
    expect(told).toHaveLength(1);
    expect(told[0]!.data.notes).toBe('Removed by the waste service');
  });

  it('resolves a token the city answered instead of an id', async () => {
    city.answerTokens(true);
    const taskId = await report({ hazards: '["chemicals"]' });
    expect(await filing(taskId)).toMatchObject({ state: 'filed', service_request_id: null });
    t.clock.advance(POLL_INTERVAL_MS);
    await filer().pollDue();
    expect((await filing(taskId)).service_request_id).toBeNull();
    city.resolveTokens();
    t.clock.advance(POLL_INTERVAL_MS);
    await filer().pollDue();
    expect((await filing(taskId)).service_request_id).toBe(city.requests.at(-1)!.service_request_id);
  });

  it('loses nothing while the city is down for an hour: retried with backoff, shown to admins, filed once it is back', async () => {
    city.down();
    const before = city.requests.length;
    const taskId = await report({ hazards: '["sharps"]' });
    for (let m = 0; m < 60; m += 5) {
      t.clock.advance(5 * MINUTE);
      await filer().fileDue();
    }
    const row = await filing(taskId);
    expect(row.state).toBe('pending');
    // Backoff: 30 s doubling: not one POST every 5 minutes, but fewer (and never given up).
    expect(row.attempts).toBeGreaterThanOrEqual(5);
    expect(row.attempts).toBeLessThan(13);
    const list = (await admin.agent.get('/api/admin/open311/city-filings').expect(200)).body;
    expect(list.cityHost).toBe(new URL(city.url).host);
    expect(list.filings).toContainEqual(expect.objectContaining({ taskId, state: 'pending', attempts: row.attempts, lastError: expect.stringMatching(/HTTP 503/) }));
    expect((await reporter.agent.get('/api/admin/open311/city-filings')).status).toBe(403);

    city.up();
    t.clock.advance(FILING_RETRY_MAX_MS);
    expect(await filer().fileDue()).toBe(1);
    expect(city.requests.length - before).toBe(1);
    expect(await filing(taskId)).toMatchObject({ state: 'filed', last_error: null });
    expect((await admin.agent.get('/api/admin/open311/city-filings').expect(200)).body.filings.map((f: { taskId: string }) => f.taskId)).not.toContain(taskId);

    // Status looks while it is down: kept, retried, and back to normal after.
    city.down();
    t.clock.advance(POLL_INTERVAL_MS);
    await filer().pollDue();
    expect(await filing(taskId)).toMatchObject({ poll_failures: 1, last_error: expect.stringMatching(/^status: .*503/) });
    city.up();
    t.clock.advance(POLL_INTERVAL_MS);
    await filer().pollDue();
    expect(await filing(taskId)).toMatchObject({ poll_failures: 0, last_error: null });
  });

  it('files nothing for a report volunteers may clean', async () => {
    const before = posts().length;
    const taskId = await report({ hazards: '["glass"]' });
    t.clock.advance(FILING_RETRY_MAX_MS);
    await filer().fileDue();
    expect(posts().length).toBe(before);
    expect(await filing(taskId)).toBeUndefined();
    expect(await cityStatus(taskId)).toBeNull();
  });

  it('files at most CITY_OPEN311_PER_REPORTER_PER_DAY of one reporter’s reports in 24 hours (2 here); the next day again', async () => {
    const before = posts().length;
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await report({ hazards: '["chemicals"]' }));
    expect(posts().length - before).toBe(2);
    expect(await filing(ids[2]!)).toBeUndefined();
    t.clock.advance(24 * 60 * MINUTE + 1);
    await report({ hazards: '["chemicals"]' });
    expect(posts().length - before).toBe(3);
  });

  it('answers the public status for any task without ids or notes, and 400 for a bad id', async () => {
    const res = await supertest(t.app.callback).get('/api/open311/city/tasks/not-a-task');
    expect(res.status).toBe(400);
  });
});

describe.each(backends())('a city endpoint on a private address (%s)', (backend) => {
  it('is refused before anything is connected: the filing keeps the refusal for the admin, the stand-in records nothing', async () => {
    const city = await startGeoReportStandIn();
    const asked: string[] = [];
    // The name resolves to a private address (as a DNS answer could): the guard must refuse it before connecting.
    const t = await createTestApp({
      backend,
      modules: serverModules,
      env: { ...city.env, OUTBOUND_ALLOW_LOOPBACK: 'false', CITY_OPEN311_ENDPOINT: 'https://city.internal.test/open311/v2' },
      resolve: async (host) => {
        asked.push(host);
        return [{ address: '10.0.0.5', family: 4 }];
      },
    });
    try {
      const reporter = await member(t, { username: 'pia_reporter' });
      const res = await reporter.agent
        .post('/api/reports').field('userId', reporter.id).field('latitude', '51.2').field('longitude', '11.9').field('notDuplicate', 'true').field('hazards', '["sharps"]')
        .attach('image', await scene({ litter: 40, seed: 7 }), 'photo.jpg');
      expect(res.status, res.text).toBe(201);
      await t.settle();
      const row = await t.db('city_filings').where({ task_id: res.body.task.id }).first();
      expect(row).toMatchObject({ state: 'pending', attempts: 1 });
      expect(row.last_error).toMatch(/OutboundRefused: city\.internal\.test leads to an address this server does not connect to/);
      expect(asked).toContain('city.internal.test');
      expect(city.calls).toEqual([]);
    } finally {
      await t.close();
      await city.close();
    }
  });
});
