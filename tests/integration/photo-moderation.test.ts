import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminModule } from '../../src/modules/admin/server';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { PHOTO_FLAG_DAILY_LIMIT, PHOTO_FLAG_HOLD_THRESHOLD, type ModerationItemDto } from '../../src/modules/photos/contract';
import { photosModule } from '../../src/modules/photos/server';
import { reportsModule } from '../../src/modules/reports/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { noisyPhoto } from '../support/images';
import { guest as newGuest, member, type Person } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

type Agent = ReturnType<TestApp['agent']>;

const ZERO = '00000000-0000-4000-8000-000000000000';
const ADMIN_PHOTO_ROUTES: [method: 'get' | 'post', path: string, body?: object][] = [
  ['get', '/api/admin/photos'],
  ['get', '/api/admin/photos?queue=hidden'],
  ['post', `/api/admin/photos/${ZERO}/hide`, { reason: 'Shows a face' }],
  ['post', `/api/admin/photos/${ZERO}/restore`, {}],
  ['post', `/api/admin/photos/${ZERO}/delete`, { reason: 'Nudity' }],
];

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name));
}

describe.each(backends())('photo flags and moderation (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let owner: Person;
  let guest: Person;
  let cleaner: Person;
  let mod: Person;
  let admin: Person;

  let seq = 0;

  // No role: a guest. A role: a registered account with it.
  const person = (role?: 'cleaner' | 'moderator' | 'admin'): Promise<Person> => (role ? member(t, { role }) : newGuest(t));
  /** A report by the owner; returns its photo id and task id. */
  const reportPhoto = async () => {
    const r = owner.agent.post('/api/reports');
    for (const [k, v] of Object.entries({ userId: owner.id, wasteType: 'plastic', estimatedEffort: 15, priority: 'medium', location: `Spot ${++seq}` })) r.field(k, String(v));
    r.attach('image', await noisyPhoto(80, 60), { filename: 'a.jpg', contentType: 'image/jpeg' });
    const res = await r;
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { photoId: (res.body.report.imageUrl as string).split('/').pop()!, taskId: res.body.task.id as string, keys: await t.db('photos').where({ id: (res.body.report.imageUrl as string).split('/').pop() }).first('main_key', 'thumb_key') };
  };
  const status = async (who: Person | null, photoId: string, thumb = false) => (await (who ? who.agent : t.request()).get(`/api/photos/${photoId}${thumb ? '/thumb' : ''}`)).status;
  const visibility = async (photoId: string) => ({ public: await status(null, photoId), owner: await status(owner, photoId), moderator: await status(mod, photoId) });
  const audit = (photoId: string) => t.db('admin_audit_log').where({ target_id: photoId }).orderBy('seq');
  const queue = async (which: 'pending' | 'hidden' = 'pending') => {
    const res = await mod.agent.get(`/api/admin/photos?queue=${which}`);
    expect(res.status).toBe(200);
    return res.body.items as ModerationItemDto[];
  };
  const heldCount = async () => {
    const res = await mod.agent.get('/api/admin/overview');
    return (res.body.counts as Array<{ key: string; count: number; view?: string }>).find((c) => c.key === 'photos.held')!;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-photo-mod-'));
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule, photosModule, tasksModule, reportsModule, adminModule], env: { DATA_DIR: dataDir } });
    owner = await person('cleaner');
    guest = await person();
    cleaner = await person('cleaner');
    mod = await person('moderator');
    admin = await person('admin');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses every photo admin route without a session (401), to guests and cleaners (403); moderators and admins pass', async () => {
    for (const [method, url, body] of ADMIN_PHOTO_ROUTES) {
      const send = (a: Agent | ReturnType<TestApp['request']>) => (body ? a[method](url).send(body) : a[method](url));
      expect((await send(t.request())).status, `${method} ${url} anonymous`).toBe(401);
      for (const who of [guest, cleaner]) {
        const res = await send(who.agent);
        expect(res.status, `${method} ${url} as ${who === guest ? 'guest' : 'cleaner'}`).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
      for (const who of [mod, admin]) {
        const res = await send(who.agent);
        // Past the role check: 200 for the lists, 404 for the made-up photo.
        expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(method === 'get' ? 200 : 404);
      }
    }
  });

  it('validates flags and admin bodies with 400s, never a 500', async () => {
    const { photoId } = await reportPhoto();
    const url = `/api/photos/${photoId}/flags`;
    const bad: Array<[unknown, string]> = [
      [{}, 'reason'],
      [{ reason: 'ugly' }, 'reason'],
      [{ reason: 42 }, 'reason'],
      [{ reason: 'other', details: 'x'.repeat(501) }, 'details'],
      [{ reason: 'other', extra: 1 }, ''],
      [[1, 2], ''],
    ];
    for (const [body, field] of bad) {
      const res = await cleaner.agent.post(url).send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      if (field) expect(res.body.details.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const notJson = await cleaner.agent.post(url).set('Content-Type', 'application/json').send('{"reason":');
    expect(notJson.status).toBe(400);
    expect((await cleaner.agent.post('/api/photos/not-an-id/flags').send({ reason: 'other' })).status).toBe(400);
    expect((await cleaner.agent.post(`/api/photos/${ZERO}/flags`).send({ reason: 'other' })).status).toBe(404);
    expect((await t.request().post(url).send({ reason: 'other' })).status).toBe(401);
    const own = await owner.agent.post(url).send({ reason: 'other' });
    expect([own.status, own.body.code]).toEqual([403, 'OWN_PHOTO']);
    // Admin bodies.
    for (const [verb, body] of [['hide', {}], ['hide', { reason: 'x' }], ['delete', { reason: '' }], ['restore', { reason: 7, more: true }]] as const) {
      const res = await mod.agent.post(`/api/admin/photos/${photoId}/${verb}`).send(body);
      expect(res.status, `${verb} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await mod.agent.get('/api/admin/photos?queue=everything')).status).toBe(400);
    expect((await mod.agent.post('/api/admin/photos/nope/hide').send({ reason: 'Shows a face' })).status).toBe(400);
    expect(await t.db('photo_flags').where({ photo_id: photoId })).toHaveLength(0);
  });

  it(`keeps a flagged photo public until ${PHOTO_FLAG_HOLD_THRESHOLD} registered accounts flag it; one flag per person`, async () => {
    const { photoId, taskId } = await reportPhoto();
    const url = `/api/photos/${photoId}/flags`;
    const first = await cleaner.agent.post(url).send({ reason: 'personal_data', details: 'A licence plate is readable' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ created: true, held: false });
    // The same person again: nothing new.
    const again = await cleaner.agent.post(url).send({ reason: 'inappropriate' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ created: false, held: false });
    // Guests queue it but do not hold it.
    for (let i = 0; i < 3; i++) expect((await (await person()).agent.post(url).send({ reason: 'not_litter' })).status).toBe(201);
    expect(await visibility(photoId)).toEqual({ public: 200, owner: 200, moderator: 200 });
    let item = (await queue()).find((i) => i.id === photoId)!;
    expect(item).toMatchObject({ heldBy: null, hidden: false, flags: { count: 4, reasons: { personal_data: 1, not_litter: 3 }, details: ['A licence plate is readable'] } });
    expect(item.uses).toEqual([expect.objectContaining({ kind: 'report', taskId, photoId })]);
    expect(item.owner?.id).toBe(owner.id);

    for (let i = 1; i < PHOTO_FLAG_HOLD_THRESHOLD - 1; i++) expect((await (await person('cleaner')).agent.post(url).send({ reason: 'inappropriate' })).body).toEqual({ created: true, held: false });
    expect((await (await person('cleaner')).agent.post(url).send({ reason: 'inappropriate' })).body).toEqual({ created: true, held: true });
    expect(await visibility(photoId)).toEqual({ public: 404, owner: 200, moderator: 200 });
    expect(await status(null, photoId, true)).toBe(404);
    item = (await queue()).find((i) => i.id === photoId)!;
    expect(item.heldBy).toBe('flags');
  });

  it('hides, restores and deletes: GET /api/photos/:id for public, owner and moderator; audit entries; repeats change nothing', async () => {
    const { photoId, taskId, keys } = await reportPhoto();
    await cleaner.agent.post(`/api/photos/${photoId}/flags`).send({ reason: 'inappropriate' });
    const before = await heldCount();
    expect(before.view).toBe('photos/moderation');

    const hide = await mod.agent.post(`/api/admin/photos/${photoId}/hide`).send({ reason: 'Shows a face' });
    expect(hide.status).toBe(200);
    expect(hide.body).toEqual({ id: photoId, changed: true, state: 'hidden' });
    expect(await visibility(photoId)).toEqual({ public: 404, owner: 200, moderator: 200 });
    expect((await heldCount()).count).toBe(before.count - 1);
    expect((await queue()).some((i) => i.id === photoId)).toBe(false);
    expect((await queue('hidden')).find((i) => i.id === photoId)).toMatchObject({ hidden: true, moderationReason: 'Shows a face' });
    expect((await mod.agent.post(`/api/admin/photos/${photoId}/hide`).send({ reason: 'Shows a face' })).body).toEqual({ id: photoId, changed: false, state: 'hidden' });
    // The flag is resolved: the person may flag again later.
    expect(await t.db('photo_flags').where({ photo_id: photoId }).whereNull('resolved_at')).toHaveLength(0);

    const restore = await admin.agent.post(`/api/admin/photos/${photoId}/restore`).send({});
    expect(restore.body).toEqual({ id: photoId, changed: true, state: 'public' });
    expect(await visibility(photoId)).toEqual({ public: 200, owner: 200, moderator: 200 });
    expect((await admin.agent.post(`/api/admin/photos/${photoId}/restore`).send({})).body.changed).toBe(false);

    const entries = await audit(photoId);
    expect(entries.map((e) => [e.action, e.actor_id, e.reason])).toEqual([
      ['photos.hidden', mod.id, 'Shows a face'],
      ['photos.restored', admin.id, null],
    ]);
    expect(entries[0].before).toMatchObject({ state: 'public', openFlags: 1, flagReasons: ['inappropriate'] });
    expect(entries[0].after).toMatchObject({ state: 'hidden', openFlags: 0 });
    expect(entries[1].before).toMatchObject({ state: 'hidden' });
    expect(entries[1].after).toMatchObject({ state: 'public' });

    // Delete: files gone after commit, the row a tombstone without keys, 410 for everyone.
    const files = () => filesUnder(path.join(dataDir, 'photos')).map((f) => path.relative(path.join(dataDir, 'photos'), f));
    expect(files()).toEqual(expect.arrayContaining([keys.main_key, keys.thumb_key]));
    const del = await mod.agent.post(`/api/admin/photos/${photoId}/delete`).send({ reason: 'Nudity in the background' });
    expect(del.body).toEqual({ id: photoId, changed: true, state: 'deleted' });
    expect(files()).not.toContain(keys.main_key);
    expect(files()).not.toContain(keys.thumb_key);
    const row = await t.db('photos').where({ id: photoId }).first();
    expect(row).toMatchObject({ main_key: null, thumb_key: null, evidence: { gps: null, takenAt: null, camera: null } });
    expect(row.deleted_at).not.toBeNull();
    // No row points at a missing file.
    const live = await t.db('photos').whereNotNull('main_key').select('main_key', 'thumb_key');
    for (const p of live) expect(files()).toEqual(expect.arrayContaining([p.main_key, p.thumb_key]));
    expect(await visibility(photoId)).toEqual({ public: 410, owner: 410, moderator: 410 });
    expect((await t.request().get(`/api/photos/${photoId}`)).body.code).toBe('PHOTO_REMOVED');
    // The task still lists, pointing at the removed photo (the client shows 'Photo removed').
    const task = (await t.request().get('/api/tasks/available')).body.find((x: { id: string }) => x.id === taskId);
    expect(task.report.imageUrl).toBe(`/api/photos/${photoId}`);
    expect((await mod.agent.post(`/api/admin/photos/${photoId}/delete`).send({ reason: 'Nudity in the background' })).body.changed).toBe(false);
    const restoreDeleted = await mod.agent.post(`/api/admin/photos/${photoId}/restore`).send({});
    expect([restoreDeleted.status, restoreDeleted.body.code]).toEqual([409, 'PHOTO_DELETED']);
    expect((await cleaner.agent.post(`/api/photos/${photoId}/flags`).send({ reason: 'other' })).status).toBe(404);
    const last = (await audit(photoId)).at(-1)!;
    expect([last.action, last.reason, last.before.files, last.after.files]).toEqual(['photos.deleted', 'Nudity in the background', true, false]);
    expect(await audit(photoId)).toHaveLength(3);
  });

  it('lists photos held by screening with their score, counts them on the overview, and releases them on restore', async () => {
    const { photoId } = await reportPhoto();
    const before = (await heldCount()).count;
    await t.db('photos').where({ id: photoId }).update({ screening_status: 'held', screening_score: 0.93, screener: 'nsfwjs' });
    expect(await visibility(photoId)).toEqual({ public: 404, owner: 200, moderator: 200 });
    expect((await heldCount()).count).toBe(before + 1);
    expect((await queue()).find((i) => i.id === photoId)).toMatchObject({ heldBy: 'screening', screening: { status: 'held', score: 0.93, screener: 'nsfwjs', released: false }, flags: { count: 0 } });
    expect((await mod.agent.post(`/api/admin/photos/${photoId}/restore`).send({ reason: 'A statue, fine' })).body.state).toBe('public');
    expect(await visibility(photoId)).toEqual({ public: 200, owner: 200, moderator: 200 });
    expect((await heldCount()).count).toBe(before);
    expect((await t.db('photos').where({ id: photoId }).first()).screening_status).toBe('held');
  });

  it(`limits a person to ${PHOTO_FLAG_DAILY_LIMIT} flags a day (429 with Retry-After)`, async () => {
    const flagger = await person('cleaner');
    const ids = Array.from({ length: PHOTO_FLAG_DAILY_LIMIT + 1 }, () => crypto.randomUUID());
    await t.db('photos').insert(ids.map((id) => ({
      id, owner_id: owner.id, purpose: 'report', main_key: `x/${id}.webp`, thumb_key: `x/${id}.thumb.webp`, width: 1, height: 1, bytes: 1,
      original_format: 'jpeg', evidence: JSON.stringify({ gps: null, takenAt: null, camera: null }), screening_status: 'clear',
    })));
    for (const id of ids.slice(0, -1)) expect((await flagger.agent.post(`/api/photos/${id}/flags`).send({ reason: 'other' })).status).toBe(201);
    const refused = await flagger.agent.post(`/api/photos/${ids.at(-1)}/flags`).send({ reason: 'other' });
    expect([refused.status, refused.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A day later (moved in the data: the guest-made session itself lasts only a day).
    await t.db('photo_flags').where({ user_id: flagger.id }).update({ created_at: t.db.raw("created_at - interval '25 hours'") });
    expect((await flagger.agent.post(`/api/photos/${ids.at(-1)}/flags`).send({ reason: 'other' })).status).toBe(201);
  });

  it('caches public photos a minute with revalidation (ETag, 304); after a hide the old ETag gets no photo', async () => {
    const { photoId } = await reportPhoto();
    const get = (who: Person | null, etag?: string, thumb = false) => {
      const req = (who ? who.agent : t.request()).get(`/api/photos/${photoId}${thumb ? '/thumb' : ''}`);
      return etag ? req.set('If-None-Match', etag) : req;
    };
    const maxAge = (cacheControl: string) => Number(/max-age=(\d+)/.exec(cacheControl)?.[1]);

    for (const thumb of [false, true]) {
      const first = await get(null, undefined, thumb);
      expect(first.status).toBe(200);
      const cc = first.headers['cache-control'] as string;
      expect(cc).toMatch(/^public\b/);
      expect(maxAge(cc)).toBeLessThanOrEqual(60);
      expect(cc).toMatch(/must-revalidate|no-cache/);
      expect(first.headers.etag).toMatch(/^"[^"]+"$/);
      // Revalidation while still public: 304, no body.
      const again = await get(null, first.headers.etag, thumb);
      expect(again.status).toBe(304);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    const etag = (await get(null)).headers.etag as string;
    const thumbEtag = (await get(null, undefined, true)).headers.etag as string;
    expect(thumbEtag).not.toBe(etag);

    expect((await mod.agent.post(`/api/admin/photos/${photoId}/hide`).send({ reason: 'Shows a face' })).body.state).toBe('hidden');
    // Right after the hide: refused, also to a cache revalidating with the old ETag.
    for (const [tag, thumb] of [[etag, false], [thumbEtag, true]] as const) {
      const stale = await get(null, tag, thumb);
      expect(stale.status).toBe(404);
      expect(stale.body.code).toBe('PHOTO_NOT_FOUND');
      expect(stale.headers.etag).toBeUndefined();
    }
    // Owner and moderators still see it, never stored and never as a 304.
    for (const who of [owner, mod]) {
      const res = await get(who, etag);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    // Restored: public again, the same files, so the old ETag is fresh again.
    await mod.agent.post(`/api/admin/photos/${photoId}/restore`).send({});
    expect((await get(null, etag)).status).toBe(304);
    // Deleted: 410 for the old ETag too.
    await mod.agent.post(`/api/admin/photos/${photoId}/delete`).send({ reason: 'Nudity in the background' });
    const gone = await get(null, etag);
    expect([gone.status, gone.body.code]).toEqual([410, 'PHOTO_REMOVED']);
  });
});
