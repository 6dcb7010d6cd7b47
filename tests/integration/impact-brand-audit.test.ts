import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LITTER_API, type LitterApi, type LitterTag } from '../../src/modules/litter/contract';
import { parseCsv } from '../support/csv';
import { isoDay } from '../support/moments';
import { member, task, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';
import { inUnit } from '../support/units';

const DAY = 86_400_000;
/** Somewhere in Leipzig, away from the other tests' default points. */
const SPOT = { latitude: 51.34, longitude: 12.37 };

const bottles = (count: number, brand: string | null, material?: string): LitterTag => ({ category: 'soft_drinks', item: 'soft_drinks.plastic_bottle', brand, count, ...(material ? { material } : {}) });
const cans = (count: number, brand: string | null): LitterTag => ({ category: 'soft_drinks', item: 'soft_drinks.can', brand, count });

/**
 * Issue 40 point 3: a partner's brand audit (brand, product type, material, count) counts only the tags
 * of attempts that completed verified cleanups in the area and period; sums only, cells neutralised.
 */
describe.each(backends())('impact brand audit CSV (%s)', (backend) => {
  let t: TestApp;
  let admin: Person;
  let cleaner: Person;
  let litter: LitterApi;
  let now: Date;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'litter', 'tasks', 'actions', 'reports', 'embed', 'impact', 'admin') });
    admin = await member(t, { role: 'admin' });
    cleaner = await member(t);
    litter = t.app.container.get<LitterApi>(LITTER_API);
    now = t.clock.now();
  });
  afterAll(async () => {
    await t.close();
  });

  async function partner(areaRadiusKm: number): Promise<string> {
    const res = await admin.agent.post('/api/admin/embed/partners').send({ name: 'Leipzig audits', allowedOrigins: ['https://ngo.example'], centerLatitude: SPOT.latitude, centerLongitude: SPOT.longitude, zoom: 13, areaRadiusKm });
    expect(res.status, res.text).toBe(201);
    return res.body.partner.id as string;
  }

  /** A completion attempt by the cleaner with its tags: `outcome` says whether it was verified, approved or failed. */
  async function attempt(taskId: string, outcome: 'verified' | 'approved' | 'failed', tags: LitterTag[], where = SPOT): Promise<string> {
    const id = randomUUID();
    await t.db('task_completions').insert({
      id, task_id: taskId, user_id: cleaner.id, verification_status: outcome === 'verified' ? 'verified' : outcome === 'approved' ? 'needs_review' : 'failed', verifier: 'local', analysis: {},
      review_outcome: outcome === 'approved' ? 'approved' : null,
    });
    await inUnit(t, (unit) => litter.recordTags({ taskId, completionId: id, userId: cleaner.id, ...where, tags }, unit));
    return id;
  }

  /** A task cleaned (completed by the cleaner) `cleanedDaysAgo`, its report tagged with `reportTags`. */
  async function cleaned(o: { cleanedDaysAgo: number | null; where?: { latitude: number; longitude: number }; reportTags?: LitterTag[] }): Promise<string> {
    const where = o.where ?? SPOT;
    const id = await task(t, where);
    if (o.reportTags) await inUnit(t, (unit) => litter.recordTags({ taskId: id, reportId: randomUUID(), userId: admin.id, ...where, tags: o.reportTags! }, unit));
    if (o.cleanedDaysAgo !== null) {
      await t.db('tasks').where({ id }).update({ status: 'completed', assignee_id: cleaner.id, accepted_at: ago(o.cleanedDaysAgo + 1), completed_at: ago(o.cleanedDaysAgo), verification_status: 'verified' });
    } else {
      await t.db('tasks').where({ id }).update({ status: 'assigned', assignee_id: cleaner.id, accepted_at: ago(1) });
    }
    return id;
  }

  it('sums the verified cleanups’ tags per brand, product type and material, and nothing else', async () => {
    const id = await partner(1);
    // Verified ten days ago: 5 Coca-Cola bottles (material from the taxonomy), 2 unbranded cans; the report's 100 bottles do not count.
    const a = await cleaned({ cleanedDaysAgo: 10, reportTags: [bottles(100, 'Coca-Cola')] });
    await attempt(a, 'failed', [bottles(40, 'Coca-Cola')]);
    await attempt(a, 'verified', [bottles(5, 'coca-cola'), cans(2, null)]);
    // Approved by a moderator: 3 more Coca-Cola bottles, 1 bottle of a brand typed as a formula.
    const b = await cleaned({ cleanedDaysAgo: 20 });
    await attempt(b, 'approved', [bottles(3, 'Coca-Cola'), bottles(1, '=HYPERLINK("http://evil.example")')]);
    // Not counted: a task still held (its attempt failed), one cleaned outside the circle, one cleaned before the period.
    const held = await cleaned({ cleanedDaysAgo: null });
    await attempt(held, 'failed', [cans(70, 'Pepsi')]);
    const far = { latitude: SPOT.latitude + 0.05, longitude: SPOT.longitude };
    await attempt(await cleaned({ cleanedDaysAgo: 10, where: far }), 'verified', [cans(80, 'Pepsi')], far);
    await attempt(await cleaned({ cleanedDaysAgo: 500 }), 'verified', [cans(90, 'Pepsi')]);

    const res = await t.request().get(`/api/partners/${id}/impact/brand-audit.csv`).set('Origin', 'https://elsewhere.example');
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`cleanquest-brand-audit-`);
    expect(res.headers['content-disposition']).toContain(`-${isoDay(now)}.csv`);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.link).toContain('license');
    expect(parseCsv(res.text)).toEqual([
      ['brand', 'product_type', 'category', 'material', 'count'],
      ['Coca-Cola', 'soft_drinks.plastic_bottle', 'soft_drinks', 'plastic', '8'],
      ['', 'soft_drinks.can', 'soft_drinks', 'metal', '2'],
      [`'=HYPERLINK("http://evil.example")`, 'soft_drinks.plastic_bottle', 'soft_drinks', 'plastic', '1'],
    ]);
    // Sums only: nothing of a person or a task.
    for (const secret of [cleaner.id, admin.id, a, b]) expect(res.text).not.toContain(secret);

    // The period asked for: only the cleanup twenty days ago; one long ago: the 90 cans.
    const recent = await t.request().get(`/api/partners/${id}/impact/brand-audit.csv`).query({ since: isoDay(ago(25)), until: isoDay(ago(15)) });
    expect(parseCsv(recent.text).slice(1).map((r) => r[4])).toEqual(['3', '1']);
    const old = await t.request().get(`/api/partners/${id}/impact/brand-audit.csv`).query({ since: isoDay(ago(510)), until: isoDay(ago(490)) });
    expect(parseCsv(old.text).slice(1)).toEqual([['Pepsi', 'soft_drinks.can', 'soft_drinks', 'metal', '90']]);
  });

  it('answers the header only where nothing was verified, 404 for no such partner, 400 for a bad period', async () => {
    const id = await partner(1);
    const empty = await t.request().get(`/api/partners/${id}/impact/brand-audit.csv`).query({ since: '2001-03-01', until: '2001-03-31' });
    expect(empty.status).toBe(200);
    expect(empty.text).toBe('brand,product_type,category,material,count\r\n');
    const missing = await t.request().get(`/api/partners/${randomUUID()}/impact/brand-audit.csv`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('PARTNER_NOT_FOUND');
    const bad = await t.request().get(`/api/partners/${id}/impact/brand-audit.csv`).query({ since: '2027-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });
});
