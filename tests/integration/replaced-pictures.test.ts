import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astroModule } from '../../src/modules/astro/server';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { PHOTOS_API, type PhotoPurpose, type PhotosApi } from '../../src/modules/photos/contract';
import { photosModule } from '../../src/modules/photos/server';
import { profilesModule } from '../../src/modules/profiles/server';
import { PROFILES_REPO } from '../../src/modules/profiles/server/container';
import { removeReplacedPictures } from '../../src/modules/profiles/server/replaced-pictures';
import { UNIT_OF_WORK } from '../../src/server/tokens';
import { noisyPhoto } from '../support/images';
import { member, type Person } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';
import { inUnit } from '../support/units';

/**
 * Issue 33: profile pictures and avatars replaced before a replacement deleted the old one stayed
 * public under their URLs. The profiles module's one-off removal ('replaced picture removal', at
 * start, then daily) deletes every stored picture that is no longer anyone's current one.
 */
describe.each(backends())('removal of pictures replaced before replacements deleted them (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let photos: PhotosApi;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-replaced-'));
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule, photosModule, profilesModule, astroModule], env: { DATA_DIR: dataDir } });
    photos = t.app.container.get<PhotosApi>(PHOTOS_API);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A photo stored as the code before the replace-deletes change left it: its row and files, nothing deleted. */
  const legacy = async (who: Person, purpose: PhotoPurpose) => {
    const staged = await photos.stage(await noisyPhoto(64, 64), { ownerId: who.id, purpose });
    await inUnit(t, (unit) => photos.record(staged, unit));
    return { url: staged.imageUrl, keys: [staged.keys.main, staged.keys.thumb] };
  };
  const exists = (key: string) => fs.existsSync(path.join(dataDir, 'photos', key));
  const status = async (url: string) => (await t.request().get(url)).status;
  const upload = async (who: Person) => {
    const res = await who.agent.post('/api/user/upload-profile-picture').field('userId', who.id).attach('profileImage', await noisyPhoto(96, 96), 'me.jpg');
    expect(res.status, res.text).toBe(200);
    return res.body.profileImageUrl as string;
  };
  const job = () => profilesModule.jobs!(t.app.container).find((j) => j.name === 'replaced picture removal')!;

  it('deletes old pictures and avatars that are no one’s current one, keeps the current ones and other photos, and is idempotent', async () => {
    // Ada: a current picture and avatar, two old pictures and an old avatar, and a report photo.
    const ada = await member(t);
    const picture = await upload(ada);
    const avatar = (await ada.agent.post('/api/avatars/generate').send({ preferences: {} })).body.avatarUrl as string;
    const oldPictures = [await legacy(ada, 'profile'), await legacy(ada, 'profile')];
    const oldAvatar = await legacy(ada, 'avatar');
    const report = await legacy(ada, 'report');
    // Bo: old pictures only (no current one).
    const bo = await member(t);
    const bosOld = await legacy(bo, 'profile');
    // Cy: only a current picture.
    const cy = await member(t);
    const cysPicture = await upload(cy);
    const old = [...oldPictures, oldAvatar, bosOld];
    for (const p of old) expect(await status(p.url)).toBe(200);

    expect(job()).toMatchObject({ runAtStart: true });
    // In batches of two people, so the removal walks through several transactions.
    const removed = await removeReplacedPictures({ uow: t.app.container.get(UNIT_OF_WORK), repo: t.app.container.get(PROFILES_REPO), photos }, 2);
    expect(removed).toBe(old.length);

    for (const p of old) {
      expect(await status(p.url)).toBe(404);
      expect(await status(`${p.url}/thumb`)).toBe(404);
      for (const key of p.keys) expect(exists(key)).toBe(false);
    }
    for (const url of [picture, avatar, report.url, cysPicture]) expect(await status(url)).toBe(200);
    expect(report.keys.every(exists)).toBe(true);
    const me = (await ada.agent.get('/api/guest/validate')).body.user;
    expect([me.profileImageUrl, me.avatarUrl]).toEqual([picture, avatar]);
    expect(await t.db('photos').where({ owner_id: bo.id })).toHaveLength(0);

    // Again (the job at the next start): nothing left to delete, nothing else touched.
    const before = await t.db('photos').orderBy('id').select('id');
    await job().run();
    expect(await removeReplacedPictures({ uow: t.app.container.get(UNIT_OF_WORK), repo: t.app.container.get(PROFILES_REPO), photos })).toBe(0);
    expect(await t.db('photos').orderBy('id').select('id')).toEqual(before);
  });
});
