import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LITTER_API, type LitterApi } from '../../src/modules/litter/contract';
import { parseCsv } from '../support/csv';
import { scene } from '../support/images';
import { member, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';
import { inUnit } from '../support/units';

const DAY = 86_400_000;
/** Somewhere in Leipzig, far from every other test's default point. */
const SPOT = { latitude: 51.3397, longitude: 12.3731 };

const TAGS = [
  { category: 'soft_drinks', item: 'soft_drinks.plastic_bottle', material: 'plastic', brand: 'coca-cola', count: 3 },
  { category: 'smoking', item: 'smoking.butts', count: 20 },
];

/**
 * Issue 24: litter tagged on a report and on a completion, shown for the task, counted in the open
 * data exports and in an area's totals; the person's tags in their data export and anonymous after erasure.
 */
describe.each(backends())('litter tags (%s)', (backend) => {
  let t: TestApp;
  let reporter: Person;
  let cleaner: Person;
  let before: Buffer;

  const report = (who: Person, tags: unknown, at = SPOT) =>
    who.agent
      .post('/api/reports')
      .field('userId', who.id)
      .field('location', 'Park')
      .field('latitude', String(at.latitude))
      .field('longitude', String(at.longitude))
      .field('notDuplicate', 'true')
      .field('tags', typeof tags === 'string' ? tags : JSON.stringify(tags))
      .attach('image', before, 'before.webp');

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'litter', 'tasks', 'actions', 'reports', 'opendata', 'embed', 'impact', 'account', 'admin') });
    reporter = await member(t);
    cleaner = await member(t);
    before = await scene({ litter: 30, seed: 7 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a report’s tags, shows them for the task, in the open data and in the area’s totals', async () => {
    const res = await report(reporter, TAGS);
    expect(res.status, res.text).toBe(201);
    const taskId = res.body.task.id as string;

    const tags = await t.request().get(`/api/litter/tasks/${taskId}/tags`);
    expect(tags.status).toBe(200);
    expect(tags.body).toEqual({
      taskId,
      report: [
        // The brand as the list spells it.
        { category: 'soft_drinks', item: 'soft_drinks.plastic_bottle', material: 'plastic', brand: 'Coca-Cola', count: 3 },
        { category: 'smoking', item: 'smoking.butts', material: null, brand: null, count: 20 },
      ],
      completion: [],
    });

    const geo = await t.request().get('/api/open-data/tasks.geojson');
    expect(geo.status).toBe(200);
    const feature = (JSON.parse(geo.text) as { features: { id: string; properties: { litter: unknown } }[] }).features.find((f) => f.id === taskId)!;
    expect(feature.properties.litter).toEqual({ items: { 'soft_drinks.plastic_bottle': 3, 'smoking.butts': 20 }, brands: { 'Coca-Cola': 3 } });

    const csv = await t.request().get('/api/open-data/tasks.csv');
    expect(csv.status).toBe(200);
    const [header, ...rows] = parseCsv(csv.text);
    const row = rows.find((r) => r[0] === taskId)!;
    expect(row[header!.indexOf('litter_items')]).toBe('smoking.butts:20;soft_drinks.plastic_bottle:3');
    expect(row[header!.indexOf('litter_brands')]).toBe('Coca-Cola:3');

    const totals = await t.request().get('/api/litter/totals').query({ ...SPOT, radiusKm: 1 }).set('Origin', 'https://elsewhere.example');
    expect(totals.status, totals.text).toBe(200);
    expect(totals.headers['access-control-allow-origin']).toBe('*');
    expect(totals.body).toMatchObject({
      items: [
        { category: 'smoking', item: 'smoking.butts', count: 20 },
        { category: 'soft_drinks', item: 'soft_drinks.plastic_bottle', count: 3 },
      ],
      brands: [{ brand: 'Coca-Cola', count: 3 }],
      area: { ...SPOT, radiusKm: 1 },
    });
    // Far away: nothing; a period before the tags: nothing.
    expect((await t.request().get('/api/litter/totals').query({ latitude: 48.1, longitude: 11.5, radiusKm: 5 })).body).toMatchObject({ items: [], brands: [] });
    const earlier = new Date(t.clock.now().getTime() - 10 * DAY).toISOString().slice(0, 10);
    expect((await t.request().get('/api/litter/totals').query({ ...SPOT, radiusKm: 1, to: earlier })).body).toMatchObject({ items: [], brands: [] });

    const litter = t.app.container.get<LitterApi>(LITTER_API);
    expect(await litter.itemCountForTask(taskId)).toBe(23);

    // The reporter's most used items; the taxonomy puts the most tagged first.
    expect((await reporter.agent.get('/api/litter/usage')).body.items.map((u: { item: string }) => u.item)).toEqual(['smoking.butts', 'soft_drinks.plastic_bottle']);
    const taxonomy = await t.request().get('/api/litter/taxonomy').set('Accept-Language', 'de');
    expect(taxonomy.status).toBe(200);
    expect(taxonomy.headers.etag).toBeTruthy();
    expect(taxonomy.body.items.slice(0, 2).map((i: { id: string }) => i.id).sort()).toEqual(['smoking.butts', 'soft_drinks.plastic_bottle']);
    expect(taxonomy.body.categories.find((c: { id: string }) => c.id === 'smoking')).toMatchObject({ label: 'Rauchen', labels: { en: 'Smoking', de: 'Rauchen' } });
    expect(taxonomy.body.brands).toContain('Red Bull');
    expect((await t.request().get('/api/litter/taxonomy').set('If-None-Match', taxonomy.headers.etag!).set('Accept-Language', 'de')).status).toBe(304);
  });

  it('puts the area’s totals on a partner’s impact page', async () => {
    const admin = await member(t, { role: 'admin' });
    const created = await admin.agent.post('/api/admin/embed/partners').send({ name: 'Leipzig litter watch', allowedOrigins: ['https://ngo.example'], centerLatitude: SPOT.latitude, centerLongitude: SPOT.longitude, zoom: 13, areaRadiusKm: 1 });
    expect(created.status, created.text).toBe(201);
    const impact = await t.request().get(`/api/partners/${created.body.partner.id}/impact`);
    expect(impact.status, impact.text).toBe(200);
    expect(impact.body.litter.items[0]).toEqual({ category: 'smoking', item: 'smoking.butts', count: 20 });
    expect(impact.body.litter.brands).toContainEqual({ brand: 'Coca-Cola', count: 3 });
  });

  it('counts a completion’s tags instead of the report’s', async () => {
    const res = await report(reporter, [{ category: 'alcohol', item: 'alcohol.beer_can', brand: 'Becks', count: 2 }], { latitude: SPOT.latitude + 0.002, longitude: SPOT.longitude });
    expect(res.status, res.text).toBe(201);
    const taskId = res.body.task.id as string;
    expect((await cleaner.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: cleaner.id })).status).toBe(200);
    const done = await cleaner.agent
      .post(`/api/tasks/${taskId}/complete-with-photo`)
      .field('tags', JSON.stringify([{ category: 'alcohol', item: 'alcohol.beer_can', brand: 'Becks', count: 5 }, { category: 'coffee', item: 'coffee.cup', count: 1 }]))
      .attach('completionImage', await scene({ litter: 0, retake: true, seed: 7 }), 'after.webp');
    expect(done.status, done.text).toBe(200);

    const tags = (await t.request().get(`/api/litter/tasks/${taskId}/tags`)).body;
    expect(tags.report).toEqual([{ category: 'alcohol', item: 'alcohol.beer_can', material: null, brand: 'Becks', count: 2 }]);
    expect(tags.completion).toEqual([
      { category: 'alcohol', item: 'alcohol.beer_can', material: null, brand: 'Becks', count: 5 },
      { category: 'coffee', item: 'coffee.cup', material: null, brand: null, count: 1 },
    ]);
    const litter = t.app.container.get<LitterApi>(LITTER_API);
    expect(await litter.itemCountForTask(taskId)).toBe(6);
    expect((await litter.countsForTasks([taskId])).get(taskId)).toEqual({ items: { 'alcohol.beer_can': 5, 'coffee.cup': 1 }, brands: { Becks: 5 } });
    const totals = await inUnit(t, (unit) => litter.totals({ latitude: SPOT.latitude + 0.002, longitude: SPOT.longitude, radiusKm: 0.05 }, unit));
    expect(totals).toEqual({ items: [{ category: 'alcohol', item: 'alcohol.beer_can', count: 5 }, { category: 'coffee', item: 'coffee.cup', count: 1 }], brands: [{ brand: 'Becks', count: 5 }] });
  });

  it('refuses bad tags with 400 naming `tags`, and writes nothing', async () => {
    const rows = async () => Number(((await t.db('litter_tags').count('* as n').first()) as { n: string | number }).n);
    const n = await rows();
    for (const bad of ['not json', [{ category: 'smoking', item: 'soft_drinks.can', count: 1 }], [{ category: 'smoking', item: 'smoking.butts', count: 0 }], [{ category: 'smoking', item: 'smoking.butts', count: 1, brand: 'x'.repeat(61) }]]) {
      const res = await report(reporter, bad);
      expect(res.status, res.text).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body.details)).toContain('tags');
    }
    expect(await rows()).toBe(n);
    // An empty field: no tags.
    expect((await report(reporter, '')).status).toBe(201);
  });

  it('exports a person’s tags and keeps them anonymously after erasure', async () => {
    const person = await member(t);
    const res = await report(person, [{ category: 'food', item: 'food.wrapper', count: 4 }], { latitude: SPOT.latitude - 0.003, longitude: SPOT.longitude });
    expect(res.status).toBe(201);
    const exported = await person.agent.get('/api/account/export');
    expect(exported.status).toBe(200);
    const body = JSON.parse(exported.text);
    const mine = JSON.stringify(body).includes('food.wrapper');
    expect(mine).toBe(true);
    expect((await person.agent.delete('/api/account').send({ confirm: 'DELETE' })).status).toBeLessThan(300);
    const rows = await t.db('litter_tags').where({ task_id: res.body.task.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].user_id).toBeNull();
  });
});
