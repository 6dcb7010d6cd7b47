import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authModule } from '../../src/modules/auth/server';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { photosModule } from '../../src/modules/photos/server';
import { reportsModule } from '../../src/modules/reports/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { solid } from '../support/images';
import { accountWithPasskey, guest, type Account, type Person } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';


/**
 * Issue 35: a guest's offline queue moves to the account the guest signs in to, and sends its items
 * again under the account with their keys. A report the guest's device already sent (its answer lost
 * on a bad connection) must not become a second report: the guest's Idempotency-Keys go with it.
 */
describe.each(backends())("a guest's queued reports after signing in to an account (%s)", (backend) => {
  let t: TestApp;
  let photo: Buffer;
  let spots = 0;

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule, photosModule, tasksModule, reportsModule, authModule] });
    photo = await solid(64, 48, '#8b5a2b', 'jpeg');
  });
  afterAll(() => t.close());

  const account = async (): Promise<Account> => {
    const g = await guest(t);
    const account = await accountWithPasskey(t, g);
    expect(account.codes).toHaveLength(10);
    return account;
  };
  const count = async (userId: string) => Number((await t.db('reports').where({ user_id: userId }).count<{ n: string }[]>('* as n'))[0]!.n);
  /** The report as the queue sends it: its key, its person in X-Queued-For and in the form's userId. */
  const queued = (p: Person, owner: string, key: string, lat: number) =>
    p.agent
      .post('/api/reports')
      .set('Idempotency-Key', key)
      .set('X-Queued-For', owner)
      .field('userId', owner)
      .field('location', 'Dune 4')
      .field('latitude', String(lat))
      .field('longitude', '8.1')
      .field('notDuplicate', 'true')
      .attach('image', photo, 'dune.jpg');

  it.each([undefined, 'merge'] as const)('answers a report the guest already sent once, under the account (guestPoints %s)', async (guestPoints) => {
    const ada = await account();
    const device = await guest(t);
    const lat = 20 + ++spots * 0.05;
    const key = crypto.randomUUID();
    // Sent as the guest; the device never heard the answer, so the item is still in its queue.
    expect((await queued(device, device.id, key, lat)).status).toBe(201);
    // A second item the guest's queue never got out.
    const unsent = crypto.randomUUID();
    const signIn = await device.agent.post('/api/auth/signin/recovery-code').send({ username: ada.username, code: ada.codes.shift(), ...(guestPoints ? { guestPoints } : {}) });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.id).toBe(ada.id);

    // The queue moved both to the account and sends them again, same keys.
    const again = await queued(device, ada.id, key, lat);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const fresh = await queued(device, ada.id, unsent, lat + 0.01);
    expect(fresh.status).toBe(201);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect({ guest: await count(device.id), account: await count(ada.id) }).toEqual({ guest: 1, account: 1 });
    // The key cannot be used for another endpoint or other path parameters under the account.
    const elsewhere = await device.agent.post('/api/tasks/00000000-0000-4000-8000-000000000000/complete-with-photo').set('Idempotency-Key', key).attach('completionImage', photo, 'x.jpg');
    expect(elsewhere.status).toBe(422);
  });
});
