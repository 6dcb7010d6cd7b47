// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STALE_SENDING_MS } from './queue-db';
import { closeAll, created, report, server, setup } from './queue-test-utils';

afterEach(() => {
  closeAll();
  vi.restoreAllMocks();
});

const never = () => new Promise<Response>(() => {});
/** A clock that moves on by 1 ms at every look (the items' order is their creation). */
const ticking = () => {
  let t = 5_000_000;
  return () => ++t;
};

/** Issue 35: an item can no longer be stranded in 'sending', sent as someone else, or lost at a sign-in. */
describe('OfflineQueue: whose item, and items a closed tab left', () => {
  it("counts an abandoned 'sending' item as due, and lets the person retry or discard it", async () => {
    let now = 1_000_000;
    const { queue, reload } = setup({ now: () => now });
    const a = await queue.add(report());
    now += 1;
    const b = await queue.add(report());
    // A tab sends and is killed mid-send: both stay 'sending' (the second was never tried: it stays waiting).
    const killed = reload({ fetch: never, now: () => now });
    void killed.flush('u1');
    await vi.waitFor(async () => expect((await queue.get(a.id))!.state).toBe('sending'), { timeout: 10_000, interval: 20 });
    await queue.remove(b.id);
    // Fresh: a trigger tries (the lock decides), but Retry now leaves a live send alone.
    expect(await queue.hasDue()).toBe(true);
    await queue.retryNow(a.id);
    expect((await queue.get(a.id))!.state).toBe('sending');
    now += STALE_SENDING_MS + 1;
    await queue.retryNow(a.id);
    expect(await queue.get(a.id)).toMatchObject({ state: 'waiting', nextAttemptAt: 0 });
    await queue.remove(a.id);
    expect(await queue.list()).toEqual([]);
    expect(await queue.photo(a.id)).toBeNull();
  });

  it('sends every item with the id of the person who made it (X-Queued-For)', async () => {
    const { calls, fetchImpl } = server(created);
    const { queue } = setup({ fetch: fetchImpl });
    await queue.add(report({ ownerId: 'guest-7' }));
    await queue.flush('guest-7');
    expect(calls.map((c) => c.owner)).toEqual(['guest-7']);
  });

  it("asks whose session it is before each item: a sign-in in another tab mid-flush sends nothing as the new person", async () => {
    const { calls, fetchImpl } = server(created);
    const { queue } = setup({ fetch: fetchImpl, now: ticking() });
    const first = await queue.add(report());
    const second = await queue.add(report());
    const owners = ['u1', 'u2'];
    const asked: string[] = [];
    const result = await queue.flush(async () => {
      const owner = owners[Math.min(asked.length, owners.length - 1)]!;
      asked.push(owner);
      return owner;
    });
    expect(result.sent).toEqual([first.id]);
    expect(calls).toHaveLength(1);
    expect(asked).toEqual(['u1', 'u2']);
    expect((await queue.list()).map((i) => [i.id, i.ownerId, i.state])).toEqual([[second.id, 'u1', 'waiting']]);
  });

  it('keeps an item the server refused for another session (409 QUEUED_FOR_ANOTHER_PERSON) waiting for its person, and stops', async () => {
    const refused = () => Response.json({ error: 'This was made by someone else on this device.', code: 'QUEUED_FOR_ANOTHER_PERSON' }, { status: 409 });
    const { calls, fetchImpl } = server(refused, created);
    const { queue } = setup({ fetch: fetchImpl, now: ticking() });
    const a = await queue.add(report());
    await queue.add(report());
    expect((await queue.flush('u1')).sent).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(await queue.get(a.id)).toMatchObject({ state: 'waiting', ownerId: 'u1', lastError: 'This was made by someone else on this device.' });
    // Its person is back: sent with the same key.
    await queue.flush('u1', { ignoreBackoff: true });
    expect(calls[1]!.key).toBe(a.idempotencyKey);
    expect(await queue.get(a.id)).toBeUndefined();
  });

  it("moves a guest's items to the account it signs in to, and 'Send as me' takes an earlier session's item", async () => {
    const { calls, fetchImpl } = server(created);
    const { queue } = setup({ fetch: fetchImpl, now: ticking() });
    const guestItem = await queue.add(report({ ownerId: 'guest-1', ownerField: 'userId', fields: [['userId', 'guest-1'], ['location', 'Dune 4']] }));
    const someoneElse = await queue.add(report({ ownerId: 'left-long-ago', ownerField: 'userId', fields: [['userId', 'left-long-ago']] }));
    expect(await queue.adopt('guest-1', 'account-9')).toBe(1);
    expect((await queue.flush('account-9')).sent).toEqual([guestItem.id]);
    // Under the account, with the form's userId saying so too, and the same key (the server handed the guest's keys over).
    expect(calls.map((c) => [c.owner, c.key, c.fields])).toEqual([['account-9', guestItem.idempotencyKey, { userId: 'account-9', location: 'Dune 4' }]]);
    // Nobody's items are deleted by themselves: still there, until sent as someone or discarded.
    expect((await queue.list()).map((i) => i.id)).toEqual([someoneElse.id]);
    await queue.sendAs(someoneElse.id, 'account-9');
    expect((await queue.flush('account-9')).sent).toEqual([someoneElse.id]);
    expect(calls[1]!.fields).toEqual({ userId: 'account-9' });
  });

  it('reads no photo to list items or look for due ones, and each photo once to send it', async () => {
    const { calls, fetchImpl } = server(created);
    const { queue } = setup({ fetch: fetchImpl });
    for (let i = 0; i < 5; i++) await queue.add(report());
    const reads: string[] = [];
    for (const method of ['get', 'getAll', 'openCursor'] as const) {
      const original = IDBObjectStore.prototype[method] as (...args: unknown[]) => IDBRequest;
      vi.spyOn(IDBObjectStore.prototype, method).mockImplementation(function (this: IDBObjectStore, ...args: unknown[]) {
        reads.push(`${this.name}.${method}`);
        return original.apply(this, args);
      } as never);
    }
    const listed = await queue.list();
    expect(listed.every((i) => !('bytes' in (i.photo ?? {})))).toBe(true);
    await queue.hasDue();
    expect(reads.filter((r) => r.startsWith('photos.'))).toEqual([]);
    expect((await queue.flush('u1')).sent).toHaveLength(5);
    expect(reads.filter((r) => r.startsWith('photos.'))).toEqual(Array(5).fill('photos.get'));
    expect(calls.every((c) => c.photo?.size === 6)).toBe(true);
  });

  it("gives a report the server asked 'Is this the same spot?' about one key for its answer, kept across tries", async () => {
    const question = () => Response.json({ error: 'Is this the same spot?', code: 'POSSIBLE_DUPLICATE', details: { candidates: [] } }, { status: 409 });
    const { fetchImpl } = server(question);
    const { queue } = setup({ fetch: fetchImpl });
    const item = await queue.add(report());
    await queue.flush('u1');
    const asked = await queue.get(item.id);
    expect(asked!.confirmKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(asked!.confirmKey).not.toBe(item.idempotencyKey);
    await queue.retryNow(item.id);
    await queue.flush('u1');
    expect((await queue.get(item.id))!.confirmKey).toBe(asked!.confirmKey);
  });
});
