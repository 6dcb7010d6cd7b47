import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astroModule } from '../../src/modules/astro/server';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { photosModule } from '../../src/modules/photos/server';
import { profilesModule } from '../../src/modules/profiles/server';
import { noisyPhoto, textFile } from '../support/images';
import { json, startStandIn, type StandIn } from '../support/stand-in-server';
import { guest, member } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

const modules = [guestModule, gamificationModule, photosModule, profilesModule, astroModule];

/** A registered person born on 30 July 1995 (a Leo, Fire). */
const registered = (t: TestApp) => member(t, { firstName: 'Rio', gender: 'Diverse', dateOfBirth: '1995-07-30' });

describe.each(backends())('profiles with the local generators (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-profiles-'));
    t = await createTestApp({ backend, modules, env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('generates three fitting names from the sign and element, and lets the user pick one', async () => {
    const u = await registered(t);
    const res = await u.agent.post('/api/user/generate-names').send({ userId: u.id });
    expect(res.status).toBe(200);
    expect(res.body.astrologicalProfile).toEqual({ sign: 'Leo', element: 'Fire' });
    expect(res.body.generator).toBe('local');
    expect(res.body.suggestions).toHaveLength(3);
    expect(new Set(res.body.suggestions.map((s: { name: string }) => s.name)).size).toBe(3);
    for (const s of res.body.suggestions) {
      expect(s.name.length).toBeGreaterThanOrEqual(2);
      expect(s.name.length).toBeLessThanOrEqual(30);
      expect(s.origin).toBeTruthy();
      expect(s.meaning).toBeTruthy();
      expect(s.elementConnection).toContain('Fire');
    }
    const variant = await u.agent.post(`/api/users/${u.id}/generate-names`);
    expect(variant.body.names).toHaveLength(3);
    const pick = await u.agent.post(`/api/users/${u.id}/select-name`).send({ championName: `  ${res.body.suggestions[0].name}  ` });
    expect(pick.body).toEqual({ success: true, championName: res.body.suggestions[0].name });
    expect((await u.agent.get('/api/guest/validate')).body.user.championName).toBe(res.body.suggestions[0].name);
  });

  it('applies the dialog’s 3-30 rule and the spec messages', async () => {
    const u = await registered(t);
    const short = await u.agent.post(`/api/users/${u.id}/select-name`).send({ championName: 'Al' });
    expect(short.status).toBe(400);
    expect(short.body.error).toContain('Custom names must be between 3 and 30 characters.');
    const none = await u.agent.post(`/api/users/${u.id}/select-name`).send({});
    expect(none.body.error).toContain('Please select a generated name or enter a custom name.');
    expect((await u.agent.post(`/api/users/${u.id}/select-name`).send({ championName: 'x'.repeat(31) })).status).toBe(400);
  });

  it('keeps names and avatars for registered users', async () => {
    const { agent, id } = await guest(t);
    const res = await agent.post('/api/user/generate-names').send({ userId: id });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Create a profile first to get an avatar and a champion name.');
    expect((await t.agent().post('/api/user/generate-names').send({ userId: id })).status).toBe(401);
  });

  it('makes a deterministic local avatar that evolves every 3 levels', async () => {
    const u = await registered(t);
    const first = await u.agent.post('/api/avatars/generate').send({ preferences: { userId: u.id, style: 'illustrated' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, isFallback: true, avatarLevel: 1 });
    const img = await u.agent.get(first.body.avatarUrl).buffer(true).parse((r, cb) => {
      const c: Buffer[] = [];
      r.on('data', (d: Buffer) => c.push(d));
      r.on('end', () => cb(null, Buffer.concat(c)));
    });
    expect(img.status).toBe(200);
    const meta = await sharp(img.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect((await u.agent.get('/api/guest/validate')).body.user.avatarUrl).toBe(first.body.avatarUrl);
    const again = await u.agent.post('/api/avatars/regenerate').send({ userId: u.id, preferences: {} });
    expect(again.body.isFallback).toBe(true);
    expect(again.body.avatarUrl).not.toBe(first.body.avatarUrl);
    expect((await u.agent.post('/api/avatars/generate').send({ preferences: { userId: '00000000-0000-4000-8000-000000000000' } })).status).toBe(403);
  });

  it('uploads a profile picture through the photo pipeline, and converts the avatar', async () => {
    const u = await registered(t);
    const noAvatar = await u.agent.post('/api/user/convert-avatar-to-profile').send({ userId: u.id });
    expect(noAvatar.status).toBe(400);
    expect(noAvatar.body.error).toBe('Please generate an AI avatar first before converting it to a profile picture.');
    const up = await u.agent.post('/api/user/upload-profile-picture').field('userId', u.id).attach('profileImage', await noisyPhoto(300, 300), 'me.jpg');
    expect(up.status).toBe(200);
    expect(up.body.profileImageUrl).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);
    const notImage = await u.agent.post('/api/user/upload-profile-picture').field('userId', u.id).attach('profileImage', textFile, 'me.jpg');
    expect(notImage.status).toBe(415);
    expect(notImage.body.error).toBe('Please select an image file (JPEG, PNG, WebP).');
    const big = await u.agent.post('/api/user/upload-profile-picture').field('userId', u.id).attach('profileImage', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 1)]), 'big.jpg');
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('Please select an image smaller than 5MB.');
    await u.agent.post('/api/avatars/generate').send({ preferences: {} });
    const conv = await u.agent.post('/api/user/convert-avatar-to-profile').send({ userId: u.id });
    expect(conv.status).toBe(200);
    expect((await u.agent.get('/api/guest/validate')).body.user.profileImageUrl).toBe(conv.body.profileImageUrl);
  });

  it('deletes a replaced profile picture or avatar: its URLs answer 404 and its files are gone', async () => {
    const u = await registered(t);
    const photosDir = path.join(dataDir, 'photos');
    const stored = async (url: string) => {
      const id = url.split('/').pop()!;
      return (await t.db('photos').where({ id }).first('main_key', 'thumb_key')) as { main_key: string; thumb_key: string } | undefined;
    };
    const exists = (key: string) => fs.existsSync(path.join(photosDir, key));
    /** The picture's URLs and files are gone: for everyone, its owner too. */
    const expectGone = async (url: string, keys: { main_key: string; thumb_key: string }) => {
      for (const who of [t.request(), u.agent]) {
        expect((await who.get(url)).status).toBe(404);
        expect((await who.get(`${url}/thumb`)).status).toBe(404);
      }
      expect(await stored(url)).toBeUndefined();
      expect(exists(keys.main_key)).toBe(false);
      expect(exists(keys.thumb_key)).toBe(false);
    };
    const upload = async () => {
      const res = await u.agent.post('/api/user/upload-profile-picture').field('userId', u.id).attach('profileImage', await noisyPhoto(120, 120), 'me.jpg');
      expect(res.status).toBe(200);
      return res.body.profileImageUrl as string;
    };

    const first = await upload();
    const firstKeys = (await stored(first))!;
    expect(exists(firstKeys.main_key)).toBe(true);
    expect((await t.request().get(first)).status).toBe(200);

    const second = await upload();
    await expectGone(first, firstKeys);
    expect((await t.request().get(second)).status).toBe(200);
    const secondKeys = (await stored(second))!;

    // Converting the avatar replaces the profile picture too; the avatar itself stays.
    const avatar = (await u.agent.post('/api/avatars/generate').send({ preferences: {} })).body.avatarUrl as string;
    const avatarKeys = (await stored(avatar))!;
    const converted = (await u.agent.post('/api/user/convert-avatar-to-profile').send({ userId: u.id })).body.profileImageUrl as string;
    await expectGone(second, secondKeys);
    expect((await t.request().get(converted)).status).toBe(200);
    expect((await t.request().get(avatar)).status).toBe(200);

    // A new avatar replaces the old one; the profile picture made from it stays.
    const next = (await u.agent.post('/api/avatars/regenerate').send({ userId: u.id, preferences: {} })).body.avatarUrl as string;
    await expectGone(avatar, avatarKeys);
    expect((await t.request().get(next)).status).toBe(200);
    expect((await t.request().get(converted)).status).toBe(200);
    const me = (await u.agent.get('/api/guest/validate')).body.user;
    expect([me.profileImageUrl, me.avatarUrl]).toEqual([converted, next]);

    // Replacements racing each other leave exactly the picture the user row names.
    await Promise.all([upload(), upload(), upload()]);
    const left = await t.db('photos').where({ owner_id: u.id, purpose: 'profile' }).select('id');
    expect(left).toHaveLength(1);
    expect((await u.agent.get('/api/guest/validate')).body.user.profileImageUrl).toBe(`/api/photos/${left[0]!.id}`);
  });

  it('a replacement that fails keeps the current picture and leaves no new photo behind', async () => {
    const u = await registered(t);
    const current = (await u.agent.post('/api/user/upload-profile-picture').field('userId', u.id).attach('profileImage', await noisyPhoto(80, 80), 'me.jpg')).body.profileImageUrl as string;
    const photos = () => t.db('photos').where({ owner_id: u.id }).orderBy('id').select('id', 'main_key', 'thumb_key');
    const files = () => fs.readdirSync(path.join(dataDir, 'photos'), { recursive: true }).length;
    const before = { rows: await photos(), files: files() };
    // The profile row refuses the change: the replacement's transaction fails after the new files were written.
    await t.db.raw(`create function cq_test_refuse_picture() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`);
    await t.db.raw(`create trigger cq_test_refuse_picture before update of profile_image_url on profiles for each row when (new.user_id = '${u.id}') execute function cq_test_refuse_picture()`);
    try {
      const failed = await u.agent.post('/api/user/upload-profile-picture').field('userId', u.id).attach('profileImage', await noisyPhoto(80, 80), 'me.jpg');
      expect(failed.status).toBe(500);
    } finally {
      await t.db.raw('drop trigger cq_test_refuse_picture on profiles');
      await t.db.raw('drop function cq_test_refuse_picture()');
    }
    expect({ rows: await photos(), files: files() }).toEqual(before);
    expect((await t.request().get(current)).status).toBe(200);
    expect((await u.agent.get('/api/guest/validate')).body.user.profileImageUrl).toBe(current);
  });
});

describe('profiles with the OpenAI generators against a stand-in server', () => {
  let standIn: StandIn;
  let t: TestApp;
  let dataDir: string;
  let mode: 'ok' | 'error' = 'ok';
  const bodies: { path: string; body: Record<string, unknown> }[] = [];
  beforeAll(async () => {
    const png = (await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } }).png().toBuffer()).toString('base64');
    standIn = await startStandIn((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        bodies.push({ path: req.url!, body: JSON.parse(raw || '{}') });
        if (mode === 'error') return json(res, 500, { error: { message: 'down', type: 'server_error' } });
        if (req.url!.endsWith('/images/generations')) return json(res, 200, { created: 0, data: [{ b64_json: png }] });
        const names = [1, 2, 3].map((i) => ({ name: `Solar Steward ${i}`, origin: 'Latin sol', meaning: 'keeper of the sun', elementConnection: 'Fire energy' }));
        json(res, 200, { id: 'x', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify({ names }) } }] });
      });
    });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-profiles-ai-'));
    t = await createTestApp({ backend: 'pglite', modules, env: { DATA_DIR: dataDir, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${standIn.url}/v1`, OPENAI_TIMEOUT_MS: '2000' } });
  });
  afterAll(async () => {
    await Promise.all([t.close(), standIn.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('uses the chat API for names and the images API for avatars, with the level-up prompt', async () => {
    mode = 'ok';
    const u = await registered(t);
    const names = await u.agent.post('/api/user/generate-names').send({ userId: u.id });
    expect(names.body.generator).toBe('openai');
    expect(names.body.suggestions[0].name).toBe('Solar Steward 1');
    const avatar = await u.agent.post('/api/avatars/generate').send({ enhancedPrompt: 'holding a recycling bin', preferences: { style: 'watercolor' } });
    expect(avatar.body).toMatchObject({ success: true, isFallback: false });
    const prompt = bodies.find((b) => b.path.endsWith('/images/generations'))!.body.prompt as string;
    expect(prompt).toContain('zodiac sign Leo');
    expect(prompt).toContain('watercolor');
    expect(prompt).toContain('holding a recycling bin');
  });

  it('falls back to the local generators when the API fails', async () => {
    mode = 'error';
    const u = await registered(t);
    const names = await u.agent.post('/api/user/generate-names').send({ userId: u.id });
    expect(names.status).toBe(200);
    expect(names.body.generator).toBe('local');
    const avatar = await u.agent.post('/api/avatars/generate').send({ preferences: {} });
    expect(avatar.body).toMatchObject({ success: true, isFallback: true });
  });
});
