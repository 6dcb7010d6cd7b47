// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineQueue } from '../client/offline/queue';
import type { NewQueuedItem } from '../client/offline/types';
import { sendQueued } from './background-sync';

const open: OfflineQueue[] = [];
afterEach(() => {
  for (const q of open.splice(0)) q.close();
});

/** The worker's queue, sending with the worker's fetch. */
function queue(fetchImpl: typeof fetch): OfflineQueue {
  const q = new OfflineQueue({ dbName: `sw-test-${Math.random()}`, locks: null, context: 'worker', fetch: fetchImpl });
  open.push(q);
  return q;
}

const item = (ownerId = 'u1'): NewQueuedItem => ({
  kind: 'report',
  url: '/api/reports',
  fields: [['location', 'Main St 1']],
  photo: { field: 'image', name: 'trash.jpg', type: 'image/jpeg', bytes: new Uint8Array([1, 2, 3]).buffer },
  idempotencyKey: crypto.randomUUID(),
  ownerId,
});

/** The server as the worker's fetch sees it: whose session the cookie holds, and the answer to each POST. */
function server(owner: string | null, post: () => Response) {
  const calls: { url: string; method: string; key: string | null; credentials: RequestCredentials | undefined }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), method: init.method ?? 'GET', key: new Headers(init.headers).get('Idempotency-Key'), credentials: init.credentials });
    if (String(input) === '/api/guest/validate') return Response.json(owner ? { valid: true, user: { id: owner } } : { valid: false });
    return post();
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('Background Sync in the service worker', () => {
  it("sends the session owner's waiting items with their keys and the cookie, and leaves other people's", async () => {
    const { calls, fetchImpl } = server('u1', () => Response.json({ task: { id: 't1' } }, { status: 201 }));
    const q = queue(fetchImpl);
    const mine = await q.add(item());
    await q.add(item('someone-else'));
    await sendQueued(q, fetchImpl);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ url: '/api/reports', method: 'POST', key: mine.idempotencyKey, credentials: 'include' }]);
    expect(calls[0]).toMatchObject({ url: '/api/guest/validate', credentials: 'include' });
    expect((await q.list()).map((i) => i.ownerId)).toEqual(['someone-else']);
  });

  it('sends nothing without a live session', async () => {
    const { calls, fetchImpl } = server(null, () => Response.json({}, { status: 201 }));
    const q = queue(fetchImpl);
    await q.add(item());
    await sendQueued(q, fetchImpl);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(await q.list()).toHaveLength(1);
  });

  it('fails the sync while items still wait, so the browser tries it again later', async () => {
    const { fetchImpl } = server('u1', () => Response.json({ error: 'Down' }, { status: 503 }));
    const q = queue(fetchImpl);
    await q.add(item());
    await expect(sendQueued(q, fetchImpl)).rejects.toThrow('1 queued item(s) still waiting');
    expect((await q.list())[0]).toMatchObject({ state: 'waiting', attempts: 1, lastError: 'Down' });
  });
});
