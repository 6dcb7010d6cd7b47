import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { photosModule } from '../../src/modules/photos/server';
import { reportsModule } from '../../src/modules/reports/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { scene } from '../support/images';
import { parseMetrics, sampleSum, type Sample } from '../support/metrics-text';
import { guest, reportTask } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

const modules = [guestModule, gamificationModule, photosModule, tasksModule, reportsModule];
const TOKEN = 'scrape-token-0123456789abcdef';
const UNKNOWN_TASK = '00000000-0000-4000-8000-00000000beef';

/**
 * Issue 21, point 3: GET /metrics (Prometheus) counts requests by route template, status and method,
 * the accepted uploads' sizes, the verifier's and the screening's outcomes, and shows the database
 * pool and the event loop; only a scraper on this machine or one with METRICS_TOKEN may read it.
 */
describe.each(backends())('metrics (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;

  const scrape = async (a: TestApp = t): Promise<Sample[]> => {
    const res = await a.request().get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    return parseMetrics(res.text);
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-metrics-'));
    t = await createTestApp({ backend, modules, env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts requests and their durations by method, route template and status, never by raw path', async () => {
    const person = await guest(t);
    const before = await scrape();
    const accept = { method: 'POST', route: '/api/tasks/:id/accept', status: '404' };
    await person.agent.post(`/api/tasks/${UNKNOWN_TASK}/accept`).send({ userId: person.id }).expect(404);
    await person.agent.post(`/api/tasks/${UNKNOWN_TASK.replace('beef', 'cafe')}/accept`).send({ userId: person.id }).expect(404);
    await t.request().post(`/api/tasks/${UNKNOWN_TASK}/accept`).send({ userId: person.id }).expect(401);
    await t.request().get(`/api/tasks/${UNKNOWN_TASK}/accept`).expect(405);
    await t.request().get('/api/tasks/available').expect(200); // answered by the tasks module's early middleware
    await t.request().get('/api/no-such-thing-42').expect(404);
    await t.request().get('/tasks/some-page');
    await t.request().get('/main.0123abcd.js');
    await t.request().delete('/somewhere-else');
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string>) => sampleSum(after, name, labels) - sampleSum(before, name, labels);
    expect(moved('cleanquest_http_requests_total', accept)).toBe(2);
    expect(moved('cleanquest_http_request_duration_seconds_count', accept)).toBe(2);
    expect(moved('cleanquest_http_request_duration_seconds_sum', accept)).toBeGreaterThan(0);
    expect(moved('cleanquest_http_request_duration_seconds_bucket', { ...accept, le: '+Inf' })).toBe(2);
    expect(moved('cleanquest_http_requests_total', { ...accept, status: '401' })).toBe(1);
    expect(moved('cleanquest_http_requests_total', { method: 'GET', route: '/api/tasks/:id/accept', status: '405' })).toBe(1);
    expect(moved('cleanquest_http_requests_total', { method: 'GET', route: '/api/tasks/available', status: '200' })).toBe(1);
    expect(moved('cleanquest_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(moved('cleanquest_http_requests_total', { method: 'GET', route: 'page' })).toBe(1);
    expect(moved('cleanquest_http_requests_total', { method: 'GET', route: 'static' })).toBe(1);
    expect(moved('cleanquest_http_requests_total', { method: 'DELETE', route: 'unmatched' })).toBe(1);
    expect(moved('cleanquest_http_requests_total', { method: 'GET', route: '/metrics', status: '200' })).toBe(1);

    const routes = new Set(after.filter((s) => s.name === 'cleanquest_http_requests_total').map((s) => s.labels.route!));
    for (const r of routes) expect(r, 'a route label is a template or a group').toMatch(/^(\/api(\/[A-Za-z0-9._:-]+)*|\/metrics|unmatched|page|static)$/);
    const text = (await t.request().get('/metrics')).text;
    for (const raw of [UNKNOWN_TASK, 'no-such-thing-42', 'some-page', 'somewhere-else', '0123abcd']) expect(text).not.toContain(raw);
  });

  it('counts accepted uploads by size, and the verifier’s and the screening’s outcomes', async () => {
    const reporter = await guest(t);
    const cleaner = await guest(t);
    const beforePhoto = await scene({ litter: 80, seed: 11 });
    const afterPhoto = await scene({ litter: 0, seed: 11, retake: true });
    const before = await scrape();

    const taskId = await reportTask(reporter, beforePhoto, { filename: 'before.webp' });
    await cleaner.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: cleaner.id }).expect(200);
    const done = await cleaner.agent.post(`/api/tasks/${taskId}/complete-with-photo`).attach('completionImage', afterPhoto, 'after.webp');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ verificationStatus: 'verified', verifier: 'local', fallbackReason: null });
    // Refused uploads are not counted: not a picture, and a second completion of the same task.
    await reporter.agent.post('/api/reports').field('userId', reporter.id).field('location', 'Park').field('latitude', '51.49').field('longitude', '11.98').attach('image', Buffer.from('no picture at all'), 'x.jpg').expect(415);
    await cleaner.agent.post(`/api/tasks/${taskId}/complete-with-photo`).attach('completionImage', afterPhoto, 'after.webp').expect(409);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) => sampleSum(after, name, labels) - sampleSum(before, name, labels);

    const reports = { route: '/api/reports' };
    const completion = { route: '/api/tasks/:id/complete-with-photo' };
    expect(moved('cleanquest_photo_upload_bytes_count', reports)).toBe(1);
    expect(moved('cleanquest_photo_upload_bytes_sum', reports)).toBe(beforePhoto.length);
    expect(moved('cleanquest_photo_upload_bytes_count', completion)).toBe(1);
    expect(moved('cleanquest_photo_upload_bytes_sum', completion)).toBe(afterPhoto.length);
    // Buckets are cumulative: the photo is in every bucket from its size up, and in none below.
    const buckets = after.filter((s) => s.name === 'cleanquest_photo_upload_bytes_bucket' && s.labels.route === reports.route).map((s) => s.labels.le!);
    expect(buckets.length).toBeGreaterThan(4);
    for (const le of buckets) {
      expect(moved('cleanquest_photo_upload_bytes_bucket', { ...reports, le }), le).toBe(le === '+Inf' || beforePhoto.length <= Number(le) ? 1 : 0);
    }

    expect(moved('cleanquest_completion_verifications_total', { outcome: 'verified', verifier: 'local', fallback: 'no' })).toBe(1);
    expect(moved('cleanquest_completion_verifications_total')).toBe(1);

    // Each outcome as often as the photos table recorded it for these two photos.
    const rows = (await t.db('photos').whereIn('owner_id', [reporter.id, cleaner.id]).select('screening_status', 'screening_score')) as { screening_status: string; screening_score: number | null }[];
    expect(rows).toHaveLength(2);
    const recorded = (outcome: string) =>
      rows.filter((r) => (r.screening_score === null ? 'failed' : r.screening_status === 'clear' ? 'clean' : r.screening_status) === outcome).length;
    for (const outcome of ['clean', 'held', 'failed']) expect(moved('cleanquest_photo_screenings_total', { outcome }), outcome).toBe(recorded(outcome));
    expect(moved('cleanquest_photo_screenings_total')).toBe(2);
  }, 120_000);

  it('shows the database pool and the event loop', async () => {
    const samples = await scrape();
    const max = samples.find((s) => s.name === 'cleanquest_db_pool_max_connections');
    expect(max).toEqual({ name: 'cleanquest_db_pool_max_connections', labels: { engine: backend }, value: backend === 'pglite' ? 1 : 20 });
    const used = sampleSum(samples, 'cleanquest_db_pool_connections', { state: 'used' });
    const free = sampleSum(samples, 'cleanquest_db_pool_connections', { state: 'free' });
    expect(used + free).toBeGreaterThanOrEqual(0);
    expect(used + free).toBeLessThanOrEqual(max!.value);
    expect(samples.some((s) => s.name === 'cleanquest_db_pool_pending_acquires')).toBe(true);
    expect(samples.find((s) => s.name === 'nodejs_eventloop_lag_seconds')?.value).toBeGreaterThanOrEqual(0);
  });

  it('is open to loopback only when no proxy forwarded the request, hidden with the app’s 404 otherwise', async () => {
    for (const [name, value] of [['X-Forwarded-For', '203.0.113.9'], ['Forwarded', 'for=203.0.113.9'], ['X-Real-IP', '203.0.113.9']] as const) {
      const res = await t.request().get('/metrics').set(name, value).expect(404);
      expect(res.body, name).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
    }
    const de = await t.request().get('/metrics').set('X-Forwarded-For', '203.0.113.9').set('Accept-Language', 'de').expect(404);
    expect(de.body.error).toBe('Nicht gefunden.');
    // Without METRICS_TOKEN no bearer opens it.
    await t.request().get('/metrics').set('X-Forwarded-For', '203.0.113.9').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    await t.request().post('/metrics').expect(405);
    await t.request().post('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(404);
  });

  it('with METRICS_TOKEN, is open from anywhere to the right bearer token only, and counts only its own app', async () => {
    const other = await createTestApp({ backend, modules: [guestModule], env: { METRICS_TOKEN: TOKEN } });
    try {
      const proxied = () => other.request().get('/metrics').set('X-Forwarded-For', '203.0.113.9');
      await proxied().set('Authorization', `bearer ${TOKEN}`).expect(200);
      for (const wrong of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer ', TOKEN, `Basic ${TOKEN}`]) {
        expect((await proxied().set('Authorization', wrong)).status, wrong).toBe(404);
      }
      await proxied().expect(404);
      await other.request().get('/metrics').expect(200);
      const res = await proxied().set('Authorization', `Bearer ${TOKEN}`).expect(200);
      // Its own registry: none of the first app's task routes were requested here.
      const routes = new Set(parseMetrics(res.text).filter((s) => s.name === 'cleanquest_http_requests_total').map((s) => s.labels.route));
      expect([...routes]).toEqual(['/metrics']);
    } finally {
      await other.close();
    }
  });
});
