import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChangeReason } from '../../../server/change-feed';
import { CHANGE_FEED } from '../../../server/tokens';
import { PARTNERS_TOPIC } from './service';
import { member } from '../../../../tests/support/people';
import { backends, createTestApp, manifests, type TestApp } from '../../../../tests/support/test-app';

/**
 * Two app processes on one PostgreSQL database. Each trusts its partner list for 30 s, so a partner
 * edited through process one reaches process two's /embed/map within a second only through the
 * change feed's notification.
 */
describe.runIf(backends().includes('postgres'))('embed partners across processes (postgres)', () => {
  let one: TestApp;
  let two: TestApp;
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    const modules = manifests('guest', 'gamification', 'photos', 'tasks', 'embed', 'admin');
    one = await createTestApp({ backend: 'postgres', modules });
    two = await createTestApp({ backend: 'postgres', modules, databaseUrl: one.databaseUrl });
    const heard: ChangeReason[] = [];
    two.app.container.get(CHANGE_FEED).subscribe(PARTNERS_TOPIC, (reason) => heard.push(reason));
    stops.push(one.app.startBackground(), two.app.startBackground());
    await vi.waitFor(() => expect(heard).toContain('missed'), { timeout: 10_000, interval: 20 });
  });
  afterAll(async () => {
    await Promise.all(stops.map((stop) => stop()));
    await two.close();
    await one.close();
  });

  const mapOf = (t: TestApp, partnerId: string) => t.request().get(`/embed/map?partner=${partnerId}`);
  const soon = { timeout: 1000, interval: 10 };

  it('a partner added or removed through one process is known or unknown to the other at once', async () => {
    const { agent: admin } = await member(one, { role: 'admin' });
    // Process two reads (and caches) the partner list before the partner exists.
    expect((await mapOf(two, '00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const created = await admin.post('/api/admin/embed/partners').send({ name: 'Green NGO', allowedOrigins: ['https://ngo.example'], centerLatitude: 52.52, centerLongitude: 13.405, zoom: 12 });
    expect(created.status).toBe(201);
    const id = created.body.partner.id as string;
    await vi.waitFor(async () => expect((await mapOf(two, id)).status).toBe(302), soon);

    expect((await admin.delete(`/api/admin/embed/partners/${id}`)).status).toBe(204);
    await vi.waitFor(async () => expect((await mapOf(two, id)).status).toBe(404), soon);
  });
});
