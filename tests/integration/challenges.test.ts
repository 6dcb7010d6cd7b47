import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeDetailDto, ChallengeDto } from '../../src/modules/challenges/contract';
import { LITTER_API, type LitterApi, type LitterTag } from '../../src/modules/litter/contract';
import { EVENTS } from '../../src/server/tokens';
import { scene } from '../support/images';
import { guest, member, reportTask, task, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';
import { inUnit } from '../support/units';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Issue 24: challenges count verified work only (`tasks.completed`: an AI-verified completion or a
 * moderator's approval), in their window, area and team, once per task however often the event is
 * delivered; reaching the target completes the challenge once and gives every contributor the
 * 'Challenge completed' achievement once.
 */
describe.each(backends())('challenges (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let mod: Person;
  let seed = 100;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-challenges-'));
    t = await createTestApp({
      backend,
      modules: manifests('guest', 'notifications', 'gamification', 'teams', 'photos', 'litter', 'tasks', 'reports', 'challenges', 'admin'),
      env: { DATA_DIR: dataDir },
    });
    mod = await member(t, { role: 'moderator' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const iso = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
  const create = (who: Person, body: Record<string, unknown>) => who.agent.post('/api/challenges').send(body);
  const challenge = async (body: Record<string, unknown>): Promise<ChallengeDto> => {
    const res = await create(mod, { title: 'Clean the river', description: 'Together', startsAt: iso(-HOUR), endsAt: iso(7 * DAY), ...body });
    expect(res.status, res.text).toBe(201);
    return res.body as ChallengeDto;
  };
  const detail = async (id: string, who: Person = mod): Promise<ChallengeDetailDto> => {
    const res = await who.agent.get(`/api/challenges/${id}`);
    expect(res.status, res.text).toBe(200);
    return res.body as ChallengeDetailDto;
  };
  const progress = async (id: string) => (await detail(id)).progress;

  const accept = async (who: Person, taskId: string) => expect((await who.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: who.id })).status).toBe(200);
  /** A completion held for review (no after-photo), which a moderator then decides. */
  const holdForReview = async (who: Person, taskId: string) => {
    await accept(who, taskId);
    expect((await who.agent.post(`/api/tasks/${taskId}/mark-completed`)).body.verificationStatus).toBe('needs_review');
  };
  const approve = async (taskId: string) => expect((await mod.agent.post(`/api/admin/tasks/review/${taskId}/approve`)).status).toBe(200);
  const reject = async (taskId: string) => expect((await mod.agent.post(`/api/admin/tasks/review/${taskId}/reject`).send({ reason: 'The photo shows litter' })).status).toBe(200);
  const cleanedByReview = async (who: Person, taskId: string) => {
    await holdForReview(who, taskId);
    await approve(taskId);
  };
  /** A report at a point with litter tags on it (as the Report screen sends them). */
  const reportWithTags = async (where: { latitude: number; longitude: number }, tags: LitterTag[]) => {
    const reporter = await guest(t);
    const taskId = await reportTask(reporter, await scene({ litter: 80, seed: ++seed }), { filename: 'before.webp', ...where });
    const { report_id: reportId } = await t.db('tasks').where({ id: taskId }).first('report_id');
    await inUnit(t, (unit) => t.app.container.get<LitterApi>(LITTER_API).recordTags({ taskId, reportId, userId: reporter.id, ...where, tags }, unit));
    return taskId;
  };
  const cans = (count: number): LitterTag[] => [{ category: 'soft_drinks', item: 'soft_drinks.can', count }];
  const achievements = async (userId: string) => t.db('user_achievements').where({ user_id: userId, achievement_id: 'challenge_completed' });

  it('challenge progress counts only verified work', async () => {
    const river = { latitude: 51.49, longitude: 11.98 };
    const area = { name: 'Riverside', ...river, radiusKm: 5 };
    const items = await challenge({ metric: 'items', target: 1000, area });
    const cleanups = await challenge({ metric: 'cleanups', target: 1000, area });
    const later = await challenge({ metric: 'cleanups', target: 1000, startsAt: iso(DAY), endsAt: iso(2 * DAY) });
    // A window in the past cannot be created (issue 33): this one ends within the hour, and then the clock moves on.
    const over = await challenge({ metric: 'cleanups', target: 1000, startsAt: iso(-HOUR), endsAt: iso(HOUR / 2) });
    t.clock.advance(HOUR);
    expect(items).toMatchObject({ metric: 'items', target: 1000, progress: 0, percent: 0, status: 'active', area, team: null, mine: 0, counted: true });
    expect(later.status).toBe('upcoming');
    expect((await detail(over.id)).status).toBe('ended');

    // Held for review: nothing counts until the moderator approves it.
    const cleaner = await guest(t);
    const first = await reportWithTags(river, cans(5));
    await holdForReview(cleaner, first);
    expect(await progress(items.id)).toBe(0);
    expect(await progress(cleanups.id)).toBe(0);
    await approve(first);
    expect(await progress(items.id)).toBe(5);
    expect(await progress(cleanups.id)).toBe(1);
    expect((await cleaner.agent.get(`/api/challenges/${items.id}`)).body).toMatchObject({ mine: 5, progress: 5, percent: 0 });

    // Rejected: never counts.
    const other = await guest(t);
    const second = await reportWithTags(river, cans(3));
    await holdForReview(other, second);
    await reject(second);
    expect(await progress(items.id)).toBe(5);
    expect(await progress(cleanups.id)).toBe(1);

    // Verified by the AI from the after-photo: counts at once.
    const third = await reportWithTags(river, cans(4));
    await accept(other, third);
    const done = await other.agent.post(`/api/tasks/${third}/complete-with-photo`).attach('completionImage', await scene({ litter: 0, retake: true, seed }), 'after.webp');
    expect(done.body.verificationStatus, done.text).toBe('verified');
    expect(await progress(items.id)).toBe(9);
    expect(await progress(cleanups.id)).toBe(2);
    expect((await other.agent.get(`/api/challenges/${items.id}`)).body.mine).toBe(4);

    // Outside the area: not for the area's challenges.
    const far = await task(t, { latitude: 48.14, longitude: 11.58 });
    await cleanedByReview(cleaner, far);
    expect(await progress(cleanups.id)).toBe(2);
    // Outside the window: neither before the start nor after the end.
    expect(await progress(later.id)).toBe(0);
    expect(await progress(over.id)).toBe(0);

    // The outbox delivers at least once: the same event again counts nothing.
    const [event] = await t.db('outbox').where({ event: 'tasks.completed' }).whereRaw("payload->>'taskId' = ?", [first]);
    expect(event.payload).toMatchObject({ taskId: first, latitude: expect.any(Number), longitude: expect.any(Number) });
    await t.app.container.get(EVENTS).deliver('tasks.completed', event.payload);
    await t.app.container.get(EVENTS).deliver('tasks.completed', event.payload);
    expect(await progress(items.id)).toBe(9);
    expect(await progress(cleanups.id)).toBe(2);

    const shown = await detail(items.id);
    expect(shown.contributors.map((c) => c.amount)).toEqual([5, 4]);
    // Both contributors are guests: no chosen name, so their rows stay without a name or an id (issue 33).
    expect(shown.contributors.map((c) => [c.userId, c.displayName])).toEqual([[null, null], [null, null]]);
    expect(shown.contributorCount).toBe(2);
  });

  it('reaching the target completes the challenge once and gives each contributor the achievement once', async () => {
    const spot = { latitude: 40.42, longitude: -3.7 };
    const goal = await challenge({ metric: 'cleanups', target: 2, area: { name: 'Plaza', ...spot, radiusKm: 1 } });
    const [a, b] = [await guest(t), await guest(t)];
    const one = await task(t, spot);
    await cleanedByReview(a, one);
    expect(await detail(goal.id)).toMatchObject({ progress: 1, percent: 50, status: 'active', completedAt: null });
    expect(await achievements(a.id)).toHaveLength(0);

    t.clock.advance(HOUR);
    const two = await task(t, spot);
    await cleanedByReview(b, two);
    const completed = await detail(goal.id);
    expect(completed).toMatchObject({ progress: 2, percent: 100, status: 'completed', completedAt: t.clock.now().toISOString() });
    expect(await achievements(a.id)).toHaveLength(1);
    expect(await achievements(b.id)).toHaveLength(1);
    expect(await t.db('reward_ledger').where({ user_id: a.id, reason: 'achievement', reference: `${a.id}:challenge_completed` })).toHaveLength(1);
    const earned = (await a.agent.get('/api/achievements')).body.find((x: { id: string }) => x.id === 'challenge_completed');
    expect(earned).toMatchObject({ earned: true, title: 'Challenge completed' });

    // Replays change nothing: the completion time stays, nobody gets the achievement twice.
    const events = await t.db('outbox').where({ event: 'tasks.completed' }).whereRaw("payload->>'taskId' in (?, ?)", [one, two]);
    t.clock.advance(HOUR);
    for (const e of events) await t.app.container.get(EVENTS).deliver('tasks.completed', e.payload);
    expect(await detail(goal.id)).toMatchObject({ progress: 2, completedAt: completed.completedAt });
    expect(await achievements(a.id)).toHaveLength(1);
    expect(await achievements(b.id)).toHaveLength(1);
    const list = (await t.request().get('/api/challenges')).body.challenges as ChallengeDto[];
    expect(list.find((c) => c.id === goal.id)).toMatchObject({ status: 'completed', mine: null });
  });

  it('a team challenge counts its members only and is shown to them only', async () => {
    const owner = await member(t);
    const mate = await member(t);
    const outsider = await member(t);
    const made = await owner.agent.post('/api/teams').send({ name: 'River Rats' });
    expect(made.status, made.text).toBe(201);
    expect((await mate.agent.post('/api/teams/join').send({ inviteCode: made.body.inviteCode })).status).toBe(200);
    const teamId = made.body.id as string;

    // Only the team's owner (or a moderator) makes it; guests and others make nothing.
    const body = { title: 'Team month', metric: 'cleanups', target: 10, startsAt: iso(-HOUR), endsAt: iso(30 * DAY), teamId };
    expect((await create(mate, body)).status).toBe(403);
    expect((await create(outsider, { ...body, teamId: null })).status).toBe(403);
    expect((await create(await guest(t), { ...body, teamId: null })).body.code).toBe('CHALLENGE_NOT_ALLOWED');
    expect((await create(owner, { ...body, teamId: null })).status).toBe(403);
    const res = await create(owner, body);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ team: { id: teamId, name: 'River Rats' }, area: null, status: 'active' });
    const id = res.body.id as string;

    const seen = async (who: Person | null) => ((await (who ? who.agent : t.request()).get('/api/challenges')).body.challenges as ChallengeDto[]).some((c) => c.id === id);
    expect(await seen(owner)).toBe(true);
    expect(await seen(mate)).toBe(true);
    expect(await seen(outsider)).toBe(false);
    expect(await seen(null)).toBe(false);
    expect((await outsider.agent.get(`/api/challenges/${id}`)).status).toBe(404);
    expect((await owner.agent.get('/api/challenges')).body.canCreate).toEqual({ everyone: false, teams: [{ id: teamId, name: 'River Rats' }] });
    expect((await mate.agent.get('/api/challenges')).body.canCreate).toEqual({ everyone: false, teams: [] });

    const mine = await task(t, { latitude: 35.68, longitude: 139.69 });
    await cleanedByReview(mate, mine);
    const theirs = await task(t, { latitude: 35.68, longitude: 139.69 });
    await cleanedByReview(outsider, theirs);
    expect(await detail(id, owner)).toMatchObject({ progress: 1, mine: 0 });
    expect((await detail(id, mate)).mine).toBe(1);
  });

  it('refuses invalid challenges with the fields named', async () => {
    const bad = await create(mod, { title: 'x', metric: 'bags', target: 0, startsAt: iso(DAY), endsAt: iso(-DAY) });
    expect(bad.status).toBe(400);
    const fields = (bad.body.details.fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['endsAt', 'metric', 'target', 'title']);
    const tooLong = await create(mod, { title: 'A long one', metric: 'cleanups', target: 5, startsAt: iso(0), endsAt: iso(400 * DAY) });
    expect(tooLong.status).toBe(400);
    expect((await create(mod, { title: 'No team', metric: 'cleanups', target: 5, startsAt: iso(0), endsAt: iso(DAY), teamId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await t.request().get('/api/challenges/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('refuses a window in the past, years ahead or absurdly long with a clear answer (issue 33)', async () => {
    const body = { title: 'Old times', metric: 'cleanups', target: 5 };
    const year = new Date(t.clock.now()).getUTCFullYear();
    // Dated years back (as 2020 was in the attack): 422, in English and German.
    const old = await create(mod, { ...body, startsAt: `${year - 6}-05-01T10:00:00Z`, endsAt: `${year - 6}-05-31T10:00:00Z` });
    expect(old.status, old.text).toBe(422);
    expect(old.body).toEqual({ error: 'A challenge may start at most one day ago and must end in the future.', code: 'CHALLENGE_IN_PAST' });
    const oldDe = await mod.agent.post('/api/challenges').set('Accept-Language', 'de').send({ ...body, startsAt: `${year - 6}-05-01T10:00:00Z`, endsAt: `${year - 6}-05-31T10:00:00Z` });
    expect(oldDe.status).toBe(422);
    expect(oldDe.body.error).toBe('Eine Challenge darf höchstens seit einem Tag laufen und muss in der Zukunft enden.');
    // Started long ago and still running, or ended an hour ago: in the past too.
    expect((await create(mod, { ...body, startsAt: iso(-2 * DAY), endsAt: iso(DAY) })).body.code).toBe('CHALLENGE_IN_PAST');
    expect((await create(mod, { ...body, startsAt: iso(-3 * HOUR), endsAt: iso(-HOUR) })).body.code).toBe('CHALLENGE_IN_PAST');
    // Starting years ahead.
    const ahead = await create(mod, { ...body, startsAt: iso(400 * DAY), endsAt: iso(410 * DAY) });
    expect(ahead.status).toBe(422);
    expect(ahead.body.code).toBe('CHALLENGE_TOO_FAR_AHEAD');
    // Absurdly long (the schema's check, with the field named).
    const long = await create(mod, { ...body, startsAt: iso(0), endsAt: `${year + 900}-01-01T00:00:00Z` });
    expect(long.status).toBe(400);
    expect(long.body.details.fields).toEqual([expect.objectContaining({ field: 'endsAt', message: 'A challenge lasts at most one year' })]);
    // A team owner (the attack: 40 challenges dated 2020 for their team) is refused the same way.
    const owner = await member(t);
    const team = await owner.agent.post('/api/teams').send({ name: 'Time Travellers' });
    expect(team.status, team.text).toBe(201);
    for (let i = 0; i < 3; i++) {
      const res = await create(owner, { ...body, teamId: team.body.id, startsAt: `${year - 6}-01-0${i + 1}T00:00:00Z`, endsAt: `${year - 6}-02-01T00:00:00Z` });
      expect(res.status).toBe(422);
    }
    // Nothing was stored.
    expect(Number((await t.db('challenges').where({ title: 'Old times' }).count({ n: '*' }).first())!.n)).toBe(0);
    // Started earlier today: still fine.
    expect((await create(mod, { ...body, title: 'This morning', startsAt: iso(-20 * HOUR), endsAt: iso(DAY) })).status).toBe(201);
  });

  it('seeds two demo challenges that the list shows to anyone', async () => {
    const challenges = manifests('challenges')[0]!;
    await inUnit(t, (unit) => challenges.seedDemo!(t.app.container, unit));
    const list = (await t.request().get('/api/challenges')).body as { challenges: ChallengeDto[]; canCreate: unknown };
    const demo = list.challenges.filter((c) => c.title.startsWith('Demo: ')).sort((a, b) => a.metric.localeCompare(b.metric));
    expect(demo.map((c) => [c.metric, c.status, c.area?.name ?? null, c.mine])).toEqual([
      ['cleanups', 'active', null, null],
      ['items', 'active', 'City centre', null],
    ]);
    expect(list.canCreate).toEqual({ everyone: false, teams: [] });
  });
});
