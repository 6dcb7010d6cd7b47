import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMIFICATION_API, TEAM_STANDINGS_API, type GamificationApi, type TeamStandingsApi } from '../../src/modules/gamification/contract';
import { TEAMS_API, type TeamsApi } from '../../src/modules/teams/contract';
import { PERSONAL_DATA } from '../../src/server/tokens';
import { nextUtcMonday } from '../support/moments';
import { guest, member, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';
import { inUnit } from '../support/units';

const MISSING = '00000000-0000-4000-8000-000000000000';
const CODE = /^[A-HJ-NP-Z2-9]{8}$/;

/** Issue 24: teams with invite codes, and the team leaderboard (the gamification module sums its members' XP). */
describe.each(backends())('teams (%s)', (backend) => {
  let t: TestApp;
  let seq = 0;

  const create = (who: Person, name: string, kind?: string) => who.agent.post('/api/teams').send(kind ? { name, kind } : { name });
  const join = (who: Person, inviteCode: string) => who.agent.post('/api/teams/join').send({ inviteCode });
  const mine = async (who: Person) => (await who.agent.get('/api/teams/mine').expect(200)).body.teams as { id: string; name: string; kind: string; inviteCode: string; role: string; members: number }[];
  const xp = (userId: string, amount: number) =>
    t.app.container.get<GamificationApi>(GAMIFICATION_API).credit({ userId, reason: 'task_completed', reference: `team-test-${++seq}`, coins: 0, xp: amount, verifiedBy: { kind: 'photo_check' } });
  const teamBoard = async (window: 'all' | 'week', who?: Person) => (await (who ? who.agent : t.request()).get(`/api/leaderboard?scope=teams&window=${window}`).expect(200)).body;
  const uniqueName = (base: string) => `${base} ${++seq}`;

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'teams') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a team with an invite code; others join with it in any case; the name is unique regardless of case', async () => {
    const [ada, bo] = [await member(t), await member(t)];
    const name = uniqueName('River Rangers');
    const created = await create(ada, `  ${name}  `, 'school');
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name, inviteCode: expect.stringMatching(CODE) });
    const { id, inviteCode } = created.body as { id: string; inviteCode: string };

    const joined = await join(bo, ` ${inviteCode.toLowerCase()} `);
    expect(joined.status, joined.text).toBe(200);
    expect(joined.body).toEqual({ id, name });
    // Joining again answers the same and changes nothing.
    expect((await join(bo, inviteCode)).body).toEqual({ id, name });
    expect(await mine(ada)).toEqual([{ id, name, kind: 'school', inviteCode, role: 'owner', members: 2 }]);
    expect(await mine(bo)).toEqual([{ id, name, kind: 'school', inviteCode, role: 'member', members: 2 }]);

    const taken = await create(bo, name.toUpperCase());
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('TEAM_NAME_TAKEN');
    const bad = await join(bo, 'ZZZZZZZZ');
    expect(bad.status).toBe(404);
    expect(bad.body).toMatchObject({ code: 'TEAM_NOT_FOUND', error: 'No team has this invite code.' });
    expect((await create(ada, 'x')).status).toBe(400);

    // The public team page: names of the members, the owner first; no invite code.
    const page = await t.request().get(`/api/teams/${id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ id, name, kind: 'school', members: 2, rank: expect.any(Number), xp: 0 });
    expect(page.body.memberNames).toHaveLength(2);
    expect(page.body).not.toHaveProperty('inviteCode');
    expect((await t.request().get(`/api/teams/${MISSING}`)).status).toBe(404);

    // TeamsApi
    const api = t.app.container.get<TeamsApi>(TEAMS_API);
    expect(await api.teamsOf(bo.id)).toEqual([{ id, name }]);
    expect((await api.membersOf(id)).sort()).toEqual([ada.id, bo.id].sort());
    expect(await api.isOwner(id, ada.id)).toBe(true);
    expect(await api.isOwner(id, bo.id)).toBe(false);
  });

  it('refuses guests', async () => {
    const g = await guest(t);
    const owner = await member(t);
    const { inviteCode } = (await create(owner, uniqueName('Guests Not Allowed'))).body as { inviteCode: string };
    for (const res of [await create(g, uniqueName('Guest Team')), await join(g, inviteCode)]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'REGISTERED_ONLY' });
    }
    expect(await mine(g)).toEqual([]);
    expect((await t.request().post('/api/teams').send({ name: 'Nobody' })).status).toBe(401);
  });

  it('lets a person be in at most 5 teams', async () => {
    const p = await member(t);
    const other = await member(t);
    for (let i = 0; i < 5; i++) expect((await create(p, uniqueName('Five'))).status).toBe(201);
    const sixth = await create(p, uniqueName('Six'));
    expect(sixth.status).toBe(409);
    expect(sixth.body.code).toBe('TEAM_LIMIT');
    const { inviteCode } = (await create(other, uniqueName('Other'))).body as { inviteCode: string };
    expect((await join(p, inviteCode)).body.code).toBe('TEAM_LIMIT');
  });

  it('gives a new invite code (owner only): the old one stops working', async () => {
    const [owner, m] = [await member(t), await member(t)];
    const { id, name, inviteCode: old } = (await create(owner, uniqueName('Codes'))).body as { id: string; name: string; inviteCode: string };
    await join(m, old).expect(200);
    const refused = await m.agent.post(`/api/teams/${id}/invite-code`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('TEAM_OWNER_ONLY');
    const fresh = await owner.agent.post(`/api/teams/${id}/invite-code`);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ id, name, inviteCode: expect.stringMatching(CODE) });
    expect(fresh.body.inviteCode).not.toBe(old);
    const late = await member(t);
    expect((await join(late, old)).status).toBe(404);
    expect((await join(late, fresh.body.inviteCode)).status).toBe(200);
    expect((await owner.agent.post(`/api/teams/${MISSING}/invite-code`)).status).toBe(404);
  });

  it('leaving passes ownership to the longest member; the last one to leave deletes the team', async () => {
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    const { id, inviteCode } = (await create(a, uniqueName('Leavers'))).body as { id: string; inviteCode: string };
    await join(b, inviteCode).expect(200);
    t.clock.advance(1000);
    await join(c, inviteCode).expect(200);
    await a.agent.delete(`/api/teams/${id}/membership`).expect(204);
    expect(await mine(a)).toEqual([]);
    expect((await mine(b))[0]).toMatchObject({ id, role: 'owner', members: 2 });
    expect((await a.agent.delete(`/api/teams/${id}/membership`)).body.code).toBe('TEAM_NOT_MEMBER');
    await b.agent.delete(`/api/teams/${id}/membership`).expect(204);
    expect((await mine(c))[0]).toMatchObject({ role: 'owner', members: 1 });
    await c.agent.delete(`/api/teams/${id}/membership`).expect(204);
    expect((await t.request().get(`/api/teams/${id}`)).status).toBe(404);
  });

  it('exports memberships and erases a person: ownership passes on, the creator is forgotten', async () => {
    const [a, b] = [await member(t), await member(t)];
    const { id, name, inviteCode } = (await create(a, uniqueName('Erased'))).body as { id: string; name: string; inviteCode: string };
    await join(b, inviteCode).expect(200);
    const handler = t.app.container.get(PERSONAL_DATA).find((s) => s.module === 'teams')!;
    const exported = await inUnit(t, (unit) => handler.export(a.id, unit));
    expect(exported).toMatchObject({ teamMemberships: [{ teamId: id, name, role: 'owner' }], teamsCreated: [{ teamId: id, name }] });
    await inUnit(t, (unit) => handler.erase(a.id, unit));
    expect((await mine(b))[0]).toMatchObject({ id, role: 'owner', members: 1 });
    expect(await t.db('teams').where({ created_by: a.id })).toEqual([]);
    expect(await t.db('team_members').where({ user_id: a.id })).toEqual([]);
    await inUnit(t, (unit) => handler.erase(b.id, unit));
    expect(await t.db('teams').where({ id })).toEqual([]);
  });

  it('ranks teams by their members’ XP, all time and this week, with id and name; `me` is the caller’s best team', async () => {
    // A fresh app: only this test's teams are on the board.
    const app = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'teams') });
    const saved = t;
    t = app;
    try {
      const [a1, a2, b1, c1, loner] = [await member(t), await member(t), await member(t), await member(t), await member(t)];
      const alpha = (await create(a1, 'Alpha')).body as { id: string; inviteCode: string };
      await join(a2, alpha.inviteCode).expect(200);
      const beta = (await create(b1, 'Beta')).body as { id: string; inviteCode: string };
      const gamma = (await create(c1, 'Gamma')).body as { id: string; inviteCode: string };
      // c1 is in Alpha too: their XP counts for both teams.
      await join(c1, alpha.inviteCode).expect(200);

      expect((await teamBoard('all')).entries.map((e: { name: string; xp: number; rank: number }) => [e.name, e.xp, e.rank])).toEqual([
        ['Alpha', 0, 1],
        ['Beta', 0, 1],
        ['Gamma', 0, 1],
      ]);
      await xp(a1.id, 100);
      await xp(a2.id, 50);
      await xp(b1.id, 120);
      await xp(c1.id, 30);
      await xp(loner.id, 1000);
      const all = await teamBoard('all', a2);
      expect(all).toMatchObject({ scope: 'teams', window: 'all', since: null });
      expect(all.entries).toEqual([
        { rank: 1, id: alpha.id, name: 'Alpha', xp: 180, members: 3 },
        { rank: 2, id: beta.id, name: 'Beta', xp: 120, members: 1 },
        { rank: 3, id: gamma.id, name: 'Gamma', xp: 30, members: 1 },
      ]);
      expect(all.me).toEqual(all.entries[0]);
      expect((await teamBoard('all', c1)).me).toMatchObject({ id: alpha.id, rank: 1 });
      expect((await teamBoard('all', loner)).me).toBeNull();
      expect((await teamBoard('all')).me).toBeNull();
      expect((await t.request().get(`/api/teams/${beta.id}`)).body).toMatchObject({ rank: 2, xp: 120 });

      // Next week only this week's XP counts.
      t.clock.advanceTo(nextUtcMonday(t.clock.now()));
      await xp(c1.id, 40);
      await xp(b1.id, 10);
      const week = await teamBoard('week', b1);
      expect(week).toMatchObject({ scope: 'teams', window: 'week', since: t.clock.now().toISOString().slice(0, 10) + 'T00:00:00.000Z' });
      expect(week.entries.map((e: { name: string; xp: number; rank: number }) => [e.name, e.xp, e.rank])).toEqual([
        ['Alpha', 40, 1],
        ['Gamma', 40, 1],
        ['Beta', 10, 3],
      ]);
      expect(week.me).toMatchObject({ id: beta.id, rank: 3, xp: 10 });

      // People stay the default scope, answered as before.
      const people = (await t.request().get('/api/leaderboard').expect(200)).body;
      expect(people).not.toHaveProperty('scope');
      expect(people.entries[0]).toMatchObject({ id: loner.id, xp: 1000 });
      expect((await t.request().get('/api/leaderboard?scope=clubs')).status).toBe(400);
    } finally {
      t = saved;
      await app.close();
    }
  });

  it('the team page computes its one team’s standing in one query, the same as the leaderboard’s (issue 35)', async () => {
    // A fresh app: only this test's teams count.
    const app = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'teams') });
    const saved = t;
    t = app;
    try {
      const people = [await member(t), await member(t), await member(t), await member(t), await member(t)];
      const [p1, p2, p3, p4, p5] = people as [Person, Person, Person, Person, Person];
      const team = async (owner: Person, name: string, ...others: Person[]) => {
        const { id, inviteCode } = (await create(owner, name)).body as { id: string; inviteCode: string };
        for (const o of others) await join(o, inviteCode).expect(200);
        return id;
      };
      const ids = [await team(p1, 'One', p2), await team(p3, 'Two'), await team(p4, 'Three', p1), await team(p5, 'Four')];
      await xp(p1.id, 100);
      await xp(p2.id, 20);
      await xp(p3.id, 120);
      await xp(p4.id, 20);
      // p5 earns nothing (Four: 0 XP); p2 is not listed, so counts for nothing; Two and Three tie.
      await t.db('gamification_user_stats').where({ user_id: p2.id }).update({ listed: false });
      const standings = t.app.container.get<TeamStandingsApi>(TEAM_STANDINGS_API);
      const board = await standings.standings('all');
      expect(board.map((e) => [e.name, e.xp, e.rank])).toEqual([
        ['Three', 120, 1],
        ['Two', 120, 1],
        ['One', 100, 3],
        ['Four', 0, 4],
      ]);
      for (const id of ids) {
        const entry = board.find((e) => e.id === id)!;
        const queries: string[] = [];
        const onQuery = (q: { sql: string }) => void queries.push(q.sql);
        t.db.on('query', onQuery);
        const one = await standings.standing(id, 'all');
        t.db.off('query', onQuery);
        expect(one).toEqual({ rank: entry.rank, xp: entry.xp });
        expect(queries).toHaveLength(1);
        expect((await t.request().get(`/api/teams/${id}`)).body).toMatchObject({ rank: entry.rank, xp: entry.xp });
      }
      // This week: the same rule over the week's XP.
      const week = await standings.standings('week');
      for (const e of week) expect(await standings.standing(e.id, 'week')).toEqual({ rank: e.rank, xp: e.xp });
    } finally {
      t = saved;
      await app.close();
    }
  });

  it('answers an empty team leaderboard without the teams module', async () => {
    const app = await createTestApp({ backend, modules: manifests('guest', 'gamification') });
    try {
      const board = (await app.request().get('/api/leaderboard?scope=teams').expect(200)).body;
      expect(board).toEqual({ scope: 'teams', window: 'all', since: null, entries: [], me: null });
    } finally {
      await app.close();
    }
  });
});
