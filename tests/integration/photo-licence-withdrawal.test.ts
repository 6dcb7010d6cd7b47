import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { noisyPhoto } from '../support/images';
import { guest, member, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

const ORIGIN = 'http://cleanquest.example:8080';
const GEOJSON = '/api/open-data/tasks.geojson';
const CSV = '/api/open-data/tasks.csv';
const WITHDRAW = '/api/photos/licence-withdrawal';
const HOUR = 3_600_000;

interface Feature {
  id: string;
  properties: { photo_url: string | null };
}
interface Open311Request {
  service_request_id: string;
  media_url?: string;
}

/**
 * Issue 39 point 4: a person withdraws the open licence of all their photos. The open-data exports and
 * Open311 stop listing the photos: at once for a fresh answer, and for a cached one within the cache
 * time (the export's ETag names the hour; Open311 may be cached a minute). The photos stay visible in
 * the app; the withdrawal is audited and in the person's data export.
 */
describe.each(backends())('withdrawing the open licence of one’s photos (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let owner: Person;
  let other: Person;
  let seq = 0;

  const report = async (person: Person, licence?: string) => {
    let r = person.agent.post('/api/reports');
    const fields: Record<string, string> = { userId: person.id, wasteType: 'plastic', location: `Withdrawal spot ${++seq}`, latitude: String(40.4 + seq * 0.001), longitude: '-3.7074' };
    // Each report 111 m from the last: no duplicate check stops it.
    if (licence) fields.photoLicence = licence;
    for (const [k, v] of Object.entries(fields)) r = r.field(k, v);
    const res = await r.attach('image', await noisyPhoto(80, 60), { filename: 'a.jpg', contentType: 'image/jpeg' });
    expect(res.status, res.text).toBe(201);
    return { taskId: res.body.task.id as string, reportId: res.body.report.id as string, photoId: (res.body.report.imageUrl as string).split('/').pop()! };
  };
  const exported = async (etag?: string) => {
    const r = t.request().get(`${GEOJSON}?bbox=-3.8,40.3,-3.6,40.5`);
    if (etag) r.set('If-None-Match', etag);
    return r;
  };
  const photoUrls = (text: string) => Object.fromEntries((JSON.parse(text).features as Feature[]).map((f) => [f.id, f.properties.photo_url]));
  const open311 = async () => {
    const res = await t.request().get('/open311/v2/requests.json');
    expect(res.status, res.text).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    return Object.fromEntries((res.body as Open311Request[]).map((r) => [r.service_request_id, r.media_url ?? null]));
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-licence-withdrawal-'));
    t = await createTestApp({ backend, modules: serverModules, env: { DATA_DIR: dataDir, PUBLIC_URL: ORIGIN } });
    // The reports' times come from the database's clock, the app's from the TestClock: line them up.
    t.clock.advance(Math.max(0, Date.now() - t.clock.now().getTime()));
    owner = await member(t, { role: 'cleaner' });
    other = await member(t, { role: 'cleaner' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves the exports and Open311 within their cache times; the photo stays in the app; audited and in the data export', async () => {
    // A minute into an hour, so the cached export's hour is still the same a few requests later.
    t.clock.advanceTo(new Date((Math.floor(t.clock.now().getTime() / HOUR) + 1) * HOUR + 60_000));
    const mine = await report(owner, 'CC-BY-4.0');
    const theirs = await report(other, 'CC-BY-4.0');

    const before = await exported();
    expect(before.status).toBe(200);
    expect(photoUrls(before.text)).toMatchObject({ [mine.taskId]: `${ORIGIN}/api/photos/${mine.photoId}`, [theirs.taskId]: `${ORIGIN}/api/photos/${theirs.photoId}` });
    const etag = before.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(await open311()).toMatchObject({ [mine.reportId]: `${ORIGIN}/api/photos/${mine.photoId}`, [theirs.reportId]: `${ORIGIN}/api/photos/${theirs.photoId}` });

    const res = await owner.agent.post(WITHDRAW);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ withdrawn: 1, withdrawnAt: t.clock.now().toISOString() });

    // Open311 (cached at most a minute) leaves it out at once; the other person's photo stays.
    const list = await open311();
    expect(list[mine.reportId]).toBeNull();
    expect(list[theirs.reportId]).toBe(`${ORIGIN}/api/photos/${theirs.photoId}`);

    // A fresh export leaves it out at once, in both formats.
    const fresh = await exported();
    expect(photoUrls(fresh.text)).toMatchObject({ [mine.taskId]: null, [theirs.taskId]: `${ORIGIN}/api/photos/${theirs.photoId}` });
    const csv = await t.request().get(CSV).expect(200);
    expect(csv.text).not.toContain(mine.photoId);
    expect(csv.text).toContain(theirs.photoId);

    // A cache that kept the earlier export may revalidate it within the hour its ETag names (304)...
    t.clock.advance(20 * 60_000);
    expect((await exported(etag)).status).toBe(304);
    // ...and no longer: in the next hour the revalidation gets the export without the photo.
    t.clock.advance(HOUR);
    const later = await exported(etag);
    expect(later.status).toBe(200);
    expect(later.headers.etag).not.toBe(etag);
    expect(photoUrls(later.text)[mine.taskId]).toBeNull();
    expect(later.text).not.toContain(mine.photoId);

    // Inside CleanQuest the photo is still shown, but no longer to other sites.
    const served = await t.request().get(`/api/photos/${mine.photoId}`).expect(200);
    expect(served.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(served.headers['access-control-allow-origin']).toBeUndefined();

    // The person's data export says when, and each photo's licence.
    const data = JSON.parse((await owner.agent.get('/api/account/export').expect(200)).text);
    expect(data.moderationLog).toContainEqual(
      expect.objectContaining({ action: 'photos.licence_withdrawn', asActor: true, targetId: owner.id, after: { licensedPhotos: [], withdrawnAt: res.body.withdrawnAt } }),
    );
    expect(data.photos.find((p: { id: string }) => p.id === mine.photoId).licence).toBeNull();
    const audited = await t.db('admin_audit_log').where({ action: 'photos.licence_withdrawn', actor_id: owner.id });
    expect(audited).toHaveLength(1);
    expect(audited[0].before).toEqual({ licensedPhotos: [mine.photoId] });

    // Again: nothing left to withdraw (and recorded again, with the time).
    expect((await owner.agent.post(WITHDRAW).expect(200)).body.withdrawn).toBe(0);
  });

  it('lets later photos carry a licence only when the person chooses it again for that photo', async () => {
    await owner.agent.post(WITHDRAW).expect(200);
    const plain = await report(owner);
    const chosen = await report(owner, 'CC-BY-4.0');
    const rows = await t.db('photos').whereIn('id', [plain.photoId, chosen.photoId]).select('id', 'licence');
    expect(Object.fromEntries(rows.map((r: { id: string; licence: string | null }) => [r.id, r.licence]))).toEqual({ [plain.photoId]: null, [chosen.photoId]: 'CC-BY-4.0' });
  });

  it('is open to guests for their own photos, and to no one without a session', async () => {
    const visitor = await guest(t);
    const g = await report(visitor, 'CC-BY-4.0');
    const theirs = await report(other, 'CC-BY-4.0');
    expect((await t.request().post(WITHDRAW)).status).toBe(401);
    const res = await visitor.agent.post(WITHDRAW);
    expect(res.status, res.text).toBe(200);
    expect(res.body.withdrawn).toBe(1);
    const rows = await t.db('photos').whereIn('id', [g.photoId, theirs.photoId]).select('id', 'licence');
    expect(Object.fromEntries(rows.map((r: { id: string; licence: string | null }) => [r.id, r.licence]))).toEqual({ [g.photoId]: null, [theirs.photoId]: 'CC-BY-4.0' });
  });
});

/** The declared budget with the real numbers (RATE_LIMIT_FACTOR 1): 10 an hour per person, 120 per address. */
describe.each(backends())('the licence withdrawal’s abuse budget (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-licence-budget-'));
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'admin'), env: { DATA_DIR: dataDir, RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'true' } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 429 with Retry-After after 10 calls an hour from one person, from any address', async () => {
    const person = await guest(t);
    const call = (ip: string) => person.agent.post(WITHDRAW).set('X-Forwarded-For', ip);
    for (let i = 0; i < 10; i++) expect((await call('198.51.100.40')).status).toBe(200);
    for (const ip of ['198.51.100.40', '198.51.100.41']) {
      const res = await call(ip);
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
    }
    // Another person still may.
    expect((await (await guest(t)).agent.post(WITHDRAW).set('X-Forwarded-For', '198.51.100.40')).status).toBe(200);
  });
});
