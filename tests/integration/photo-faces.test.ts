import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestModule } from '../../src/modules/guest/server';
import { gamificationModule } from '../../src/modules/gamification/server';
import { PHOTOS_API, type PhotosApi } from '../../src/modules/photos/contract';
import { photosModule } from '../../src/modules/photos/server';
import { reportsModule } from '../../src/modules/reports/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { scene } from '../support/images';
import { member, type Person } from '../support/people';
import { laplacianVariance } from '../support/sharpness';
import { backends, createTestApp, type TestApp } from '../support/test-app';

/** NASA's astronaut portrait (public domain; tests/fixtures/README.md), 384 px: the face at 122,56 87x83. */
const ASTRONAUT = fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'astronaut.jpg'));
const FACE = { left: 122, top: 56, width: 87, height: 83 };
/**
 * The face box's Laplacian variance is ~1020 in the fixture and ~10 once blurred (8 cells across the
 * padded face); 50 is 5% of the sharp face, 5x the blurred one: an eye or a mouth left sharp in the
 * box (a box that missed, a blur that is too weak) pushes it far above.
 */
const BLURRED_FACE_MAX_VARIANCE = 50;
/** The WebP re-encode of a litter scene moves its Laplacian variance by ~12% (44 -> 50); a blurred region would cut it. */
const REENCODE_NOISE = 0.25;

/**
 * Issue 39: a photo sent through the API has its faces blurred before anything is stored (the server's
 * own detection, whatever the client says), and the record says how many regions and by whom.
 */
describe.each(backends())('faces blurred in uploaded photos (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let owner: Person;
  let photos: PhotosApi;
  let seq = 0;

  const report = async (image: Buffer, extra: Record<string, string> = {}) => {
    const r = owner.agent.post('/api/reports');
    const fields: Record<string, string> = { userId: owner.id, wasteType: 'plastic', location: `Faces spot ${++seq}`, ...extra };
    for (const [k, v] of Object.entries(fields)) r.field(k, v);
    return r.attach('image', image, { filename: 'a.jpg', contentType: 'image/jpeg' });
  };
  const photoOf = async (image: Buffer, extra?: Record<string, string>) => {
    const res = await report(image, extra);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = (res.body.report.imageUrl as string).split('/').pop()!;
    const row = await t.db('photos').where({ id }).first('width', 'height', 'blurred_regions');
    return { id, row: row as { width: number; height: number; blurred_regions: { x: number; y: number; w: number; h: number; by: string }[] } };
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-photo-faces-'));
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule, photosModule, tasksModule, reportsModule], env: { DATA_DIR: dataDir } });
    photos = t.app.container.get<PhotosApi>(PHOTOS_API);
    owner = await member(t, { role: 'cleaner' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a photo with a face blurred (main and thumbnail), and records one region blurred by the server', async () => {
    const { id, row } = await photoOf(ASTRONAUT);
    expect(row.blurred_regions).toHaveLength(1);
    const [region] = row.blurred_regions;
    expect(region!.by).toBe('server');
    // The padded region covers the whole face box.
    expect(region!.x * 384).toBeLessThanOrEqual(FACE.left);
    expect(region!.y * 384).toBeLessThanOrEqual(FACE.top);
    expect((region!.x + region!.w) * 384).toBeGreaterThanOrEqual(FACE.left + FACE.width);
    expect((region!.y + region!.h) * 384).toBeGreaterThanOrEqual(FACE.top + FACE.height);

    const before = await laplacianVariance(ASTRONAUT, FACE);
    const main = (await photos.readMain(id))!;
    expect(before).toBeGreaterThan(20 * BLURRED_FACE_MAX_VARIANCE);
    expect(await laplacianVariance(main, FACE)).toBeLessThan(BLURRED_FACE_MAX_VARIANCE);
    // Every file on disk is blurred: the thumbnail too (same size here: the photo is under 400 px).
    const files = fs.readdirSync(path.join(dataDir, 'photos'), { recursive: true }).map(String).filter((f) => f.includes(id));
    expect(files.map((f) => path.basename(f)).sort()).toEqual([`${id}.thumb.webp`, `${id}.webp`]);
    for (const f of files) expect(await laplacianVariance(fs.readFileSync(path.join(dataDir, 'photos', f)), FACE)).toBeLessThan(BLURRED_FACE_MAX_VARIANCE);
  });

  it('leaves a litter photo without faces as it was apart from the re-encode', async () => {
    const litter = await scene({ litter: 6, seed: 7 });
    const { id, row } = await photoOf(litter);
    expect(row.blurred_regions).toEqual([]);
    const main = (await photos.readMain(id))!;
    const [a, b] = await Promise.all([sharp(litter).metadata(), sharp(main).metadata()]);
    expect([b.width, b.height]).toEqual([a.width, a.height]);
    const [va, vb] = [await laplacianVariance(litter), await laplacianVariance(main)];
    expect(Math.abs(vb - va) / va).toBeLessThan(REENCODE_NOISE);
  });

  it('records the regions the upload says it blurred, blurs them again, and still finds the face itself', async () => {
    // A painted region over the helmet (bottom right), by the person; the client says nothing of the face.
    const painted = { x: 0.55, y: 0.68, w: 0.4, h: 0.3, by: 'person' };
    const box = { left: Math.ceil(0.55 * 384), top: Math.ceil(0.68 * 384), width: Math.floor(0.4 * 384), height: Math.floor(0.3 * 384) };
    const res = await report(ASTRONAUT, { blurRegions: JSON.stringify([painted]) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // The reporter is told the counts (never the boxes).
    expect(res.body.photo.blurred).toEqual({ server: 1, device: 0, person: 1 });
    const id = (res.body.report.imageUrl as string).split('/').pop()!;
    const row = (await t.db('photos').where({ id }).first('blurred_regions')) as { blurred_regions: { by: string }[] };
    expect(row.blurred_regions.map((r) => r.by)).toEqual(['server', 'person']);
    expect(row.blurred_regions[1]).toEqual(painted);
    const main = (await photos.readMain(id))!;
    expect(await laplacianVariance(main, FACE)).toBeLessThan(BLURRED_FACE_MAX_VARIANCE);
    expect(await laplacianVariance(main, box)).toBeLessThan((await laplacianVariance(ASTRONAUT, box)) / 5);
  });

  it('refuses a blurRegions field that is malformed or speaks for the server, before storing anything', async () => {
    const before = await t.db('photos').count({ n: '*' }).first();
    for (const bad of ['[{', JSON.stringify([{ x: 0.1, y: 0.1, w: 0.2, h: 0.2, by: 'server' }]), JSON.stringify([{ x: 0.9, y: 0, w: 0.2, h: 0.2, by: 'device' }])]) {
      const res = await report(ASTRONAUT, { blurRegions: bad });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await t.db('photos').count({ n: '*' }).first()).toEqual(before);
  });

  it("takes blurRegions on 'Yes, add my photo' too (POST /api/tasks/{id}/confirmations): recorded, blurred again, the face found anyway; a bad field stores nothing", async () => {
    const spot = await report(await scene({ litter: 4, seed: 11 }));
    expect(spot.status, JSON.stringify(spot.body)).toBe(201);
    const taskId = spot.body.task.id as string;
    const other = await member(t, { role: 'cleaner' });
    const confirm = (blurRegions: string) => other.agent.post(`/api/tasks/${taskId}/confirmations`).field('blurRegions', blurRegions).attach('image', ASTRONAUT, { filename: 'same-spot.jpg', contentType: 'image/jpeg' });

    const before = await t.db('photos').count({ n: '*' }).first();
    for (const bad of ['[{', JSON.stringify([{ x: 0.1, y: 0.1, w: 0.2, h: 0.2, by: 'server' }]), JSON.stringify(Array.from({ length: 51 }, () => ({ x: 0, y: 0, w: 0.1, h: 0.1, by: 'person' })))]) {
      const res = await confirm(bad);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await t.db('photos').count({ n: '*' }).first()).toEqual(before);

    const painted = { x: 0.55, y: 0.68, w: 0.4, h: 0.3, by: 'person' };
    const box = { left: Math.ceil(0.55 * 384), top: Math.ceil(0.68 * 384), width: Math.floor(0.4 * 384), height: Math.floor(0.3 * 384) };
    const res = await confirm(JSON.stringify([painted]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.alreadyConfirmed).toBe(false);
    const { photo_id: id } = (await t.db('task_confirmations').where({ task_id: taskId, user_id: other.id }).first('photo_id')) as { photo_id: string };
    const row = (await t.db('photos').where({ id }).first('blurred_regions')) as { blurred_regions: { by: string }[] };
    expect(row.blurred_regions.map((r) => r.by)).toEqual(['server', 'person']);
    expect(row.blurred_regions[1]).toEqual(painted);
    const main = (await photos.readMain(id))!;
    expect(await laplacianVariance(main, FACE)).toBeLessThan(BLURRED_FACE_MAX_VARIANCE);
    expect(await laplacianVariance(main, box)).toBeLessThan((await laplacianVariance(ASTRONAUT, box)) / 5);
  });
});
