// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineQueue } from './queue';
import { fakeLocks, report } from './queue-test-utils';
import { flushNow, offlineQueue, resetOfflineQueue, startSender } from './runtime';

const never = () => new Promise<Response>(() => {});
const settle = () => new Promise((r) => setTimeout(r, 50));
const killedTabs: OfflineQueue[] = [];

/** The page's fetch: the session is u1's; every POST is answered 201 and recorded. */
let posts: string[] = [];
let checks = 0;
beforeEach(() => {
  posts = [];
  checks = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) === '/api/guest/validate') {
      checks += 1;
      return Response.json({ valid: true, user: { id: 'u1' } });
    }
    posts.push(new Headers(init.headers).get('Idempotency-Key') ?? '');
    return Response.json({ task: { id: 't1' } }, { status: 201 });
  });
});
afterEach(async () => {
  for (const q of killedTabs.splice(0)) q.close();
  await offlineQueue().list().then((items) => Promise.all(items.map((i) => offlineQueue().remove(i.id))));
  resetOfflineQueue();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Issue 35, point 1: an item a closed tab left in 'sending' is sent by the page's next trigger. */
describe('the page sender (flushNow) and items a closed tab left', () => {
  it("sends an item whose tab was killed mid-send once the send is stale, at the next trigger", async () => {
    const item = await offlineQueue().add(report());
    // The tab that sent it (no Web Locks: the IndexedDB lease) hangs and is never heard of again.
    const killed = new OfflineQueue({ locks: null, fetch: never });
    killedTabs.push(killed);
    void killed.flush('u1');
    // Polled, not a fixed wait: on a loaded machine the hung send takes longer than 50 ms to begin.
    await vi.waitFor(async () => expect((await offlineQueue().get(item.id))!.state).toBe('sending'), { timeout: 10_000, interval: 20 });
    // Minutes later (its send timed out and its lease ran out), the page's interval fires.
    const later = Date.now() + 10 * 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await flushNow();
    expect(posts).toEqual([item.idempotencyKey]);
    expect(await offlineQueue().list()).toEqual([]);
  });

  it('sends at once an item a closed tab left while its POST hung, when the tab is gone (its Web Lock released)', async () => {
    const locks = fakeLocks();
    Object.defineProperty(navigator, 'locks', { value: locks.manager('page'), configurable: true });
    try {
      resetOfflineQueue();
      const item = await offlineQueue().add(report());
      const closed = new OfflineQueue({ locks: locks.manager('closed-tab'), fetch: never });
      killedTabs.push(closed);
      void closed.flush('u1');
      await vi.waitFor(async () => expect((await offlineQueue().get(item.id))!.state).toBe('sending'), { timeout: 10_000, interval: 20 });
      // While that tab lives it holds the lock: nothing is sent twice.
      await flushNow();
      expect(posts).toEqual([]);
      locks.kill('closed-tab');
      await flushNow();
      expect(posts).toEqual([item.idempotencyKey]);
      expect(await offlineQueue().list()).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it("leaves an earlier session's item for its person: the page's sender neither sends it nor asks the server about it", async () => {
    await offlineQueue().add(report({ ownerId: 'someone-before' }));
    const sender = startSender({ ownerId: 'u1', onSent: () => undefined });
    try {
      await settle();
      await flushNow();
      await flushNow(true);
      expect(checks).toBe(0);
      expect(posts).toEqual([]);
      expect((await offlineQueue().list()).map((i) => i.ownerId)).toEqual(['someone-before']);
    } finally {
      sender.stop();
    }
  });
});
