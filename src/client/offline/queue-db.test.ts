// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineQueue } from './queue';
import { server, created } from './queue-test-utils';

const open: OfflineQueue[] = [];
afterEach(() => {
  for (const q of open.splice(0)) q.close();
});

/** A record as version 1 of the app (issue 23) stored it: the photo's bytes inside the item. */
function v1Item(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    kind: 'report',
    url: '/api/reports',
    method: 'POST',
    fields: [['location', `Spot ${id}`]],
    photo: { field: 'image', name: `${id}.jpg`, type: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff, id.length]).buffer },
    idempotencyKey: `00000000-0000-4000-8000-00000000000${id.length}`,
    ownerId: 'u1',
    language: 'de',
    subject: null,
    invalidate: [],
    createdAt: 1000 + id.length,
    attempts: 0,
    lastAttemptAt: null,
    nextAttemptAt: 0,
    lastError: null,
    state: 'waiting',
    answer: null,
    ...overrides,
  };
}

/** The database exactly as version 1 of the app made it, with a person's queue in it. */
async function v1Database(name: string, items: unknown[]): Promise<void> {
  const db = await openDB(name, 1, {
    upgrade(d) {
      const store = d.createObjectStore('items', { keyPath: 'id' });
      store.createIndex('by-owner', 'ownerId');
      d.createObjectStore('meta', { keyPath: 'name' });
    },
  });
  for (const item of items) await db.put('items', item);
  db.close();
}

describe('the offline database upgrade (version 1 -> 2)', () => {
  it("keeps a person's queue from the previous app version: items, photos, and a send a closed tab left", async () => {
    const name = `upgrade-${Math.random()}`;
    await v1Database(name, [
      v1Item('a'),
      v1Item('bb', { state: 'sending', attempts: 1, lastAttemptAt: 1500 }),
      v1Item('ccc', { state: 'failed', lastError: 'Location is required' }),
      v1Item('dddd', { photo: null, ownerId: 'guest-2', fields: [['userId', 'guest-2']] }),
    ]);
    const { calls, fetchImpl } = server(created);
    const queue = new OfflineQueue({ dbName: name, locks: null, fetch: fetchImpl, now: () => 1_000_000 });
    open.push(queue);

    const items = await queue.list();
    expect(items.map((i) => [i.id, i.state, i.ownerId])).toEqual([
      ['a', 'waiting', 'u1'],
      ['bb', 'sending', 'u1'],
      ['ccc', 'failed', 'u1'],
      ['dddd', 'waiting', 'guest-2'],
    ]);
    expect(items[0]!.photo).toEqual({ field: 'image', name: 'a.jpg', type: 'image/jpeg', size: 4 });
    expect(items[3]!.photo).toBeNull();
    // The report form's userId names its person: rewritten if the item moves to an account.
    expect(items.map((i) => i.ownerField)).toEqual([null, null, null, 'userId']);
    expect(new Uint8Array((await queue.photo('bb'))!.bytes)).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 2]));
    // The send the old version left in 'sending' is due; the failed one waits for the person.
    expect(await queue.hasDue()).toBe(true);
    const result = await queue.flush('u1');
    expect(result.sent.sort()).toEqual(['a', 'bb']);
    expect(calls.map((c) => [c.key, c.fields.location, c.photo?.size])).toEqual([
      ['00000000-0000-4000-8000-000000000001', 'Spot a', 4],
      ['00000000-0000-4000-8000-000000000002', 'Spot bb', 4],
    ]);
    expect((await queue.list()).map((i) => i.id)).toEqual(['ccc', 'dddd']);
  });

  it('opens an empty database at version 2 with the photos store and the due index', async () => {
    const name = `fresh-${Math.random()}`;
    const queue = new OfflineQueue({ dbName: name, locks: null });
    open.push(queue);
    expect(await queue.list()).toEqual([]);
    const db = await openDB(name);
    expect(db.version).toBe(2);
    expect([...db.objectStoreNames].sort()).toEqual(['items', 'meta', 'photos']);
    expect([...db.transaction('items').store.indexNames].sort()).toEqual(['by-due', 'by-owner']);
    db.close();
  });
});
