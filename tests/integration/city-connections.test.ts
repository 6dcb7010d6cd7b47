import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { CITY_FILER } from '../../src/modules/open311/server/container';
import { POLL_INTERVAL_MS } from '../../src/modules/open311/server/city/filer';
import { scene } from '../support/images';
import { member, type Person } from '../support/people';
import { HAZARD_CODE, startGeoReportStandIn, type GeoReportStandIn } from '../support/georeport-standin';
import { backends, createTestApp, type TestApp } from '../support/test-app';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BIG_KEY = 'big-partner-city-key-0042';
const SMALL_KEY = 'small-partner-city-key-0077';
/** The big partner's area: 20 km around (51.40, 11.97); the small one's: 1 km around (51.45, 11.97), inside it. */
const BIG = { latitude: 51.4, longitude: 11.97, radiusKm: 20 };
const SMALL = { latitude: 51.45, longitude: 11.97, radiusKm: 1 };

/**
 * Issue 42: cities connected for one partner's area. A report that is not for volunteers goes to
 * the city of the smallest connected partner area that holds it, else to the instance-wide city
 * (CITY_OPEN311_*), with that city's key, jurisdiction and hazard code; retries and status looks
 * stay with that city. Three GeoReport v2 stand-ins on 127.0.0.1, each with its own key and
 * jurisdiction (a request with another city's key is refused by the stand-in).
 */
describe.each(backends())('cities connected for partners’ areas (%s)', (backend) => {
  let t: TestApp;
  let instanceCity: GeoReportStandIn;
  let bigCity: GeoReportStandIn;
  let smallCity: GeoReportStandIn;
  let admin: Person;
  let moderator: Person;
  let reporter: Person;
  let photo: Buffer;
  const ids: Record<'big' | 'small', string> = { big: '', small: '' };
  let people = 0;

  const filer = () => t.app.container.get(CITY_FILER);
  const posts = (c: GeoReportStandIn) => c.requests;
  /** The filing row, its connection id as a string (a bigint: a number on PGlite, a string on PostgreSQL). */
  const filing = async (taskId: string) => {
    const row = await t.db('city_filings').where({ task_id: taskId }).first();
    return row && { ...row, connection_id: row.connection_id === null ? null : String(row.connection_id) };
  };
  /** A report through the app; hazardous (not for volunteers) unless `hazards` is null. */
  const report = async (latitude: number, longitude: number, hazards: string | null = '["sharps"]') => {
    let req = reporter.agent
      .post('/api/reports')
      .field('userId', reporter.id)
      .field('latitude', String(latitude))
      .field('longitude', String(longitude))
      .field('description', hazards ? 'Syringes in the grass' : 'Bottles and wrappers')
      .field('notDuplicate', 'true');
    if (hazards) req = req.field('hazards', hazards);
    const res = await req.attach('image', photo, 'photo.jpg');
    expect(res.status, res.text).toBe(201);
    await t.settle();
    return res.body.task.id as string;
  };
  const partner = async (name: string, area: typeof BIG) => {
    const res = await admin.agent.post('/api/admin/embed/partners').send({ name, allowedOrigins: ['https://partner.example'], centerLatitude: area.latitude, centerLongitude: area.longitude, zoom: 12, areaRadiusKm: area.radiusKm });
    expect(res.status, res.text).toBe(201);
    return res.body.partner.id as string;
  };
  const connect = (body: Record<string, unknown>) => admin.agent.post('/api/admin/open311/city-connections').send(body);

  beforeAll(async () => {
    photo = await scene({ litter: 60, seed: 7 });
    instanceCity = await startGeoReportStandIn();
    bigCity = await startGeoReportStandIn({ apiKey: BIG_KEY, jurisdiction: 'big.example' });
    smallCity = await startGeoReportStandIn({ apiKey: SMALL_KEY, jurisdiction: 'small.example' });
    t = await createTestApp({ backend, modules: serverModules, env: instanceCity.env });
    admin = await member(t, { role: 'admin', username: 'ada_admin' });
    moderator = await member(t, { role: 'moderator', username: 'mo_moderator' });
    const big = await connect({ partnerId: await partner('Big county', BIG), endpoint: bigCity.url, apiKey: BIG_KEY, jurisdictionId: 'big.example', hazardServiceCode: HAZARD_CODE, litterServiceCode: 'LIT-1' });
    expect(big.status, big.text).toBe(201);
    ids.big = big.body.connection.id;
    const small = await connect({ partnerId: await partner('Small town', SMALL), endpoint: smallCity.url, apiKey: SMALL_KEY, jurisdictionId: 'small.example', hazardServiceCode: HAZARD_CODE });
    expect(small.status, small.text).toBe(201);
    ids.small = small.body.connection.id;
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([instanceCity?.close(), bigCity?.close(), smallCity?.close()]);
  });
  beforeEach(async () => {
    reporter = await member(t, { username: `rita_partner${++people}` });
  });

  it('files a report with the city of the smallest connected area holding it, else with the instance-wide city, each with its own key', async () => {
    const before = { instance: posts(instanceCity).length, big: posts(bigCity).length, small: posts(smallCity).length };
    const inSmall = await report(SMALL.latitude, SMALL.longitude + 0.001);
    const inBigOnly = await report(BIG.latitude - 0.05, BIG.longitude);
    const outside = await report(52.5, 13.4);

    expect(posts(smallCity).length - before.small).toBe(1);
    expect(posts(bigCity).length - before.big).toBe(1);
    expect(posts(instanceCity).length - before.instance).toBe(1);
    expect(posts(smallCity).at(-1)!.fields).toMatchObject({ api_key: SMALL_KEY, jurisdiction_id: 'small.example', service_code: HAZARD_CODE });
    expect(posts(smallCity).at(-1)!.description).toContain(inSmall);
    // What goes out is the same public view whichever city takes it: nothing personal.
    for (const c of [smallCity, bigCity, instanceCity]) expect(Object.keys(posts(c).at(-1)!.fields).sort()).toEqual(['api_key', 'description', 'jurisdiction_id', 'lat', 'long', 'service_code']);
    expect(JSON.stringify(posts(smallCity).at(-1)!.fields)).not.toMatch(/rita_partner/);
    expect(posts(bigCity).at(-1)!.fields).toMatchObject({ api_key: BIG_KEY, jurisdiction_id: 'big.example' });
    expect(posts(bigCity).at(-1)!.description).toContain(inBigOnly);
    expect(posts(instanceCity).at(-1)!.fields.api_key).toBe(instanceCity.env.CITY_OPEN311_API_KEY);
    expect(posts(instanceCity).at(-1)!.description).toContain(outside);
    expect(await filing(inSmall)).toMatchObject({ state: 'filed', connection_id: ids.small });
    expect(await filing(outside)).toMatchObject({ state: 'filed', connection_id: null });
  });

  it('tries a partner city again after a 500 and files once with it even with two runs at once; its status comes back from that city', async () => {
    bigCity.failNext(1, 500, /requests\.json/);
    const calls = { big: bigCity.calls.length, instance: posts(instanceCity).length };
    const taskId = await report(BIG.latitude - 0.1, BIG.longitude);
    expect(await filing(taskId)).toMatchObject({ state: 'pending', attempts: 1, connection_id: ids.big });

    t.clock.advance(MINUTE);
    const runs = await Promise.all([filer().fileDue(), filer().fileDue()]);
    expect(runs[0]! + runs[1]!).toBe(1);
    const row = await filing(taskId);
    expect(row).toMatchObject({ state: 'filed', attempts: 2, last_error: null });
    expect(bigCity.calls.slice(calls.big).filter((c) => c.method === 'POST').map((c) => c.status)).toEqual([500, 201]);
    // Nothing of it went to the instance-wide city.
    expect(posts(instanceCity).length).toBe(calls.instance);

    bigCity.setStatus(row.service_request_id, 'closed', 'Removed');
    t.clock.advance(POLL_INTERVAL_MS);
    expect(await filer().pollDue()).toBeGreaterThanOrEqual(1);
    expect(await filing(taskId)).toMatchObject({ city_status: 'closed' });
    // The status look went to the partner's city (the instance-wide one has no such request).
    expect(bigCity.calls.slice(calls.big).some((c) => c.method === 'GET' && c.path === '/requests.json' && c.status === 200)).toBe(true);
  });

  it('files a volunteers’ task under the partner city’s general-litter code only once it stayed unclaimed; one a volunteer took is not', async () => {
    const before = posts(bigCity).length;
    const waiting = await report(BIG.latitude - 0.12, BIG.longitude, null);
    const taken = await report(BIG.latitude - 0.13, BIG.longitude, null);
    // The small town's city (the smallest area holding it) names no litter code; nor does the instance-wide one.
    const inSmall = await report(SMALL.latitude, SMALL.longitude + 0.002, null);
    const outside = await report(52.6, 13.4, null);
    expect(await filing(waiting)).toMatchObject({ kind: 'litter', state: 'pending', connection_id: ids.big });
    expect(await filing(inSmall)).toBeUndefined();
    expect(await filing(outside)).toBeUndefined();
    expect(posts(bigCity).length).toBe(before);

    const volunteer = await member(t, { username: 'vic_volunteer' });
    expect((await volunteer.agent.post(`/api/tasks/${taken}/accept`).send({ userId: volunteer.id })).status).toBe(200);
    t.clock.advance(13 * DAY);
    expect(await filer().fileDue()).toBe(0);
    expect(posts(bigCity).length).toBe(before);

    t.clock.advance(DAY + MINUTE);
    expect(await filer().fileDue()).toBe(1);
    expect(posts(bigCity).length - before).toBe(1);
    expect(posts(bigCity).at(-1)).toMatchObject({ service_code: 'LIT-1' });
    expect(posts(bigCity).at(-1)!.description).toContain(waiting);
    expect(await filing(waiting)).toMatchObject({ state: 'filed', kind: 'litter' });
    expect(await filing(taken)).toMatchObject({ state: 'dropped', service_request_id: null });

    // The city swept it: the task is completed, nobody paid.
    bigCity.setStatus((await filing(waiting)).service_request_id, 'closed', 'Swept');
    t.clock.advance(POLL_INTERVAL_MS);
    await filer().pollDue();
    expect(await t.db('tasks').where({ id: waiting }).first()).toMatchObject({ status: 'completed', assignee_id: null });
    // The bell's 'cleared by the city' speaks of reports not for volunteers: not sent for this one.
    const bell = (await reporter.agent.get('/api/notifications').expect(200)).body.notifications as { kind: string; data: { taskId: string } }[];
    expect(bell.filter((n) => n.kind === 'task_city' && n.data.taskId === waiting)).toEqual([]);
  });

  it('never answers the key: the list, the answers and the audit log show its last 4 characters', async () => {
    const list = await admin.agent.get('/api/admin/open311/city-connections').expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.instance).toMatchObject({ host: new URL(instanceCity.url).host, hazardServiceCode: HAZARD_CODE });
    const big = list.body.connections.find((c: { id: string }) => c.id === ids.big);
    expect(big).toMatchObject({ partnerName: 'Big county', apiKeyHint: '…0042', jurisdictionId: 'big.example', litterServiceCode: 'LIT-1', endpoint: `${bigCity.url}/` });
    const changed = await admin.agent.put(`/api/admin/open311/city-connections/${ids.big}`).send({ endpoint: bigCity.url, jurisdictionId: 'big.example', hazardServiceCode: HAZARD_CODE, litterServiceCode: null }).expect(200);
    expect(changed.body.connection).toMatchObject({ apiKeyHint: '…0042', litterServiceCode: null });
    const audit = await t.db('admin_audit_log').where('action', 'like', 'open311.city_connection%');
    const everything = JSON.stringify([list.body, changed.body, audit]);
    expect(audit.length).toBeGreaterThanOrEqual(3);
    for (const key of [BIG_KEY, SMALL_KEY, instanceCity.env.CITY_OPEN311_API_KEY!]) expect(everything).not.toContain(key);
    // The key left out stayed.
    expect((await t.db('city_connections').where({ id: ids.big }).first()).api_key).toBe(BIG_KEY);
  });

  it('lets only admins connect cities, checks the address, one connection per partner', async () => {
    const body = { partnerId: await partner('Elsewhere', { latitude: 48, longitude: 11, radiusKm: 2 }), endpoint: 'https://city.example/open311/v2', apiKey: 'abcdefgh1234', hazardServiceCode: 'HAZ' };
    for (const who of [moderator, reporter]) {
      expect((await who.agent.post('/api/admin/open311/city-connections').send(body)).status).toBe(403);
      expect((await who.agent.get('/api/admin/open311/city-connections')).status).toBe(403);
      expect((await who.agent.post('/api/admin/open311/city-services').send({ endpoint: bigCity.url })).status).toBe(403);
    }
    expect(await t.db('city_connections').where({ partner_id: body.partnerId }).first()).toBeUndefined();
    for (const endpoint of ['http://city.example/', 'https://u:p@city.example/', 'https://city.example/?x=1', 'not a url']) {
      const res = await connect({ ...body, endpoint });
      expect([res.status, res.body.code], endpoint).toEqual([400, 'CITY_ENDPOINT_INVALID']);
    }
    expect((await connect({ ...body, partnerId: '00000000-0000-4000-8000-000000000000' })).body.code).toBe('PARTNER_NOT_FOUND');
    expect((await connect({ ...body, apiKey: 'short' })).status).toBe(400);
    const made = await connect(body).expect(201);
    expect((await connect(body)).body.code).toBe('CITY_PARTNER_CONNECTED');
    const de = await admin.agent.post('/api/admin/open311/city-connections').set('Accept-Language', 'de').send(body);
    expect(de.body.error).toMatch(/bereits mit einer Stadt verbunden/);
    await admin.agent.delete(`/api/admin/open311/city-connections/${made.body.connection.id}`).expect(204);
    expect((await admin.agent.delete(`/api/admin/open311/city-connections/${made.body.connection.id}`)).body.code).toBe('CITY_CONNECTION_NOT_FOUND');
  });

  it('keeps a connection while a filing with its city is not cleared; then removes it, the cleared filing kept', async () => {
    const taskId = await report(SMALL.latitude, SMALL.longitude - 0.001);
    const row = await filing(taskId);
    expect(row).toMatchObject({ state: 'filed', connection_id: ids.small });
    expect((await admin.agent.delete(`/api/admin/open311/city-connections/${ids.small}`)).body.code).toBe('CITY_CONNECTION_IN_USE');
    for (const open of await t.db('city_filings').where({ connection_id: ids.small }).whereNot('city_status', 'closed')) smallCity.setStatus(open.service_request_id, 'closed', 'Done');
    t.clock.advance(POLL_INTERVAL_MS);
    await filer().pollDue();
    await admin.agent.delete(`/api/admin/open311/city-connections/${ids.small}`).expect(204);
    expect(await filing(taskId)).toMatchObject({ city_status: 'closed', connection_id: null });
    // A report there now goes to the big partner's city, whose area holds it too.
    const before = posts(bigCity).length;
    await report(SMALL.latitude, SMALL.longitude);
    expect(posts(bigCity).length - before).toBe(1);
  });

  it('loads a city’s services.json for the admin to pick codes; a city that is down or answers nonsense gets a clear message', async () => {
    const res = await admin.agent.post('/api/admin/open311/city-services').send({ endpoint: bigCity.url, jurisdictionId: 'big.example' }).expect(200);
    expect(res.body.services).toEqual([
      { code: HAZARD_CODE, name: 'Hazardous waste', group: 'Waste' },
      { code: 'LIT-1', name: 'Litter', group: 'Waste' },
    ]);
    bigCity.down();
    try {
      const down = await admin.agent.post('/api/admin/open311/city-services').set('Accept-Language', 'de').send({ endpoint: bigCity.url, jurisdictionId: 'big.example' });
      expect([down.status, down.body.code]).toEqual([502, 'CITY_SERVICES_STATUS']);
      expect(down.body.error).toBe('Der Server der Stadt hat mit HTTP 503 statt mit seinen Diensten geantwortet: Prüfe die Adresse.');
    } finally {
      bigCity.up();
    }
    // A web server that is not a GeoReport v2 one: a page instead of a list.
    const page = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Welcome to our city</body></html>'));
    await new Promise<void>((r) => page.listen(0, '127.0.0.1', r));
    try {
      const odd = await admin.agent.post('/api/admin/open311/city-services').send({ endpoint: `http://127.0.0.1:${(page.address() as AddressInfo).port}/` });
      expect([odd.status, odd.body.code]).toEqual([502, 'CITY_SERVICES_INVALID']);
    } finally {
      page.close();
    }
    const closed = await admin.agent.post('/api/admin/open311/city-services').send({ endpoint: 'http://127.0.0.1:1/' });
    expect([closed.status, closed.body.code]).toEqual([502, 'CITY_SERVICES_UNREACHABLE']);
  });
});
