import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAP_POINT } from '../../src/shared/constants';
import { jpegWithEvidence, noisyPhoto } from '../support/images';
import { guest } from '../support/people';
import { json, startStandIn, type StandIn } from '../support/stand-in-server';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

/**
 * Issue 23: a report lands where the litter is. The device's GPS fix, else the photo's EXIF position
 * (the uploaded file's own, else what the browser read before scaling it), else the typed address
 * geocoded (through the geocoding module, here a local stand-in for the service), else the default
 * map point, and the task says which.
 */
describe.each(backends())('where a report lands (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let geocoder: StandIn;
  let browser: ReturnType<TestApp['agent']>;
  let userId: string;
  let photo: Buffer;

  const report = async (fields: Record<string, string | number>, image = photo) => {
    const r = browser.post('/api/reports').field('userId', userId);
    for (const [k, v] of Object.entries(fields)) r.field(k, String(v));
    const res = await r.attach('image', image, { filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect(res.status, res.text).toBe(201);
    return res.body as { report: { id: string; latitude: number; longitude: number; positionSource: string; imageUrl: string }; task: { id: string } };
  };
  /** The task as the map shows it. */
  const taskOnMap = async (id: string) => {
    const res = await t.request().get('/api/tasks/available');
    return (res.body as { id: string; report: { latitude: number; longitude: number; positionSource: string | null } }[]).find((x) => x.id === id)!;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-position-'));
    photo = await noisyPhoto(120, 90);
    geocoder = await startStandIn((req, res) => {
      const q = new URL(req.url!, 'http://x').searchParams.get('q') ?? '';
      if (q.startsWith('Broken')) return json(res, 500, { error: 'boom' });
      json(res, 200, q.startsWith('Hallmarkt') ? [{ place_id: 3, lat: '51.4812', lon: '11.9671', display_name: 'Hallmarkt, Halle (Saale)' }] : []);
    });
    t = await createTestApp({
      backend,
      modules: manifests('guest', 'gamification', 'photos', 'tasks', 'reports', 'geocoding'),
      env: { DATA_DIR: dataDir, GEOCODER_URL: geocoder.url, GEOCODER_MIN_INTERVAL_MS: '0' },
    });
    ({ agent: browser, id: userId } = await guest(t));
  });
  afterAll(async () => {
    await Promise.all([t.close(), geocoder.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes the device’s GPS fix first, even with an EXIF position and a findable address', async () => {
    const before = geocoder.requests.length;
    const res = await report({ latitude: 51.49, longitude: 11.98, exifLatitude: 51.3, exifLongitude: 12.3, location: 'Hallmarkt 1, Halle' });
    expect(res.report).toMatchObject({ latitude: 51.49, longitude: 11.98, positionSource: 'gps' });
    expect((await taskOnMap(res.task.id)).report).toMatchObject({ latitude: 51.49, longitude: 11.98, positionSource: 'gps' });
    expect(geocoder.requests.length).toBe(before);
  });

  it('takes the EXIF position the browser read next, and keeps it and the capture time as the photo’s evidence', async () => {
    const before = geocoder.requests.length;
    const res = await report({ exifLatitude: 51.3397, exifLongitude: 12.3731, exifTakenAt: '2026-11-20T14:30:00.000Z', location: 'Hallmarkt 1, Halle' });
    expect(res.report).toMatchObject({ latitude: 51.3397, longitude: 12.3731, positionSource: 'exif' });
    expect((await taskOnMap(res.task.id)).report).toMatchObject({ latitude: 51.3397, longitude: 12.3731, positionSource: 'exif' });
    expect(geocoder.requests.length).toBe(before);
    const stored = await t.db('photos').where({ id: res.report.imageUrl.split('/').pop() }).first();
    expect(stored.evidence).toMatchObject({ gps: { latitude: 51.3397, longitude: 12.3731 }, takenAt: '2026-11-20T14:30:00.000Z' });
  });

  it('takes the uploaded photo’s own EXIF position when the browser sent none', async () => {
    const res = await report({ location: 'Hallmarkt 1, Halle' }, await jpegWithEvidence());
    expect(res.report.positionSource).toBe('exif');
    expect(res.report.latitude).toBeCloseTo(DEFAULT_MAP_POINT.latitude, 4);
  });

  it('geocodes the typed address when there is no position', async () => {
    const res = await report({ location: 'Hallmarkt 1, Halle' });
    expect(res.report).toMatchObject({ latitude: 51.4812, longitude: 11.9671, positionSource: 'address' });
    expect((await taskOnMap(res.task.id)).report).toMatchObject({ latitude: 51.4812, longitude: 11.9671, positionSource: 'address' });
    expect(await t.db('reports').where({ id: res.report.id }).first()).toMatchObject({ position_source: 'address', location: 'Hallmarkt 1, Halle' });
  });

  it('uses the default point, and says so, when the address cannot be found or the geocoder fails', async () => {
    for (const location of ['Somewhere unknown 7', 'Broken lane 1']) {
      const res = await report({ location });
      expect(res.report, location).toMatchObject({ latitude: DEFAULT_MAP_POINT.latitude, longitude: DEFAULT_MAP_POINT.longitude, positionSource: 'default' });
      expect((await taskOnMap(res.task.id)).report.positionSource).toBe('default');
    }
  });

  it('refuses half an EXIF position and a malformed EXIF time', async () => {
    for (const fields of [{ location: 'x', exifLatitude: 51.3 }, { location: 'x', exifTakenAt: 'yesterday' }]) {
      const r = browser.post('/api/reports').field('userId', userId);
      for (const [k, v] of Object.entries(fields)) r.field(k, String(v));
      const res = await r.attach('image', photo, 'photo.jpg');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe.each(backends())('where a report lands when the geocoder is unreachable (%s)', (backend) => {
  it('uses the default point and never fails the report', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-position-down-'));
    const t = await createTestApp({
      backend,
      modules: manifests('guest', 'gamification', 'photos', 'tasks', 'reports', 'geocoding'),
      env: { DATA_DIR: dataDir, GEOCODER_URL: 'http://127.0.0.1:9', GEOCODER_TIMEOUT_MS: '300' },
    });
    try {
      const { agent, id } = await guest(t);
      const res = await agent.post('/api/reports').field('userId', id).field('location', 'Hallmarkt 1, Halle').attach('image', await noisyPhoto(80, 60), 'photo.jpg');
      expect(res.status, res.text).toBe(201);
      expect(res.body.report).toMatchObject({ latitude: DEFAULT_MAP_POINT.latitude, longitude: DEFAULT_MAP_POINT.longitude, positionSource: 'default' });
    } finally {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
