import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { backends, createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 21, point 3 (operations): liveness and readiness for a load balancer. Readiness names what
 * fails: a shutdown under way, the database, a pending migration, the photo store.
 */
describe.each(backends())('health (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-health-'));
    t = await createTestApp({ backend, modules: serverModules, env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers live while the process runs, not cached', async () => {
    const res = await t.request().get('/api/health/live').expect(200);
    expect(res.body.status).toBe('live');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers ready with each part checked', async () => {
    const res = await t.request().get('/api/health/ready').expect(200);
    expect(res.body).toMatchObject({ status: 'ready', checks: { database: 'ok', migrations: 'ok', photos: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('turns 503 NOT_READY naming the photo store when its folder cannot be written', async () => {
    const photos = path.join(dataDir, 'photos');
    fs.rmSync(photos, { recursive: true, force: true });
    fs.writeFileSync(photos, 'not a folder');
    try {
      const res = await t.request().get('/api/health/ready').set('Accept-Language', 'de').expect(503);
      expect(res.body.code).toBe('NOT_READY');
      expect(res.body.error).toBe('Nicht bereit: photos.');
      expect(res.body.details.checks).toMatchObject({ database: 'ok', migrations: 'ok' });
      expect(res.body.details.checks.photos).toMatch(/not writable/);
    } finally {
      fs.rmSync(photos, { force: true });
    }
    await t.request().get('/api/health/ready').expect(200);
  });

  it('turns 503 as soon as a shutdown starts, while liveness stays 200', async () => {
    const other = await createTestApp({ backend, modules: serverModules, env: { DATA_DIR: dataDir } });
    try {
      await other.request().get('/api/health/ready').expect(200);
      other.app.startDraining();
      const res = await other.request().get('/api/health/ready').expect(503);
      expect(res.body.details.checks.draining).toBe('shutting down');
      await other.request().get('/api/health/live').expect(200);
    } finally {
      await other.close();
    }
  });

  it('names a pending migration', async () => {
    const other = await createTestApp({ backend, modules: serverModules, env: { DATA_DIR: dataDir } });
    try {
      await other.db('knex_migrations').where('name', 'like', '%tasks_holds%').del().returning('id');
      const res = await other.request().get('/api/health/ready').expect(503);
      expect(res.body.details.checks).toMatchObject({ database: 'ok', migrations: '1 pending' });
    } finally {
      await other.close();
    }
  });
});
