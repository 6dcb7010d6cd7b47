import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { guest } from '../support/people';
import { createTestApp, type TestApp } from '../support/test-app';

const MISSING = '00000000-0000-4000-8000-000000000000';

/**
 * The actions module's routes share /api/tasks/ with the tasks module. With the real manifest (in
 * its real order), every route of both modules must still be answered by its own handler: no 405
 * from the other router, no generic "No API route" 404, no 500.
 */
describe('the /api/tasks routes of the tasks and actions modules side by side', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-actions-routes-'));
    t = await createTestApp({ backend: 'pglite', modules: serverModules, env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const handled = (res: { status: number; body: { error?: string } }) => {
    expect(res.status).not.toBe(405);
    expect(res.status).toBeLessThan(500);
    expect(String(res.body?.error ?? '')).not.toMatch(/^No API route/);
  };

  it('lists the actions module after the tasks module in the manifest', () => {
    const ids = serverModules.map((m) => m.id);
    expect(ids.indexOf('actions')).toBeGreaterThan(ids.indexOf('tasks'));
  });

  it('answers every actions route', async () => {
    const { agent } = await guest(t);
    const config = await agent.get('/api/tasks/config');
    expect(config.status).toBe(200);
    expect(config.body.taskTypes.length).toBeGreaterThanOrEqual(8);
    expect((await agent.get('/api/tasks/submissions')).status).toBe(200);
    const body = { taskType: 'recycling', title: 'Sorted glass', quantity: 2, unit: 'kg' };
    const validate = await agent.post('/api/tasks/validate').send(body);
    expect(validate.status).toBe(200);
    expect(validate.body.validation.isValid).toBe(true);
    expect((await agent.post('/api/tasks/submit').send(body)).status).toBe(201);
  });

  it('answers every tasks route', async () => {
    const { agent, id: me } = await guest(t);
    const available = await agent.get('/api/tasks/available');
    expect(available.status).toBe(200);
    expect(Array.isArray(available.body)).toBe(true);
    for (const p of ['my-tasks', 'active', 'user']) {
      const res = await agent.get(`/api/tasks/${p}/${me}`);
      expect(res.status, p).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    }
    const calls = [
      agent.post(`/api/tasks/${MISSING}/accept`).send({ userId: me }),
      agent.post(`/api/tasks/${MISSING}/mark-completed`),
      agent.post(`/api/tasks/${MISSING}/complete-with-photo`),
      agent.delete(`/api/tasks/${MISSING}`),
    ];
    for (const res of await Promise.all(calls)) handled(res);
    // A task id that happens to be one of the actions words still reaches the tasks handler.
    handled(await agent.delete('/api/tasks/submit'));
  });
});
