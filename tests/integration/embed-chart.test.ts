import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LITTER_API, type LitterApi, type LitterTag } from '../../src/modules/litter/contract';
import { EMBED_CHART_BUDGET, EMBED_CHART_TTL_MS } from '../../src/modules/embed/server/pages';
import { member, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';
import { inUnit } from '../support/units';

/** Somewhere in Bremen, far from every other test's default point. */
const POINT = { latitude: 53.08, longitude: 8.8 };

/**
 * Issue 40: the embed map's one optional chart (`data-chart="categories"` → `chart=categories`): the
 * litter categories of the map's area (the partner's, else 10 km around the map's centre) in the last 12
 * months, server-rendered with a summary and a table; cached a few minutes per area and language.
 */
describe.each(backends())('embed categories chart (%s)', (backend) => {
  let t: TestApp;
  let staticDir: string;
  let admin: Person;
  let litter: LitterApi;

  beforeAll(async () => {
    staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cq-embed-chart-'));
    await fs.mkdir(path.join(staticDir, 'embed'));
    await fs.writeFile(path.join(staticDir, 'embed/map.html'), '<!doctype html><html><body><div class="cq-embed"><div id="cq-map"></div><footer class="cq-foot"></footer></div></body></html>');
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'litter', 'tasks', 'embed', 'admin'), env: { STATIC_DIR: staticDir } });
    admin = await member(t, { role: 'admin' });
    litter = t.app.container.get<LitterApi>(LITTER_API);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(staticDir, { recursive: true, force: true });
  });

  const tags = (where: { latitude: number; longitude: number }, list: LitterTag[]) =>
    inUnit(t, (unit) => litter.recordTags({ taskId: randomUUID(), reportId: randomUUID(), userId: null, ...where, tags: list }, unit));
  const map = (query: string) => t.request().get(`/embed/map?lat=${POINT.latitude}&lon=${POINT.longitude}&zoom=14&${query}`);

  it('draws the area’s categories when the snippet asks, in its language, and nothing when it does not', async () => {
    await tags({ latitude: POINT.latitude + 0.002, longitude: POINT.longitude }, [
      { category: 'smoking', item: 'smoking.butts', count: 30 },
      { category: 'soft_drinks', item: 'soft_drinks.plastic_bottle', brand: 'Coca-Cola', count: 10 },
    ]);
    // About 5.5 km north: inside the 10 km around the map's centre, outside a 1 km partner area.
    await tags({ latitude: POINT.latitude + 0.05, longitude: POINT.longitude }, [{ category: 'alcohol', item: 'alcohol.beer_can', count: 6 }]);
    // Far away: never counted.
    await tags({ latitude: POINT.latitude + 1, longitude: POINT.longitude }, [{ category: 'smoking', item: 'smoking.butts', count: 500 }]);

    const de = await map('lang=de&chart=categories');
    expect(de.status).toBe(200);
    expect(de.text).toContain('<h2 id="cq-chart-heading">Hier gefundener Müll</h2>');
    expect(de.text).toContain('In den letzten 12 Monaten waren die meisten Teile Rauchen (30, 65\u00a0%). Danach kam Softdrinks (10).');
    expect(de.text).toContain('<tr><th scope="row">Alkohol</th><td>6</td><td>13\u00a0%</td></tr>');
    // Before the footer, like the events list.
    expect(de.text.indexOf('cq-chart')).toBeLessThan(de.text.indexOf('<footer'));

    expect((await map('lang=en')).text).not.toContain('cq-chart');
    expect((await map('lang=en&chart=brands')).text).not.toContain('cq-chart');
    expect((await map('lang=en&chart=categories')).text).toContain('most items were Smoking (30, 65%)');
  });

  it('counts the partner’s area for a partner’s map', async () => {
    const res = await admin.agent.post('/api/admin/embed/partners').send({ name: 'Weser friends', allowedOrigins: ['https://weser.example'], centerLatitude: POINT.latitude, centerLongitude: POINT.longitude, zoom: 13, areaRadiusKm: 1 });
    expect(res.status, res.text).toBe(201);
    const framed = await map(`partner=${res.body.partner.id}&lang=en&chart=categories`);
    expect(framed.status).toBe(200);
    expect(framed.text).toContain('most items were Smoking (30, 75%). Next came Soft drinks (10).');
    expect(framed.text).not.toContain('Alcohol');
  });

  it('keeps a chart for a few minutes, then counts again', async () => {
    const at = { latitude: POINT.latitude - 0.3, longitude: POINT.longitude };
    const here = () => t.request().get(`/embed/map?lat=${at.latitude}&lon=${at.longitude}&zoom=14&lang=en&chart=categories`);
    expect((await here()).text).toContain('No litter recorded in this period yet.');
    await tags({ latitude: at.latitude, longitude: at.longitude }, [{ category: 'food', item: 'food.wrapper', count: 4 }]);
    expect((await here()).text).toContain('No litter recorded in this period yet.');
    t.clock.advance(EMBED_CHART_TTL_MS);
    expect((await here()).text).toContain('most items were Food (4, 100%)');
  });
});

/**
 * Every centre can be asked for, so a script walking the map would run a year's aggregate per request,
 * past the cache: charts counted afresh are limited per address; over it the page still answers with
 * its map, without the chart, and the cached charts still show.
 */
describe.each(backends())('embed chart budget per address (%s)', (backend) => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cq-embed-budget-'));
    await fs.mkdir(path.join(staticDir, 'embed'));
    await fs.writeFile(path.join(staticDir, 'embed/map.html'), '<!doctype html><html><body><div class="cq-embed"><div id="cq-map"></div><footer class="cq-foot"></footer></div></body></html>');
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'litter', 'tasks', 'embed'), env: { STATIC_DIR: staticDir, RATE_LIMIT_FACTOR: '1' } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(staticDir, { recursive: true, force: true });
  });

  const at = (i: number) => t.request().get(`/embed/map?lat=${(40 + i * 0.01).toFixed(4)}&lon=9.5&zoom=14&lang=en&chart=categories`);

  it(`draws ${EMBED_CHART_BUDGET.points} fresh charts an hour for one address, then the map without one; cached charts still show`, async () => {
    for (let i = 0; i < EMBED_CHART_BUDGET.points; i++) {
      const res = await at(i);
      expect(res.status).toBe(200);
      expect(res.text, `chart ${i}`).toContain('cq-chart');
    }
    const over = await at(EMBED_CHART_BUDGET.points);
    expect(over.status).toBe(200);
    expect(over.text).toContain('id="cq-map"');
    expect(over.text).not.toContain('cq-chart');
    // Asked again within the cache's minutes: no new aggregate, so it still shows.
    expect((await at(0)).text).toContain('cq-chart');
    // The next window counts afresh (the limiter's windows follow the system clock).
    await t.db.raw(`delete from rate_limits where key like 'embed-chart%'`);
    expect((await at(EMBED_CHART_BUDGET.points)).text).toContain('cq-chart');
  });
});
