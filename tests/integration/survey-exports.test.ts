import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { J_LIST_COLUMNS } from '../../src/modules/litter/contract';
import type { SurveyDto } from '../../src/modules/surveys/contract';
import { member, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';
import { ROUTE, transect } from '../support/surveys';

const MODULES = ['guest', 'gamification', 'teams', 'photos', 'litter', 'tasks', 'embed', 'events', 'surveys', 'opendata'];

/** The rows of a CSV without quoted fields (the survey export has none), as objects by the header. */
function rows(text: string): Record<string, string>[] {
  const [head, ...lines] = text.trim().split('\r\n');
  const names = head!.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [names[i], v])));
}

/**
 * Issue 40, point 3: confirmed surveys as open data, in the standards' shape: pieces per 100 m of a
 * transect or per 100 m² of an area, one column per J-List code, an empty survey a row of zeros.
 */
describe.each(backends())('survey exports (%s)', (backend) => {
  let t: TestApp;
  let surveyor: Person;
  let moderator: Person;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests(...MODULES) });
    surveyor = await member(t);
    moderator = await member(t, { role: 'moderator' });
    const record = async (name: string, body: Record<string, unknown>, confirm = true) => {
      const res = await surveyor.agent.post('/api/surveys').send(body);
      expect(res.status, res.text).toBe(201);
      ids[name] = (res.body as SurveyDto).id;
      if (confirm) expect((await moderator.agent.post(`/api/surveys/${ids[name]}/confirm`)).status).toBe(200);
    };
    // 250 m: 40 butts (J27), 3 + 2 drinks cans (both J175), 5 plastic bags (no J-List code).
    await record('transect', transect(t, {
      lengthM: 250,
      counts: [
        { item: 'smoking.butts', count: 40 },
        { item: 'soft_drinks.can', count: 3 },
        { item: 'alcohol.beer_can', count: 2 },
        { item: 'packaging.plastic_bag', count: 5 },
      ],
    }));
    await record('area', transect(t, { kind: 'area', lengthM: undefined, areaM2: 50, counts: [{ item: 'coffee.cup', count: 1 }] }));
    await record('empty', transect(t, { counts: [] }));
    await record('short', transect(t, { route: { type: 'LineString', coordinates: [[11.97, 51.48], [11.971, 51.48]] }, counts: [{ item: 'smoking.butts', count: 1 }] }));
    await record('pending', transect(t), false);
  });
  afterAll(() => t.close());

  it('writes one CSV row per confirmed survey with the figures per 100 m or 100 m² by J-List code, ODbL in the Link header', async () => {
    const res = await t.request().get('/api/open-data/surveys.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers.link).toContain('odbl');
    expect(res.headers['content-disposition']).toContain('cleanquest-surveys.csv');
    expect(res.text.split('\r\n')[0]).toBe(['survey_id,kind,surveyed_on,duration_min,length_m,area_m2,people,longitude,latitude,unit,total', ...J_LIST_COLUMNS, 'other_items'].join(','));
    const byId = new Map(rows(res.text).map((r) => [r.survey_id, r]));
    expect([...byId.keys()].sort()).toEqual([ids.transect, ids.area, ids.empty, ids.short].sort());

    const tr = byId.get(ids.transect)!;
    expect(tr).toMatchObject({ kind: 'transect', unit: 'per_100_m', length_m: '250', area_m2: '', people: '2', duration_min: '60', total: '20', J27: '16', J175: '2', other_items: '2', J244: '0' });
    expect(tr.surveyed_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const area = byId.get(ids.area)!;
    expect(area).toMatchObject({ kind: 'area', unit: 'per_100_m2', area_m2: '50', length_m: '', total: '2', J244: '2', J27: '0', other_items: '0' });

    const empty = byId.get(ids.empty)!;
    expect(empty.total).toBe('0');
    for (const c of [...J_LIST_COLUMNS, 'other_items']) expect(empty[c], c).toBe('0');
    // Nobody's identity, no time of day.
    expect(res.text).not.toContain(surveyor.id);
    expect(res.text).not.toMatch(/T\d{2}:\d{2}/);
  });

  it('writes the routes with their totals as GeoJSON: the public route, a Point for a route too short to show', async () => {
    const res = await t.request().get('/api/open-data/surveys.geojson');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/geo+json');
    const fc = JSON.parse(res.text);
    expect(fc.license.spdx).toBe('ODbL-1.0');
    expect(fc.attribution).toContain('ODbL');
    const byId = new Map(fc.features.map((f: { id: string }) => [f.id, f]));
    expect(byId.size).toBe(4);
    const tr = byId.get(ids.transect) as { geometry: { type: string; coordinates: number[][] }; properties: Record<string, unknown> };
    expect(tr.geometry.type).toBe('LineString');
    // Without the first and last 100 m of the route.
    expect(tr.geometry.coordinates[0]![0]).toBeGreaterThan(ROUTE.coordinates[0]![0]!);
    expect(tr.geometry.coordinates.at(-1)![0]).toBeLessThan(ROUTE.coordinates.at(-1)![0]!);
    expect(tr.properties).toMatchObject({ kind: 'transect', unit: 'per_100_m', total: 20, pieces: 50, figures: { J27: 16, J175: 2, other_items: 2 } });
    const empty = byId.get(ids.empty) as { properties: Record<string, unknown> };
    expect(empty.properties).toMatchObject({ total: 0, pieces: 0, figures: {} });
    const short = byId.get(ids.short) as { geometry: { type: string; coordinates: number[] } };
    expect(short.geometry).toEqual({ type: 'Point', coordinates: [11.97, 51.48] });
  });

  it('filters by box and by the day the survey started', async () => {
    const inBox = rows((await t.request().get('/api/open-data/surveys.csv').query({ bbox: '11.9,51.4,12.1,51.6' })).text);
    expect(inBox).toHaveLength(4);
    expect(rows((await t.request().get('/api/open-data/surveys.csv').query({ bbox: '13,52,13.1,52.1' })).text)).toEqual([]);
    expect(rows((await t.request().get('/api/open-data/surveys.csv').query({ since: '2999-01-01' })).text)).toEqual([]);
    const bad = await t.request().get('/api/open-data/surveys.csv').query({ bbox: 'nowhere' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields[0].field).toBe('bbox');
  });
});
