import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, type Person } from '../support/people';
import { transect } from '../support/surveys';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

/**
 * Issue 40: lengthM and areaM2 must fit the route (src/modules/surveys/route-fit.ts). ROUTE is about
 * 997 m long by haversine: a transect may claim 94 to 1,297 m along it.
 */
describe.each(backends())('a survey whose length or area does not fit its route (%s)', (backend) => {
  let t: TestApp;
  let surveyor: Person;

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'teams', 'photos', 'litter', 'events', 'surveys') });
    surveyor = await member(t);
  });
  afterAll(() => t.close());

  const post = (body: Record<string, unknown>, lang = 'en') => surveyor.agent.post('/api/surveys').set('Accept-Language', lang).send(body);
  const stored = () => t.db('surveys').where({ user_id: surveyor.id }).count<{ n: string }[]>({ n: '*' });

  it('refuses a transect claiming far more than the route walked, naming lengthM, and stores nothing', async () => {
    const before = Number((await stored())[0]!.n);
    const res = await post(transect(t, { lengthM: 5000 }));
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ code: 'SURVEY_LENGTH_MISMATCH', details: { routeM: 997, min: 94, max: 1297 } });
    expect(res.body.error).toBe('lengthM (5000 m) does not fit the route (997 m as sent): it may be from 94 to 1297 m');
    expect(res.body.details.fields).toEqual([{ field: 'lengthM', message: res.body.error }]);
    expect(Number((await stored())[0]!.n)).toBe(before);
  });

  it('refuses a transect far shorter than its route (a kilometre walked for a 50 m section)', async () => {
    const res = await post(transect(t, { lengthM: 50 }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('SURVEY_LENGTH_MISMATCH');
    expect(res.body.details.fields[0].field).toBe('lengthM');
  });

  it('takes a transect at both ends of the tolerance (GPS simplification; zigzag over a wide beach)', async () => {
    expect((await post(transect(t, { lengthM: 1297 }))).status).toBe(201);
    expect((await post(transect(t, { lengthM: 94 }))).status).toBe(201);
    expect((await post(transect(t, { lengthM: 1298 }))).body.code).toBe('SURVEY_LENGTH_MISMATCH');
    expect((await post(transect(t, { lengthM: 93 }))).body.code).toBe('SURVEY_LENGTH_MISMATCH');
    // A 100 m OSPAR section whose recorded route came out 69 m long (fixes lost at the start and end).
    const short = { type: 'LineString', coordinates: [[11.97, 51.48], [11.971, 51.48]] };
    expect((await post(transect(t, { lengthM: 100, route: short }))).status).toBe(201);
  });

  it("refuses an area larger than the route's box widened by 25 m, naming areaM2; takes one inside it", async () => {
    // ROUTE runs due east: its box is 997 m x 0 m, 1047 m x 50 m with the margins.
    const res = await post(transect(t, { kind: 'area', lengthM: undefined, areaM2: 1_000_000 }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('SURVEY_AREA_MISMATCH');
    expect(res.body.details.fields).toEqual([{ field: 'areaM2', message: res.body.error }]);
    expect(res.body.details.max).toBeGreaterThan(52_000);
    expect(res.body.details.max).toBeLessThan(52_600);
    expect((await post(transect(t, { kind: 'area', lengthM: undefined, areaM2: 50_000 }))).status).toBe(201);
  });

  it('says why in the language asked for, the field message too', async () => {
    const de = await post(transect(t, { lengthM: 5000 }), 'de');
    expect(de.body.error).toBe('lengthM (5000 m) passt nicht zur Route (997 m, wie gesendet): Möglich sind 94 bis 1297 m');
    expect(de.body.details.fields[0].message).toBe(de.body.error);
    const ar = await post(transect(t, { kind: 'area', lengthM: undefined, areaM2: 1_000_000 }), 'ar');
    expect(ar.body.error).toMatch(/^areaM2 \(1000000 م²\) أكبر مما يسمح به المسار/);
  });

});
