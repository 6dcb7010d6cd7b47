import { anythingDue, openQueueDb, releaseLease, renewLease, takeLease, type QueueDb } from './queue-db';
import { deleteItem, readPhoto, sendDue, updateItem, type OwnerCheck } from './queue-send';
import { OFFLINE_CHANNEL, OFFLINE_DB, OFFLINE_LOCK, type NewQueuedItem, type QueueMessage, type QueuedItem, type QueuedPhoto } from './types';

export { backoffMs, BACKOFF_BASE_MS, BACKOFF_MAX_MS, type OwnerCheck } from './queue-send';

/*
 * The offline queue (issue 23): reports and completions that could not be sent, kept in IndexedDB
 * until the server answered 2xx. Shared by the pages and the service worker (no DOM, no React).
 * One sender at a time across tabs and the worker: a Web Lock, or where there is none a lease in the
 * database. An item is deleted only after a 2xx answer; every attempt carries the item's
 * Idempotency-Key, so a repeat the server already has does not make a second task, and the id of the
 * person who made it (X-Queued-For), so it never goes out under someone else's session.
 * Issue 35: photos live in their own store and due items are found through an index, so looking for
 * work reads no photo; a 'sending' item left by a closed tab is due again; nothing is ever deleted
 * but by a 2xx or the person's Discard.
 */

/** A 'sending' item whose attempt was abandoned (the tab that sent it was closed or killed): it can be retried or discarded. */
export function isStale(item: Pick<QueuedItem, 'state' | 'nextAttemptAt'>, now: number): boolean {
  return item.state === 'sending' && item.nextAttemptAt <= now;
}

export function newId(): string {
  return crypto.randomUUID();
}

/** The item as another person's: its owner, and the field that names the owner in the form (a report's userId). */
function ownedBy(item: QueuedItem, ownerId: string): QueuedItem {
  const field = item.ownerField;
  return { ...item, ownerId, fields: field ? item.fields.map(([name, value]): [string, string] => [name, name === field ? ownerId : value]) : item.fields };
}

export interface QueueOptions {
  dbName?: string;
  now?: () => number;
  fetch?: typeof fetch;
  /** The Web Locks manager; null for the IndexedDB lease. Default: navigator.locks where there is one. */
  locks?: LockManager | null;
  /** Where sends happen ('page' or 'worker'), told to the others with each 'sent' message. */
  context?: 'page' | 'worker';
}

export interface SentEvent {
  item: Pick<QueuedItem, 'id' | 'kind' | 'invalidate' | 'ownerId'>;
  body: unknown;
  /** Sent by this queue instance (not heard from another tab or the worker). */
  local: boolean;
  from: 'page' | 'worker';
}

export interface FlushOptions {
  /** Send waiting items now, whatever their backoff says (the 'online' event, 'Retry now'). */
  ignoreBackoff?: boolean;
}

export interface FlushResult {
  /** False when another sender held the lock (it sends them). */
  ran: boolean;
  sent: string[];
}

export class OfflineQueue {
  private readonly db: Promise<QueueDb>;
  private readonly now: () => number;
  private readonly fetchImpl: typeof fetch;
  private readonly locks: LockManager | null;
  private readonly context: 'page' | 'worker';
  private readonly holder = newId();
  private readonly changeListeners = new Set<() => void>();
  private readonly sentListeners = new Set<(e: SentEvent) => void>();
  private readonly channel: BroadcastChannel | null;
  private running: Promise<FlushResult> | null = null;

  constructor(options: QueueOptions = {}) {
    this.now = options.now ?? (() => Date.now());
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager });
    this.locks = options.locks === undefined ? (nav?.locks ?? null) : options.locks;
    this.context = options.context ?? 'page';
    this.db = openQueueDb(options.dbName ?? OFFLINE_DB);
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OFFLINE_CHANNEL) : null;
    if (this.channel) this.channel.onmessage = (e: MessageEvent<QueueMessage & { from?: 'page' | 'worker' }>) => this.hear(e.data);
  }

  /** Calls the listener on every change of the queue, here or in another tab or the worker; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => void this.changeListeners.delete(listener);
  }

  /** Calls the listener after each item the server accepted (sent here or elsewhere); returns the unsubscribe. */
  onSent(listener: (e: SentEvent) => void): () => void {
    this.sentListeners.add(listener);
    return () => void this.sentListeners.delete(listener);
  }

  async add(input: NewQueuedItem): Promise<QueuedItem> {
    if (!input.ownerId) throw new Error('A queued item needs its owner');
    const item: QueuedItem = {
      id: newId(),
      kind: input.kind,
      url: input.url,
      method: input.method ?? 'POST',
      fields: input.fields,
      json: input.json ?? null,
      photo: input.photo ? { field: input.photo.field, name: input.photo.name, type: input.photo.type, size: input.photo.bytes.byteLength } : null,
      idempotencyKey: input.idempotencyKey,
      ownerId: input.ownerId,
      ownerField: input.ownerField ?? null,
      language: input.language ?? null,
      subject: input.subject ?? null,
      invalidate: input.invalidate ?? [],
      createdAt: this.now(),
      attempts: 0,
      lastAttemptAt: null,
      nextAttemptAt: 0,
      lastError: null,
      state: 'waiting',
      answer: null,
      confirmKey: null,
    };
    const tx = (await this.db).transaction(['items', 'photos'], 'readwrite');
    const writes = [tx.objectStore('items').put(item), ...(input.photo ? [tx.objectStore('photos').put({ id: item.id, bytes: input.photo.bytes })] : [])];
    await Promise.all([...writes, tx.done]);
    this.changed();
    return item;
  }

  /** The items (without their photos' bytes), oldest first; only the owner's when one is named. */
  async list(ownerId?: string): Promise<QueuedItem[]> {
    const db = await this.db;
    const items = ownerId === undefined ? await db.getAll('items') : await db.getAllFromIndex('items', 'by-owner', ownerId);
    return items.sort((a, b) => a.createdAt - b.createdAt);
  }

  async get(id: string): Promise<QueuedItem | undefined> {
    return (await this.db).get('items', id);
  }

  /** The item's photo with its bytes (its thumbnail, the answer to a question about it), or null. */
  async photo(id: string): Promise<QueuedPhoto | null> {
    const db = await this.db;
    const item = await db.get('items', id);
    return item ? readPhoto(db, item) : null;
  }

  /** Whether a flush could send something now (a due item, `ownerId`'s when named, or a 'sending' one a closed tab may have left); reads no photo. */
  async hasDue(ignoreBackoff = false, ownerId?: string | null): Promise<boolean> {
    return anythingDue(await this.db, this.now(), ignoreBackoff, ownerId);
  }

  /** Discards an item and its photo (the person chose to, or the server has it). */
  async remove(id: string): Promise<void> {
    await deleteItem(await this.db, id);
    this.changed();
  }

  /** 'Retry now' on a waiting, failed or abandoned item: due at once, with the same Idempotency-Key. */
  async retryNow(id: string): Promise<void> {
    const now = this.now();
    await this.update(id, (item) => (item.state === 'sending' && !isStale(item, now) ? item : { ...item, state: 'waiting', nextAttemptAt: 0, answer: null }));
  }

  /**
   * A guest's items go with the guest into the account it signs in to (the same person on this
   * device): sent under the account from now on. Returns how many moved.
   */
  async adopt(fromOwner: string, toOwner: string): Promise<number> {
    if (!fromOwner || !toOwner || fromOwner === toOwner) return 0;
    const db = await this.db;
    const theirs = await db.getAllFromIndex('items', 'by-owner', fromOwner);
    for (const item of theirs) await updateItem(db, item.id, (i) => (i.ownerId === fromOwner ? ownedBy(i, toOwner) : null));
    if (theirs.length > 0) this.changed();
    return theirs.length;
  }

  /** 'Send as me' on an item an earlier session made: it becomes this person's and is due at once. */
  async sendAs(id: string, ownerId: string): Promise<void> {
    const now = this.now();
    await this.update(id, (item) => {
      if (item.state === 'sending' && !isStale(item, now)) return item;
      return { ...ownedBy(item, ownerId), state: item.state === 'needs-answer' ? 'needs-answer' : 'waiting', nextAttemptAt: 0, lastError: null };
    });
  }

  /**
   * Sends the item again with these fields set (e.g. notDuplicate=true after 'No, a different spot'),
   * under a new Idempotency-Key: the server refused the first without making anything, and must not
   * answer the new one with that refusal.
   */
  async resendWith(id: string, fields: Record<string, string>): Promise<void> {
    await this.update(id, (item) => {
      const kept = item.fields.filter(([name]) => !(name in fields));
      return { ...item, fields: [...kept, ...Object.entries(fields)], idempotencyKey: newId(), state: 'waiting', nextAttemptAt: 0, answer: null, lastError: null };
    });
  }

  /**
   * Sends the due items of the session's person, one at a time, while this is the only sender (else
   * returns ran: false at once). `owner` is asked again right before each item (a fixed id: the
   * same every time). Stops at a network failure (the rest would fail too).
   */
  flush(owner: string | OwnerCheck, { ignoreBackoff = false }: FlushOptions = {}): Promise<FlushResult> {
    // Within this instance a second call waits for the running one instead of racing it.
    if (this.running) return this.running.then(() => ({ ran: false, sent: [] }));
    const ownerCheck: OwnerCheck = typeof owner === 'function' ? owner : () => Promise.resolve(owner);
    const run = this.withSenderLock(async () =>
      sendDue({
        db: await this.db,
        now: this.now,
        fetchImpl: this.fetchImpl,
        ownerCheck,
        ignoreBackoff,
        beforeEach: async () => {
          if (!this.locks) await renewLease(await this.db, this.holder, this.now());
        },
        changed: () => this.changed(),
        sent: (item, body) => this.emitSent(item, body),
        newKey: newId,
      }),
    ).finally(() => {
      this.running = null;
    });
    this.running = run;
    return run;
  }

  close(): void {
    this.channel?.close();
    void this.db.then((db) => db.close());
  }

  private async withSenderLock(fn: () => Promise<string[]>): Promise<FlushResult> {
    if (this.locks) {
      return this.locks.request(OFFLINE_LOCK, { ifAvailable: true }, async (lock) => (lock ? { ran: true, sent: await fn() } : { ran: false, sent: [] }));
    }
    const db = await this.db;
    if (!(await takeLease(db, this.holder, this.now()))) return { ran: false, sent: [] };
    try {
      return { ran: true, sent: await fn() };
    } finally {
      await releaseLease(db, this.holder);
    }
  }

  private async update(id: string, change: (item: QueuedItem) => QueuedItem): Promise<void> {
    await updateItem(await this.db, id, change);
    this.changed();
  }

  private changed(): void {
    this.post({ type: 'changed' });
    for (const l of this.changeListeners) l();
  }

  private emitSent(item: QueuedItem, body: unknown): void {
    const message: QueueMessage = { type: 'sent', id: item.id, kind: item.kind, invalidate: item.invalidate, ownerId: item.ownerId, body };
    this.post(message);
    const event: SentEvent = { item: { id: item.id, kind: item.kind, invalidate: item.invalidate, ownerId: item.ownerId }, body, local: true, from: this.context };
    for (const l of this.sentListeners) l(event);
  }

  private post(message: QueueMessage): void {
    try {
      this.channel?.postMessage({ ...message, from: this.context });
    } catch {
      // A closed channel (the page is unloading): the others read the database when they next look.
    }
  }

  private hear(message: (QueueMessage & { from?: 'page' | 'worker' }) | undefined): void {
    if (!message) return;
    for (const l of this.changeListeners) l();
    if (message.type === 'sent') {
      const event: SentEvent = { item: { id: message.id, kind: message.kind, invalidate: message.invalidate, ownerId: message.ownerId }, body: message.body, local: false, from: message.from ?? 'page' };
      for (const l of this.sentListeners) l(event);
    }
  }
}
