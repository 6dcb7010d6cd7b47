import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountModule } from '../../src/modules/account/server';
import { adminModule } from '../../src/modules/admin/server';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { PHOTO_FLAG_HOLD_THRESHOLD, PHOTOS_API, type PhotosApi } from '../../src/modules/photos/contract';
import { photosModule } from '../../src/modules/photos/server';
import { reportsModule } from '../../src/modules/reports/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { noisyPhoto } from '../support/images';
import { member, type Person } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 22: a person may license a photo of theirs CC BY 4.0 when they report (off unless chosen); the
 * photos module stores the choice per photo and answers other modules (open data exports, Open311,
 * partner pages) through PhotosApi.openDataPhotoUrl / openDataPhotos only while the photo is public.
 */
describe.each(backends())('photo licence for open data (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let owner: Person;
  let mod: Person;
  let photos: PhotosApi;
  let seq = 0;

  /** A report with its photo through POST /api/reports; `licence` is the form's photoLicence field (omitted when undefined). */
  const report = async (licence?: string, language = 'en') => {
    const r = owner.agent.post('/api/reports').set('Accept-Language', language);
    const fields: Record<string, string> = { userId: owner.id, wasteType: 'plastic', location: `Licence spot ${++seq}` };
    if (licence !== undefined) fields.photoLicence = licence;
    for (const [k, v] of Object.entries(fields)) r.field(k, v);
    r.attach('image', await noisyPhoto(80, 60), { filename: 'a.jpg', contentType: 'image/jpeg' });
    return r;
  };
  const reportPhotoId = async (licence?: string) => {
    const res = await report(licence);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.report.imageUrl as string).split('/').pop()!;
  };
  const moderate = async (photoId: string, verb: 'hide' | 'restore' | 'delete') => {
    const res = await mod.agent.post(`/api/admin/photos/${photoId}/${verb}`).send(verb === 'restore' ? {} : { reason: 'Shows a face' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-photo-licence-'));
    t = await createTestApp({
      backend,
      modules: [guestModule, gamificationModule, photosModule, tasksModule, reportsModule, accountModule, adminModule],
      env: { DATA_DIR: dataDir, PUBLIC_URL: 'http://cleanquest.example:8080' },
    });
    photos = t.app.container.get<PhotosApi>(PHOTOS_API);
    owner = await member(t, { role: 'cleaner' });
    mod = await member(t, { role: 'moderator' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores no licence unless the reporter chose CC BY 4.0, and refuses an unknown licence', async () => {
    const plain = await reportPhotoId();
    const none = await reportPhotoId('none');
    const empty = await reportPhotoId('');
    const licensed = await reportPhotoId('CC-BY-4.0');
    const rows = await t.db('photos').whereIn('id', [plain, none, empty, licensed]).select('id', 'licence');
    expect(Object.fromEntries(rows.map((r: { id: string; licence: string | null }) => [r.id, r.licence]))).toEqual({ [plain]: null, [none]: null, [empty]: null, [licensed]: 'CC-BY-4.0' });

    const bad = await report('CC0-1.0');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.details.fields).toEqual([expect.objectContaining({ field: 'photoLicence', message: 'photoLicence must be CC-BY-4.0 or none' })]);
    const german = await report('CC0-1.0', 'de');
    expect(german.body.details.fields[0].message).toBe('photoLicence muss CC-BY-4.0 oder none sein');

    // The owner's data export names each photo's licence.
    const exported = await owner.agent.get('/api/account/export').expect(200);
    const byId = new Map((JSON.parse(exported.text).photos as { id: string; licence: string | null }[]).map((p) => [p.id, p.licence]));
    expect([byId.get(plain), byId.get(licensed)]).toEqual([null, 'CC-BY-4.0']);
  });

  it('answers the contract method with the absolute URLs, the licence and the credit only for a licensed public photo', async () => {
    const plain = await reportPhotoId();
    const licensed = await reportPhotoId('CC-BY-4.0');
    expect(await photos.openDataPhotoUrl(plain)).toBeNull();
    expect(await photos.openDataPhotoUrl(licensed)).toEqual({
      photoId: licensed,
      url: `http://cleanquest.example:8080/api/photos/${licensed}`,
      thumbnailUrl: `http://cleanquest.example:8080/api/photos/${licensed}/thumb`,
      licence: 'CC-BY-4.0',
      licenceName: 'CC BY 4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
      attribution: 'Photo: CleanQuest contributor, CC BY 4.0',
    });
    // The batch: one answer per licensed public photo; unknown, malformed and repeated ids are no error.
    const batch = await photos.openDataPhotos([plain, licensed, licensed.toUpperCase(), 'not-a-uuid', '00000000-0000-4000-8000-000000000000']);
    expect([...batch.keys()]).toEqual([licensed]);
    expect(await photos.openDataPhotos([])).toEqual(new Map());

    // Served to other sites: a licensed public photo may be shown in another site's <img> and read by its scripts.
    const open = await t.request().get(`/api/photos/${licensed}`).expect(200);
    expect(open.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(open.headers['access-control-allow-origin']).toBe('*');
    const closed = await t.request().get(`/api/photos/${plain}`).expect(200);
    expect(closed.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers null while the photo is held (by flags or by screening), hidden or deleted, and again once restored', async () => {
    const id = await reportPhotoId('CC-BY-4.0');
    // Held by flags from registered accounts.
    for (let i = 0; i < PHOTO_FLAG_HOLD_THRESHOLD; i++) {
      const flagger = await member(t, { role: 'cleaner' });
      expect((await flagger.agent.post(`/api/photos/${id}/flags`).send({ reason: 'inappropriate' })).status).toBe(201);
    }
    expect(await photos.openDataPhotoUrl(id)).toBeNull();
    expect((await t.request().get(`/api/photos/${id}`)).status).toBe(404);
    await moderate(id, 'restore');
    expect(await photos.openDataPhotoUrl(id)).not.toBeNull();

    // Hidden by a moderator.
    await moderate(id, 'hide');
    expect(await photos.openDataPhotoUrl(id)).toBeNull();
    expect((await photos.openDataPhotos([id])).size).toBe(0);
    await moderate(id, 'restore');
    expect((await photos.openDataPhotoUrl(id))?.licence).toBe('CC-BY-4.0');

    // Held by the nudity screening (its verdict written as the screener would), until a moderator releases it.
    const screened = await reportPhotoId('CC-BY-4.0');
    await t.db('photos').where({ id: screened }).update({ screening_status: 'held', screening_score: 0.93, screener: 'nsfwjs' });
    expect(await photos.openDataPhotoUrl(screened)).toBeNull();
    await moderate(screened, 'restore');
    expect(await photos.openDataPhotoUrl(screened)).not.toBeNull();

    // Deleted: never again.
    await moderate(id, 'delete');
    expect(await photos.openDataPhotoUrl(id)).toBeNull();
    expect([...(await photos.openDataPhotos([id, screened])).keys()]).toEqual([screened]);
  });

  it('lets no profile picture or avatar carry a licence (the database refuses it too)', async () => {
    const staged = await photos.stage(await noisyPhoto(40, 40), { ownerId: owner.id, purpose: 'profile' });
    await photos.discard(staged);
    await expect(photos.stage(await noisyPhoto(40, 40), { ownerId: owner.id, purpose: 'avatar', licence: 'CC-BY-4.0' })).rejects.toThrow('a avatar photo cannot carry a licence');
    const id = await reportPhotoId('CC-BY-4.0');
    await expect(t.db('photos').where({ id }).update({ purpose: 'profile' })).rejects.toThrow(/photos_licence_check/);
  });
});
