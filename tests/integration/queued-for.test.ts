import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { photosModule } from '../../src/modules/photos/server';
import { reportsModule } from '../../src/modules/reports/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { solid } from '../support/images';
import { guest, task, type Person } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 35: a write sent from a device's offline queue names the person who made it
 * (X-Queued-For). Under anyone else's session the server refuses it with 409
 * QUEUED_FOR_ANOTHER_PERSON before doing anything: no report, no photo, no claimed
 * Idempotency-Key, no budget spent. The 'Yes, same spot' confirmation takes an Idempotency-Key.
 */
describe.each(backends())('queued writes carry their person, confirmations their key (%s)', (backend) => {
  let t: TestApp;
  let ada: Person;
  let bob: Person;
  let photo: Buffer;
  let spots = 0;

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule, photosModule, tasksModule, reportsModule] });
    [ada, bob] = [await guest(t), await guest(t)];
    photo = await solid(64, 48, '#556b2f', 'jpeg');
  });
  afterAll(() => t.close());

  const count = async (table: string, where: Record<string, unknown> = {}) => Number((await t.db(table).where(where).count<{ n: string }[]>('* as n'))[0]!.n);
  const report = (p: Person, fields: Record<string, string>, headers: Record<string, string>) => {
    const r = p.agent.post('/api/reports');
    for (const [name, value] of Object.entries(headers)) r.set(name, value);
    const lat = 30 + ++spots * 0.05;
    for (const [k, v] of Object.entries({ location: 'Riverbank', latitude: String(lat), longitude: '12.3', notDuplicate: 'true', ...fields })) r.field(k, v);
    return r.attach('image', photo, 'spot.jpg');
  };

  it("refuses a queued report under another person's session before anything happens, and takes it from its own person", async () => {
    const key = crypto.randomUUID();
    const photos = await count('photos');
    // Ada queued it; by the time it is sent, Bob's cookie is the browser's.
    const refused = await report(bob, { userId: bob.id }, { 'Idempotency-Key': key, 'X-Queued-For': ada.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 'QUEUED_FOR_ANOTHER_PERSON', error: 'This was made by someone else on this device. It is kept there and was not sent.' });
    expect(await count('reports', { user_id: bob.id })).toBe(0);
    expect(await count('reports', { user_id: ada.id })).toBe(0);
    expect(await count('photos')).toBe(photos);
    // Nothing was claimed under the key: Bob's own item with the same key is served, not replayed.
    const german = await report(bob, { userId: bob.id }, { 'Idempotency-Key': key, 'X-Queued-For': ada.id, 'Accept-Language': 'de' });
    expect(german.body.error).toBe('Das hat jemand anderes auf diesem Gerät erstellt. Es bleibt dort und wurde nicht gesendet.');
    const own = await report(bob, { userId: bob.id }, { 'Idempotency-Key': key, 'X-Queued-For': bob.id });
    expect(own.status).toBe(201);
    expect(own.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('reports', { user_id: bob.id })).toBe(1);
    // Without the header (a send from the open form) nothing changes.
    expect((await report(ada, { userId: ada.id }, {})).status).toBe(201);
  });

  it('refuses before the per-person budget counts: a refused burst leaves the budget whole', async () => {
    // POST /api/reports allows a limited number per person and hour; 40 refused sends must not spend it.
    for (let i = 0; i < 40; i++) {
      const res = await report(bob, { userId: bob.id }, { 'X-Queued-For': ada.id });
      expect(res.status).toBe(409);
    }
    expect((await report(bob, { userId: bob.id }, { 'X-Queued-For': bob.id })).status).toBe(201);
  });

  it('leaves a request without a session to the access check (401), whatever the header says', async () => {
    const res = await t.request().post('/api/reports').set('X-Queued-For', ada.id).field('location', 'x').attach('image', photo, 'spot.jpg');
    expect(res.status).toBe(401);
  });

  it("answers a repeated 'Yes, same spot' confirmation with the same key from the first, once", async () => {
    const id = await task(t, { reporterId: ada.id });
    const key = crypto.randomUUID();
    const confirm = () => bob.agent.post(`/api/tasks/${id}/confirmations`).set('Idempotency-Key', key).set('X-Queued-For', bob.id).attach('image', photo, 'same-spot.jpg');
    const first = await confirm();
    expect(first.status).toBe(200);
    const again = await confirm();
    expect(again.status).toBe(first.status);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count('idempotency_keys', { user_id: bob.id, key })).toBe(1);
  });
});
