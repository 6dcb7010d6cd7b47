// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { backoffMs, OfflineQueue, type QueueOptions } from './queue';
import type { NewQueuedItem } from './types';

let dbCount = 0;
const open: OfflineQueue[] = [];

/** A queue on its own database; `reload()` opens a new instance on the same one (a page reload, another tab). */
function setup(options: QueueOptions = {}) {
  const dbName = `offline-test-${++dbCount}-${Math.random()}`;
  const make = (more: QueueOptions = {}) => {
    const q = new OfflineQueue({ dbName, locks: null, ...options, ...more });
    open.push(q);
    return q;
  };
  return { queue: make(), reload: make };
}

afterEach(() => {
  for (const q of open.splice(0)) q.close();
});

interface Call {
  url: string;
  method: string;
  key: string | null;
  fields: Record<string, string>;
  photo: { name: string; size: number; type: string } | null;
}

/** A stand-in server: answers each call with the next answer (the last one repeats). */
function server(...answers: (() => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const form = init.body as FormData;
    const fields: Record<string, string> = {};
    let photo: Call['photo'] = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else photo = { name: (value as File).name, size: value.size, type: value.type };
    }
    calls.push({ url: String(input), method: init.method ?? 'GET', key: new Headers(init.headers).get('Idempotency-Key'), fields, photo });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return answer();
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const created = () => Response.json({ task: { id: 't1' } }, { status: 201 });
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

function report(overrides: Partial<NewQueuedItem> = {}): NewQueuedItem {
  return {
    kind: 'report',
    url: '/api/reports',
    fields: [
      ['userId', 'u1'],
      ['location', 'Main St 1'],
      ['latitude', '52.5'],
    ],
    photo: { field: 'image', name: 'trash.jpg', type: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]).buffer },
    idempotencyKey: '6f1c1d56-5a62-4f3e-9d2a-4b8d3f3c0a11',
    ownerId: 'u1',
    invalidate: [['/api/tasks/available']],
    ...overrides,
  };
}

describe('OfflineQueue', () => {
  it('keeps a queued report across a reload, photo and fields included', async () => {
    const { queue, reload } = setup();
    const item = await queue.add(report());
    const after = reload();
    const [stored] = await after.list('u1');
    expect(stored).toMatchObject({ id: item.id, kind: 'report', state: 'waiting', attempts: 0, idempotencyKey: item.idempotencyKey, ownerId: 'u1' });
    expect(stored!.fields).toEqual(report().fields);
    expect(new Uint8Array(stored!.photo!.bytes)).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]));
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
      { url: '/api/reports', method: 'POST', key: item.idempotencyKey, fields: { userId: 'u1', location: 'Main St 1', latitude: '52.5' }, photo: { name: 'trash.jpg', size: 6, type: 'image/jpeg' } },
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
    await new Promise((r) => setTimeout(r, 50));
    expect((await queue.list())[0]!.state).toBe('sending');
    now += 10 * 60_000;
    const later = reload({ fetch: fetchImpl, now: () => now });
    expect((await later.flush('u1')).sent).toEqual([item.id]);
    expect(calls).toHaveLength(1);
  });
});
