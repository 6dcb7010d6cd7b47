/**
 * Background Sync for the offline queue (issue 23): when a page queued a report or completion it
 * registered the sync tag; the browser fires 'sync' once the connection is back, also when no
 * CleanQuest tab is open, and this sends the waiting items itself, from IndexedDB, with their
 * Idempotency-Key. The session cookie goes with fetch (credentials: 'include'); the requests are
 * same-origin, so the server's CSRF guard (Sec-Fetch-Site: same-origin) accepts them, and no token is
 * needed. Only the items of the person whose session the cookie holds are sent (GET
 * /api/guest/validate). The queue's Web Lock keeps this from sending an item an open tab sends at
 * the same moment, and open tabs hear of each sent item (BroadcastChannel) to refresh and announce it.
 * Browsers without Background Sync (Firefox, Safari) send from the open app instead.
 */
import { OfflineQueue } from '../client/offline/queue';
import { sessionOwner } from '../client/offline/send-item';
import { OFFLINE_SYNC_TAG } from '../client/offline/types';
import { sw, type ExtendableEventLike } from './scope';

interface SyncEventLike extends ExtendableEventLike {
  tag: string;
  lastChance?: boolean;
}

/** Sends the owner's waiting items; rejects while some still wait, so the browser tries the sync again later. */
export async function sendQueued(queue: OfflineQueue, fetchImpl: typeof fetch = fetch): Promise<void> {
  const owner = await sessionOwner(fetchImpl);
  if (!owner) return;
  // Asked again before each item (issue 35): a sign-in in a tab meanwhile does not send the rest as the new person.
  const result = await queue.flush(() => sessionOwner(fetchImpl), { ignoreBackoff: true });
  // Another sender (an open tab) has the lock: it sends them.
  if (!result.ran) return;
  const left = (await queue.list(owner)).filter((i) => i.state === 'waiting');
  if (left.length > 0) throw new Error(`${left.length} queued item(s) still waiting`);
}

sw.addEventListener('sync', (event) => {
  const sync = event as SyncEventLike;
  if (sync.tag !== OFFLINE_SYNC_TAG) return;
  const queue = new OfflineQueue({ context: 'worker' });
  sync.waitUntil(sendQueued(queue).finally(() => queue.close()));
});
