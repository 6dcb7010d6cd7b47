import { dueItems, STALE_SENDING_MS, type QueueDb } from './queue-db';
import { sendItem } from './send-item';
import type { QueuedItem, QueuedPhoto } from './types';

/** Backoff after 429/5xx/network failures: 15 s, doubling, at most 10 minutes. */
export const BACKOFF_BASE_MS = 15_000;
export const BACKOFF_MAX_MS = 10 * 60_000;

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** Whose session the cookie holds right now (null: none, or it cannot be told). */
export type OwnerCheck = () => Promise<string | null>;

export interface SendContext {
  db: QueueDb;
  now: () => number;
  fetchImpl: typeof fetch;
  ownerCheck: OwnerCheck;
  ignoreBackoff: boolean;
  /** Before each item (the IndexedDB lease, where there are no Web Locks). */
  beforeEach: () => Promise<void>;
  changed: () => void;
  sent: (item: QueuedItem, body: unknown) => void;
  newKey: () => string;
}

/** The item's photo with its bytes: read once, to send it. */
export async function readPhoto(db: QueueDb, item: Pick<QueuedItem, 'id' | 'photo'>): Promise<QueuedPhoto | null> {
  if (!item.photo) return null;
  const stored = await db.get('photos', item.id);
  return stored ? { field: item.photo.field, name: item.photo.name, type: item.photo.type, bytes: stored.bytes } : null;
}

/** Changes an item in one transaction if it is still there (a discarded item stays discarded); returns the new record. */
export async function updateItem(db: QueueDb, id: string, change: (item: QueuedItem) => QueuedItem | null): Promise<QueuedItem | null> {
  const tx = db.transaction('items', 'readwrite');
  const item = await tx.store.get(id);
  const next = item ? change(item) : null;
  if (next) await tx.store.put(next);
  await tx.done;
  return next;
}

export async function deleteItem(db: QueueDb, id: string): Promise<void> {
  const tx = db.transaction(['items', 'photos'], 'readwrite');
  await Promise.all([tx.objectStore('items').delete(id), tx.objectStore('photos').delete(id), tx.done]);
}

/**
 * Holding the sender's lock: sends the due items one at a time, each only after asking again whose
 * session the cookie holds (a sign-out and another sign-in during a long flush never sends the rest
 * under the other person), and only that person's. Stops at a network failure (the rest would fail
 * too) and when the session changed hands. Returns the ids the server accepted.
 */
export async function sendDue(c: SendContext): Promise<string[]> {
  const { db } = c;
  // Holding the lock, nobody else is sending: a 'sending' item is left from a closed tab or worker.
  const left = await db.getAllFromIndex('items', 'by-due', IDBKeyRange.bound(['sending', -Infinity], ['sending', Infinity]));
  for (const item of left) await updateItem(db, item.id, (i) => (i.state === 'sending' ? { ...i, state: 'waiting', nextAttemptAt: 0 } : null));
  const tried = new Set<string>();
  const sent: string[] = [];
  for (;;) {
    const due = (await dueItems(db, c.now(), c.ignoreBackoff)).filter((i) => !tried.has(i.id));
    if (due.length === 0) break;
    const owner = await c.ownerCheck();
    const next = owner ? due.find((i) => i.ownerId === owner) : undefined;
    if (!next) break;
    tried.add(next.id);
    await c.beforeEach();
    const now = c.now();
    const sending = await updateItem(db, next.id, (i) =>
      i.state === 'waiting' || i.state === 'sending' ? { ...i, state: 'sending', attempts: i.attempts + 1, lastAttemptAt: now, nextAttemptAt: now + STALE_SENDING_MS } : null,
    );
    if (!sending) continue;
    c.changed();
    const outcome = await sendItem(sending, await readPhoto(db, sending), c.fetchImpl, now);
    if (outcome.type === 'sent') {
      await deleteItem(db, sending.id);
      sent.push(sending.id);
      c.changed();
      c.sent(sending, outcome.body);
      continue;
    }
    const after = c.now();
    await updateItem(db, sending.id, (i) => {
      if (outcome.type === 'needs-answer') return { ...i, state: 'needs-answer', answer: outcome.answer, lastError: outcome.answer.error, confirmKey: i.confirmKey ?? c.newKey() };
      if (outcome.type === 'failed') return { ...i, state: 'failed', lastError: outcome.error };
      // Refused for someone else's session: waits for its owner, sent by nobody else.
      if (outcome.type === 'not-owner') return { ...i, state: 'waiting', nextAttemptAt: after, lastError: outcome.error };
      return { ...i, state: 'waiting', nextAttemptAt: after + (outcome.retryAfterMs ?? backoffMs(i.attempts)), lastError: outcome.error };
    });
    c.changed();
    if ((outcome.type === 'retry' && outcome.network) || outcome.type === 'not-owner') break;
  }
  return sent;
}
