import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { CITY_FILER } from '../../src/modules/open311/server/container';
import { POLL_INTERVAL_MS } from '../../src/modules/open311/server/city/filer';
import { scene } from '../support/images';
import { member } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

/** A free loopback port now (the app's PUBLIC_URL must name it before the app exists). */
async function freePort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

async function serve(app: TestApp['app'], port = 0): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(app.callback);
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Issue 42, end to end: a second CleanQuest app (its own database, served over HTTP on 127.0.0.1)
 * acts as the city with its own GeoReport v2 server at /open311/v2. Ours files a hazardous report
 * there (the city fetches our public, licensed photo from media_url), and when the city's moderator
 * closes it there, ours completes the task and tells the reporter.
 */
describe.each(backends())('filing with a second CleanQuest acting as the city (%s)', (backend) => {
  let cityApp: TestApp;
  let ours: TestApp;
  let city: { server: http.Server; url: string };
  let mine: { server: http.Server; url: string };

  beforeAll(async () => {
    cityApp = await createTestApp({ backend: 'pglite', modules: serverModules, env: { OUTBOUND_ALLOW_LOOPBACK: 'true' } });
    city = await serve(cityApp.app);
    const cityAdmin = await member(cityApp, { role: 'admin' });
    const partner = await cityAdmin.agent.post('/api/admin/embed/partners').send({ name: 'CleanQuest of the next town', allowedOrigins: ['https://next.example'], centerLatitude: 51.48, centerLongitude: 11.97, zoom: 13 });
    expect(partner.status, partner.text).toBe(201);
    const key = await cityAdmin.agent.post(`/api/admin/embed/partners/${partner.body.partner.id}/api-key`);
    expect(key.status).toBe(201);
    const port = await freePort();
    ours = await createTestApp({
      backend,
      modules: serverModules,
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`, OUTBOUND_ALLOW_LOOPBACK: 'true',
        CITY_OPEN311_ENDPOINT: `${city.url}/open311/v2`, CITY_OPEN311_API_KEY: key.body.apiKey, CITY_OPEN311_JURISDICTION_ID: 'next.example', CITY_OPEN311_HAZARD_SERVICE_CODE: 'hazardous',
      },
    });
    mine = await serve(ours.app, port);
  });
  afterAll(async () => {
    for (const s of [mine, city]) if (s) await new Promise((r) => (s.server.closeAllConnections(), s.server.close(r)));
    await ours?.close();
    await cityApp?.close();
  });

  it('files the report with the city’s /open311/v2, and the city’s closing completes ours and tells the reporter', async () => {
    const reporter = await member(ours, { username: 'eva_reporter' });
    const res = await reporter.agent
      .post('/api/reports').field('userId', reporter.id).field('latitude', '51.4801').field('longitude', '11.9702').field('location', 'Am Hafen 2')
      .field('description', 'Canisters leaking').field('hazards', '["chemicals"]').field('photoLicence', 'CC-BY-4.0').field('notDuplicate', 'true')
      .attach('image', await scene({ litter: 50, seed: 5 }), 'photo.jpg');
    expect(res.status, res.text).toBe(201);
    const taskId = res.body.task.id as string;
    await ours.settle();
    const filing = await ours.db('city_filings').where({ task_id: taskId }).first();
    expect(filing, JSON.stringify(filing)).toMatchObject({ state: 'filed' });

    // The city has it as a partner's report (its POST requires media_url: it fetched our public,
    // licensed photo from us), with the reference to our task.
    const theirs = (await cityApp.request().get(`/open311/v2/requests/${filing.service_request_id}.json`).expect(200)).body[0];
    expect(theirs).toMatchObject({ status: 'open', service_code: 'hazardous', address: 'Am Hafen 2', lat: 51.4801, long: 11.9702 });
    expect(theirs.description).toContain(`CleanQuest ${taskId}`);
    const cityTaskId = (await cityApp.db('tasks').where({ report_id: filing.service_request_id }).first()).id as string;

    // The city's moderator closes it as cleaned (people there said so).
    const cityModerator = await member(cityApp, { role: 'admin' });
    const citizen = await member(cityApp, { username: 'city_citizen' });
    expect((await citizen.agent.post(`/api/tasks/${cityTaskId}/marks`).send({ kind: 'already_cleaned' })).status).toBeLessThan(300);
    const closed = await cityModerator.agent.post(`/api/admin/tasks/marks/${cityTaskId}/close`).send({});
    expect(closed.status, closed.text).toBe(200);

    ours.clock.advance(POLL_INTERVAL_MS);
    expect(await ours.app.container.get(CITY_FILER).pollDue()).toBe(1);
    expect((await ours.request().get(`/api/open311/city/tasks/${taskId}`).expect(200)).body).toEqual({ status: 'cleared' });
    expect(await ours.db('tasks').where({ id: taskId }).first()).toMatchObject({ status: 'completed' });
    const bell = (await reporter.agent.get('/api/notifications').expect(200)).body.notifications as { kind: string; data: { taskId: string } }[];
    expect(bell.filter((n) => n.kind === 'task_city' && n.data.taskId === taskId)).toHaveLength(1);
  });
});
