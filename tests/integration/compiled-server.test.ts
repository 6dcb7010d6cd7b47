import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../tools/build-server.mjs';
import { scene } from '../support/images';
import { freePort } from '../support/pg-server';
import { spawnServer, waitForListening, type ServerProcess } from '../support/server-process';
import packageJson from '../../package.json' with { type: 'json' };

/**
 * The compiled server (`npm run build` -> dist-server/, what `npm start` and `npm run start:prod`
 * run): built here into a folder of its own inside the project (its packages resolve from
 * node_modules), started with plain node, and used: the API, the database, the photo pipeline with
 * its screening worker thread (a separate compiled entry) and the API document's version.
 */
describe('compiled server (dist-server)', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  let outDir = '';
  let dataDir = '';
  let server: ServerProcess | undefined;
  let base = '';

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
    outDir = fs.mkdtempSync(path.join(root, 'tmp', 'server-build-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-compiled-'));
    await buildServer(outDir);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawnServer(
      { PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, STATIC_DIR: '/nonexistent-cq-static', SERVER_RENDERING: 'false', LOG_REQUESTS: 'true' },
      { compiled: true, entry: path.join(outDir, 'main.mjs') },
    );
    await waitForListening(server);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with plain node, migrates and answers ready', async () => {
    expect(server!.output()).toContain('migrations applied');
    const ready = await request(base).get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toMatchObject({ database: 'ok', migrations: 'ok' });
  });

  it('names the package version in the API document', async () => {
    const doc = await request(base).get('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.info.version).toBe(packageJson.version);
  });

  it('takes a report with a photo and screens it in the compiled worker thread', async () => {
    const agent = request.agent(base);
    const guest = await agent.post('/api/guest/create').set('Origin', base);
    expect(guest.status).toBe(201);
    const userId = guest.body.user.id as string;
    const res = await agent
      .post('/api/reports')
      .set('Origin', base)
      .field('userId', userId)
      .field('location', 'Marktplatz 1, Halle')
      .field('wasteType', 'Mixed')
      .attach('image', await scene({ litter: 40, seed: 7, width: 320, height: 240 }), { filename: 'trash.webp', contentType: 'image/webp' });
    expect(res.status, res.text).toBe(201);
    // 'clear' needs the NSFW model, which runs in the screening worker: a worker that failed to
    // start would leave the photo held for review ('held') with a logged error. A seeded scene, not
    // random noise: a faketime CI run once saw random noise scored over the NSFW threshold ('held').
    expect(res.body.photo.status).toBe('clear');
    expect(server!.output()).not.toContain('ERROR');
    const photo = await agent.get(new URL(res.body.report.imageUrl, base).pathname);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
  }, 60_000);
});
