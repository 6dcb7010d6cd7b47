import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_API, SESSION_COOKIE, type GuestApi } from '../../src/modules/guest/contract';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { photosModule } from '../../src/modules/photos/server';
import { profilesModule } from '../../src/modules/profiles/server';
import { GUEST_SESSION_MS } from '../../src/shared/constants';
import { backends, createTestApp, type TestApp } from '../support/test-app';
import { guest, member } from '../support/people';

const cookieOf = (res: { headers: Record<string, unknown> }) => ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []);

describe.each(backends())('guest sessions (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: [guestModule, photosModule, profilesModule] });
  });
  afterAll(() => t.close());

  it('POST /api/guest/create starts a 24-hour guest session with a safe cookie', async () => {
    const res = await t.request().post('/api/guest/create');
    expect(res.status).toBe(201);
    const { session, user } = res.body;
    expect(new Date(session.expiresAt).getTime() - t.clock.now().getTime()).toBe(GUEST_SESSION_MS);
    expect(session.remainingTime).toBe(GUEST_SESSION_MS);
    expect(user).toMatchObject({ firstName: 'Guest', role: 'cleaner', level: 1, totalCoins: 0, currentXP: 0, tasksCompleted: 0, isGuest: true });
    const [cookie] = cookieOf(res);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(cookie).toContain('httponly');
    expect(cookie).toContain('samesite=lax');
    expect(cookie).not.toContain('secure');
    // Only a hash of the token is stored.
    const token = cookie!.split(';')[0]!.split('=')[1]!;
    const rows = await t.db('sessions').select('token_hash');
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('GET /api/guest/validate reuses a live session and refuses unknown ones', async () => {
    const browser = t.agent();
    expect((await browser.get('/api/guest/validate')).body).toEqual({ valid: false });
    const created = await browser.post('/api/guest/create');
    const res = await browser.get('/api/guest/validate');
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(true);
    expect(res.body.session.id).toBe(created.body.session.id);
    expect(res.body.user.id).toBe(created.body.user.id);
    const forged = await t.request().get('/api/guest/validate').set('Cookie', `${SESSION_COOKIE}=${'A'.repeat(43)}`);
    expect(forged.body).toEqual({ valid: false });
  });

  it('a session stops working when it expires', async () => {
    const { agent: browser } = await guest(t);
    t.clock.advance(GUEST_SESSION_MS - 1000);
    const before = await browser.get('/api/guest/validate');
    expect(before.body.valid).toBe(true);
    expect(before.body.session.remainingTime).toBe(1000);
    t.clock.advance(1000);
    expect((await browser.get('/api/guest/validate')).body).toEqual({ valid: false });
  });

  it('GET /api/user/{id} returns public fields only', async () => {
    const { id } = await guest(t);
    const res = await t.request().get(`/api/user/${id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['avatarUrl', 'firstName', 'id', 'lastName', 'level', 'profileImageUrl', 'username']);
    // Real names are never public (issue 33: nothing lets a person choose to show them).
    expect(res.body).toMatchObject({ id, firstName: null, lastName: null, level: 1 });
    const missing = await t.request().get('/api/user/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'User not found.', code: 'USER_NOT_FOUND' });
  });

  it('sets a Secure cookie when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ backend: 'pglite', modules: [guestModule, photosModule, profilesModule], env: { PUBLIC_URL: 'https://cleanquest.example' } });
    try {
      const res = await secure.request().post('/api/guest/create');
      expect(cookieOf(res)[0]).toContain('secure');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});

describe.each(backends())('guest donation sweep (%s)', (backend) => {
  let t: TestApp;
  let api: GuestApi;
  beforeAll(async () => {
    // The points a guest donates are the balances the gamification module keeps.
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule, photosModule, profilesModule] });
    api = t.app.container.get<GuestApi>(GUEST_API);
  });
  afterAll(() => t.close());

  it('donates an expired guest’s points exactly once, even when sweeps run at the same time', async () => {
    const { id: a } = await guest(t);
    const { id: b } = await guest(t);
    await t.db('gamification_user_stats').where({ user_id: a }).update({ coins: 120, xp: 340 });
    expect(await api.sweepExpiredGuests()).toEqual([]);

    t.clock.advance(GUEST_SESSION_MS);
    const sweeps = await Promise.all(Array.from({ length: 8 }, () => api.sweepExpiredGuests()));
    const donated = sweeps.flat();
    expect(donated.map((d) => d.userId).sort()).toEqual([a, b].sort());
    expect(donated.find((d) => d.userId === a)).toMatchObject({ coins: 120, xp: 340 });
    const rows = await t.db('guest_donations').whereIn('user_id', [a, b]);
    expect(rows).toHaveLength(2);
    expect(await api.sweepExpiredGuests()).toEqual([]);
  });

  it('leaves registered users and guests with a live session alone', async () => {
    const { id: registered } = await member(t, { username: 'real_person' });
    const { id: live } = await guest(t);
    t.clock.advance(GUEST_SESSION_MS);
    await guest(t); // a new guest, still live
    await t.db('sessions').where({ user_id: live }).update({ expires_at: new Date(t.clock.now().getTime() + 60_000) });
    const donated = await api.sweepExpiredGuests();
    expect(donated.map((d) => d.userId)).not.toContain(registered);
    expect(donated.map((d) => d.userId)).not.toContain(live);
  });
});

describe.each(backends())('guest public users (%s)', (backend) => {
  let t: TestApp;
  let api: GuestApi;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: [guestModule, photosModule, profilesModule] });
    api = t.app.container.get<GuestApi>(GUEST_API);
  });
  afterAll(() => t.close());

  it('returns public fields of several users at once', async () => {
    const { id: a } = await guest(t);
    const { id: b } = await guest(t);
    const users = await api.getPublicUsers([a, b, a, '00000000-0000-4000-8000-000000000000']);
    expect(users.map((u) => u.id).sort()).toEqual([a, b].sort());
    expect(Object.keys(users[0]!).sort()).toEqual(['avatarUrl', 'firstName', 'id', 'lastName', 'level', 'profileImageUrl', 'username']);
  });
});
