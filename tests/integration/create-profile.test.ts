import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMIFICATION_API, type GamificationApi } from '../../src/modules/gamification/contract';
import { gamificationModule } from '../../src/modules/gamification/server';
import { SESSION_COOKIE } from '../../src/modules/guest/contract';
import { guestModule } from '../../src/modules/guest/server';
import { photosModule } from '../../src/modules/photos/server';
import { profilesModule } from '../../src/modules/profiles/server';
import { nextUtcDate } from '../support/moments';
import { guest as newGuest } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

const profile = (over: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Green',
  username: `ada_${Math.random().toString(36).slice(2, 8)}`,
  gender: 'Female',
  dateOfBirth: '1990-08-01',
  astrologicalSign: 'Aries', // the client's guess is ignored
  element: 'Fire',
  ...over,
});

describe.each(backends())('POST /api/users/{userId}/create-profile (%s)', (backend) => {
  let t: TestApp;
  let rewards: GamificationApi;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule, photosModule, profilesModule] });
    rewards = t.app.container.get<GamificationApi>(GAMIFICATION_API);
  });
  afterAll(() => t.close());

  /** A guest, and the Cookie header that sends their session by hand. */
  const guest = async () => {
    const g = await newGuest(t);
    return { ...g, cookie: `${SESSION_COOKIE}=${g.token}` };
  };

  it('upgrades the guest, keeps their coins, XP and tasks, computes the sign and rotates the session', async () => {
    const g = await guest();
    await rewards.credit({ userId: g.id, reason: 'task_completed', reference: `t-${g.id}`, coins: 10, xp: 100, tasksCompleted: 1, verifiedBy: { kind: 'photo_check' } });
    const before = (await g.agent.get('/api/guest/validate')).body.user;
    const res = await g.agent.post(`/api/users/${g.id}/create-profile`).send(profile({ username: `Ada_${g.id.slice(0, 6)}` }));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.user).toMatchObject({ id: g.id, isGuest: false, firstName: 'Ada', gender: 'Female', dateOfBirth: '1990-08-01', astrologicalSign: 'Leo', element: 'Fire' });
    expect(res.body.user.totalCoins).toBe(before.totalCoins);
    expect(res.body.user.currentXP).toBe(before.currentXP);
    expect(res.body.user.tasksCompleted).toBe(1);
    const newCookie = String(res.headers['set-cookie']![0]);
    expect(newCookie).toContain('httponly');
    expect(newCookie.split(';')[0]).not.toBe(g.cookie);
    // The old token no longer works; the agent's new one does, for 30 days.
    expect((await t.request().get('/api/guest/validate').set('Cookie', g.cookie)).body).toEqual({ valid: false });
    const now = await g.agent.get('/api/guest/validate');
    expect(now.body.valid).toBe(true);
    expect(now.body.session.remainingTime).toBe(30 * 86_400_000);
    // Registered users are listed on the leaderboard.
    await new Promise((r) => setTimeout(r, 50));
    const board = await g.agent.get('/api/leaderboard');
    expect(board.body.me).toMatchObject({ id: g.id, listed: true });
  });

  it('refuses a taken username, ignoring case', async () => {
    const a = await guest();
    const b = await guest();
    const name = `Taken_${a.id.slice(0, 6)}`;
    expect((await a.agent.post(`/api/users/${a.id}/create-profile`).send(profile({ username: name }))).status).toBe(200);
    const res = await b.agent.post(`/api/users/${b.id}/create-profile`).send(profile({ username: name.toLowerCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'This username is already taken. Please choose another one.', code: 'USERNAME_TAKEN' });
  });

  it('applies the age rule at the 13th birthday', async () => {
    // The next 22 November: born 13 years before that day is old enough, a day later is not.
    t.clock.advanceTo(nextUtcDate(t.clock.now(), 11, 22, 10));
    const year = t.clock.now().getUTCFullYear() - 13;
    const young = await guest();
    const res = await young.agent.post(`/api/users/${young.id}/create-profile`).send(profile({ dateOfBirth: `${year}-11-23` }));
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('You must be at least 13 years old to use this app.');
    const birthday = await young.agent.post(`/api/users/${young.id}/create-profile`).send(profile({ dateOfBirth: `${year}-11-22` }));
    expect(birthday.status).toBe(200);
  });

  it('counts a 29 February birthday from 1 March in a year without one', async () => {
    // Born on a leap day L; L + 13 is never a leap year. Move to 28 February of the first such year ahead.
    let leap = t.clock.now().getUTCFullYear() - 13;
    while (leap % 4 !== 0 || (leap % 100 === 0 && leap % 400 !== 0) || Date.UTC(leap + 13, 1, 28, 10) <= t.clock.now().getTime()) leap++;
    t.clock.advanceTo(new Date(Date.UTC(leap + 13, 1, 28, 10)));
    const onFeb28 = await guest();
    const early = await onFeb28.agent.post(`/api/users/${onFeb28.id}/create-profile`).send(profile({ dateOfBirth: `${leap}-02-29` }));
    expect(early.status).toBe(400);
    expect(early.body.error).toContain('You must be at least 13 years old to use this app.');
    t.clock.advance(86_400_000); // 1 March: thirteen
    const onMar1 = await guest();
    const res = await onMar1.agent.post(`/api/users/${onMar1.id}/create-profile`).send(profile({ dateOfBirth: `${leap}-02-29` }));
    expect(res.status).toBe(200);
  });

  it('lists missing fields with the spec message', async () => {
    const g = await guest();
    const res = await g.agent.post(`/api/users/${g.id}/create-profile`).send({ lastName: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['dateOfBirth', 'firstName', 'gender', 'username']);
    expect(res.body.details.fields.every((f: { message: string }) => f.message === 'Please fill in all required fields.')).toBe(true);
    const bad = await g.agent.post(`/api/users/${g.id}/create-profile`).send(profile({ dateOfBirth: '2001-02-29', gender: 'Other' }));
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['dateOfBirth', 'gender']);
  });

  it('only the session’s own user, and only once', async () => {
    const a = await guest();
    const b = await guest();
    expect((await a.agent.post(`/api/users/${b.id}/create-profile`).send(profile())).status).toBe(403);
    expect((await t.request().post(`/api/users/${a.id}/create-profile`).send(profile())).status).toBe(401);
    expect((await a.agent.post(`/api/users/${a.id}/create-profile`).send(profile())).status).toBe(200);
    const again = await a.agent.post(`/api/users/${a.id}/create-profile`).send(profile());
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PROFILE_EXISTS');
  });
});
