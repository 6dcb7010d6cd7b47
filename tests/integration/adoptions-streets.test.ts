import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADOPTION_LIMIT_PERSON, type AdoptionDetailDto, type AdoptionDto } from '../../src/modules/adoptions/contract';
import { ADOPTION_FIELD_MESSAGES as F } from '../../src/modules/adoptions/schemas';
import { member, task, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

/**
 * Issue 42: a street drawn on the map as an adopted spot. A line of 2 to 50 points, at most 3 km, with a
 * corridor of 10 to 100 m on each side; a verified cleanup within the corridor by an adopter is a
 * visit, one beyond it is not; the public layer finds a street whose line crosses the box; a street is
 * one spot towards the limits and the overlap rule; one cleanup is the visit of one spot only.
 */
describe.each(backends())('adopt a street (%s)', (backend) => {
  let t: TestApp;
  let mod: Person;

  let place = 0;
  /** Each test at a place of its own, far from the others' spots. */
  const nextPlace = () => ({ latitude: 47 + ++place * 0.1, longitude: 9 });

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'notifications', 'gamification', 'teams', 'photos', 'tasks', 'reports', 'adoptions', 'account', 'admin') });
    mod = await member(t, { role: 'moderator' });
  });
  afterAll(async () => {
    await t.close();
  });

  const adopt = (p: Person, body: Record<string, unknown>) => p.agent.post('/api/adoptions').send({ radiusM: 30, everyWeeks: 1, ...body });
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
  const cleanup = async (who: Person, at: { latitude: number; longitude: number }) => {
    const taskId = await task(t, at);
    expect((await who.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: who.id })).status).toBe(200);
    expect((await who.agent.post(`/api/tasks/${taskId}/mark-completed`)).body.verificationStatus).toBe('needs_review');
    expect((await mod.agent.post(`/api/admin/tasks/review/${taskId}/approve`)).status).toBe(200);
    await t.app.settle();
  };
  /** An east-west street from the place, `degrees` of longitude long (0.01° is about 670 m at 47-48° N). */
  const eastward = (at: { latitude: number; longitude: number }, degrees: number): [number, number][] => [
    [at.longitude, at.latitude],
    [at.longitude + degrees, at.latitude],
  ];

  it('adopts a street, shows it with its line and length, and counts a cleanup within the corridor only', async () => {
    const ann = await member(t);
    const at = nextPlace();
    const path = eastward(at, 0.01);
    const street = await adopted(ann, { path, radiusM: 30 });
    expect(street.path).toEqual(path);
    expect(street.radiusM).toBe(30);
    expect(street.lengthM).toBeGreaterThan(740);
    expect(street.lengthM).toBeLessThan(770);

    await cleanup(ann, { latitude: at.latitude + 0.0004, longitude: at.longitude + 0.005 }); // about 44 m off the line: outside
    await cleanup(ann, { latitude: at.latitude, longitude: at.longitude + 0.0105 }); // about 37 m beyond its end: outside
    expect((await detail(street.id)).visits).toEqual([]);
    // About 22 m off the line, half-way along (about 370 m from the centre of a circle's worth of street).
    await cleanup(ann, { latitude: at.latitude + 0.0002, longitude: at.longitude + 0.0099 });
    expect((await detail(street.id)).visits).toHaveLength(1);

    // The public layer: a box around the street's east end (its centre lies outside the box).
    const bbox = [at.longitude + 0.0085, at.latitude - 0.001, at.longitude + 0.0115, at.latitude + 0.001].join(',');
    const layer = (await t.request().get(`/api/adoptions?bbox=${bbox}`)).body.adoptions as AdoptionDto[];
    expect(layer.map((s) => s.id)).toContain(street.id);
    const away = [at.longitude + 0.011, at.latitude + 0.002, at.longitude + 0.013, at.latitude + 0.004].join(',');
    expect(((await t.request().get(`/api/adoptions?bbox=${away}`)).body.adoptions as AdoptionDto[]).map((s) => s.id)).not.toContain(street.id);
  });

  it('refuses bad streets with the field message', async () => {
    const bob = await member(t);
    const at = nextPlace();
    const many = Array.from({ length: 51 }, (_, i): [number, number] => [at.longitude + i * 0.0001, at.latitude + (i % 2) * 0.0001]);
    const cases: [Record<string, unknown>, string][] = [
      [{ path: eastward(at, 0.05) }, F.pathLength], // about 3.4 km
      [{ path: [[at.longitude, at.latitude]] }, F.path],
      [{ path: many }, F.path],
      [{ path: [[at.longitude, 91], [at.longitude, 90]] }, F.path],
      [{ path: [[181, at.latitude], [179.99, at.latitude]] }, F.path],
      [{ path: [['9', at.latitude], [at.longitude + 0.001, at.latitude]] }, F.path],
      [{ path: null }, F.path],
      // Across the antimeridian: 220 m by haversine, but its box (and centre) would span the globe, out of every index query's reach.
      [{ path: [[179.999, at.latitude], [-179.999, at.latitude]] }, F.path],
      [{ path: eastward(at, 0.001), radiusM: 9 }, F.corridor],
      [{ path: eastward(at, 0.001), radiusM: 101 }, F.corridor],
      [{ path: eastward(at, 0.001), radiusM: 20.5 }, F.corridor],
    ];
    for (const [body, message] of cases) {
      const res = await adopt(bob, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body.details), JSON.stringify(body)).toContain(JSON.stringify(message).slice(1, -1));
    }
    // 50 points of 2.9 km are fine.
    const fifty = Array.from({ length: 50 }, (_, i): [number, number] => [at.longitude + i * 0.0008, at.latitude]);
    await adopted(bob, { path: fifty, radiusM: 10 });
  });

  it('counts a street as one spot towards the limit and refuses one over an adopted spot', async () => {
    const cleo = await member(t);
    const dan = await member(t);
    const at = nextPlace();
    await adopted(cleo, { ...at, radiusM: 200 });
    // A street along the circle's diameter: most of its line lies in the circle.
    const across = await adopt(dan, { path: [[at.longitude - 0.002, at.latitude], [at.longitude + 0.002, at.latitude]], radiusM: 20 });
    expect(across.status, across.text).toBe(409);
    expect(across.body.code).toBe('ADOPTION_OVERLAP');
    // A circle lying in an adopted street's corridor.
    const far = { latitude: at.latitude + 0.03, longitude: at.longitude };
    await adopted(dan, { path: eastward(far, 0.02), radiusM: 100 });
    const inside = await adopt(cleo, { latitude: far.latitude, longitude: far.longitude + 0.01, radiusM: 50 });
    expect(inside.status, inside.text).toBe(409);
    expect(inside.body.code).toBe('ADOPTION_OVERLAP');
    // A parallel street 60 m away shares most of its line with the corridor too.
    const parallel = await adopt(cleo, { path: eastward({ latitude: far.latitude + 0.00055, longitude: far.longitude }, 0.02), radiusM: 20 });
    expect(parallel.body.code).toBe('ADOPTION_OVERLAP');
    // Streets count like points: ADOPTION_LIMIT_PERSON in all, however long.
    for (let i = 2; i <= ADOPTION_LIMIT_PERSON; i += 1) await adopted(dan, { path: eastward({ latitude: at.latitude - i * 0.015, longitude: at.longitude }, 0.035), radiusM: 100 });
    const tooMany = await adopt(dan, { ...nextPlace(), radiusM: 25 });
    expect(tooMany.body.code).toBe('ADOPTION_LIMIT');
  });

  it('counts one cleanup as the visit of one spot only, where two of the adopter’s spots meet', async () => {
    const eve = await member(t);
    const at = nextPlace();
    // A circle and a street across its edge (each less than half in the other).
    const circle = await adopted(eve, { ...at, radiusM: 100 });
    const street = await adopted(eve, { path: [[at.longitude + 0.0011, at.latitude], [at.longitude + 0.008, at.latitude]], radiusM: 30 });
    await cleanup(eve, { latitude: at.latitude, longitude: at.longitude + 0.0012 }); // in both: about 90 m from the centre, 7 m from the line
    const visits = (await detail(circle.id)).visits.length + (await detail(street.id)).visits.length;
    expect(visits).toBe(1);
    // The nearer one took it: the street's line.
    expect((await detail(street.id)).visits).toHaveLength(1);

    // Two circles of hers that share less than half (centres one radius apart): a cleanup in both counts once.
    const there = nextPlace();
    const a = await adopted(eve, { ...there, radiusM: 100 });
    const b = await adopted(eve, { latitude: there.latitude + 0.0009, longitude: there.longitude, radiusM: 100 });
    await cleanup(eve, { latitude: there.latitude + 0.00045, longitude: there.longitude });
    expect((await detail(a.id)).visits.length + (await detail(b.id)).visits.length).toBe(1);
  });
});
