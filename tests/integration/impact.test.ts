import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsModule } from '../../src/modules/actions/server';
import { adminModule } from '../../src/modules/admin/server';
import { embedModule } from '../../src/modules/embed/server';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { impactModule } from '../../src/modules/impact/server';
import { photosModule } from '../../src/modules/photos/server';
import { reportsModule } from '../../src/modules/reports/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { isoDay } from '../support/moments';
import { scene } from '../support/images';
import { guest, member, reportTask, task, type Person } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

const DAY = 86_400_000;
/** Degrees of latitude per metre (earthdistance's sphere, 6378.168 km; the 6371 km one differs by 0.1 %). */
const M = 1 / 111_320;

describe.each(backends())('partner impact and hotspots (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let admin: Person;
  let moderator: Person;
  let reporter: Person;
  let cleaner: Person;
  /** The moment the scenes are placed around (the app clock at the start; it only moves forward). */
  let now: Date;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-impact-'));
    t = await createTestApp({
      backend,
      modules: [guestModule, gamificationModule, photosModule, tasksModule, actionsModule, reportsModule, embedModule, impactModule, adminModule],
      env: { DATA_DIR: dataDir },
    });
    admin = await member(t, { role: 'admin' });
    moderator = await member(t, { role: 'moderator' });
    reporter = await guest(t);
    cleaner = await guest(t);
    now = t.clock.now();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function partner(name: string, lat: number, lon: number, areaRadiusKm?: number): Promise<string> {
    const res = await admin.agent.post('/api/admin/embed/partners').send({ name, allowedOrigins: ['https://ngo.example'], centerLatitude: lat, centerLongitude: lon, zoom: 13, areaRadiusKm });
    expect(res.status).toBe(201);
    return res.body.partner.id as string;
  }

  /**
   * A task made through the tasks module's Api, then put at the moments the test needs: reported at
   * `reported`, and cleaned (completed by `cleaner`, verified or approved) at `cleaned`.
   */
  async function placed(lat: number, lon: number, reported: Date, cleaned?: { at: Date; approved?: boolean }): Promise<string> {
    const id = await task(t, { latitude: lat, longitude: lon });
    await t.db('tasks').where({ id }).update({ created_at: reported });
    if (cleaned) {
      await t.db('tasks').where({ id }).update({
        status: 'completed', assignee_id: cleaner.id, accepted_at: reported, completed_at: cleaned.at, verification_status: 'verified',
        review_outcome: cleaned.approved ? 'approved' : null, reviewed_at: cleaned.approved ? cleaned.at : null,
      });
    }
    return id;
  }

  const impact = (id: string, query: Record<string, string> = {}) => t.request().get(`/api/partners/${id}/impact`).query(query);

  it('counts reports and cleanups inside the partner’s area, not outside it, in the period asked for', async () => {
    const [lat, lon] = [51.48, 11.97];
    const id = await partner('Halle cleans', lat, lon, 2);
    // Inside (about 560 m north): three reports ten days ago; one cleaned by the verifier, one approved by a moderator.
    await placed(lat + 0.005, lon, ago(10), { at: ago(5) });
    await placed(lat + 0.005, lon + 0.001, ago(10), { at: ago(4), approved: true });
    await placed(lat - 0.005, lon, ago(10));
    // Outside (about 5.6 km north): not counted.
    await placed(lat + 0.05, lon, ago(10), { at: ago(5) });
    await placed(lat + 0.05, lon + 0.01, ago(10));
    // Inside, but reported and cleaned more than a year ago: outside the default period.
    await placed(lat, lon + 0.002, ago(400), { at: ago(390) });

    const res = await impact(id);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body).toMatchObject({ partner: { id, name: 'Halle cleans' }, reports: 3, cleanups: 2, pairs: [], hotspots: [] });
    // The area in the API's names, and the old ones beside them for partner pages that read those (issue 37).
    expect(res.body.partner.area).toEqual({ latitude: lat, longitude: lon, radiusKm: 2, lat, lon });
    expect(res.body.hotspotRule).toEqual({ radiusM: 25, windowDays: 90 });
    // The default period: the 12 months up to and including today (UTC days, by the app's clock).
    expect(res.body.period.lastDay).toBe(isoDay(t.clock.now()));
    expect(res.body.period.until).toBe(`${isoDay(new Date(t.clock.now().getTime() + DAY))}T00:00:00.000Z`);
    expect(new Date(res.body.period.until).getUTCFullYear() * 12 + new Date(res.body.period.until).getUTCMonth() - (new Date(res.body.period.since).getUTCFullYear() * 12 + new Date(res.body.period.since).getUTCMonth())).toBe(12);
    // The CSV download's box holds the 2 km circle: about 0.018° of latitude and 0.029° of longitude each way.
    const [minLon, minLat, maxLon, maxLat] = (res.body.bbox as string).split(',').map(Number) as [number, number, number, number];
    expect(maxLat - lat).toBeCloseTo(0.018, 3);
    expect(lat - minLat).toBeCloseTo(0.018, 3);
    expect(maxLon - lon).toBeCloseTo(0.029, 3);
    expect(lon - minLon).toBeCloseTo(0.029, 3);

    // A period around the old one only: its report and its cleanup.
    const old = await impact(id, { since: isoDay(ago(420)), until: isoDay(ago(380)) });
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ reports: 1, cleanups: 1, actions: { count: 0, kgCo2e: 0 } });
    expect(old.body.period).toMatchObject({ firstDay: isoDay(ago(420)), lastDay: isoDay(ago(380)), since: `${isoDay(ago(420))}T00:00:00.000Z` });
    // Reported before the period, cleaned in it: a cleanup of the period, not a report of it.
    const cleanedOnly = await impact(id, { since: isoDay(ago(395)), until: isoDay(ago(385)) });
    expect(cleanedOnly.body).toMatchObject({ reports: 0, cleanups: 1 });
  });

  it('sums kg CO2e of approved actions with coordinates in the area, and counts those without any', async () => {
    const [lat, lon] = [53.55, 9.99];
    const id = await partner('Hamburg river friends', lat, lon, 1);
    // Recycling has a published factor (beach cleanups have none: 0 kg).
    const beach = { taskType: 'recycling', title: 'Sorted glass by the Elbe', quantity: 4.5, unit: 'kg' };
    const submit = async (body: Record<string, unknown>) => {
      const who = await guest(t);
      const res = await who.agent.post('/api/tasks/submit').send(body);
      expect(res.status).toBe(201);
      let s = res.body.submission as { id: string; status: string; estimatedImpact: number };
      if (s.status === 'pending') {
        const approved = await moderator.agent.post(`/api/admin/actions/submissions/${s.id}/approve`).send({});
        expect(approved.status).toBe(200);
        s = approved.body.submission;
      }
      expect(s.status).toBe('approved');
      return s.estimatedImpact;
    };
    const inside = [await submit({ ...beach, latitude: lat + 0.003, longitude: lon }), await submit({ ...beach, title: 'Sorted paper', quantity: 2, latitude: lat, longitude: lon - 0.004 })];
    await submit({ ...beach, title: 'Sorted cans far away', latitude: lat + 0.05, longitude: lon });
    await submit({ ...beach, title: 'Sorted cans somewhere' });
    // A pending one (not approved) does not count.
    const who = await guest(t);
    const pending = await who.agent.post('/api/tasks/submit').send({ ...beach, title: 'Huge haul', quantity: 900, latitude: lat, longitude: lon });
    expect(pending.body.submission.status).toBe('pending');

    const res = await impact(id);
    expect(res.status).toBe(200);
    expect(res.body.actions.count).toBe(2);
    expect(res.body.actions.kgCo2e).toBeCloseTo(inside[0]! + inside[1]!, 2);
    expect(res.body.actions.kgCo2e).toBeGreaterThan(0);
    // Without coordinates anywhere in the period: at least the one above (other tests' actions may add to it).
    expect(res.body.actions.withoutLocation).toBeGreaterThanOrEqual(1);
  });

  it('shows before/after pairs of cleanups only where both photos are public, newest first', async () => {
    const [lat, lon] = [50.11, 8.68];
    const id = await partner('Frankfurt am Main e.V.', lat, lon, 1);
    const before = await scene({ litter: 80, seed: 11 });
    const after = await scene({ litter: 0, retake: true, seed: 11 });
    const cleaned: { taskId: string; beforeId: string; afterId: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const taskId = await reportTask(reporter, before, { latitude: lat + i * 0.001, longitude: lon, filename: 'before.webp' });
      expect((await cleaner.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: cleaner.id })).status).toBe(200);
      t.clock.advance(60_000);
      const done = await cleaner.agent.post(`/api/tasks/${taskId}/complete-with-photo`).attach('completionImage', after, 'after.webp');
      expect(done.status).toBe(200);
      expect(done.body.verificationStatus).toBe('verified');
      const beforeId = /\/api\/photos\/([0-9a-f-]{36})/.exec(done.body.task.report.imageUrl as string)![1]!;
      const { photo_id: afterId } = await t.db('task_completions').where({ task_id: taskId }).first('photo_id');
      cleaned.push({ taskId, beforeId, afterId });
    }
    // A moderator hides the after-photo of the second and the report photo of the fourth.
    expect((await moderator.agent.post(`/api/admin/photos/${cleaned[1]!.afterId}/hide`).send({ reason: 'Shows a face' })).status).toBe(200);
    expect((await moderator.agent.post(`/api/admin/photos/${cleaned[3]!.beforeId}/hide`).send({ reason: 'Shows a number plate' })).status).toBe(200);

    const res = await impact(id);
    expect(res.status).toBe(200);
    expect(res.body.cleanups).toBe(4);
    expect(res.body.pairs.map((p: { taskId: string }) => p.taskId)).toEqual([cleaned[2]!.taskId, cleaned[0]!.taskId]);
    const [newest] = res.body.pairs;
    expect(newest).toEqual({
      taskId: cleaned[2]!.taskId, wasteType: 'general', reportedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), cleanedOn: isoDay(t.clock.now()),
      before: { imageUrl: `/api/photos/${cleaned[2]!.beforeId}`, thumbnailUrl: `/api/photos/${cleaned[2]!.beforeId}/thumb` },
      after: { imageUrl: `/api/photos/${cleaned[2]!.afterId}`, thumbnailUrl: `/api/photos/${cleaned[2]!.afterId}/thumb` },
    });
    // Every photo it names is served to anyone; the hidden ones are not.
    for (const url of res.body.pairs.flatMap((p: { before: { thumbnailUrl: string }; after: { thumbnailUrl: string } }) => [p.before.thumbnailUrl, p.after.thumbnailUrl])) {
      expect((await t.request().get(url)).status, url).toBe(200);
    }
    expect((await t.request().get(`/api/photos/${cleaned[1]!.afterId}`)).status).toBe(404);
    // Nothing of a person in the answer.
    const text = JSON.stringify(res.body);
    for (const p of [reporter, cleaner]) expect(text).not.toContain(p.id);
  }, 120_000);

  it('finds a re-report at 20 m 30 days after a verified cleanup; not one at 40 m, nor one 120 days after', async () => {
    const [lat, lon] = [48.0, 11.0];
    const id = await partner('Munich hotspot watch', lat, lon, 1);
    // A place cleaned 60 days ago, re-reported 30 days later 20 m north (counts) and 40 m south (too far).
    await placed(lat, lon, ago(70), { at: ago(60) });
    await placed(lat + 20 * M, lon, ago(30));
    await placed(lat - 40 * M, lon, ago(30));
    // Another place (300 m east) cleaned 200 days ago, re-reported 120 days later 20 m away: too late.
    const east = lon + 0.004;
    await placed(lat, east, ago(210), { at: ago(200) });
    await placed(lat + 20 * M, east, ago(80));

    const res = await impact(id);
    expect(res.status).toBe(200);
    expect(res.body.hotspots).toEqual([
      { latitude: expect.closeTo(lat + 10 * M, 5), longitude: lon, reReports: 1, cleanups: 1, lastReportedOn: isoDay(ago(30)), lastCleanedOn: isoDay(ago(60)) },
    ]);
    // Re-reports counted by when they came in: a period after it has none.
    const later = await impact(id, { since: isoDay(ago(20)) });
    expect(later.body.hotspots).toEqual([]);

    // The same place in the open data, as GeoJSON (longitude first), with the licence.
    const box = `${lon - 0.01},${lat - 0.01},${lon + 0.01},${lat + 0.01}`;
    const geo = await t.request().get('/api/open-data/hotspots.geojson').query({ bbox: box }).set('Origin', 'https://city.example');
    expect(geo.status).toBe(200);
    expect(geo.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(geo.headers['access-control-allow-origin']).toBe('*');
    expect(geo.headers.link).toBe('<https://opendatacommons.org/licenses/odbl/1-0/>; rel="license"; title="ODbL 1.0"');
    const body = JSON.parse(geo.text);
    expect(body).toMatchObject({ type: 'FeatureCollection', license: { spdx: 'ODbL-1.0', url: 'https://opendatacommons.org/licenses/odbl/1-0/' }, criteria: { radius_m: 25, window_days: 90 } });
    expect(body.attribution).toContain('CleanQuest contributors');
    expect(body.features).toHaveLength(1);
    const [feature] = body.features;
    expect(feature.type).toBe('Feature');
    expect(feature.geometry.type).toBe('Point');
    expect(feature.geometry.coordinates[0]).toBe(lon);
    expect(feature.geometry.coordinates[1]).toBeCloseTo(lat + 10 * M, 5);
    expect(feature.properties).toEqual({ re_reports: 1, cleanups: 1, last_reported_on: isoDay(ago(30)), last_cleaned_on: isoDay(ago(60)) });
    // Another box, another period: nothing.
    expect(JSON.parse((await t.request().get('/api/open-data/hotspots.geojson').query({ bbox: '0,0,1,1' })).text).features).toEqual([]);
    expect(JSON.parse((await t.request().get('/api/open-data/hotspots.geojson').query({ bbox: box, since: isoDay(ago(20)) })).text).features).toEqual([]);
    // A preflight from another site is answered before the session.
    const preflight = await t.request().options('/api/open-data/hotspots.geojson').set('Origin', 'https://city.example').set('Access-Control-Request-Method', 'GET');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for an unknown partner and 400 for a period that is none, as JSON errors', async () => {
    const missing = await impact('00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'PARTNER_NOT_FOUND' });
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    expect((await impact('not-a-partner')).status).toBe(400);
    const id = await partner('Date checkers', 10, 10);
    const bad = await impact(id, { since: '2027-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.map((f: { field: string }) => f.field)).toEqual(['since']);
    const reversed = await impact(id, { since: isoDay(ago(1)), until: isoDay(ago(10)) });
    expect(reversed.status).toBe(400);
    expect(reversed.body.details.fields.map((f: { field: string }) => f.field)).toEqual(['until']);
    expect((await t.request().get('/api/open-data/hotspots.geojson').query({ bbox: '1,2,3' })).status).toBe(400);
    // Without a radius the area is derived from the centre and zoom (13 at 10° N: about 4.8 km).
    const derived = await impact(id);
    expect(derived.body.partner.area).toEqual({ latitude: 10, longitude: 10, radiusKm: 4.8, lat: 10, lon: 10 });
  });

  it('sends no session cookie with a public answer shared caches may keep', async () => {
    const id = await partner('Cookie-free town', 20, 20);
    // A registered session used after five minutes slides, and its cookie is sent again...
    t.clock.advance(6 * 60_000);
    const res = await admin.agent.get(`/api/partners/${id}/impact`);
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    // ... by any other answer.
    t.clock.advance(6 * 60_000);
    expect(String((await admin.agent.get('/api/guest/validate')).headers['set-cookie'])).toMatch(/^cq_session=/);
  });
});
