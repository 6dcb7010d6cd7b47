import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { photosModule } from '../../src/modules/photos/server';
import { reportsModule } from '../../src/modules/reports/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { DEFAULT_MAP_POINT } from '../../src/shared/constants';
import { heicHeader, jpegWithEvidence, noisyPhoto, solid, svgImage, textFile } from '../support/images';
import { guest } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

const modules = [guestModule, gamificationModule, photosModule, tasksModule, reportsModule];

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name));
}

describe.each(backends())('POST /api/reports (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let browser: ReturnType<TestApp['agent']>;
  let userId: string;
  const photosDir = () => path.join(dataDir, 'photos');
  const counts = async () => {
    const n = async (table: string) => (await t.db.raw(`select count(*)::int as n from ${table}`)).rows[0].n as number;
    return { reports: await n('reports'), photos: await n('photos'), tasks: await n('tasks'), files: filesUnder(photosDir()).length };
  };
  const report = (fields: Record<string, string | number>, file?: { data: Buffer; name: string; type?: string }) => {
    const r = browser.post('/api/reports');
    for (const [k, v] of Object.entries({ userId, imageUrl: 'placeholder', wasteType: 'Mixed', estimatedEffort: 15, priority: 'medium', reward: 10, ...fields })) r.field(k, String(v));
    if (file) r.attach('image', file.data, { filename: file.name, contentType: file.type ?? 'image/jpeg' });
    return r;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-reports-'));
    t = await createTestApp({ backend, modules, env: { DATA_DIR: dataDir } });
    ({ agent: browser, id: userId } = await guest(t));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a report and an available task; the served photo has no metadata; the EXIF position is kept as evidence', async () => {
    const res = await report({ location: 'Riverside park', latitude: 51.49, longitude: 11.98 }, { data: await jpegWithEvidence(), name: 'IMG_0001.jpg' });
    expect(res.status).toBe(201);
    expect(res.body.report).toMatchObject({ userId, latitude: 51.49, longitude: 11.98, positionSource: 'gps', location: 'Riverside park', wasteType: 'general', priority: 'medium', estimatedEffort: 15, reward: 10, description: 'Cleanup needed' });
    expect(res.body.task).toMatchObject({ status: 'available', reward: 10 });
    expect(res.body.photo).toEqual({ status: 'clear', message: null, blurred: { server: 0, device: 0, person: 0 } });

    const available = await t.request().get('/api/tasks/available');
    const task = available.body.find((x: { id: string }) => x.id === res.body.task.id);
    expect(task.report).toMatchObject({ id: res.body.report.id, imageUrl: res.body.report.imageUrl, location: 'Riverside park', wasteType: 'general' });

    const served = await t.request().get(res.body.report.imageUrl).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect((served.body as Buffer).includes(Buffer.from('TestCam'))).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain('51.4828000');
    // No evidence (its `gps` object, the camera): positionSource 'gps' only names where the position came from.
    expect(JSON.stringify(available.body)).not.toMatch(/evidence|"gps":|TestCam/i);
    const thumb = await t.request().get(res.body.report.thumbnailUrl);
    expect(thumb.status).toBe(200);

    const [photo] = await t.db('photos').where({ id: res.body.report.imageUrl.split('/').pop() });
    expect(photo.evidence.gps.latitude).toBeCloseTo(DEFAULT_MAP_POINT.latitude, 4);
    expect(photo.evidence.takenAt).toBe('2026-11-20T14:30:00.000Z');
    expect(filesUnder(photosDir()).every((f) => /\/[0-9a-f-]{36}(\.thumb)?\.webp$/.test(f))).toBe(true);
  });

  it('uses the default point when only a typed address is given', async () => {
    const res = await report({ location: 'Marktplatz 1, Halle' }, { data: await noisyPhoto(120, 90, 'png'), name: 'photo.png', type: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body.report).toMatchObject({ latitude: DEFAULT_MAP_POINT.latitude, longitude: DEFAULT_MAP_POINT.longitude, positionSource: 'default' });
  });

  it('requires a photo and a location, with the spec messages', async () => {
    const noPhoto = await report({ location: 'x' });
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body).toMatchObject({ code: 'MISSING_PHOTO', error: 'Please take a photo of the trash to report.' });
    const noLocation = await report({}, { data: await noisyPhoto(50, 50), name: 'a.jpg' });
    expect(noLocation.status).toBe(400);
    expect(noLocation.body.error).toContain('Please enter a location or use GPS to get your current location.');
  });

  it('only lets the session’s own user report', async () => {
    const before = await counts();
    const other = await browser.post('/api/reports').field('userId', '00000000-0000-4000-8000-000000000000').field('location', 'x').attach('image', await noisyPhoto(50, 50), 'a.jpg');
    expect(other.status).toBe(403);
    const anonymous = await t.request().post('/api/reports').field('userId', userId).field('location', 'x').attach('image', await noisyPhoto(50, 50), 'a.jpg');
    expect(anonymous.status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['an empty file', async () => Buffer.alloc(0), 'empty.jpg', 400],
    ['wrong magic bytes', async () => Buffer.from('GIF89a-not-really'), 'x.jpg', 415],
    ['a text file named .jpg', async () => textFile, 'holiday.jpg', 415],
    ['an SVG', async () => svgImage, 'drawing.svg', 415],
    // HEIC is accepted (issue 23, tests/integration/photo-heic.test.ts); a header without an image is unreadable.
    ['a HEIC header without an image', async () => heicHeader, 'IMG_1.heic', 422],
    ['a 60-megapixel image', () => solid(8000, 7500), 'huge.png', 413],
    ['an oversized file', async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(15 * 1024 * 1024 + 10)]), 'big.jpg', 413],
    ['a truncated JPEG', async () => (await noisyPhoto(400, 300)).subarray(0, 2500), 'cut.jpg', 422],
  ])('refuses %s with a clear JSON error and leaves nothing behind', async (_name, make, filename, status) => {
    const before = await counts();
    const res = await report({ location: 'Somewhere' }, { data: await make(), name: filename });
    expect(res.status).toBe(status);
    expect(res.type).toBe('application/json');
    expect(typeof res.body.error).toBe('string');
    expect(res.body.code).toMatch(/^[A-Z_]+$/);
    expect(await counts()).toEqual(before);
  });

  it('leaves no file behind when the database write fails', async () => {
    await t.db.raw(`create or replace function cq_fail() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`);
    await t.db.raw('create trigger cq_fail_tasks before insert on tasks for each row execute function cq_fail()');
    try {
      const before = await counts();
      const res = await report({ location: 'Somewhere' }, { data: await noisyPhoto(80, 60), name: 'a.jpg' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
      expect(await counts()).toEqual(before);
    } finally {
      await t.db.raw('drop trigger cq_fail_tasks on tasks');
    }
  });

  it('writes no row when the file cannot be written', async () => {
    const blocked = path.join(photosDir(), new Date().toISOString().slice(0, 7).replace('-', '/'));
    const moved = `${blocked}.bak`;
    if (fs.existsSync(blocked)) fs.renameSync(blocked, moved);
    fs.mkdirSync(path.dirname(blocked), { recursive: true });
    fs.writeFileSync(blocked, 'a file where the month folder should be');
    try {
      const before = await counts();
      const res = await report({ location: 'Somewhere' }, { data: await noisyPhoto(80, 60), name: 'a.jpg' });
      expect(res.status).toBe(500);
      expect(await counts()).toEqual(before);
    } finally {
      fs.rmSync(blocked);
      if (fs.existsSync(moved)) fs.renameSync(moved, blocked);
    }
  });
});
