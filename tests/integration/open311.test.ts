import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { scene, textFile } from '../support/images';
import { isoDay } from '../support/moments';
import { guest, member, type Person } from '../support/people';
import { startStandIn, type StandIn } from '../support/stand-in-server';
import { backends, createTestApp, type TestApp } from '../support/test-app';

type Agent = ReturnType<TestApp['agent']>;
interface Open311Request {
  service_request_id: string;
  status: string;
  status_notes: string;
  service_name: string;
  service_code: string;
  description: string;
  agency_responsible: string;
  requested_datetime: string;
  updated_datetime: string;
  address?: string;
  lat?: number;
  long?: number;
  media_url?: string;
}

const DAY = 86_400_000;
const MISSING = '00000000-0000-4000-8000-000000000000';
/** Every field GeoReport v2 defines for a request that this server fills in (expected_datetime, address_id, zipcode: never). */
const REQUEST_FIELDS = ['service_request_id', 'status', 'status_notes', 'service_name', 'service_code', 'description', 'agency_responsible', 'requested_datetime', 'updated_datetime', 'address', 'lat', 'long', 'media_url'];

/** A report through the app (POST /api/reports, as the camera screen sends it); its id is the service request id. */
async function report(person: Person, photo: Buffer, fields: Record<string, string>): Promise<{ reportId: string; taskId: string }> {
  let r = person.agent.post('/api/reports').field('userId', person.id);
  for (const [k, v] of Object.entries(fields)) r = r.field(k, v);
  const res = await r.attach('image', photo, 'photo.webp');
  if (res.status !== 201) throw new Error(`the report answered ${res.status}: ${res.text}`);
  return { reportId: res.body.report.id, taskId: res.body.task.id };
}

/** The moment a GeoReport v2 answer names, in milliseconds (it writes whole seconds). */
const ms = (iso: string) => new Date(iso).getTime();

describe.each(backends())('Open311 GeoReport v2 at /open311/v2 (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let media: StandIn;
  let photo: Buffer;
  let admin: Agent;
  let reporter: Person;
  let cleaner: Person;
  let partnerId: string;
  let apiKey: string;
  /** Reports made in beforeAll, newest last. */
  let plastic: { reportId: string; taskId: string };
  let organic: { reportId: string; taskId: string };
  let hazardous: { reportId: string; taskId: string };

  const open311 = () => t.request();
  const issueKey = async (id: string) => {
    const res = await admin.post(`/api/admin/embed/partners/${id}/api-key`);
    expect(res.status).toBe(201);
    return res.body as { apiKey: string; key: { partnerId: string; hint: string; createdAt: string } };
  };
  const post = (fields: Record<string, string>, format = 'json') => open311().post(`/open311/v2/requests.${format}`).type('form').send(fields);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-open311-'));
    photo = await scene({ litter: 80, seed: 22 });
    // Stands in for a partner's photo server: /photo.webp, and the ways a media_url can go wrong.
    media = await startStandIn((req, res) => {
      const url = req.url ?? '';
      if (url === '/photo.webp') {
        res.writeHead(200, { 'Content-Type': 'image/webp', 'Content-Length': String(photo.length) });
        res.end(photo);
      } else if (url === '/big-declared') {
        res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': String(3 * 1024 * 1024) });
        res.end(Buffer.alloc(3 * 1024 * 1024));
      } else if (url === '/big-chunked') {
        res.writeHead(200, { 'Content-Type': 'image/jpeg' });
        for (let i = 0; i < 48; i++) res.write(Buffer.alloc(64 * 1024));
        res.end();
      } else if (url === '/slow') {
        res.writeHead(200, { 'Content-Type': 'image/jpeg' });
        res.write(photo.subarray(0, 100)); // and never the rest
      } else if (url === '/text') {
        res.writeHead(200, { 'Content-Type': 'image/jpeg' });
        res.end(textFile);
      } else if (url === '/to-metadata') {
        res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
      } else if (url.startsWith('/search?')) {
        // Stands in for the geocoder too (GEOCODER_URL): it knows one address.
        const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
        const found = q.startsWith('Hallmarkt') ? [{ place_id: 3, lat: '51.4812', lon: '11.9671', display_name: 'Hallmarkt, Halle (Saale)' }] : [];
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(found));
      } else if (url === '/to-photo') {
        res.writeHead(301, { Location: '/photo.webp' });
        res.end();
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    t = await createTestApp({
      backend,
      modules: serverModules,
      env: {
        DATA_DIR: dataDir, OUTBOUND_ALLOW_LOOPBACK: 'true', OPEN311_MEDIA_MAX_BYTES: String(1024 * 1024), OPEN311_MEDIA_TIMEOUT_MS: '1500',
        GEOCODER_URL: media.url, GEOCODER_MIN_INTERVAL_MS: '0',
      },
    });
    // The reports' times come from the database's clock, the app's from the TestClock: line them up.
    t.clock.advance(Math.max(0, Date.now() - t.clock.now().getTime()));
    admin = (await member(t, { role: 'admin' })).agent;
    reporter = await member(t, { username: 'jane_reporter', firstName: 'Jane' });
    cleaner = await guest(t);
    const partner = await admin.post('/api/admin/embed/partners').send({ name: 'City of Halle', allowedOrigins: ['https://halle.example'], centerLatitude: 51.48, centerLongitude: 11.97, zoom: 13 });
    expect(partner.status).toBe(201);
    partnerId = partner.body.partner.id;
    apiKey = (await issueKey(partnerId)).apiKey;

    plastic = await report(reporter, photo, { latitude: '51.4901', longitude: '11.9702', location: 'Riverbank, Halle', wasteType: 'plastic', description: 'Bottles everywhere. Mail me: jane.doe@example.org', photoLicence: 'CC-BY-4.0' });
    organic = await report(reporter, photo, { location: 'Marktplatz 1, Halle', wasteType: 'organic', description: 'Food waste' });
    hazardous = await report(reporter, photo, { latitude: '51.47', longitude: '11.95', wasteType: 'hazardous' });
  });
  afterAll(async () => {
    await t?.close();
    await media?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('services', () => {
    it('offers one service per waste type, with the fields GeoReport v2 defines', async () => {
      const res = await open311().get('/open311/v2/services.json').expect(200);
      expect(res.type).toBe('application/json');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.body.map((s: { service_code: string }) => s.service_code)).toEqual(['plastic', 'organic', 'electronic', 'hazardous', 'general']);
      expect(res.body[0]).toEqual({
        service_code: 'plastic',
        service_name: 'Plastic litter',
        description: 'Plastic bottles, bags, packaging and other plastic waste left outdoors.',
        metadata: false,
        type: 'realtime',
        keywords: 'plastic, bottles, bags, packaging, litter',
        group: 'Litter',
      });
      const de = await open311().get('/open311/v2/services.json').set('Accept-Language', 'de').expect(200);
      expect(de.body[0]).toMatchObject({ service_name: 'Plastikmüll', group: 'Müll' });
      expect(de.headers.vary).toContain('Accept-Language');
    });

    it('defines each service (no extra attributes) and answers an unknown code with a 404 in Open311’s format', async () => {
      expect((await open311().get('/open311/v2/services/hazardous.json').expect(200)).body).toEqual({ service_code: 'hazardous', attributes: [] });
      const xml = await open311().get('/open311/v2/services/hazardous.xml').expect(200);
      expect(new XMLParser().parse(xml.text)).toMatchObject({ service_definition: { service_code: 'hazardous', attributes: '' } });
      const missing = await open311().get('/open311/v2/services/asbestos.json');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual([{ code: 404, description: 'No service with this service_code.' }]);
      const missingXml = await open311().get('/open311/v2/services/asbestos.xml').set('Accept-Language', 'de');
      expect(missingXml.status).toBe(404);
      expect(missingXml.type).toBe('text/xml');
      expect(new XMLParser().parse(missingXml.text)).toMatchObject({ errors: { error: { code: 404, description: 'Es gibt keinen Dienst mit diesem service_code.' } } });
    });

    it('describes itself at discovery.json and discovery.xml', async () => {
      const json = await open311().get('/open311/v2/discovery.json').expect(200);
      expect(json.body.endpoints).toEqual([{ specification: 'http://wiki.open311.org/GeoReport_v2', url: `${t.config.publicUrl.origin}/open311/v2`, changeset: json.body.changeset, type: 'production', formats: ['application/json', 'text/xml'] }]);
      const xml = await open311().get('/open311/v2/discovery.xml').expect(200);
      const parsed = new XMLParser({ isArray: (name) => name === 'endpoint' || name === 'format' }).parse(xml.text);
      expect(parsed.discovery.endpoints.endpoint[0].formats.format).toEqual(['application/json', 'text/xml']);
    });
  });

  describe('service requests', () => {
    const requests = async (query = '') => {
      const res = await open311().get(`/open311/v2/requests.json${query}`);
      expect(res.status, res.text).toBe(200);
      return res.body as Open311Request[];
    };
    const ids = (list: Open311Request[]) => list.map((r) => r.service_request_id);

    it('lists reports newest first with GeoReport v2’s fields and no personal data', async () => {
      const res = await open311().get('/open311/v2/requests.json').expect(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      const list = res.body as Open311Request[];
      expect(ids(list).slice(0, 3)).toEqual([hazardous.reportId, organic.reportId, plastic.reportId]);
      for (const r of list) {
        expect(Object.keys(r).every((k) => REQUEST_FIELDS.includes(k)), Object.keys(r).join()).toBe(true);
        expect(ms(r.updated_datetime)).toBeGreaterThanOrEqual(ms(r.requested_datetime));
        // The public view's resolution (issue 33): the day, as the open data's days.
        expect(r.requested_datetime).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
        expect(r.updated_datetime).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      }
      const first = list.find((r) => r.service_request_id === plastic.reportId)!;
      expect(first).toEqual({
        service_request_id: plastic.reportId,
        status: 'open',
        status_notes: 'Reported, waiting for a volunteer.',
        service_name: 'Plastic litter',
        service_code: 'plastic',
        description: 'Bottles everywhere. Mail me: […]',
        agency_responsible: 'CleanQuest',
        requested_datetime: first.requested_datetime,
        updated_datetime: first.updated_datetime,
        address: 'Riverbank, Halle',
        lat: 51.4901,
        long: 11.9702,
        // Public and licensed CC BY 4.0 by its reporter: other sites may show it.
        media_url: expect.stringMatching(new RegExp(`^${t.config.publicUrl.origin}/api/photos/[0-9a-f-]{36}$`)),
      });
      // Where the app's default map point stood in for a missing position, there is no position at all.
      const place = list.find((r) => r.service_request_id === organic.reportId)!;
      expect(place).toMatchObject({ address: 'Marktplatz 1, Halle', description: 'Food waste' });
      expect(place).not.toHaveProperty('lat');
      expect(place).not.toHaveProperty('long');
      // No licence, no media_url (the photo stays inside CleanQuest).
      expect(place).not.toHaveProperty('media_url');
      expect(list.find((r) => r.service_request_id === hazardous.reportId)).toMatchObject({ description: 'Cleanup needed', lat: 51.47, long: 11.95 });
      expect(list.find((r) => r.service_request_id === hazardous.reportId)).not.toHaveProperty('address');
      const text = res.text;
      for (const personal of [reporter.id, 'jane_reporter', 'Jane', 'jane.doe@example.org', cleaner.id]) expect(text).not.toContain(personal);
    });

    it('filters by service_request_id (a comma list that overrides every other filter)', async () => {
      expect(ids(await requests(`?service_request_id=${organic.reportId},${plastic.reportId}`))).toEqual([organic.reportId, plastic.reportId]);
      // GeoReport v2: with ids, the other filters do not apply.
      expect(ids(await requests(`?service_request_id=${organic.reportId}&service_code=plastic&status=closed&start_date=2000-01-01`))).toEqual([organic.reportId]);
      expect(await requests(`?service_request_id=not-an-id,${MISSING}`)).toEqual([]);
    });

    it('filters by service_code (one or several) and refuses an unknown one', async () => {
      const one = await requests('?service_code=plastic');
      expect(ids(one)).toContain(plastic.reportId);
      expect(one.every((r) => r.service_code === 'plastic')).toBe(true);
      expect(ids(await requests('?service_code=organic,hazardous'))).toEqual(expect.arrayContaining([organic.reportId, hazardous.reportId]));
      expect(ids(await requests('?service_code=organic,hazardous'))).not.toContain(plastic.reportId);
      const bad = await open311().get('/open311/v2/requests.json?service_code=asbestos');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual([{ code: 400, description: 'Unknown service_code asbestos: see /open311/v2/services.json.' }]);
    });

    it('filters by start_date and end_date (ISO 8601) and refuses bad or too wide ranges', async () => {
      const made = ms((await requests(`?service_request_id=${plastic.reportId}`))[0]!.requested_datetime);
      const at = (m: number) => new Date(m).toISOString();
      expect(ids(await requests(`?start_date=${at(made - 60_000)}&end_date=${at(made + 3_600_000)}`))).toContain(plastic.reportId);
      expect(ids(await requests(`?start_date=${at(made + DAY)}`))).toEqual([]);
      expect(ids(await requests(`?end_date=${at(made - 60_000)}`))).not.toContain(plastic.reportId);
      // Issue 33: dates are taken as whole days (UTC), so no start or end within the report's day
      // finds its time of day: the last second of the day as the start, its first as the end, find it.
      const real = new Date((await t.db('reports').where({ id: plastic.reportId }).first()).created_at as Date);
      expect(isoDay(real)).toBe(isoDay(new Date(made)));
      expect(ids(await requests(`?start_date=${isoDay(real)}T23:59:59Z`))).toContain(plastic.reportId);
      expect(ids(await requests(`?start_date=${isoDay(real)}T00:00:00Z&end_date=${isoDay(real)}T00:00:00Z`))).toContain(plastic.reportId);
      // An offset arrives as a space where the + was not encoded; a day alone is midnight UTC.
      const berlin = new Date(made - 60_000 + 3_600_000).toISOString().slice(0, 19);
      expect(ids(await requests(`?start_date=${berlin}+01:00`.replace('+', ' ')))).toContain(plastic.reportId);
      expect(ids(await requests(`?start_date=${isoDay(new Date(made + 2 * DAY))}`))).toEqual([]);
      for (const [query, description] of [
        ['?start_date=yesterday', 'start_date must be an ISO 8601 date or date and time, e.g. 2026-11-28T09:30:00Z.'],
        ['?end_date=2026-02-30', 'end_date must be an ISO 8601 date or date and time, e.g. 2026-11-28T09:30:00Z.'],
        [`?start_date=${at(made)}&end_date=${at(made - DAY)}`, 'end_date must not be before start_date.'],
        [`?start_date=${at(made - 91 * DAY)}&end_date=${at(made)}`, 'start_date and end_date may be at most 90 days apart.'],
        ['?status=pending', 'status must be open or closed (or both, comma-separated).'],
      ]) {
        const res = await open311().get(`/open311/v2/requests.json${query}`);
        expect(res.status, query).toBe(400);
        expect(res.body, query).toEqual([{ code: 400, description }]);
      }
    });

    it('answers one request by id (a list of one), and a 404 for any other id', async () => {
      const one = await open311().get(`/open311/v2/requests/${hazardous.reportId}.json`).expect(200);
      expect(ids(one.body)).toEqual([hazardous.reportId]);
      for (const id of [MISSING, 'nonsense']) {
        const res = await open311().get(`/open311/v2/requests/${id}.json`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual([{ code: 404, description: 'No service request with this id.' }]);
      }
    });

    it('is open while the task is available or assigned and closed once the cleanup is verified', async () => {
      const state = async () => (await requests(`?service_request_id=${hazardous.reportId}`))[0]!;
      expect(await state()).toMatchObject({ status: 'open', status_notes: 'Reported, waiting for a volunteer.' });
      expect((await cleaner.agent.post(`/api/tasks/${hazardous.taskId}/accept`).send({ userId: cleaner.id })).status).toBe(200);
      expect(await state()).toMatchObject({ status: 'open', status_notes: 'A volunteer has taken this on.' });
      expect(ids(await requests('?status=open'))).toContain(hazardous.reportId);
      const done = await cleaner.agent.post(`/api/tasks/${hazardous.taskId}/complete-with-photo`).attach('completionImage', await scene({ litter: 0, retake: true, seed: 22 }), 'after.webp');
      expect(done.body).toMatchObject({ verificationStatus: 'verified', task: { status: 'completed' } });
      const closed = await state();
      expect(closed).toMatchObject({ status: 'closed', status_notes: `Cleaned and verified on ${isoDay(t.clock.now())}.` });
      expect(ms(closed.updated_datetime)).toBeGreaterThanOrEqual(ms(closed.requested_datetime));
      expect(ids(await requests('?status=closed'))).toEqual([hazardous.reportId]);
      expect(ids(await requests('?status=open'))).not.toContain(hazardous.reportId);
      expect(ids(await requests('?status=open,closed'))).toEqual(expect.arrayContaining([hazardous.reportId, organic.reportId]));
      const de = await open311().get(`/open311/v2/requests/${hazardous.reportId}.json`).set('Accept-Language', 'de').expect(200);
      expect(de.body[0].status_notes).toBe(`Am ${isoDay(t.clock.now())} aufgeräumt und bestätigt.`);
    });
  });

  describe('POST requests (registered partners)', () => {
    it('creates a report from a form-encoded request with a valid api_key, the photo fetched from media_url', async () => {
      const before = media.requests.length;
      const res = await post({
        api_key: apiKey,
        service_code: 'electronic',
        lat: '51.4811',
        long: '11.9688',
        address_string: 'Hallmarkt 3, 06108 Halle',
        description: 'An old monitor by the fountain',
        media_url: `${media.url}/photo.webp`,
        email: 'citizen@example.org',
        first_name: 'Max',
        last_name: 'Mustermann',
        phone: '+49 345 123456',
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual([{ service_request_id: expect.stringMatching(/^[0-9a-f-]{36}$/), service_notice: 'Thank you. The report is on the CleanQuest map now, where volunteers can take it on.' }]);
      expect(media.requests.slice(before).map((r) => r.path)).toEqual(['/photo.webp']);
      const id = res.body[0].service_request_id as string;
      const [created] = (await open311().get(`/open311/v2/requests/${id}.json`).expect(200)).body as Open311Request[];
      expect(created).toMatchObject({ status: 'open', service_code: 'electronic', description: 'An old monitor by the fountain', address: 'Hallmarkt 3, 06108 Halle', lat: 51.4811, long: 11.9688, agency_responsible: 'CleanQuest' });
      // The partner is the author, no person; its photo belongs to nobody and is not open data (no licence given).
      expect(created).not.toHaveProperty('media_url');
      const row = await t.db('reports').where({ id }).first();
      expect(row).toMatchObject({ user_id: null, partner_id: partnerId, location: 'Hallmarkt 3, 06108 Halle' });
      expect(await t.db('tasks').where({ report_id: id }).first()).toMatchObject({ status: 'available', reporter_id: null, waste_type: 'electronic' });
      expect(await t.db('photos').where({ id: row.photo_id }).first()).toMatchObject({ owner_id: null, purpose: 'report' });
      // None of the reporter's personal fields was kept anywhere.
      const stored = JSON.stringify([row, await t.db('tasks').where({ report_id: id }).first()]);
      for (const personal of ['citizen@example.org', 'Mustermann', '345 123456']) expect(stored).not.toContain(personal);
      // It is on the app's map like any report.
      expect((await t.request().get('/api/tasks/available')).body.map((x: { report: { id: string } }) => x.report.id)).toContain(id);
    });

    it('takes JSON too, answers XML for requests.xml, and follows a redirect to a public (here: allowed loopback) address', async () => {
      const res = await open311()
        .post('/open311/v2/requests.xml')
        .send({ api_key: apiKey, service_code: 'general', lat: 51.5, long: 12.01, media_url: `${media.url}/to-photo` });
      expect(res.status, res.text).toBe(200);
      expect(res.type).toBe('text/xml');
      expect(XMLValidator.validate(res.text)).toBe(true);
      const parsed = new XMLParser({ parseTagValue: false }).parse(res.text);
      expect(parsed.service_requests.request.service_request_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(parsed.service_requests.request.service_notice).toContain('Thank you');
    });

    it('refuses a missing, unknown or revoked api_key with 403 (400 without one), in Open311’s format', async () => {
      const fields = { service_code: 'plastic', lat: '51.5', long: '12', media_url: `${media.url}/photo.webp` };
      const before = media.requests.length;
      const none = await post(fields);
      expect(none.status).toBe(400);
      expect(none.body).toEqual([{ code: 400, description: 'Please check: api_key is required' }]);
      const wrong = await post({ ...fields, api_key: 'cq_thisIsNotAKeyOfOurs0000000000000000000000' });
      expect(wrong.status).toBe(403);
      expect(wrong.body).toEqual([{ code: 403, description: 'Invalid api_key: registered partners get one from the CleanQuest operator.' }]);
      const wrongXml = await post({ ...fields, api_key: 'nope' }, 'xml');
      expect(wrongXml.status).toBe(403);
      expect(new XMLParser().parse(wrongXml.text)).toEqual({ '?xml': '', errors: { error: { code: 403, description: 'Invalid api_key: registered partners get one from the CleanQuest operator.' } } });

      // A second partner's key works until an admin revokes it; a new key replaces the old one.
      const other = await admin.post('/api/admin/embed/partners').send({ name: 'Green NGO', allowedOrigins: ['https://ngo.example'], centerLatitude: 52.5, centerLongitude: 13.4, zoom: 12 });
      const first = await issueKey(other.body.partner.id);
      expect(first.key).toMatchObject({ partnerId: other.body.partner.id, hint: first.apiKey.slice(0, 9) });
      expect((await admin.get('/api/admin/embed/api-keys')).body.keys).toEqual(expect.arrayContaining([first.key]));
      expect(JSON.stringify(await t.db('embed_api_keys').select())).not.toContain(first.apiKey);
      const second = await issueKey(other.body.partner.id);
      expect((await post({ ...fields, api_key: first.apiKey })).status).toBe(403);
      expect((await post({ ...fields, api_key: second.apiKey, service_code: 'organic' })).status).toBe(200);
      expect((await admin.delete(`/api/admin/embed/partners/${other.body.partner.id}/api-key`)).status).toBe(204);
      expect((await post({ ...fields, api_key: second.apiKey })).status).toBe(403);
      expect((await admin.delete(`/api/admin/embed/partners/${other.body.partner.id}/api-key`)).body).toEqual({ error: 'This partner has no API key.', code: 'API_KEY_NOT_FOUND' });
      // Only the one accepted request fetched its photo.
      expect(media.requests.length - before).toBe(1);
      const audit = await admin.get(`/api/admin/audit?targetId=${other.body.partner.id}`);
      expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['embed.api_key_issued', 'embed.api_key_revoked']));
      expect(JSON.stringify(audit.body)).not.toContain(second.apiKey);
      // Not for anyone but admins.
      expect((await cleaner.agent.post(`/api/admin/embed/partners/${partnerId}/api-key`)).status).toBe(403);
    });

    it('places a request sent with an address_string alone where the geocoder finds it', async () => {
      const res = await post({ api_key: apiKey, service_code: 'general', address_string: 'Hallmarkt 1, Halle', media_url: `${media.url}/photo.webp` });
      expect(res.status, res.text).toBe(200);
      const id = res.body[0].service_request_id as string;
      const [created] = (await open311().get(`/open311/v2/requests/${id}.json`).expect(200)).body as Open311Request[];
      expect(created).toMatchObject({ address: 'Hallmarkt 1, Halle', lat: 51.4812, long: 11.9671 });
      expect(await t.db('reports').where({ id }).first()).toMatchObject({ latitude: 51.4812, longitude: 11.9671, position_source: 'address' });
      expect(await t.db('tasks').where({ report_id: id }).first()).toMatchObject({ latitude: 51.4812, longitude: 11.9671, position_source: 'address' });
    });

    it('refuses an unknown service, a missing position or photo, before fetching anything', async () => {
      const before = media.requests.length;
      const base = { api_key: apiKey, service_code: 'plastic', lat: '51.5', long: '12', media_url: `${media.url}/photo.webp` };
      for (const [fields, description] of [
        [{ ...base, service_code: 'asbestos' }, 'Unknown service_code asbestos: see /open311/v2/services.json.'],
        [{ ...base, lat: '', long: '' }, 'lat and long, or an address_string, are required.'],
        [{ ...base, lat: '', long: '', address_string: 'Nowhere street 99' }, 'address_string could not be found on the map: send lat and long.'],
        [{ ...base, media_url: '' }, 'media_url is required: every CleanQuest report carries a photo of the litter.'],
        [{ ...base, lat: '91' }, 'Please check: lat must be a number from -90 to 90'],
        [{ ...base, media_url: 'ftp://example.org/x.jpg' }, 'media_url must be an http or https URL.'],
      ] as const) {
        const res = await post(fields);
        expect(res.status, description).toBe(400);
        expect(res.body).toEqual([{ code: 400, description }]);
      }
      // The address was looked up (the stand-in is the geocoder too); no photo was fetched.
      expect(media.requests.slice(before).map((r) => r.path.split('?')[0])).toEqual(['/search']);
    });

    it('refuses a media_url that is too large, too slow, no photo, missing, or redirects to a link-local address', async () => {
      const base = { api_key: apiKey, service_code: 'plastic', lat: '51.5', long: '12' };
      const cases: [string, number, string][] = [
        ['/big-declared', 400, 'The photo at media_url is larger than 1 MB.'],
        ['/big-chunked', 400, 'The photo at media_url is larger than 1 MB.'],
        ['/text', 415, 'This file is not a photo we can read. Please use a JPEG, PNG, WebP, AVIF or HEIC image.'],
        ['/gone', 400, 'media_url answered HTTP 404 instead of the photo.'],
        ['/to-metadata', 400, 'media_url leads to a private, loopback or link-local address, which this server does not fetch.'],
      ];
      for (const [p, status, description] of cases) {
        const res = await post({ ...base, media_url: `${media.url}${p}` });
        expect(res.status, p).toBe(status);
        expect(res.body, p).toEqual([{ code: status, description }]);
      }
      const started = Date.now();
      const slow = await post({ ...base, media_url: `${media.url}/slow` });
      expect(slow.body).toEqual([{ code: 400, description: 'media_url did not send the photo within 1.5 seconds.' }]);
      expect(Date.now() - started).toBeLessThan(10_000);
      const reports = await t.db('reports').whereNotNull('partner_id').count({ n: '*' });
      expect(Number(reports[0]!.n)).toBe(4); // the four accepted above (one placed by its address_string), nothing from these
    });
  });

  describe('errors and CORS', () => {
    it('answers unknown paths and methods in Open311’s format, in the request’s language', async () => {
      const nothing = await open311().get('/open311/v2/nothing.json');
      expect(nothing.status).toBe(404);
      expect(nothing.body).toEqual([{ code: 404, description: 'No such Open311 resource. The services are at /open311/v2/services.json.' }]);
      expect(nothing.headers['access-control-allow-origin']).toBe('*');
      const nothingXml = await open311().get('/open311/v2/nothing.xml').set('Accept-Language', 'de');
      expect(new XMLParser().parse(nothingXml.text).errors.error).toEqual({ code: 404, description: 'Diese Open311-Ressource gibt es nicht. Die Dienste stehen unter /open311/v2/services.json.' });
      const wrongMethod = await open311().delete('/open311/v2/services.json');
      expect(wrongMethod.status).toBe(405);
      expect(wrongMethod.headers.allow).toContain('GET');
      expect(wrongMethod.body).toEqual([{ code: 405, description: 'The method DELETE is not supported here.' }]);
      const format = await open311().get('/open311/v2/services.html');
      expect(format.status).toBe(400);
      expect(format.body).toEqual([{ code: 400, description: 'Please check: The format must be json or xml' }]);
      const bad = await open311().post('/open311/v2/requests.json').type('json').send('{"api_key": ');
      expect(bad.status).toBe(400);
      expect(bad.body[0].code).toBe(400);
    });

    it('answers other sites’ preflights for the public reads', async () => {
      const pre = await open311().options('/open311/v2/requests.json').set('Origin', 'https://other.example').set('Access-Control-Request-Method', 'GET');
      expect(pre.status).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe('*');
      expect(pre.headers['access-control-allow-methods']).toContain('GET');
    });

    it('counts its requests by route template in the metrics, never by raw path', async () => {
      await open311().get(`/open311/v2/requests/${plastic.reportId}.json`).expect(200);
      const metrics = await t.request().get('/metrics').expect(200);
      expect(metrics.text).toMatch(/http_requests_total\{method="GET",route="\/open311\/v2\/requests\/:service_request_id\.:format",status="200"\}/);
      expect(metrics.text).not.toContain(plastic.reportId);
    });

    it('is in the OpenAPI document with its own error format', async () => {
      const doc = (await t.request().get('/api/openapi.json').expect(200)).body;
      const op = doc.paths['/open311/v2/requests.{format}'];
      expect(Object.keys(op).sort()).toEqual(['get', 'post']);
      expect(Object.keys(op.get.responses['200'].content).sort()).toEqual(['application/json', 'text/xml']);
      expect(op.post.requestBody.content).toHaveProperty(['application/x-www-form-urlencoded']);
      expect(op.post.responses['403'].content['application/json'].schema).toMatchObject({ type: 'array', items: { properties: { code: { type: 'number' }, description: { type: 'string' } } } });
    });
  });

  describe('an Open311 client reading XML', () => {
    it('reads services.xml and requests.xml with a real XML parser over HTTP', async () => {
      const server = http.createServer(t.app.callback);
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/open311/v2`;
      try {
        const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'service' || name === 'request' });
        const get = async (p: string) => {
          const res = await fetch(`${base}${p}`, { headers: { Accept: 'text/xml' } });
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toMatch(/^text\/xml/);
          const text = await res.text();
          expect(XMLValidator.validate(text)).toBe(true);
          return parser.parse(text);
        };
        const services = (await get('/services.xml')).services.service as Record<string, string>[];
        expect(services.map((s) => s.service_code)).toEqual(['plastic', 'organic', 'electronic', 'hazardous', 'general']);
        for (const s of services) {
          expect(Object.keys(s).sort()).toEqual(['description', 'group', 'keywords', 'metadata', 'service_code', 'service_name', 'type']);
          expect(s).toMatchObject({ metadata: 'false', type: 'realtime', group: 'Litter' });
        }
        const requests = (await get(`/requests.xml?service_request_id=${plastic.reportId},${hazardous.reportId}`)).service_requests.request as Record<string, string>[];
        expect(requests.map((r) => r.service_request_id)).toEqual([hazardous.reportId, plastic.reportId]);
        const [closed, open] = requests as [Record<string, string>, Record<string, string>];
        expect(closed).toMatchObject({ status: 'closed', service_code: 'hazardous', service_name: 'Hazardous waste', lat: '51.47', long: '11.95', agency_responsible: 'CleanQuest' });
        expect(open).toMatchObject({
          status: 'open',
          status_notes: 'Reported, waiting for a volunteer.',
          service_code: 'plastic',
          description: 'Bottles everywhere. Mail me: […]',
          address: 'Riverbank, Halle',
          lat: '51.4901',
          long: '11.9702',
        });
        expect(open.media_url).toMatch(/\/api\/photos\/[0-9a-f-]{36}$/);
        for (const r of requests) {
          expect(Number.isNaN(Date.parse(r.requested_datetime!))).toBe(false);
          expect(Number.isNaN(Date.parse(r.updated_datetime!))).toBe(false);
          expect(Object.keys(r).every((k) => REQUEST_FIELDS.includes(k))).toBe(true);
        }
        const all = await get('/requests.xml');
        expect((all.service_requests.request as unknown[]).length).toBeGreaterThanOrEqual(5);
      } finally {
        await new Promise((r) => server.close(r));
      }
    });
  });

  // Last: the clock only moves forward, and sessions end with it.
  it('lists the last 90 days by default, by the app’s clock', async () => {
    const listed = async (query = '') => ((await open311().get(`/open311/v2/requests.json${query}`).expect(200)).body as Open311Request[]).map((r) => r.service_request_id);
    expect(await listed()).toEqual(expect.arrayContaining([plastic.reportId, organic.reportId, hazardous.reportId]));
    const made = ms((await open311().get(`/open311/v2/requests/${plastic.reportId}.json`)).body[0].requested_datetime);
    t.clock.advance(89 * DAY);
    expect(await listed()).toContain(plastic.reportId);
    // The reports' times come from the database's clock, which ticks while the TestClock stands: a
    // run that crosses midnight (CI's faketime pass starts at 23:58) files the later ones a day on.
    // 91 days after the newest report's public day, nothing is left.
    const all = (await open311().get('/open311/v2/requests.json').expect(200)).body as Open311Request[];
    const newestDay = Math.max(...all.map((r) => ms(r.requested_datetime)));
    t.clock.advanceTo(new Date(Math.max(t.clock.now().getTime() + 2 * DAY, newestDay + 91 * DAY)));
    expect(await listed()).toEqual([]);
    // Older ones are there for whoever asks for their dates.
    expect(await listed(`?start_date=${new Date(made - DAY).toISOString()}`)).toEqual(expect.arrayContaining([plastic.reportId, organic.reportId, hazardous.reportId]));
    expect(await listed(`?service_request_id=${organic.reportId}`)).toEqual([organic.reportId]);
  });
});

describe.each(backends())('Open311 media_url without loopback, and the partner limit (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let media: StandIn;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-open311-strict-'));
    const photo = await scene({ litter: 40, seed: 3 });
    media = await startStandIn((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/webp' });
      res.end(photo);
    });
    t = await createTestApp({ backend, modules: serverModules, env: { DATA_DIR: dataDir, RATE_LIMIT_OPEN311_PER_PARTNER: '3' } });
  });
  afterAll(async () => {
    await t?.close();
    await media?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('never fetches from a loopback or private address unless a test setting allows loopback, and limits each partner', async () => {
    const admin = (await member(t, { role: 'admin' })).agent;
    const partner = await admin.post('/api/admin/embed/partners').send({ name: 'City', allowedOrigins: ['https://city.example'], centerLatitude: 51.48, centerLongitude: 11.97, zoom: 13 });
    const { apiKey } = (await admin.post(`/api/admin/embed/partners/${partner.body.partner.id}/api-key`)).body as { apiKey: string };
    const port = new URL(media.url).port;
    const refused = 'media_url leads to a private, loopback or link-local address, which this server does not fetch.';
    // The stand-in by its address, by a name that resolves to it, and a private address: none is fetched.
    for (const url of [`${media.url}/a.webp`, `http://localhost:${port}/a.webp`, `http://[::1]:${port}/a.webp`]) {
      const res = await t.request().post('/open311/v2/requests.json').type('form').send({ api_key: apiKey, service_code: 'plastic', lat: '51.5', long: '12', media_url: url });
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual([{ code: 400, description: refused }]);
    }
    expect(media.requests).toEqual([]);
    // The fourth request of the partner in the window is one too many.
    const limited = await t.request().post('/open311/v2/requests.json').type('form').send({ api_key: apiKey, service_code: 'plastic', lat: '51.5', long: '12', media_url: 'http://10.0.0.1/a.webp' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toEqual([{ code: 429, description: 'Too many requests with this api_key in a short time. Please wait a while and try again.' }]);
    const de = await t.request().post('/open311/v2/requests.json').set('Accept-Language', 'de').type('form').send({ api_key: apiKey, service_code: 'plastic', lat: '51.5', long: '12', media_url: 'http://10.0.0.1/a.webp' });
    expect(de.body).toEqual([{ code: 429, description: 'Zu viele Anfragen mit diesem api_key in kurzer Zeit. Bitte warte eine Weile und versuche es dann erneut.' }]);
    expect(await t.db('reports').whereNotNull('partner_id').first()).toBeUndefined();
  });
});
