import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const POINT = { latitude: 51.3125, longitude: 12.4111 };
/** Real names nobody chose to show, and the chosen name of the account that gets disabled. */
const HIDDEN = ['Alicia', 'Hiddenname', 'Roberto', 'Secretson', 'bob_disabled'];

/**
 * Issue 33, point 11: public pages named people by four rules (events preferred the first name,
 * teams showed disabled accounts). One rule now, the guest module's publicDisplayName: the chosen
 * username; real names never (nothing lets a person choose to show them); disabled accounts left out
 * of lists, or anonymous where the row must stay.
 */
describe.each(backends())('one public name for a person (%s)', (backend) => {
  let t: TestApp;
  let admin: Person;
  let alice: Person;
  let bob: Person;

  const event = async (who: Person, title: string) => {
    const start = new Date(t.clock.now().getTime() + DAY);
    const res = await who.agent.post('/api/events').send({ title, latitude: POINT.latitude, longitude: POINT.longitude, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 2 * HOUR).toISOString(), capacity: 5 });
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'profiles', 'gamification', 'photos', 'tasks', 'teams', 'events', 'challenges', 'admin') });
    admin = await member(t, { role: 'admin' });
    alice = await member(t, { username: 'alice_public', firstName: 'Alicia', lastName: 'Hiddenname' });
    bob = await member(t, { username: 'bob_disabled', firstName: 'Roberto', lastName: 'Secretson' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('names people by their chosen username only, and leaves a disabled account out of every public answer', async () => {
    // A team of both, an event each, a challenge both contributed to, XP on the leaderboard for both.
    const team = await alice.agent.post('/api/teams').send({ name: 'Public Names', kind: 'club' });
    expect(team.status, team.text).toBe(201);
    expect((await bob.agent.post('/api/teams/join').send({ inviteCode: team.body.inviteCode })).status).toBe(200);
    const aliceEvent = await event(alice, 'Alice cleans');
    const bobEvent = await event(bob, 'Bob cleans');
    const challenge = await admin.agent
      .post('/api/challenges')
      .send({ title: 'Names challenge', description: 'Together', metric: 'cleanups', target: 10, startsAt: new Date(t.clock.now().getTime() - HOUR).toISOString(), endsAt: new Date(t.clock.now().getTime() + 7 * DAY).toISOString() });
    expect(challenge.status, challenge.text).toBe(201);
    const now = t.clock.now();
    await t.db('challenge_contributions').insert([
      { challenge_id: challenge.body.id, task_id: '20000000-0000-4000-8000-000000000001', user_id: alice.id, amount: 3, created_at: now },
      { challenge_id: challenge.body.id, task_id: '20000000-0000-4000-8000-000000000002', user_id: bob.id, amount: 5, created_at: now },
    ]);
    // Stands in for XP earned (the leaderboard reads these balances).
    await t.db('gamification_user_stats').whereIn('user_id', [alice.id, bob.id]).update({ xp: 500 });

    expect((await admin.agent.post(`/api/admin/users/${bob.id}/disable`)).status).toBe(200);

    const answers: string[] = [];
    const read = async (path: string, status = 200) => {
      const res = await t.request().get(path);
      expect(res.status, `${path}: ${res.text}`).toBe(status);
      answers.push(res.text);
      return res.body;
    };

    // The team page: the disabled member is counted, not named.
    expect(await read(`/api/teams/${team.body.id}`)).toMatchObject({ members: 2, memberNames: ['alice_public'] });
    // Events: the organiser's chosen name, never the first name; none for a disabled organiser.
    expect((await read(`/api/events/${aliceEvent}`)).organiser).toEqual({ id: alice.id, name: 'alice_public' });
    expect((await read(`/api/events/${bobEvent}`)).organiser).toEqual({ id: bob.id, name: null });
    const list = (await read(`/api/events?latitude=${POINT.latitude}&longitude=${POINT.longitude}`)).events as { id: string; organiser: { name: string | null } }[];
    expect(list.find((e) => e.id === aliceEvent)?.organiser.name).toBe('alice_public');
    // The leaderboard: the chosen name; the disabled account is not on it.
    const board = (await read('/api/leaderboard')).entries as { id: string; displayName: string; username: string | null }[];
    expect(board.find((e) => e.id === alice.id)).toMatchObject({ displayName: 'alice_public', username: 'alice_public' });
    expect(board.some((e) => e.id === bob.id)).toBe(false);
    // A challenge's top contributors: the disabled account's part stays, anonymous.
    const detail = await read(`/api/challenges/${challenge.body.id}`);
    expect(detail.contributors).toEqual([
      { userId: null, displayName: null, amount: 5 },
      { userId: alice.id, displayName: 'alice_public', amount: 3 },
    ]);
    // The public user record: no real names; a disabled account is not found.
    expect(await read(`/api/user/${alice.id}`)).toMatchObject({ id: alice.id, username: 'alice_public', firstName: null, lastName: null });
    expect((await read(`/api/user/${bob.id}`, 404)).code).toBe('USER_NOT_FOUND');

    for (const text of answers) for (const hidden of HIDDEN) expect(text, hidden).not.toContain(hidden);
    // The people themselves still see their own names.
    expect((await alice.agent.get('/api/guest/validate').expect(200)).body.user).toMatchObject({ firstName: 'Alicia', lastName: 'Hiddenname' });
  });
});
