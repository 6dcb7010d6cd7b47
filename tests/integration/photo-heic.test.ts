import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import type { PhotoEvidence } from '../../src/modules/photos/contract';
import { photoIdFromUrl } from '../../src/modules/photos/contract';
import { photosModule } from '../../src/modules/photos/server';
import { reportsModule } from '../../src/modules/reports/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { heicDeclaring, heicPhoto } from '../support/heic';
import { jpegWithEvidence, noisyPhoto, scene } from '../support/images';
import { guest, reportTask, type Person } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

/*
 * Issue 23: iPhone photos (HEIC) are accepted and converted on the server, and the EXIF time and
 * position the browser read before scaling a photo (form fields) are kept as evidence where the
 * uploaded file has none: for reports and for completion photos.
 */
const modules = [guestModule, gamificationModule, photosModule, tasksModule, reportsModule];
const HOUR = 3_600_000;

describe.each(backends())('HEIC uploads and browser-read EXIF (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let reporter: Person;
  let spot = 0;

  const photoRow = async (imageUrl: string) =>
    (await t.db('photos').where({ id: photoIdFromUrl(imageUrl) }).first()) as { original_format: string; evidence: PhotoEvidence; purpose: string };

  /** A report at a spot of its own (no other open task nearby), with these extra form fields. */
  const report = (photo: Buffer, filename: string, fields: Record<string, string> = {}, type = 'image/jpeg') => {
    spot += 1;
    const r = reporter.agent
      .post('/api/reports')
      .field('userId', reporter.id)
      .field('location', `HEIC street ${spot}`)
      .field('latitude', String(50 + spot / 100))
      .field('longitude', String(10 + spot / 100))
      .field('notDuplicate', 'true');
    for (const [k, v] of Object.entries(fields)) r.field(k, v);
    return r.attach('image', photo, { filename, contentType: type });
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-heic-'));
    t = await createTestApp({ backend, modules, env: { DATA_DIR: dataDir } });
    reporter = await guest(t);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('accepts an iPhone HEIC report and serves it as WebP like any photo, with its own EXIF as evidence', async () => {
    const res = await report(heicPhoto(), 'IMG_0042.HEIC', {}, 'image/heic');
    expect(res.status).toBe(201);
    const served = await t.request().get(res.body.report.imageUrl).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 96, 64, undefined]);
    const row = await photoRow(res.body.report.imageUrl);
    expect(row.original_format).toBe('heic');
    expect(row.evidence.takenAt).toBe('2026-11-20T14:30:00.000Z');
    expect(row.evidence.gps!.latitude).toBeCloseTo(51.4828, 4);
    expect(row.evidence.camera).toBe('TestCam H1');
  });

  it('refuses a HEIC over the pixel limit (413) and one that cannot be decoded (422), leaving nothing behind', async () => {
    const photos = async () => (await t.db('photos').count({ n: '*' }).first())!.n;
    const before = await photos();
    const huge = await report(heicDeclaring(8000, 7500), 'IMG_9.HEIC', {}, 'image/heic');
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PHOTO_TOO_MANY_PIXELS');
    const cut = await report(heicPhoto().subarray(0, 700), 'IMG_8.HEIC', {}, 'image/heic');
    expect(cut.status).toBe(422);
    expect(cut.body.code).toBe('PHOTO_UNREADABLE');
    expect(await photos()).toEqual(before);
  });

  it('keeps the browser-read EXIF time and position of a scaled photo (no EXIF left in the file)', async () => {
    const takenAt = new Date(Date.now() - 2 * HOUR).toISOString();
    const res = await report(await noisyPhoto(160, 120), 'IMG_0043.jpg', { exifTakenAt: takenAt, exifLatitude: '48.1371', exifLongitude: '11.5754' });
    expect(res.status).toBe(201);
    const { evidence } = await photoRow(res.body.report.imageUrl);
    expect(evidence.takenAt).toBe(takenAt);
    expect(evidence.gps).toEqual({ latitude: 48.1371, longitude: 11.5754, altitude: null });
  });

  it('prefers the file’s own EXIF, and ignores a time in the future or before 2000', async () => {
    const own = await report(await jpegWithEvidence(), 'IMG_0044.jpg', { exifTakenAt: new Date(Date.now() - HOUR).toISOString(), exifLatitude: '1.5', exifLongitude: '2.5' });
    expect(own.status).toBe(201);
    const fromFile = (await photoRow(own.body.report.imageUrl)).evidence;
    expect(fromFile.takenAt).toBe('2026-11-20T14:30:00.000Z');
    expect(fromFile.gps!.latitude).toBeCloseTo(51.4828, 4);

    for (const exifTakenAt of [new Date(Date.now() + 24 * HOUR).toISOString(), '1999-12-31T12:00:00.000Z']) {
      const res = await report(await noisyPhoto(40, 30), 'IMG_0045.jpg', { exifTakenAt });
      expect(res.status).toBe(201);
      expect((await photoRow(res.body.report.imageUrl)).evidence.takenAt).toBeNull();
    }
    const malformed = await report(await noisyPhoto(40, 30), 'IMG_0046.jpg', { exifTakenAt: 'yesterday' });
    expect(malformed.status).toBe(400);
  });

  it('keeps the after-photo’s browser-read EXIF as evidence of a completion', async () => {
    const cleaner = await guest(t);
    const taskId = await reportTask(reporter, await scene({ litter: 60, seed: 23 }), { latitude: 47.5, longitude: 9.5 });
    await cleaner.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: cleaner.id }).expect(200);
    const takenAt = new Date(Date.now() - 60_000).toISOString();
    const done = await cleaner.agent
      .post(`/api/tasks/${taskId}/complete-with-photo`)
      .field('exifTakenAt', takenAt)
      .field('exifLatitude', '47.5001')
      .field('exifLongitude', '9.5002')
      .attach('completionImage', await scene({ litter: 0, seed: 23, retake: true }), 'after.jpg');
    expect(done.status).toBe(200);
    const row = (await t.db('photos').where({ owner_id: cleaner.id, purpose: 'completion' }).first()) as { evidence: PhotoEvidence };
    expect(row.evidence.takenAt).toBe(takenAt);
    expect(row.evidence.gps).toEqual({ latitude: 47.5001, longitude: 9.5002, altitude: null });

    const bad = await cleaner.agent.post(`/api/tasks/${taskId}/complete-with-photo`).field('exifLatitude', '95').field('exifLongitude', '9').attach('completionImage', await noisyPhoto(40, 30), 'x.jpg');
    expect(bad.status).toBe(400);
  });
});
