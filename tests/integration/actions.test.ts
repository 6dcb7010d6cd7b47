import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsModule } from '../../src/modules/actions/server';
import type { SubmissionDto, ValidationDto } from '../../src/modules/actions/contract';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { guest } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';
import { balancesRow } from '../support/balances';

const beach = { taskType: 'beach_cleanup', title: 'Beach cleanup at Santa Monica', quantity: 4.5, unit: 'kg' };

async function ledgerRows(t: TestApp, reference: string) {
  const [row] = await t.db('reward_ledger').where({ reason: 'submission_approved', reference }).count<{ n: number }[]>({ n: '*' });
  return Number(row!.n);
}

describe.each(backends())('environmental actions API (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule, actionsModule] });
  });
  afterAll(() => t.close());

  it('GET /api/tasks/config lists at least 8 types, each with units', async () => {
    const res = await t.request().get('/api/tasks/config');
    expect(res.status).toBe(200);
    const types = res.body.taskTypes as { type: string; units: string[] }[];
    expect(types.length).toBeGreaterThanOrEqual(8);
    for (const tt of types) expect(tt.units.length).toBeGreaterThan(0);
    expect(types.find((x) => x.type === 'beach_cleanup')?.units).toEqual(['kg', 'lbs', 'items']);
    expect(types.find((x) => x.type === 'tree_planting')?.units).toEqual(['trees']);
  });

  it('public transport: the validation shows the car kilometres avoided minus the mode, per mode (DESNZ 2024)', async () => {
    const types = (await t.request().get('/api/tasks/config')).body.taskTypes as { type: string; units: string[]; subtypes?: string[] }[];
    expect(types.find((x) => x.type === 'public_transport')).toMatchObject({ units: ['km', 'miles'], subtypes: ['bus', 'coach', 'national_rail', 'light_rail_tram', 'underground'] });
    expect(types.find((x) => x.type === 'cycling')?.subtypes).toBeUndefined();

    const { agent } = await guest(t);
    const trip = { taskType: 'public_transport', title: 'Commute without the car', quantity: 12.5, unit: 'km' };
    // 12.5 km x (0.16691 average car, unknown fuel - the mode), kg CO2e per (passenger-)km.
    const expected: Record<string, number> = { bus: 0.730625, coach: 1.74675, national_rail: 1.643125, light_rail_tram: 1.728875, underground: 1.738875 };
    for (const [mode, kg] of Object.entries(expected)) {
      const res = await agent.post('/api/tasks/validate').send({ ...trip, taskSubtype: mode });
      expect(res.status).toBe(200);
      expect(res.body.validation.isValid, mode).toBe(true);
      expect(res.body.validation.estimatedImpact, mode).toBeCloseTo(kg, 3);
    }
    const miles = await agent.post('/api/tasks/validate').send({ ...trip, quantity: 10, unit: 'miles', taskSubtype: 'national_rail' });
    expect(miles.body.validation.estimatedImpact).toBeCloseTo(16.09344 * 0.13145, 3);
    // No mode: the bus, the smallest saving. An unknown mode is refused.
    expect((await agent.post('/api/tasks/validate').send(trip)).body.validation.estimatedImpact).toBeCloseTo(expected.bus!, 3);
    const unknown = await agent.post('/api/tasks/validate').send({ ...trip, taskSubtype: 'rocket' });
    expect(unknown.body.validation).toMatchObject({ isValid: false, errors: ['Task subtype is not known'], fieldErrors: [{ field: 'taskSubtype', message: 'Task subtype is not known' }] });

    const submitted = await agent.post('/api/tasks/submit').send({ ...trip, quantity: 20, taskSubtype: 'underground', location: 'London' });
    expect(submitted.status).toBe(201);
    expect(submitted.body.submission).toMatchObject({ taskType: 'public_transport', taskSubtype: 'underground' });
    expect(submitted.body.submission.estimatedImpact).toBeCloseTo(20 * 0.13911, 3);
  });

  it('needs a session for submissions, validate and submit', async () => {
    expect((await t.request().get('/api/tasks/submissions')).status).toBe(401);
    expect((await t.request().post('/api/tasks/validate').send(beach)).status).toBe(401);
    expect((await t.request().post('/api/tasks/submit').send(beach)).status).toBe(401);
  });

  it('validates a beach cleanup: valid, rewards, impact, risk and flags', async () => {
    const { agent } = await guest(t);
    const res = await agent.post('/api/tasks/validate').send(beach);
    expect(res.status).toBe(200);
    const v = res.body.validation as ValidationDto;
    expect(v).toMatchObject({ isValid: true, errors: [], estimatedImpact: 0 });
    expect(v.potentialXP).toBeGreaterThan(0);
    expect(v.potentialCoins).toBe(Math.floor(v.potentialXP / 10));
    expect(v.flags).toEqual(['missing_location', 'missing_evidence']);
    expect(v.riskScore).toBeCloseTo(0.19, 4);

    const recycling = await agent.post('/api/tasks/validate').send({ taskType: 'recycling', title: 'Sorted bottles', quantity: 10, unit: 'kg', location: 'Halle' });
    expect(recycling.body.validation.estimatedImpact).toBeCloseTo(31.857, 2);
  });

  it('answers invalid input to /validate with 200, isValid false and the messages', async () => {
    const { agent } = await guest(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...beach, taskType: '' }, 'Task type is required'],
      [{ ...beach, title: 'ab' }, 'Title must be at least 3 characters'],
      [{ ...beach, quantity: 0.05 }, 'Quantity must be at least 0.1'],
      [{ ...beach, quantity: -3 }, 'Quantity must be at least 0.1'],
      [{ ...beach, quantity: 0 }, 'Quantity must be at least 0.1'],
      [{ ...beach, quantity: 'NaN' }, 'Quantity must be a number'],
      [{ ...beach, quantity: 1e12 }, 'Quantity must be at most 100000'],
      [{ ...beach, unit: '' }, 'Unit is required'],
      [{ ...beach, taskType: 'moon_cleanup' }, 'Task type is not known'],
      [{ ...beach, unit: 'trees' }, 'Unit must be one of: kg, lbs, items'],
      [{ ...beach, latitude: 51.5 }, 'Latitude and longitude go together'],
    ];
    for (const [body, message] of cases) {
      const res = await agent.post('/api/tasks/validate').send(body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.validation.isValid).toBe(false);
      expect(res.body.validation.errors).toContain(message);
      expect(res.body.validation.potentialXP).toBe(0);
    }
  });

  it('refuses bad input to /submit with clear 400s (never 500) and stores nothing', async () => {
    const { agent, id: userId } = await guest(t);
    const bad: Record<string, unknown>[] = [
      { ...beach, quantity: -1 },
      { ...beach, quantity: 0 },
      { ...beach, quantity: 'NaN' },
      { ...beach, quantity: 1e308 },
      { ...beach, quantity: null },
      { ...beach, taskType: 'moon_cleanup' },
      { ...beach, unit: 'parsecs' },
      { ...beach, title: 'x'.repeat(100 * 1000) },
      { ...beach, title: 'y'.repeat(500) },
      { ...beach, evidenceUrls: ['javascript:alert(1)'] },
      { ...beach, actualTimestamp: 'yesterday' },
      {},
    ];
    for (const body of bad) {
      const res = await agent.post('/api/tasks/submit').send(body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(typeof res.body.error).toBe('string');
      expect(typeof res.body.code).toBe('string');
    }
    const nan = await agent.post('/api/tasks/submit').send({ ...beach, quantity: 'NaN' });
    expect(nan.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { errors: ['Quantity must be a number'] } });
    expect(nan.body.details.fields).toEqual([{ field: 'quantity', message: 'Quantity must be a number' }]);
    // JSON cannot say Infinity, but 1e999 parses to it.
    const inf = await agent.post('/api/tasks/submit').set('Content-Type', 'application/json').send('{"taskType":"beach_cleanup","title":"Big beach","quantity":1e999,"unit":"kg"}');
    expect(inf.status).toBe(400);
    expect(inf.body.details.errors).toContain('Quantity must be a number');
    expect((await t.db('action_submissions').where({ user_id: userId })).length).toBe(0);
  });

  it('refuses a unit (or other text field) that is not text with a 400 naming the field, on /validate and /submit (issue 17)', async () => {
    const { agent, id: userId } = await guest(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...beach, unit: 123 }, 'unit'],
      [{ ...beach, unit: true }, 'unit'],
      [{ ...beach, unit: 0 }, 'unit'],
      [{ ...beach, unit: 1e308 }, 'unit'],
      [{ ...beach, taskType: 'tree_planting', unit: 1 }, 'unit'],
      [{ ...beach, title: 12345 }, 'title'],
      [{ ...beach, taskType: false }, 'taskType'],
      [{ ...beach, taskType: 'public_transport', unit: 'km', taskSubtype: 7 }, 'taskSubtype'],
      [{ ...beach, location: { city: 'Halle' } }, 'location'],
    ];
    for (const path of ['/api/tasks/validate', '/api/tasks/submit']) {
      for (const [body, field] of cases) {
        const res = await agent.post(path).send(body);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [{ field, message: `${field} must be a text` }] } });
      }
    }
    // Text the form may send: null and an absent optional field are fine.
    expect((await agent.post('/api/tasks/validate').send({ ...beach, location: null, description: undefined })).body.validation.isValid).toBe(true);
    expect((await t.db('action_submissions').where({ user_id: userId })).length).toBe(0);
  });

  it('refuses control characters in any field with a 400 naming it, on /validate and /submit (issue 17)', async () => {
    const { agent, id: userId } = await guest(t);
    for (const path of ['/api/tasks/validate', '/api/tasks/submit']) {
      for (const [field, value] of [['title', 'Beach\u0000cleanup'], ['description', 'Bags\u001b[31m'], ['location', 'Pier\u007f'], ['unit', 'k\u0000g'], ['evidenceUrls', ['https://example.org/\u0000']]] as const) {
        const res = await agent.post(path).send({ ...beach, [field]: value });
        expect(res.status, `${path} ${field}`).toBe(400);
        const named = Array.isArray(value) ? `${field}[0]` : field;
        expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [{ field: named, message: `${named} must not contain control characters` }] } });
      }
    }
    // Multi-line descriptions keep their line breaks and tabs.
    const ok = await agent.post('/api/tasks/submit').send({ ...beach, description: 'Two bags:\r\n\t- plastic\n\t- glass' });
    expect(ok.status).toBe(201);
    expect(ok.body.submission.description).toBe('Two bags:\r\n\t- plastic\n\t- glass');
    expect((await t.db('action_submissions').where({ user_id: userId })).length).toBe(1);
  });

  it('gives a clear 400 or 413 for a 100 kB title, malformed JSON and a non-object body, even on /validate', async () => {
    const { agent } = await guest(t);
    const huge = await agent.post('/api/tasks/validate').send({ ...beach, title: 'x'.repeat(100 * 1000) });
    expect(huge.status).toBe(400);
    expect(huge.body.code).toBe('FIELD_TOO_LARGE');
    const tooBig = await agent.post('/api/tasks/validate').send({ ...beach, title: 'x'.repeat(200 * 1024) });
    expect(tooBig.status).toBe(413);
    const malformed = await agent.post('/api/tasks/validate').set('Content-Type', 'application/json').send('{"title": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('INVALID_JSON');
    const array = await agent.post('/api/tasks/submit').set('Content-Type', 'application/json').send('[1,2]');
    expect(array.status).toBe(400);
    expect(array.body.code).toBe('INVALID_BODY');
  });

  it('holds even a low-risk submission for a moderator: nobody is paid for their own word (issue 33)', async () => {
    const { agent, id: userId } = await guest(t);
    const res = await agent.post('/api/tasks/submit').send({ ...beach, location: 'Santa Monica Pier', latitude: 34.0094, longitude: -118.4973, locationAccuracy: 12 });
    expect(res.status).toBe(201);
    const s = res.body.submission as SubmissionDto;
    expect(s).toMatchObject({ title: beach.title, quantity: 4.5, unit: 'kg', taskType: 'beach_cleanup', status: 'pending', actualXP: null, actualCoins: null });
    expect(s.riskScore).toBeLessThan(0.3);
    expect(res.body.validation.potentialXP).toBeGreaterThan(0);
    expect(await ledgerRows(t, s.id)).toBe(0);
    const user = await balancesRow(t.db, userId);
    expect([user.current_xp, user.total_coins]).toEqual([0, 0]);
  });

  it('keeps risky submissions pending and unpaid', async () => {
    const { agent } = await guest(t);
    const res = await agent.post('/api/tasks/submit').send({ ...beach, title: 'Huge haul', quantity: 400 });
    expect(res.status).toBe(201);
    const s = res.body.submission as SubmissionDto;
    expect(s.status).toBe('pending');
    expect(s.actualXP).toBeNull();
    expect(s.flags).toContain('quantity_above_typical');
    expect(s.riskScore).toBeGreaterThanOrEqual(0.3);
    expect(await ledgerRows(t, s.id)).toBe(0);
  });

  it('flags a repeated title, many recent submissions, timestamps and impossible travel from the user\'s own history', async () => {
    const { agent } = await guest(t);
    const first = await agent.post('/api/tasks/submit').send({ ...beach, title: 'Morning Litter Walk', latitude: 51.4828, longitude: 11.9697 });
    expect(first.body.submission.status).toBe('pending');
    const again = await agent.post('/api/tasks/validate').send({ ...beach, title: '  morning   litter walk ' });
    expect(again.body.validation.flags).toContain('repeated_title');
    // Berlin to New York a minute later.
    t.clock.advance(60_000);
    const jump = await agent.post('/api/tasks/validate').send({ ...beach, title: 'Far away', latitude: 40.7128, longitude: -74.006 });
    expect(jump.body.validation.flags).toContain('impossible_travel');
    const future = await agent.post('/api/tasks/validate').send({ ...beach, actualTimestamp: new Date(t.clock.now().getTime() + 3_600_000).toISOString() });
    expect(future.body.validation.flags).toContain('future_timestamp');
    const old = await agent.post('/api/tasks/validate').send({ ...beach, actualTimestamp: new Date(t.clock.now().getTime() - 30 * 86_400_000).toISOString() });
    expect(old.body.validation.flags).toContain('old_timestamp');
    for (let i = 0; i < 5; i++) await agent.post('/api/tasks/submit').send({ ...beach, title: `Cleanup number ${i}`, location: 'Halle' });
    const busy = await agent.post('/api/tasks/validate').send({ ...beach, title: 'Yet another one', location: 'Halle' });
    expect(busy.body.validation.flags).toContain('many_recent_submissions');
    // Another user's history does not count.
    const other = await guest(t);
    const fresh = await other.agent.post('/api/tasks/validate').send({ ...beach, title: 'Morning litter walk', location: 'Halle' });
    expect(fresh.body.validation.flags).toEqual(['missing_evidence']);
  });

  it('lists only the user\'s own submissions, newest first, at most 50', async () => {
    const a = await guest(t);
    const b = await guest(t);
    for (let i = 0; i < 3; i++) {
      await a.agent.post('/api/tasks/submit').send({ ...beach, title: `A's cleanup ${i}` });
      t.clock.advance(1000);
    }
    await b.agent.post('/api/tasks/submit').send({ ...beach, title: "B's cleanup" });
    const res = await a.agent.get('/api/tasks/submissions');
    expect(res.status).toBe(200);
    expect((res.body.submissions as SubmissionDto[]).map((s) => s.title)).toEqual(["A's cleanup 2", "A's cleanup 1", "A's cleanup 0"]);
    const mine = await b.agent.get('/api/tasks/submissions');
    expect(mine.body.submissions).toHaveLength(1);
    // Same timestamp: insertion order decides.
    for (let i = 0; i < 52; i++) await b.agent.post('/api/tasks/submit').send({ ...beach, title: `Bulk ${i}`, location: 'x' });
    const capped = await b.agent.get('/api/tasks/submissions');
    expect(capped.body.submissions).toHaveLength(50);
    expect(capped.body.submissions[0].title).toBe('Bulk 51');
  });

  it('sees its own earlier submissions when many are sent at the same time, and pays none of them', async () => {
    const { agent, id: userId } = await guest(t);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => agent.post('/api/tasks/submit').send({ ...beach, title: `Parallel ${i}`, location: 'Halle', quantity: 1 })),
    );
    expect(results.every((r) => r.status === 201 && r.body.submission.status === 'pending')).toBe(true);
    // The advisory lock serialises them: the 6th and later see 5 recent ones.
    expect(results.filter((r) => r.body.submission.flags.includes('many_recent_submissions'))).toHaveLength(3);
    const [{ n }] = await t.db('reward_ledger').where({ user_id: userId, reason: 'submission_approved' }).count<{ n: number }[]>({ n: '*' });
    expect(Number(n)).toBe(0);
    const user = await balancesRow(t.db, userId);
    expect(user.current_xp).toBe(0);
  });
});
