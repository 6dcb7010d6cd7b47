import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANGE_FEED } from '../../../server/tokens';
import type { ChangeReason } from '../../../server/change-feed';
import { TASKS_TOPIC, VERSION_TTL_MS } from './service';
import { guest, task } from '../../../../tests/support/people';
import { backends, createTestApp, manifests, type TestApp } from '../../../../tests/support/test-app';

/**
 * Two app processes on one PostgreSQL database (two apps, two pools). Each trusts the tasks version it
 * read for an hour here (TASK_LIST_VERSION_TTL_MS), so the 1 s fallback cannot be what makes process
 * two see process one's change: only the change feed's notification can.
 */
describe.runIf(backends().includes('postgres'))('available tasks across processes (postgres)', () => {
  const env = { TASK_LIST_VERSION_TTL_MS: '3600000' };
  let one: TestApp;
  let two: TestApp;
  const heardByTwo: ChangeReason[] = [];
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    const modules = manifests('guest', 'gamification', 'photos', 'tasks');
    one = await createTestApp({ backend: 'postgres', modules, env });
    two = await createTestApp({ backend: 'postgres', modules, env, databaseUrl: one.databaseUrl });
    two.app.container.get(CHANGE_FEED).subscribe(TASKS_TOPIC, (reason) => heardByTwo.push(reason));
    stops.push(one.app.startBackground(), two.app.startBackground());
    // Process two listens once it has said so ('missed': what came before could not be heard).
    await vi.waitFor(() => expect(heardByTwo).toContain('missed'), { timeout: 10_000, interval: 20 });
  });
  afterAll(async () => {
    await Promise.all(stops.map((stop) => stop()));
    await two.close();
    await one.close();
  });

  const poll = (t: TestApp, etag?: string) => {
    const r = t.request().get('/api/tasks/available');
    return etag ? r.set('If-None-Match', etag) : r;
  };
  const ids = (res: { body: Array<{ id: string }> }) => res.body.map((x) => x.id);

  it('a task accepted through one process leaves the other’s list at once, and the other stops confirming the old ETag', async () => {
    const taskId = await task(one);
    const before = await poll(two);
    expect(ids(before)).toContain(taskId);
    const oldEtag = before.headers.etag as string;
    expect((await poll(two, oldEtag)).status).toBe(304);

    const cleaner = await guest(one);
    expect((await cleaner.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: cleaner.id })).status).toBe(200);
    const accepted = performance.now();
    await vi.waitFor(
      async () => {
        const after = await poll(two, oldEtag);
        expect(after.status).toBe(200);
        expect(ids(after)).not.toContain(taskId);
      },
      { timeout: VERSION_TTL_MS / 2, interval: 10 },
    );
    expect(performance.now() - accepted).toBeLessThan(VERSION_TTL_MS / 2);
    expect(heardByTwo.filter((r) => r === 'change').length).toBeGreaterThan(0);
  });

  it('without the notification the other process keeps its answer (the fallback is out of play here)', async () => {
    const taskId = await task(one);
    await vi.waitFor(async () => expect(ids(await poll(two))).toContain(taskId), { timeout: VERSION_TTL_MS / 2, interval: 10 });
    const etag = (await poll(two)).headers.etag as string;
    await two.app.container.get(CHANGE_FEED).close();
    const cleaner = await guest(one);
    expect((await cleaner.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: cleaner.id })).status).toBe(200);
    await new Promise((r) => setTimeout(r, VERSION_TTL_MS / 2));
    expect((await poll(two, etag)).status).toBe(304);
    // Process one's own change showed in process one at once.
    expect(ids(await poll(one))).not.toContain(taskId);
  });
});
