import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASK } from '../../src/shared/public-view';
import { parseCsv } from '../support/csv';
import { scene } from '../support/images';
import { member, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

/** A point given to 10 places; every public channel shows it to 5. */
const SPOT = { latitude: '51.3456789012', longitude: '12.3987654321' };
const PUBLIC = { latitude: 51.34568, longitude: 12.39877 };
const DESCRIPTION = 'Old sofa and 3 bags at Hauptstraße 12, 04109 Leipzig since 28.11.2026. Call me on +49 341 1234567 or mail max.muster@example.de';
const MASKED = `Old sofa and 3 bags at Hauptstraße 12, 04109 Leipzig since 28.11.2026. Call me on ${MASK} or mail ${MASK}`;
const LOCATION = 'Hauptstraße 12, Hof (Tel. 0341 7654321)';
const MASKED_LOCATION = `Hauptstraße 12, Hof (Tel. ${MASK})`;
/** What no public answer may hold. */
const PRIVATE = ['1234567', '7654321', 'max.muster', 'example.de', '51.3456789', '12.3987654'];

/**
 * Issue 33, point 5: Open311 showed a report's description word for word (a phone number in it), the
 * point to 7 places and the time to the second, where the open data showed 5 places and the day. Every
 * channel now shows the one public view: Open311 (.json and .xml), the GeoJSON and CSV exports and the
 * available tasks the embeddable map reads show the same point, the same day and the texts masked.
 */
describe.each(backends())('one public view of a report (%s)', (backend) => {
  let t: TestApp;
  let reporter: Person;
  let reportId: string;
  let taskId: string;

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'tasks', 'reports', 'embed', 'opendata', 'open311') });
    reporter = await member(t);
    const res = await reporter.agent
      .post('/api/reports')
      .field('userId', reporter.id)
      .field('latitude', SPOT.latitude)
      .field('longitude', SPOT.longitude)
      .field('location', LOCATION)
      .field('description', DESCRIPTION)
      .field('wasteType', 'general')
      .field('notDuplicate', 'true')
      .attach('image', await scene({ litter: 40, seed: 533 }), 'photo.webp');
    expect(res.status, res.text).toBe(201);
    reportId = res.body.report.id;
    taskId = res.body.task.id;
    // The reporter's own answer keeps what they sent.
    expect(res.body.report).toMatchObject({ description: DESCRIPTION, location: LOCATION, latitude: Number(SPOT.latitude) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the same point, the same day and the masked texts in Open311, the exports and the embed', async () => {
    const row = await t.db('tasks').where({ id: taskId }).first();
    const day = new Date(row.created_at as Date).toISOString().slice(0, 10);
    const moment = `${day}T00:00:00Z`;
    const answers: string[] = [];

    // Open311 GeoReport v2, one request and the list, JSON.
    const one = await t.request().get(`/open311/v2/requests/${reportId}.json`).expect(200);
    const list = await t.request().get(`/open311/v2/requests.json?service_request_id=${reportId}`).expect(200);
    for (const body of [one.body, list.body]) {
      expect(body[0]).toMatchObject({ service_request_id: reportId, description: MASKED, address: MASKED_LOCATION, lat: PUBLIC.latitude, long: PUBLIC.longitude, requested_datetime: moment });
      expect(body[0].updated_datetime).toMatch(/T00:00:00Z$/);
    }
    answers.push(one.text, list.text);

    // Open311, XML.
    const xml = await t.request().get(`/open311/v2/requests/${reportId}.xml`).expect(200);
    const parsed = new XMLParser({ parseTagValue: false }).parse(xml.text).service_requests.request;
    expect(parsed).toMatchObject({ description: MASKED, address: MASKED_LOCATION, lat: String(PUBLIC.latitude), long: String(PUBLIC.longitude), requested_datetime: moment });
    answers.push(xml.text);

    // The open data GeoJSON.
    const geo = await t.request().get('/api/open-data/tasks.geojson').expect(200);
    const feature = (JSON.parse(geo.text) as { features: { id: string; geometry: { coordinates: number[] }; properties: Record<string, unknown> }[] }).features.find((f) => f.id === taskId)!;
    expect(feature.geometry.coordinates).toEqual([PUBLIC.longitude, PUBLIC.latitude]);
    expect(feature.properties).toMatchObject({ report_id: reportId, reported_on: day });
    answers.push(geo.text);

    // The open data CSV.
    const csv = await t.request().get('/api/open-data/tasks.csv').expect(200);
    const [header, ...rows] = parseCsv(csv.text);
    const line = rows.find((r) => r[0] === taskId)!;
    const col = (name: string) => line[header!.indexOf(name)];
    expect([col('report_id'), col('reported_on'), col('latitude'), col('longitude')]).toEqual([reportId, day, String(PUBLIC.latitude), String(PUBLIC.longitude)]);
    answers.push(csv.text);

    // The available tasks: the app's map and the embeddable map (/embed/map reads them without cookies).
    const available = await t.request().get('/api/tasks/available').query({ lat: 51.3456, lon: 12.3987, radiusKm: 1 }).expect(200);
    const task = (available.body as { id: string; createdAt: string; report: Record<string, unknown> }[]).find((x) => x.id === taskId)!;
    expect(task.createdAt).toBe(moment);
    expect(task.report).toMatchObject({ id: reportId, latitude: PUBLIC.latitude, longitude: PUBLIC.longitude, description: MASKED, location: MASKED_LOCATION });
    answers.push(available.text);

    for (const text of answers) for (const secret of PRIVATE) expect(text).not.toContain(secret);
  });

  it('lets no Open311 date filter find the time of day', async () => {
    const row = await t.db('reports').where({ id: reportId }).first();
    const at = new Date(row.created_at as Date);
    const day = at.toISOString().slice(0, 10);
    const found = async (query: string) => ((await t.request().get(`/open311/v2/requests.json?${query}`).expect(200)).body as { service_request_id: string }[]).some((r) => r.service_request_id === reportId);
    // Before the change, a start a moment after the report (or an end a moment before it) left it out.
    expect(await found(`start_date=${new Date(Math.min(at.getTime() + 1000, Date.parse(`${day}T23:59:59.999Z`))).toISOString()}`)).toBe(true);
    expect(await found(`start_date=${day}T00:00:00Z&end_date=${new Date(Math.max(at.getTime() - 1000, Date.parse(`${day}T00:00:00Z`))).toISOString()}`)).toBe(true);
    expect(await found(`start_date=${day}T23:59:59Z`)).toBe(true);
  });
});
