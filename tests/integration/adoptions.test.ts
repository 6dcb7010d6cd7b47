import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADOPTION_LIMIT_PERSON, ADOPTIONS_API, type AdoptionDetailDto, type AdoptionDto, type AdoptionsApi } from '../../src/modules/adoptions/contract';
import type { NotificationDto } from '../../src/modules/notifications/contract';
import { guest, member, task, type Person } from '../support/people';
import { startPushStandIn, type PushStandIn } from '../support/push-stand-in';
import { transect } from '../support/surveys';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

const DAY = 86_400_000;
const WEEK = 7 * DAY;

/**
 * Issue 42: adopt a spot. Registered people (never guests) adopt a point with a radius of 25 to 500 m
 * and a visit every 1 to 8 weeks, within limits and without overlapping an active spot by more than
 * half; a verified cleanup inside the spot by an adopter is the cycle's visit; a day before a cycle
 * ends without one the adopters are reminded once (also with two runs at once); two missed cycles
 * release the spot with a notice. Time is the app's clock (TestClock).
 */
describe.each(backends())('adopt a spot (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let mod: Person;
  let push: PushStandIn;

  /** Each test at a place of its own, far from the others' spots. */
  let place = 0;
  const nextPlace = () => ({ latitude: 48 + ++place * 0.1, longitude: 9 });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-adoptions-'));
    push = await startPushStandIn();
    t = await createTestApp({
      backend,
      modules: manifests('guest', 'notifications', 'gamification', 'teams', 'photos', 'tasks', 'reports', 'surveys', 'alerts', 'adoptions', 'account', 'admin'),
      env: { DATA_DIR: dataDir, ...push.env },
    });
    mod = await member(t, { role: 'moderator' });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const adopt = (p: Person, body: Record<string, unknown>) => p.agent.post('/api/adoptions').send({ radiusM: 100, everyWeeks: 1, ...body });
  const adopted = async (p: Person, body: Record<string, unknown>) => {
    const res = await adopt(p, body);
    expect(res.status, res.text).toBe(201);
    return res.body as AdoptionDto;
  };
  const detail = async (id: string) => {
    const res = await t.request().get(`/api/adoptions/${id}`);
    expect(res.status, res.text).toBe(200);
    return res.body as AdoptionDetailDto;
  };
  const layer = async (at: { latitude: number; longitude: number }) => {
    const bbox = [at.longitude - 0.01, at.latitude - 0.01, at.longitude + 0.01, at.latitude + 0.01].join(',');
    const res = await t.request().get(`/api/adoptions?bbox=${bbox}`);
    expect(res.status, res.text).toBe(200);
    return res.body.adoptions as AdoptionDto[];
  };
  const notes = async (p: Person, kind: NotificationDto['kind']) => {
    const res = await p.agent.get('/api/notifications');
    expect(res.status).toBe(200);
    return (res.body.notifications as NotificationDto[]).filter((n) => n.kind === kind);
  };
  const job = () => t.app.container.get<AdoptionsApi>(ADOPTIONS_API);
  const runJob = async () => {
    const result = await job().runDue();
    await t.app.settle();
    return result;
  };
  /** A cleanup by `who` at the point, held for review and approved by a moderator (verified by someone else). */
  const cleanup = async (who: Person, at: { latitude: number; longitude: number }) => {
    const taskId = await task(t, at);
    expect((await who.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: who.id })).status).toBe(200);
    expect((await who.agent.post(`/api/tasks/${taskId}/mark-completed`)).body.verificationStatus).toBe('needs_review');
    expect((await mod.agent.post(`/api/admin/tasks/review/${taskId}/approve`)).status).toBe(200);
    await t.app.settle();
  };

  it('adopts a spot and shows it on the public layer with the adopter’s public name only', async () => {
    const alice = await member(t);
    const at = nextPlace();
    const spot = await adopted(alice, { ...at, radiusM: 200, everyWeeks: 2 });
    const now = t.clock.now().getTime();
    expect(spot).toMatchObject({ ...at, radiusM: 200, everyWeeks: 2, state: 'active', onTime: true, lastVisitAt: null, mine: true, adopter: { kind: 'person' } });
    expect(spot.nextDueAt).toBe(new Date(now + 2 * WEEK).toISOString());
    const shown = (await layer(at)).find((s) => s.id === spot.id)!;
    expect(shown.adopter.kind).toBe('person');
    expect(shown.adopter.name).not.toBe('');
    expect(JSON.stringify(shown)).not.toContain(alice.id);
    expect(shown.mine).toBeUndefined();
    expect(await detail(spot.id)).toMatchObject({ id: spot.id, visits: [], missedCycles: 0, visitedThisCycle: false });
    expect((await t.request().get(`/api/adoptions?bbox=${[at.longitude + 1, at.latitude + 1, at.longitude + 2, at.latitude + 2].join(',')}`)).body.adoptions).toEqual([]);
  });

  it('refuses guests, radii and schedules out of range, overlapping spots and more than the limit', async () => {
    const at = nextPlace();
    const visitor = await guest(t);
    const refused = await adopt(visitor, at);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('REGISTERED_ONLY');
    expect((await t.request().post('/api/adoptions').send({ ...at, radiusM: 100, everyWeeks: 1 })).status).toBe(401);

    const bob = await member(t);
    for (const bad of [{ radiusM: 24 }, { radiusM: 501 }, { everyWeeks: 0 }, { everyWeeks: 9 }, { radiusM: 100.5 }]) {
      const res = await adopt(bob, { ...at, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }

    const first = await adopted(bob, { ...at, radiusM: 100 });
    // More than half of the active spot (or of the new one) is taken: refused, also by someone else.
    const carol = await member(t);
    for (const over of [{ ...at, radiusM: 100 }, { latitude: at.latitude + 0.0004, longitude: at.longitude, radiusM: 100 }, { ...at, radiusM: 500 }, { ...at, radiusM: 25 }]) {
      const res = await adopt(carol, over);
      expect(res.status, JSON.stringify(over)).toBe(409);
      expect(res.body.code).toBe('ADOPTION_OVERLAP');
    }
    // A neighbour that shares less than half (centres one radius apart: about 39 %) is fine.
    await adopted(carol, { latitude: at.latitude + 0.0009, longitude: at.longitude, radiusM: 100 });

    // At most ADOPTION_LIMIT_PERSON active spots in one's own name.
    for (let i = 1; i < ADOPTION_LIMIT_PERSON; i += 1) await adopted(bob, { latitude: at.latitude - i * 0.01, longitude: at.longitude });
    const tooMany = await adopt(bob, { latitude: at.latitude - 0.05, longitude: at.longitude });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('ADOPTION_LIMIT');

    // Only the adopter gives it up; then the place and the slot are free again.
    expect((await carol.agent.delete(`/api/adoptions/${first.id}`)).status).toBe(403);
    expect((await bob.agent.delete(`/api/adoptions/${first.id}`)).status).toBe(204);
    expect((await bob.agent.delete(`/api/adoptions/${first.id}`)).status).toBe(404);
    expect((await detail(first.id)).state).toBe('released');
    expect((await layer(at)).map((s) => s.id)).not.toContain(first.id);
    await adopted(bob, { ...at, radiusM: 50 });
  });

  it('refuses a team spot from a member who is not the team’s owner, and counts a member’s cleanup', async () => {
    const owner = await member(t);
    const mate = await member(t);
    const name = `Spot team ${owner.id.slice(0, 8)}`;
    const team = await owner.agent.post('/api/teams').send({ name, kind: 'club' });
    expect(team.status, team.text).toBe(201);
    expect((await mate.agent.post('/api/teams/join').send({ inviteCode: team.body.inviteCode })).status).toBe(200);
    const at = nextPlace();
    const notOwner = await adopt(mate, { ...at, adopter: { kind: 'team', id: team.body.id } });
    expect(notOwner.status).toBe(403);
    expect(notOwner.body.code).toBe('ADOPTION_TEAM_OWNER_ONLY');
    const spot = await adopted(owner, { ...at, adopter: { kind: 'team', id: team.body.id } });
    expect(spot.adopter).toEqual({ kind: 'team', name });
    // Every member sees the team's spot among theirs; others do not.
    for (const p of [owner, mate]) expect(((await p.agent.get('/api/adoptions/mine')).body.adoptions as AdoptionDto[]).map((s) => s.id)).toEqual([spot.id]);
    expect((await (await member(t)).agent.get('/api/adoptions/mine')).body.adoptions).toEqual([]);
    expect((await t.request().get('/api/adoptions/mine')).status).toBe(401);
    await cleanup(mate, at);
    expect((await detail(spot.id)).visits).toEqual([{ kind: 'cleanup', visitedAt: expect.any(String) }]);
  });

  it('counts a verified cleanup inside the spot by its adopter as the cycle’s visit, not one outside or by someone else', async () => {
    const dana = await member(t);
    const stranger = await member(t);
    const at = nextPlace();
    const spot = await adopted(dana, { ...at, radiusM: 100 });

    await cleanup(dana, { latitude: at.latitude + 0.005, longitude: at.longitude }); // about 550 m away
    await cleanup(stranger, at); // inside, but not an adopter
    expect(await detail(spot.id)).toMatchObject({ visits: [], lastVisitAt: null, visitedThisCycle: false });

    await cleanup(dana, { latitude: at.latitude + 0.0005, longitude: at.longitude }); // about 55 m away: inside
    const after = await detail(spot.id);
    expect(after.visits).toHaveLength(1);
    expect(after).toMatchObject({ visitedThisCycle: true, onTime: true, lastVisitAt: after.visits[0]!.visitedAt });

    // Visited: no reminder before the cycle ends, and the cycle is not missed.
    t.clock.advance(WEEK - DAY / 2);
    await runJob();
    t.clock.advance(DAY);
    await runJob();
    expect(await notes(dana, 'adoption_due')).toEqual([]);
    expect(await detail(spot.id)).toMatchObject({ state: 'active', missedCycles: 0, visitedThisCycle: false, onTime: true });
  });

  it('counts a survey inside the spot by its adopter once a moderator confirmed it', async () => {
    const gil = await member(t);
    // The middle of the support route (11 points eastwards from 51.48 N, 11.97 E).
    const spot = await adopted(gil, { latitude: 51.48, longitude: 11.9772, radiusM: 200 });
    // Work from before the adoption is no visit; this survey starts after it.
    t.clock.advance(2 * 60 * 60_000);
    const survey = transect(t);
    const recorded = await gil.agent.post('/api/surveys').send(survey);
    expect(recorded.status, recorded.text).toBe(201);
    await t.app.settle();
    expect((await detail(spot.id)).visits).toEqual([]); // not confirmed yet
    expect((await mod.agent.post(`/api/surveys/${recorded.body.id}/confirm`)).status).toBe(200);
    await t.app.settle();
    expect((await detail(spot.id)).visits).toEqual([{ kind: 'survey', visitedAt: survey.endedAt }]);
  });

  it('reminds the adopters once a day before the cycle ends, on the app’s clock, even with two runs at once', async () => {
    const erin = await member(t);
    const at = nextPlace();
    const spot = await adopted(erin, { ...at, everyWeeks: 1 });
    await runJob();
    expect(await notes(erin, 'adoption_due')).toEqual([]);

    t.clock.advanceTo(new Date(new Date(spot.nextDueAt).getTime() - DAY - 60_000));
    await runJob();
    expect(await notes(erin, 'adoption_due')).toEqual([]); // not yet within the day

    t.clock.advance(2 * 60_000);
    await Promise.all([job().runDue(), job().runDue()]);
    await t.app.settle();
    await runJob();
    const due = await notes(erin, 'adoption_due');
    expect(due).toHaveLength(1);
    expect(due[0]!.data).toMatchObject({ adoptionId: spot.id, dueAt: spot.nextDueAt });
  });

  it('releases a spot after two missed cycles in a row, with a notice to its adopter', async () => {
    const finn = await member(t);
    const at = nextPlace();
    const spot = await adopted(finn, { ...at, everyWeeks: 1 });

    t.clock.advanceTo(new Date(new Date(spot.nextDueAt).getTime() + 60_000));
    await runJob();
    expect(await detail(spot.id)).toMatchObject({ state: 'active', missedCycles: 1, missedTotal: 1, onTime: false });
    expect(await notes(finn, 'adoption_released')).toEqual([]);
    // The moderators' overdue list has it; others may not see the list.
    const overdue = await mod.agent.get('/api/admin/adoptions/overdue');
    expect(overdue.status, overdue.text).toBe(200);
    expect(overdue.body.adoptions.find((a: { id: string }) => a.id === spot.id)).toMatchObject({ missedCycles: 1, onTime: false });
    expect((await finn.agent.get('/api/admin/adoptions/overdue')).status).toBe(403);

    t.clock.advance(WEEK);
    await Promise.all([job().runDue(), job().runDue()]);
    await t.app.settle();
    expect(await detail(spot.id)).toMatchObject({ state: 'released', missedCycles: 2, missedTotal: 2 });
    const notices = await notes(finn, 'adoption_released');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ adoptionId: spot.id, missedCycles: 2 });
    expect((await layer(at)).map((s) => s.id)).not.toContain(spot.id);
    expect(((await mod.agent.get('/api/admin/adoptions/overdue')).body.adoptions as { id: string }[]).map((a) => a.id)).not.toContain(spot.id);
    // The place is free for someone else.
    await adopted(await member(t), at);
  });

  it('sends the reminder by push only to the adopters who opted in to it', async () => {
    const owner = await member(t);
    const mate = await member(t);
    const name = `Push team ${owner.id.slice(0, 8)}`;
    const team = await owner.agent.post('/api/teams').send({ name, kind: 'club' });
    expect(team.status, team.text).toBe(201);
    expect((await mate.agent.post('/api/teams/join').send({ inviteCode: team.body.inviteCode })).status).toBe(200);
    const off = { push: false, email: false };
    const devices = [owner, mate].map((p, i) => ({ p, device: push.subscriber(`/adopt-${backend}-${i}`) }));
    for (const { p, device } of devices) await p.agent.post('/api/alerts/push/subscriptions').send(device.subscription).expect(200);
    // The owner turned the adopted spots' alerts on; the mate only the area news.
    await owner.agent.put('/api/alerts/preferences').send({ choices: { reportCleaned: off, claimEndsSoon: off, areaNew: off, adoptionDue: { push: true, email: false } }, language: 'de' }).expect(200);
    await mate.agent.put('/api/alerts/preferences').send({ choices: { reportCleaned: off, claimEndsSoon: off, areaNew: { push: true, email: false } }, language: 'en' }).expect(200);
    const spot = await adopted(owner, { ...nextPlace(), adopter: { kind: 'team', id: team.body.id } });

    t.clock.advanceTo(new Date(new Date(spot.nextDueAt).getTime() - DAY / 2));
    await runJob();
    expect(await notes(owner, 'adoption_due')).toHaveLength(1);
    expect(await notes(mate, 'adoption_due')).toHaveLength(1); // the bell tells every adopter
    const pushed = (i: number) => push.requests.filter((r) => r.path === `/adopt-${backend}-${i}`);
    await expect.poll(() => pushed(0).length).toBe(1);
    expect(JSON.parse(devices[0]!.device.decrypt(pushed(0)[0]!.body))).toMatchObject({ title: 'Ein Besuch an deinem Ort steht an', url: '/map' });
    await t.app.settle();
    expect(pushed(1)).toEqual([]);
  });
});
