import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHOTO_STORE, PHOTOS_SERVICE } from '../../src/modules/photos/server/container';
import { serverModules } from '../../src/modules/server';
import { noisyPhoto } from '../support/images';
import { guest as newGuest, member, type Person } from '../support/people';
import { startS3Server, type S3Server } from '../support/s3-server';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 21, point 1: with PHOTO_STORE=s3 the photos live in an S3-compatible bucket (s3rver on
 * loopback here), and everything that reads or removes photo files works on it as on disk. The
 * store's own cases for both stores are in src/server/storage/photo-store.contract.test.ts.
 */
describe('photos in an S3-compatible bucket (pglite)', () => {
  let s3: S3Server;
  let t: TestApp;
  let dataDir: string;
  let owner: Person;
  let mod: Person;
  let stranger: Person;
  let seq = 0;

  const keysOf = async (photoId: string) => (await t.db('photos').where({ id: photoId }).first('main_key', 'thumb_key')) as { main_key: string; thumb_key: string };
  /** A report with a photo by `who`; returns the photo's id and its keys. */
  const reportPhoto = async (who: Person = owner) => {
    const req = who.agent.post('/api/reports');
    for (const [k, v] of Object.entries({ userId: who.id, wasteType: 'plastic', estimatedEffort: 15, priority: 'medium', location: `Riverbank ${++seq}` })) req.field(k, String(v));
    const res = await req.attach('image', await noisyPhoto(80, 60), { filename: 'a.jpg', contentType: 'image/jpeg' });
    expect(res.status, res.text).toBe(201);
    const photoId = (res.body.report.imageUrl as string).split('/').pop()!;
    return { photoId, ...(await keysOf(photoId)) };
  };
  const status = async (who: Person | null, photoId: string, thumb = false) => (await (who ? who.agent : t.request()).get(`/api/photos/${photoId}${thumb ? '/thumb' : ''}`)).status;
  const visibility = async (photoId: string) => ({ public: await status(null, photoId), stranger: await status(stranger, photoId), owner: await status(owner, photoId), moderator: await status(mod, photoId) });
  const filesIn = (dir: string) => (fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]) : []);

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-photo-s3-'));
    t = await createTestApp({ backend: 'pglite', modules: serverModules, env: { DATA_DIR: dataDir, ...s3.env } });
    owner = await member(t);
    mod = await member(t, { role: 'moderator' });
    stranger = await newGuest(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps an uploaded photo in the bucket, not in DATA_DIR, and serves it back through the app', async () => {
    const { photoId, main_key, thumb_key } = await reportPhoto();
    expect(await s3.keys()).toEqual(expect.arrayContaining([main_key, thumb_key]));
    expect(filesIn(dataDir).filter((f) => f.includes(photoId))).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'photos'))).toBe(false);

    for (const thumb of [false, true]) {
      const res = await t.request().get(`/api/photos/${photoId}${thumb ? '/thumb' : ''}`).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const body = res.body as Buffer;
      expect(body.subarray(0, 4).toString()).toBe('RIFF');
      expect(body.subarray(8, 12).toString()).toBe('WEBP');
      if (!thumb) expect(body.length).toBe((await t.db('photos').where({ id: photoId }).first('bytes')).bytes);
    }
    const ready = await t.request().get('/api/health/ready').expect(200);
    expect(ready.body.checks.photos).toBe('ok');
  });

  it('keeps held and hidden photos private: refused to the public and other people, shown to the owner and moderators', async () => {
    const hidden = await reportPhoto();
    expect(await visibility(hidden.photoId)).toEqual({ public: 200, stranger: 200, owner: 200, moderator: 200 });
    expect((await mod.agent.post(`/api/admin/photos/${hidden.photoId}/hide`).send({ reason: 'Shows a face' })).body.state).toBe('hidden');
    expect(await visibility(hidden.photoId)).toEqual({ public: 404, stranger: 404, owner: 200, moderator: 200 });
    expect(await status(null, hidden.photoId, true)).toBe(404);

    const held = await reportPhoto();
    await t.db('photos').where({ id: held.photoId }).update({ screening_status: 'held', screening_score: 0.93, screener: 'nsfwjs' });
    expect(await visibility(held.photoId)).toEqual({ public: 404, stranger: 404, owner: 200, moderator: 200 });
    // Private answers are never stored by a cache.
    expect((await owner.agent.get(`/api/photos/${held.photoId}`)).headers['cache-control']).toBe('private, no-store');
  });

  it('removes the objects when a moderator deletes the photo', async () => {
    const { photoId, main_key, thumb_key } = await reportPhoto();
    const other = await reportPhoto();
    const del = await mod.agent.post(`/api/admin/photos/${photoId}/delete`).send({ reason: 'Nudity in the background' });
    expect(del.body).toEqual({ id: photoId, changed: true, state: 'deleted' });
    const keys = await s3.keys();
    expect(keys).not.toContain(main_key);
    expect(keys).not.toContain(thumb_key);
    expect(keys).toEqual(expect.arrayContaining([other.main_key, other.thumb_key]));
    expect(await status(owner, photoId)).toBe(410);
  });

  it('removes the objects of an erased account’s photos (a replaced profile picture already on replacing)', async () => {
    const ada = await member(t);
    const upload = async () => {
      const res = await ada.agent.post('/api/user/upload-profile-picture').field('userId', ada.id).attach('profileImage', await noisyPhoto(120, 120), 'me.jpg');
      expect(res.status, res.text).toBe(200);
      return keysOf((res.body.profileImageUrl as string).split('/').pop()!);
    };
    const first = await upload();
    const second = await upload();
    let keys = await s3.keys();
    expect(keys).not.toContain(first.main_key);
    expect(keys).not.toContain(first.thumb_key);
    expect(keys).toEqual(expect.arrayContaining([second.main_key, second.thumb_key]));
    // Her report's photo stays for the task (anonymised); her profile picture goes.
    const report = await reportPhoto(ada);

    expect((await ada.agent.delete('/api/account').send({ confirm: 'DELETE' })).status).toBe(200);
    keys = await s3.keys();
    expect(keys).not.toContain(second.main_key);
    expect(keys).not.toContain(second.thumb_key);
    expect(keys).toEqual(expect.arrayContaining([report.main_key, report.thumb_key]));
    expect(await status(null, report.photoId)).toBe(200);
  });

  it('sweeps an object that no row refers to once it is older than the grace period', async () => {
    const store = t.app.container.get(PHOTO_STORE);
    const recorded = await reportPhoto();
    const orphan = `2026/11/${crypto.randomUUID()}.webp`;
    await store.put(orphan, Buffer.from('RIFF----WEBP'));
    // Not the app's: another program's object in the bucket is never swept.
    await s3.put('Exports/Report 2026.PDF', 'not a photo');
    // Times from the bucket's own clock, so the test means the same on any date.
    let modifiedAt: Date | undefined;
    for await (const f of store.list()) if (f.key === orphan) modifiedAt = f.modifiedAt;
    expect(modifiedAt).toBeInstanceOf(Date);
    const graceMs = 15 * 60_000;
    const sweep = (msAfterGrace: number) => t.app.container.get(PHOTOS_SERVICE).sweepOrphans(graceMs, new Date(modifiedAt!.getTime() + graceMs + msAfterGrace));

    expect((await sweep(-60_000)).removed).toEqual([]);
    expect(await s3.keys()).toContain(orphan);
    expect((await sweep(60_000)).removed).toEqual([orphan]);
    const keys = await s3.keys();
    expect(keys).not.toContain(orphan);
    expect(keys).toEqual(expect.arrayContaining([recorded.main_key, recorded.thumb_key, 'Exports/Report 2026.PDF']));
    expect(await status(null, recorded.photoId)).toBe(200);
  });

  // Last: it stops the server.
  it('reports the bucket on readiness (503 naming photos) once the server is gone, and nothing was written to DATA_DIR', async () => {
    const { photoId } = await reportPhoto();
    expect(filesIn(path.join(dataDir, 'photos'))).toEqual([]);
    await s3.stop();
    // A photo whose store cannot be reached is a 503 to retry, not a 404 for a photo that is gone.
    const photoRes = await t.request().get(`/api/photos/${photoId}`).set('Accept-Language', 'de');
    expect(photoRes.status).toBe(503);
    expect(photoRes.body.code).toBe('PHOTO_STORE_UNAVAILABLE');
    expect(photoRes.body.error).toBe('Fotos können gerade nicht geladen werden. Bitte versuche es gleich noch einmal.');
    expect(photoRes.headers['retry-after']).toBe('5');
    const started = Date.now();
    const res = await t.request().get('/api/health/ready').expect(503);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.body.code).toBe('NOT_READY');
    expect(res.body.details.checks).toMatchObject({ database: 'ok', migrations: 'ok' });
    expect(res.body.details.checks.photos).toMatch(new RegExp(`^photo bucket "photos" at ${s3.endpoint} is not reachable`));
    expect(res.body.details.checks.photos).not.toContain(s3.env.S3_SECRET_ACCESS_KEY);
  });

  // After the server stopped: what the app's shutdown does.
  it('closes its S3 client when the app shuts down (after the background work, before the database)', async () => {
    const store = t.app.container.get(PHOTO_STORE);
    const closed = vi.spyOn(store, 'close');
    await t.app.close();
    expect(closed).toHaveBeenCalledTimes(1);
    closed.mockRestore();
  });
});
