// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffMs } from './queue';
import { closeAll, created, networkDown, report, server, setup } from './queue-test-utils';

afterEach(closeAll);

describe('OfflineQueue', () => {
  it('keeps a queued report across a reload, photo and fields included', async () => {
    const { queue, reload } = setup();
    const item = await queue.add(report());
    const after = reload();
    const [stored] = await after.list('u1');
    expect(stored).toMatchObject({ id: item.id, kind: 'report', state: 'waiting', attempts: 0, idempotencyKey: item.idempotencyKey, ownerId: 'u1' });
    expect(stored!.fields).toEqual(report().fields);
    // The record names its photo; the bytes are in the photos store.
    expect(stored!.photo).toEqual({ field: 'image', name: 'trash.jpg', type: 'image/jpeg', size: 6 });
    const photo = await after.photo(item.id);
    expect(new Uint8Array(photo!.bytes)).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]));
  });

  it('sends the form with its Idempotency-Key and deletes the item after a 2xx', async () => {
    const { calls, fetchImpl } = server(created);
    const { queue } = setup({ fetch: fetchImpl });
    const item = await queue.add(report());
    const sent: string[] = [];
    queue.onSent((e) => sent.push(e.item.id));
    const result = await queue.flush('u1');
    expect(result).toEqual({ ran: true, sent: [item.id] });
    expect(calls).toEqual([
      { url: '/api/reports', method: 'POST', key: item.idempotencyKey, owner: 'u1', fields: { userId: 'u1', location: 'Main St 1', latitude: '52.5' }, photo: { name: 'trash.jpg', size: 6, type: 'image/jpeg' } },
    ]);
    expect(sent).toEqual([item.id]);
    expect(await queue.list()).toEqual([]);
  });

  it('keeps the item after a failed send and retries with the same key until it is sent once', async () => {
    let now = 1_000_000;
    const { calls, fetchImpl } = server(networkDown, () => Response.json({ error: 'Down' }, { status: 503 }), created);
    const { queue, reload } = setup({ fetch: fetchImpl, now: () => now });
    const item = await queue.add(report());

    expect((await queue.flush('u1')).sent).toEqual([]);
    let [kept] = await queue.list();
    expect(kept).toMatchObject({ state: 'waiting', attempts: 1, lastError: 'Failed to fetch', nextAttemptAt: now + backoffMs(1) });

    // Not due yet: nothing is sent.
    await queue.flush('u1');
    expect(calls).toHaveLength(1);

    // After a reload, once due: a 503 keeps it too.
    now += backoffMs(1);
    const second = reload({ fetch: fetchImpl, now: () => now });
    await second.flush('u1');
    [kept] = await second.list();
    expect(kept).toMatchObject({ state: 'waiting', attempts: 2, lastError: 'Down' });

    await second.flush('u1', { ignoreBackoff: true });
    expect(await second.list()).toEqual([]);
    expect(calls.map((c) => c.key)).toEqual([item.idempotencyKey, item.idempotencyKey, item.idempotencyKey]);
    // Nothing left: a further flush sends nothing.
    await second.flush('u1', { ignoreBackoff: true });
    expect(calls).toHaveLength(3);
  });

  it('honours Retry-After of a 429', async () => {
    const now = 5_000_000;
    const { fetchImpl } = server(() => Response.json({ error: 'Too many', code: 'RATE_LIMITED' }, { status: 429, headers: { 'Retry-After': '120' } }));
    const { queue } = setup({ fetch: fetchImpl, now: () => now });
    await queue.add(report());
    await queue.flush('u1');
    expect((await queue.list())[0]).toMatchObject({ state: 'waiting', nextAttemptAt: now + 120_000 });
  });

  it('marks a refused item failed with the message and keeps it until retried', async () => {
    const { calls, fetchImpl } = server(() => Response.json({ error: 'Location is required', code: 'VALIDATION_FAILED' }, { status: 400 }), created);
    const { queue } = setup({ fetch: fetchImpl });
    const item = await queue.add(report());
    await queue.flush('u1', { ignoreBackoff: true });
    expect((await queue.list())[0]).toMatchObject({ state: 'failed', lastError: 'Location is required' });
    // A failed item is not sent by itself.
    await queue.flush('u1', { ignoreBackoff: true });
    expect(calls).toHaveLength(1);
    await queue.retryNow(item.id);
    await queue.flush('u1');
    expect(await queue.list()).toEqual([]);
    expect(calls[1]!.key).toBe(item.idempotencyKey);
  });

  it('sends once when two tabs flush at the same time', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { calls, fetchImpl } = server(async () => {
      await gate;
      return created();
    });
    const { queue, reload } = setup({ fetch: fetchImpl });
    const other = reload({ fetch: fetchImpl });
    await queue.add(report());
    const first = queue.flush('u1');
    const again = queue.flush('u1');
    // Let the first take the lease and start sending before the other tab tries.
    await new Promise((r) => setTimeout(r, 50));
    const second = other.flush('u1', { ignoreBackoff: true });
    release();
    const results = await Promise.all([first, again, second]);
    expect(calls).toHaveLength(1);
    expect(results.map((r) => r.ran)).toEqual([true, false, false]);
    expect(await queue.list()).toEqual([]);
  });

  it('uses a Web Lock when there is one: a second sender does not run while the first holds it', async () => {
    const held = new Set<string>();
    const locks = {
      request: async (name: string, _opts: LockOptions, cb: (lock: Lock | null) => Promise<unknown>) => {
        if (held.has(name)) return cb(null);
        held.add(name);
        try {
          return await cb({ name, mode: 'exclusive' } as Lock);
        } finally {
          held.delete(name);
        }
      },
    } as unknown as LockManager;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { calls, fetchImpl } = server(async () => {
      await gate;
      return created();
    });
    const { queue, reload } = setup({ fetch: fetchImpl, locks });
    const other = reload({ fetch: fetchImpl, locks });
    await queue.add(report());
    const first = queue.flush('u1');
    await new Promise((r) => setTimeout(r, 50));
    expect(await other.flush('u1')).toEqual({ ran: false, sent: [] });
    release();
    expect((await first).sent).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('puts a 409 POSSIBLE_DUPLICATE in needs-answer with the candidates, and resends with notDuplicate under a new key', async () => {
    const candidates = [{ taskId: 't9', distanceMeters: 6 }];
    const { calls, fetchImpl } = server(
      () => Response.json({ error: 'Is this the same spot?', code: 'POSSIBLE_DUPLICATE', details: { candidates } }, { status: 409 }),
      created,
    );
    const { queue } = setup({ fetch: fetchImpl });
    const item = await queue.add(report());
    await queue.flush('u1');
    const [asked] = await queue.list();
    expect(asked).toMatchObject({ state: 'needs-answer', answer: { status: 409, code: 'POSSIBLE_DUPLICATE', details: { candidates } } });
    // Waiting for the person: not sent again by itself.
    await queue.flush('u1', { ignoreBackoff: true });
    expect(calls).toHaveLength(1);

    await queue.resendWith(item.id, { notDuplicate: 'true' });
    await queue.flush('u1');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.fields).toMatchObject({ location: 'Main St 1', notDuplicate: 'true' });
    expect(calls[1]!.key).not.toBe(item.idempotencyKey);
    expect(calls[1]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await queue.list()).toEqual([]);
  });

  it("sends only the owner's items and leaves other people's alone", async () => {
    const { calls, fetchImpl } = server(created);
    const { queue } = setup({ fetch: fetchImpl });
    await queue.add(report({ ownerId: 'someone-else' }));
    const mine = await queue.add(report());
    expect((await queue.flush('u1')).sent).toEqual([mine.id]);
    expect(calls).toHaveLength(1);
    expect((await queue.list()).map((i) => i.ownerId)).toEqual(['someone-else']);
  });

  it("puts a 'sending' item left by a closed tab back to waiting", async () => {
    const { calls, fetchImpl } = server(created);
    const { queue, reload } = setup({ fetch: fetchImpl });
    const item = await queue.add(report());
    // A tab that crashed mid-send left its lease and the item in 'sending'; its lease ran out.
    let now = Date.now();
    const crashed = reload({ fetch: () => new Promise<Response>(() => {}), now: () => now });
    void crashed.flush('u1');
    await vi.waitFor(async () => expect((await queue.list())[0]!.state).toBe('sending'), { timeout: 10_000, interval: 20 });
    now += 10 * 60_000;
    const later = reload({ fetch: fetchImpl, now: () => now });
    expect((await later.flush('u1')).sent).toEqual([item.id]);
    expect(calls).toHaveLength(1);
  });
});
