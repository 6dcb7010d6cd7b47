import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminModule } from '../../src/modules/admin/server';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { openDataModule } from '../../src/modules/opendata/server';
import { OPEN_DATA_CSV_COLUMNS } from '../../src/modules/opendata/contract';
import { photosModule } from '../../src/modules/photos/server';
import { reportsModule } from '../../src/modules/reports/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { parseCsv } from '../support/csv';
import { noisyPhoto } from '../support/images';
import { member, task, type Person } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

const LICENSE_LINK = '<https://opendatacommons.org/licenses/odbl/1-0/>; rel="license"';
const ORIGIN = 'http://cleanquest.example:8080';
const GEOJSON = '/api/open-data/tasks.geojson';
const CSV = '/api/open-data/tasks.csv';
const PROPERTIES = ['task_id', 'report_id', 'status', 'waste_type', 'priority', 'reported_on', 'cleaned_on', 'photo_url', 'photo_license', 'photo_license_url', 'photo_attribution', 'litter'].sort();
const HOUR = 3_600_000;
const ASSIGNEE = '00000000-0000-4000-8000-0000000000aa';

/**
 * Tasks of the scene with fixed report and cleanup moments (long past, so any run date, also under
 * faketime, sees the same filters): written as rows, since the app stamps a task with the database's
 * own now(). The ids sort a < b < c < d, as the export's pages do.
 */
const ROWS = {
  a: { id: '10000000-0000-4000-8000-00000000000a', status: 'available', latitude: 51.4812345678, longitude: 11.9612345, waste_type: 'plastic', priority: 'high', created_at: '2020-03-01T10:00:00Z' },
  b: { id: '10000000-0000-4000-8000-00000000000b', status: 'assigned', latitude: 51.9, longitude: 12.5, waste_type: 'organic', priority: 'low', created_at: '2020-03-02T23:59:59.999Z', assignee_id: ASSIGNEE },
  c: { id: '10000000-0000-4000-8000-00000000000c', status: 'completed', latitude: 51.5, longitude: -0.12, waste_type: 'hazardous', priority: 'medium', created_at: '2020-03-03T00:00:00Z', completed_at: '2020-03-05T23:30:00Z', assignee_id: ASSIGNEE },
  // Fiji, reported in the last millisecond of a leap day (UTC).
  d: { id: '10000000-0000-4000-8000-00000000000d', status: 'available', latitude: -16.5, longitude: 179.5, waste_type: 'general', priority: 'medium', created_at: '2020-02-29T23:59:59.999Z' },
} as const;
const ID = Object.fromEntries(Object.entries(ROWS).map(([k, r]) => [k, r.id])) as Record<keyof typeof ROWS, string>;

interface Feature {
  type: string;
  id: string;
  geometry: { type: string; coordinates: number[] };
  properties: Record<string, unknown>;
}

/**
 * RFC 7946 by hand: a FeatureCollection of Features, each with a Point geometry of two finite numbers,
 * longitude first (within ±180) then latitude (within ±90), properties an object; no `crs` (RFC 7946
 * dropped it), a `bbox` only as four numbers.
 */
function expectGeoJson(doc: Record<string, unknown>): Feature[] {
  expect(doc.type).toBe('FeatureCollection');
  expect(doc).not.toHaveProperty('crs');
  if ('bbox' in doc) expect(doc.bbox).toHaveLength(4);
  expect(Array.isArray(doc.features)).toBe(true);
  const features = doc.features as Feature[];
  for (const f of features) {
    expect(f.type).toBe('Feature');
    expect(['string', 'number']).toContain(typeof f.id);
    expect(f.geometry.type).toBe('Point');
    expect(f.geometry.coordinates).toHaveLength(2);
    const [lon, lat] = f.geometry.coordinates as [number, number];
    expect(Number.isFinite(lon) && Math.abs(lon) <= 180).toBe(true);
    expect(Number.isFinite(lat) && Math.abs(lat) <= 90).toBe(true);
    expect(typeof f.properties).toBe('object');
    expect(f.properties).not.toBeNull();
  }
  return features;
}

describe.each(backends())('open data exports (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let reporter: Person;
  let cleaner: Person;
  let moderator: Person;
  /** A task reported and cleaned through the app: its people and texts must not show. */
  let cleanedId: string;
  const personal = { description: 'Bags behind the house of Annegret Wollmershäuser', location: 'Kastanienallee 17, Halle' };

  const get = (path: string) => t.request().get(path);
  const geojson = async (query = '') => {
    const res = await get(`${GEOJSON}${query}`);
    expect(res.status, res.text).toBe(200);
    return expectGeoJson(JSON.parse(res.text));
  };
  const ids = async (query = '') => (await geojson(query)).map((f) => f.id).sort();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-open-data-'));
    t = await createTestApp({
      backend,
      modules: [guestModule, gamificationModule, photosModule, tasksModule, reportsModule, adminModule, openDataModule],
      env: { DATA_DIR: dataDir, PUBLIC_URL: ORIGIN },
    });
    for (const row of Object.values(ROWS)) await t.db('tasks').insert(row);
    reporter = await member(t, { username: 'hildegard_reports', firstName: 'Hildegard' });
    cleaner = await member(t, { username: 'kunibert_cleans', firstName: 'Kunibert' });
    moderator = await member(t, { role: 'moderator', username: 'mona_moderates' });
    cleanedId = await task(t, {
      reporterId: reporter.id, latitude: 48.1371, longitude: 11.5754, wasteType: 'electronic', priority: 'high', ...personal,
      imageUrl: '/api/photos/20000000-0000-4000-8000-000000000001', thumbnailUrl: '/api/photos/20000000-0000-4000-8000-000000000001/thumb',
    });
    expect((await cleaner.agent.post(`/api/tasks/${cleanedId}/accept`).send({ userId: cleaner.id })).status).toBe(200);
    expect((await cleaner.agent.post(`/api/tasks/${cleanedId}/mark-completed`)).status).toBe(200);
    expect((await moderator.agent.post(`/api/admin/tasks/review/${cleanedId}/approve`)).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('exports every task as RFC 7946 GeoJSON with longitude first, rounded, and day precision', async () => {
    const res = await get(GEOJSON);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/geo+json');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cleanquest-tasks.geojson"');
    const doc = JSON.parse(res.text) as Record<string, unknown>;
    const features = expectGeoJson(doc);
    expect(doc.license).toEqual({ name: 'Open Data Commons Open Database License (ODbL) 1.0', spdx: 'ODbL-1.0', url: 'https://opendatacommons.org/licenses/odbl/1-0/' });
    expect(doc.attribution).toBe(`© CleanQuest contributors (${ORIGIN}), ODbL 1.0`);
    expect(features.map((f) => f.id).sort()).toEqual([...Object.values(ID), cleanedId].sort());
    const a = features.find((f) => f.id === ID.a)!;
    expect(a.geometry).toEqual({ type: 'Point', coordinates: [11.96123, 51.48123] });
    expect(a.properties).toEqual({
      task_id: ID.a, report_id: null, status: 'available', waste_type: 'plastic', priority: 'high', reported_on: '2020-03-01', cleaned_on: null,
      photo_url: null, photo_license: null, photo_license_url: null, photo_attribution: null, litter: { items: {}, brands: {} },
    });
    expect(features.find((f) => f.id === ID.c)!.properties).toMatchObject({ status: 'completed', reported_on: '2020-03-03', cleaned_on: '2020-03-05' });
    expect(features.find((f) => f.id === ID.d)!.properties).toMatchObject({ reported_on: '2020-02-29' });
    const cleaned = features.find((f) => f.id === cleanedId)!;
    expect(cleaned.geometry.coordinates).toEqual([11.5754, 48.1371]);
    expect(cleaned.properties).toMatchObject({ status: 'completed', waste_type: 'electronic', priority: 'high' });
    expect(cleaned.properties.cleaned_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const f of features) expect(Object.keys(f.properties).sort()).toEqual(PROPERTIES);
  });

  it('carries no personal data: no user ids or names, no descriptions, addresses or unlicensed photos', async () => {
    const bodies = [(await get(GEOJSON)).text, (await get(CSV)).text];
    for (const body of bodies) {
      expect(body).toContain(cleanedId);
      for (const secret of [reporter.id, cleaner.id, moderator.id, ASSIGNEE, 'hildegard_reports', 'Hildegard', 'kunibert_cleans', 'Kunibert', 'mona_moderates', personal.description, 'Wollmershäuser', personal.location, 'Kastanienallee', '20000000-0000-4000-8000-000000000001', 'Bottles by the river', 'Riverbank']) {
        expect(body, secret).not.toContain(secret);
      }
      expect(body).not.toMatch(/T\d{2}:\d{2}/); // no times of day
    }
  });

  it('writes the same tasks as RFC 4180 CSV with a header row', async () => {
    const res = await get(CSV);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cleanquest-tasks.csv"');
    expect(res.text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([...OPEN_DATA_CSV_COLUMNS]);
    expect(rows.map((r) => r[0]).sort()).toEqual([...Object.values(ID), cleanedId].sort());
    const byId = Object.fromEntries(rows.map((r) => [r[0], Object.fromEntries(header!.map((h, i) => [h, r[i]]))]));
    expect(byId[ID.a]).toEqual({
      task_id: ID.a, report_id: '', status: 'available', waste_type: 'plastic', priority: 'high', reported_on: '2020-03-01', cleaned_on: '', longitude: '11.96123', latitude: '51.48123',
      photo_url: '', photo_license: '', photo_license_url: '', photo_attribution: '', litter_items: '', litter_brands: '',
    });
    expect(byId[ID.c]).toMatchObject({ status: 'completed', cleaned_on: '2020-03-05', longitude: '-0.12', latitude: '51.5' });
    expect(byId[ID.d]).toMatchObject({ longitude: '179.5', latitude: '-16.5' });
  });

  it('filters by box (also across the antimeridian), reported days and status, the same in both formats', async () => {
    expect(await ids('?bbox=11.9,51.4,12.6,52')).toEqual([ID.a, ID.b]);
    expect(await ids('?bbox=179,-20,-179,-10')).toEqual([ID.d]);
    expect(await ids('?bbox=-180,-90,180,90')).toHaveLength(5);
    expect(await ids('?since=2020-03-02&until=2020-03-02')).toEqual([ID.b]);
    expect(await ids('?until=2020-02-29')).toEqual([ID.d]);
    expect(await ids('?since=2020-03-01&until=2020-03-03')).toEqual([ID.a, ID.b, ID.c]);
    expect(await ids('?since=2020-03-03')).toEqual([ID.c, cleanedId].sort());
    expect(await ids('?status=open')).toEqual([ID.a, ID.b, ID.d]);
    expect(await ids('?status=closed')).toEqual([ID.c, cleanedId].sort());
    expect(await ids('?status=assigned')).toEqual([ID.b]);
    expect(await ids('?status=available&bbox=11,51,13,52&until=2020-12-31')).toEqual([ID.a]);
    expect(await ids('?status=completed&since=2020-03-04&until=2020-03-10')).toEqual([]);
    expect(await ids('?bbox=&since=&status=')).toHaveLength(5);
    const csv = parseCsv((await get(`${CSV}?status=open&bbox=11.9,51.4,12.6,52`)).text);
    expect(csv.slice(1).map((r) => r[0]).sort()).toEqual([ID.a, ID.b]);
  });

  it('refuses bad filters with 400 VALIDATION_FAILED naming the field, in the request’s language', async () => {
    const cases: Array<[string, string]> = [
      ['?bbox=1,2,3', 'bbox'],
      ['?bbox=0,50,10,40', 'bbox'],
      ['?bbox=a,b,c,d', 'bbox'],
      ['?bbox=-200,0,0,1', 'bbox'],
      ['?since=2021-02-29', 'since'],
      ['?until=last-week', 'until'],
      ['?since=2020-03-02&until=2020-03-01', 'until'],
      ['?status=done', 'status'],
      ['?status=open&status=closed', 'status'],
    ];
    for (const path of [GEOJSON, CSV]) {
      for (const [query, field] of cases) {
        const res = await get(`${path}${query}`).set('Origin', 'https://city.example');
        expect(res.status, query).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.details.fields.map((f: { field: string }) => f.field), query).toEqual([field]);
        expect(res.headers['access-control-allow-origin']).toBe('*');
      }
    }
    const de = await get(`${GEOJSON}?status=done`).set('Accept-Language', 'de');
    expect(de.body.details.fields[0].message).toBe('status muss einer dieser Werte sein: available, assigned, completed, open, closed');
  });

  it('names the ODbL in a Link header and lets every site read it (CORS), without cookies', async () => {
    for (const path of [GEOJSON, CSV]) {
      const res = await get(path).set('Origin', 'https://city.example');
      expect(res.status).toBe(200);
      expect(res.headers.link).toContain(LICENSE_LINK);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers['access-control-expose-headers']).toMatch(/\bETag\b.*\bLink\b.*\bContent-Disposition\b/);
      expect(res.headers['set-cookie']).toBeUndefined();

      const preflight = await t.request().options(path).set('Origin', 'https://city.example').set('Access-Control-Request-Method', 'GET').set('Access-Control-Request-Headers', 'if-none-match');
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(preflight.headers['access-control-allow-methods']).toMatch(/\bGET\b/);
      expect(preflight.headers['access-control-allow-headers']).toMatch(/\bIf-None-Match\b/i);
      expect(Number(preflight.headers['access-control-max-age'])).toBeGreaterThan(0);
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      expect(preflight.headers['set-cookie']).toBeUndefined();
    }
    // Other paths keep the router's own OPTIONS answer, without CORS.
    const other = await t.request().options('/api/health').set('Origin', 'https://city.example').set('Access-Control-Request-Method', 'GET');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no session cookie, also when a registered session slides on the way', async () => {
    const person = await member(t);
    // The session slides (and its cookie is sent again) on a request at least five minutes after the last.
    t.clock.advance(10 * 60_000);
    const slid = await person.agent.get('/api/health');
    expect(String(slid.headers['set-cookie'] ?? '')).toMatch(/cq_session=/);
    t.clock.advance(10 * 60_000);
    for (const path of [GEOJSON, CSV]) {
      const res = await person.agent.get(path);
      expect(res.status).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      t.clock.advance(10 * 60_000);
    }
  });

  it('may be cached a short while and revalidates with its ETag until a task changes, or the hour', async () => {
    // A minute into the next hour (the ETag names the hour: photos' visibility has no version).
    t.clock.advanceTo(new Date((Math.floor(t.clock.now().getTime() / HOUR) + 1) * HOUR + 60_000));
    const first = await get(GEOJSON);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get(GEOJSON).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBeFalsy();
    expect(again.headers['access-control-allow-origin']).toBe('*');
    const csv = await get(CSV);
    expect(csv.headers.etag).not.toBe(etag);
    expect((await get(CSV).set('If-None-Match', csv.headers.etag as string)).status).toBe(304);
    expect((await get(`${GEOJSON}?status=open`)).headers.etag).not.toBe(etag);

    const added = await task(t, { latitude: 50.1, longitude: 8.7 });
    const after = await get(GEOJSON).set('If-None-Match', etag);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(expectGeoJson(JSON.parse(after.text)).map((f) => f.id)).toContain(added);
    const current = after.headers.etag as string;
    expect((await get(GEOJSON).set('If-None-Match', current)).status).toBe(304);
    t.clock.advance(HOUR);
    const nextHour = await get(GEOJSON).set('If-None-Match', current);
    expect(nextHour.status).toBe(200);
    expect(nextHour.headers.etag).not.toBe(current);
  });

  it('answers HEAD with the headers of a GET and no body', async () => {
    for (const path of [GEOJSON, CSV]) {
      const get = await t.request().get(path);
      const head = await t.request().head(path);
      expect(head.status).toBe(200);
      expect(head.text ?? '').toBe('');
      for (const name of ['content-type', 'content-disposition', 'link', 'etag', 'cache-control', 'vary', 'access-control-allow-origin']) expect(head.headers[name], name).toBe(get.headers[name]);
      expect((await t.request().head(`${path}?status=done`)).status).toBe(400);
    }
  });

  it('compresses the stream for clients that take gzip or brotli', async () => {
    const plain = (await get(CSV)).text;
    const server = http.createServer(t.app.callback);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      for (const encoding of ['gzip', 'br'] as const) {
        const res = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          http.get({ host: '127.0.0.1', port, path: CSV, headers: { 'Accept-Encoding': encoding } }, (r) => {
            const parts: Buffer[] = [];
            r.on('data', (c: Buffer) => parts.push(c));
            r.on('end', () => resolve({ headers: r.headers, body: Buffer.concat(parts) }));
            r.on('error', reject);
          }).on('error', reject);
        });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/Accept-Encoding/);
        expect((encoding === 'gzip' ? zlib.gunzipSync(res.body) : zlib.brotliDecompressSync(res.body)).toString('utf8')).toBe(plain);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('shows a report photo only while it is public and its reporter licensed it (CC BY 4.0)', async () => {
    const report = async (photoLicence?: string) => {
      const r = reporter.agent.post('/api/reports');
      const fields: Record<string, string> = { userId: reporter.id, wasteType: 'plastic', location: 'Plaza Mayor', latitude: '40.4155', longitude: '-3.7074' };
      if (photoLicence) fields.photoLicence = photoLicence;
      for (const [k, v] of Object.entries(fields)) r.field(k, v);
      const res = await r.attach('image', await noisyPhoto(80, 60), { filename: 'a.jpg', contentType: 'image/jpeg' });
      expect(res.status, res.text).toBe(201);
      return { taskId: res.body.task.id as string, photoId: (res.body.report.imageUrl as string).split('/').pop()! };
    };
    const licensed = await report('CC-BY-4.0');
    const plain = await report();
    const madrid = '?bbox=-3.8,40.3,-3.6,40.5';
    const photosOf = async () => Object.fromEntries((await geojson(madrid)).map((f) => [f.id, f.properties]));

    let props = await photosOf();
    expect(Object.keys(props).sort()).toEqual([licensed.taskId, plain.taskId].sort());
    expect(props[licensed.taskId]).toMatchObject({
      photo_url: `${ORIGIN}/api/photos/${licensed.photoId}`, photo_license: 'CC-BY-4.0',
      photo_license_url: 'https://creativecommons.org/licenses/by/4.0/', photo_attribution: 'Photo: CleanQuest contributor, CC BY 4.0',
    });
    expect(props[plain.taskId]).toMatchObject({ photo_url: null, photo_license: null, photo_license_url: null, photo_attribution: null });
    const csv = parseCsv((await get(`${CSV}${madrid}`)).text);
    const photoUrl = csv[0]!.indexOf('photo_url');
    expect(Object.fromEntries(csv.slice(1).map((r) => [r[0], r[photoUrl]]))).toEqual({ [licensed.taskId]: `${ORIGIN}/api/photos/${licensed.photoId}`, [plain.taskId]: '' });
    for (const body of [(await get(GEOJSON)).text, (await get(CSV)).text]) {
      expect(body).not.toContain(plain.photoId);
      expect(body).not.toContain('Plaza Mayor');
      expect(body).not.toContain(reporter.id);
    }

    // A moderator hides the licensed photo: the next export leaves it out.
    const hidden = await moderator.agent.post(`/api/admin/photos/${licensed.photoId}/hide`).send({ reason: 'Shows a face' });
    expect(hidden.status, hidden.text).toBe(200);
    props = await photosOf();
    expect(props[licensed.taskId]).toMatchObject({ photo_url: null, photo_license: null });
    expect((await get(GEOJSON)).text).not.toContain(licensed.photoId);
  });

  it('limits downloads per client address (429 with Retry-After, readable by other sites)', async () => {
    const limited = await createTestApp({ backend, modules: [guestModule, gamificationModule, photosModule, tasksModule, openDataModule], env: { RATE_LIMIT_OPEN_DATA_PER_ADDRESS: '2' } });
    try {
      expect((await limited.request().get(GEOJSON)).status).toBe(200);
      expect((await limited.request().get(CSV)).status).toBe(200);
      const refused = await limited.request().get(CSV).set('Origin', 'https://city.example');
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      // Preflights are not counted and still answer.
      expect((await limited.request().options(CSV).set('Origin', 'https://city.example').set('Access-Control-Request-Method', 'GET')).status).toBe(204);
    } finally {
      await limited.close();
    }
  });
});
