import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { SEND_TIMEOUT_MS } from './send-item';
import type { QueuedItem } from './types';

/** The offline queue's database: the items, and the sender's lease where there are no Web Locks. */
interface OfflineSchema extends DBSchema {
  items: { key: string; value: QueuedItem; indexes: { 'by-owner': string } };
  meta: { key: string; value: { name: string; holder: string; until: number } };
}

export type QueueDb = IDBPDatabase<OfflineSchema>;

/** The IndexedDB lease outlives the longest send, so a closed tab's lease runs out by itself. */
export const LEASE_MS = SEND_TIMEOUT_MS + 30_000;

export function openQueueDb(name: string): Promise<QueueDb> {
  return openDB<OfflineSchema>(name, 1, {
    upgrade(db) {
      const items = db.createObjectStore('items', { keyPath: 'id' });
      items.createIndex('by-owner', 'ownerId');
      db.createObjectStore('meta', { keyPath: 'name' });
    },
  });
}

/** Takes the sender's lease in one readwrite transaction: IndexedDB runs them one after another, so two takers cannot both win. */
export async function takeLease(db: QueueDb, holder: string, now: number): Promise<boolean> {
  const tx = db.transaction('meta', 'readwrite');
  const lease = await tx.store.get('sender');
  if (lease && lease.holder !== holder && lease.until > now) {
    await tx.done;
    return false;
  }
  await tx.store.put({ name: 'sender', holder, until: now + LEASE_MS });
  await tx.done;
  return true;
}

/** Keeps the lease while sending (before each item). */
export async function renewLease(db: QueueDb, holder: string, now: number): Promise<void> {
  await db.put('meta', { name: 'sender', holder, until: now + LEASE_MS });
}

export async function releaseLease(db: QueueDb, holder: string): Promise<void> {
  const tx = db.transaction('meta', 'readwrite');
  const lease = await tx.store.get('sender');
  if (lease?.holder === holder) await tx.store.delete('sender');
  await tx.done;
}
