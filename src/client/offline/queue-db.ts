import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { SEND_TIMEOUT_MS } from './send-item';
import type { QueuedItem, QueuedPhoto, QueuedState } from './types';

/**
 * The offline queue's database (issue 35): the items without their photos, the photos in a store of
 * their own (read only to send an item or to show its thumbnail), and the sender's lease where there
 * are no Web Locks. The 'by-due' index ([state, nextAttemptAt]) finds what is due without reading a
 * record's photo: a 'sending' item's nextAttemptAt is the moment its send counts as abandoned.
 */
interface OfflineSchema extends DBSchema {
  items: { key: string; value: QueuedItem; indexes: { 'by-owner': string; 'by-due': [QueuedState, number] } };
  photos: { key: string; value: StoredPhoto };
  meta: { key: string; value: { name: string; holder: string; until: number } };
}

/** An item's photo bytes, under the item's id. */
export interface StoredPhoto {
  id: string;
  bytes: ArrayBuffer;
}

export type QueueDb = IDBPDatabase<OfflineSchema>;

/** Version 1 (issue 23) kept the photo's bytes in the item; version 2 keeps them in 'photos'. */
export const QUEUE_DB_VERSION = 2;

/** The IndexedDB lease outlives the longest send, so a closed tab's lease runs out by itself. */
export const LEASE_MS = SEND_TIMEOUT_MS + 30_000;

/** A 'sending' item whose attempt started longer ago than this was abandoned (a closed or killed tab): due again. */
export const STALE_SENDING_MS = SEND_TIMEOUT_MS + 10_000;

/** A version 1 record: the photo with its bytes. */
type V1Item = Omit<QueuedItem, 'photo'> & { photo: QueuedPhoto | null };

type UpgradeTx = IDBPTransaction<OfflineSchema, StoreNames<OfflineSchema>[], 'versionchange'>;

export function openQueueDb(name: string): Promise<QueueDb> {
  return openDB<OfflineSchema>(name, QUEUE_DB_VERSION, {
    async upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        const items = db.createObjectStore('items', { keyPath: 'id' });
        items.createIndex('by-owner', 'ownerId');
        db.createObjectStore('meta', { keyPath: 'name' });
      }
      if (oldVersion < 2) {
        db.createObjectStore('photos', { keyPath: 'id' });
        tx.objectStore('items').createIndex('by-due', ['state', 'nextAttemptAt']);
        await moveV1Photos(tx);
      }
    },
  });
}

/** A person's queue from the previous app version survives: each photo moves to 'photos', the item keeps its name, type and size. */
async function moveV1Photos(tx: UpgradeTx): Promise<void> {
  const items = tx.objectStore('items');
  const photos = tx.objectStore('photos');
  for (let cursor = await items.openCursor(); cursor; cursor = await cursor.continue()) {
    const old = cursor.value as unknown as V1Item;
    const photo = old.photo;
    if (photo && 'bytes' in photo) await photos.put({ id: old.id, bytes: photo.bytes });
    const item: QueuedItem = {
      ...old,
      photo: photo ? { field: photo.field, name: photo.name, type: photo.type, size: photo.bytes?.byteLength ?? 0 } : null,
      // Version 1 had no moment for a 'sending' item: left by a closed tab, due at once.
      nextAttemptAt: old.state === 'sending' ? (old.lastAttemptAt ?? 0) + STALE_SENDING_MS : (old.nextAttemptAt ?? 0),
      confirmKey: null,
      // The report form named its person in userId.
      ownerField: old.fields.some(([name, value]) => name === 'userId' && value === old.ownerId) ? 'userId' : null,
    };
    await cursor.update(item);
  }
}

/** Due now: waiting items past their backoff (all waiting ones with ignoreBackoff) and abandoned 'sending' ones. Reads no photo. */
export async function dueItems(db: QueueDb, now: number, ignoreBackoff = false): Promise<QueuedItem[]> {
  const tx = db.transaction('items');
  const index = tx.store.index('by-due');
  const [waiting, stale] = await Promise.all([
    index.getAll(IDBKeyRange.bound(['waiting', -Infinity], ['waiting', ignoreBackoff ? Infinity : now])),
    index.getAll(IDBKeyRange.bound(['sending', -Infinity], ['sending', now])),
  ]);
  await tx.done;
  return [...waiting, ...stale].sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * Whether anything could be sent: a due waiting item (only `ownerId`'s when named: another person's
 * item waits for them and wakes nobody), or any 'sending' one (whoever holds the sender's lock sends
 * it again, whoever's it is). Reads no photo.
 */
export async function anythingDue(db: QueueDb, now: number, ignoreBackoff = false, ownerId?: string | null): Promise<boolean> {
  const tx = db.transaction('items');
  const index = tx.store.index('by-due');
  const waitingRange = IDBKeyRange.bound(['waiting', -Infinity], ['waiting', ignoreBackoff ? Infinity : now]);
  const [waiting, sending] = await Promise.all([
    ownerId ? index.getAll(waitingRange).then((items) => items.filter((i) => i.ownerId === ownerId).length) : index.count(waitingRange),
    index.count(IDBKeyRange.bound(['sending', -Infinity], ['sending', Infinity])),
  ]);
  await tx.done;
  return waiting + sending > 0;
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
