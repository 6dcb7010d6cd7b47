import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADOPTIONS_API, type AdoptionDto, type AdoptionsApi } from '../../src/modules/adoptions/contract';
import type { NotificationDto } from '../../src/modules/notifications/contract';
import { member, task, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

/**
 * Issue 42, adopted spots beyond one person: a partner's people adopt for the partner (others may
 * not), its impact page lists the spot with its visits; its reminders go to all the partner's people,
 * once each per cycle; the data export and erasure of spots and visits.
 */
const DAY = 86_400_000;
const WEEK = 7 * DAY;

describe.each(backends())('adopted spots: partners and data rights (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let mod: Person;
  let place = 0;
  const nextPlace = () => ({ latitude: 47 + ++place * 0.1, longitude: 8 });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-adoptions-partners-'));
    t = await createTestApp({ backend, modules: manifests('guest', 'notifications', 'gamification', 'teams', 'photos', 'tasks', 'reports', 'embed', 'adoptions', 'account', 'admin'), env: { DATA_DIR: dataDir } });
    mod = await member(t, { role: 'moderator' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const adopt = (p: Person, body: Record<string, unknown>) => p.agent.post('/api/adoptions').send({ radiusM: 100, everyWeeks: 1, ...body });
  const adopted = async (p: Person, body: Record<string, unknown>) => {
    const res = await adopt(p, body);
    expect(res.status, res.text).toBe(201);
    return res.body as AdoptionDto;
  };
  /** A cleanup by `who` at the point, held for review and approved by a moderator. */
  const cleanup = async (who: Person, at: { latitude: number; longitude: number }) => {
    const taskId = await task(t, at);
    expect((await who.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: who.id })).status).toBe(200);
    expect((await who.agent.post(`/api/tasks/${taskId}/mark-completed`)).body.verificationStatus).toBe('needs_review');
    expect((await mod.agent.post(`/api/admin/tasks/review/${taskId}/approve`)).status).toBe(200);
    await t.app.settle();
  };

  /** A partner made by an admin, with these people added (by username). */
  const partnerWith = async (admin: Person, name: string, at: { latitude: number; longitude: number }, usernames: string[]) => {
    const created = await admin.agent.post('/api/admin/embed/partners').send({ name, allowedOrigins: ['https://city.example'], centerLatitude: at.latitude, centerLongitude: at.longitude, zoom: 14, areaRadiusKm: 2 });
    expect(created.status, created.text).toBe(201);
    const partnerId = created.body.partner.id as string;
    for (const username of usernames) expect((await admin.agent.post(`/api/admin/embed/partners/${partnerId}/members`).send({ username })).status).toBe(201);
    return partnerId;
  };
  const dueNotes = async (p: Person) => {
    const res = await p.agent.get('/api/notifications');
    expect(res.status).toBe(200);
    return (res.body.notifications as NotificationDto[]).filter((n) => n.kind === 'adoption_due');
  };

  it('a partner’s spot reminds every one of the partner’s people once per cycle, even with two runs at once; not those who left it, nor others', async () => {
    const admin = await member(t, { role: 'admin' });
    const at = nextPlace();
    const names = ['worker', 'colleague', 'leaver'].map((role) => `${role}_${admin.id.slice(0, 8)}`);
    const [worker, colleague, leaver] = [await member(t, { username: names[0] }), await member(t, { username: names[1] }), await member(t, { username: names[2] })];
    const outsider = await member(t);
    const partnerId = await partnerWith(admin, `Riverside ${place}`, at, names);
    const spot = await adopted(worker, { ...at, adopter: { kind: 'partner', id: partnerId } });
    expect((await admin.agent.delete(`/api/admin/embed/partners/${partnerId}/members/${leaver.id}`)).status).toBe(204);
    const job = () => t.app.container.get<AdoptionsApi>(ADOPTIONS_API);

    t.clock.advanceTo(new Date(new Date(spot.nextDueAt).getTime() - DAY / 2));
    await Promise.all([job().runDue(), job().runDue()]);
    await t.app.settle();
    await job().runDue();
    await t.app.settle();
    for (const p of [worker, colleague]) {
      const due = await dueNotes(p);
      expect(due, p.id).toHaveLength(1);
      expect(due[0]!.data).toMatchObject({ adoptionId: spot.id, dueAt: spot.nextDueAt });
    }
    expect(await dueNotes(leaver)).toEqual([]);
    expect(await dueNotes(outsider)).toEqual([]);

    // The next cycle (this one missed): one more reminder each.
    t.clock.advanceTo(new Date(new Date(spot.nextDueAt).getTime() + WEEK - DAY / 2));
    await Promise.all([job().runDue(), job().runDue()]);
    await t.app.settle();
    for (const p of [worker, colleague]) expect(await dueNotes(p), p.id).toHaveLength(2);
    expect(await dueNotes(leaver)).toEqual([]);
  });

  it('the data export lists the person’s spots and visits; the erasure removes their own spots', async () => {
    const p = await member(t);
    const at = nextPlace();
    const spot = await adopted(p, at);
    await cleanup(p, at);
    const exported = await p.agent.get('/api/account/export');
    expect(exported.status).toBe(200);
    const body = JSON.parse(exported.text || JSON.stringify(exported.body)) as { adoptedSpots: { id: string }[]; spotVisits: { adoptionId: string; kind: string }[] };
    expect(body.adoptedSpots.map((s) => s.id)).toEqual([spot.id]);
    expect(body.spotVisits).toMatchObject([{ adoptionId: spot.id, kind: 'cleanup' }]);
    expect((await p.agent.delete('/api/account').send({ confirm: 'DELETE' })).status).toBe(200);
    expect(await t.db('adoptions').where({ user_id: p.id })).toEqual([]);
    expect(await t.db('adoption_visits').where({ user_id: p.id })).toEqual([]);
    expect((await t.request().get(`/api/adoptions/${spot.id}`)).status).toBe(404);
  });

  it('a partner’s person adopts a spot for the partner; its impact page lists the spot with its visits', async () => {
    const admin = await member(t, { role: 'admin' });
    const at = nextPlace();
    const created = await admin.agent.post('/api/admin/embed/partners').send({ name: 'City of Adoptville', allowedOrigins: ['https://city.example'], centerLatitude: at.latitude, centerLongitude: at.longitude, zoom: 14, areaRadiusKm: 2 });
    expect(created.status, created.text).toBe(201);
    const partnerId = created.body.partner.id as string;
    const username = `city_${admin.id.slice(0, 8)}`;
    const worker = await member(t, { username });
    expect((await admin.agent.post(`/api/admin/embed/partners/${partnerId}/members`).send({ username })).status).toBe(201);
    const outsider = await adopt(await member(t), { ...at, adopter: { kind: 'partner', id: partnerId } });
    expect(outsider.status).toBe(403);
    expect(outsider.body.code).toBe('ADOPTION_PARTNER_MEMBER_ONLY');
    expect((await adopt(worker, { ...at, adopter: { kind: 'partner', id: '00000000-0000-4000-8000-000000000000' } })).body.code).toBe('ADOPTION_PARTNER_NOT_FOUND');
    const spot = await adopted(worker, { ...at, adopter: { kind: 'partner', id: partnerId } });
    expect(spot.adopter).toEqual({ kind: 'partner', name: 'City of Adoptville' });
    await cleanup(worker, at);
    const page = await t.request().get(`/api/adoptions/partners/${partnerId}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.adoptions).toEqual([expect.objectContaining({ id: spot.id, visits: 1, missedTotal: 0, onTime: true, lastVisitAt: expect.any(String) })]);
  });
});
