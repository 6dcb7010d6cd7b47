import { openQueueDb, releaseLease, renewLease, takeLease, type QueueDb } from './queue-db';
import { sendItem } from './send-item';
import { OFFLINE_CHANNEL, OFFLINE_DB, OFFLINE_LOCK, type NewQueuedItem, type QueueMessage, type QueuedItem } from './types';

/*
 * The offline queue (issue 23): reports and completions that could not be sent, kept in IndexedDB
 * until the server answered 2xx. Shared by the pages and the service worker (no DOM, no React).
 * One sender at a time across tabs and the worker: a Web Lock, or where there is none a lease in the
 * database. An item is deleted only after a 2xx answer; every attempt carries the item's
 * Idempotency-Key, so a repeat the server already has does not make a second task.
 */

/** Backoff after 429/5xx/network failures: 15 s, doubling, at most 10 minutes. */
export const BACKOFF_BASE_MS = 15_000;
export const BACKOFF_MAX_MS = 10 * 60_000;

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export function newId(): string {
  return crypto.randomUUID();
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
    this.now = options.now ?? Date.now;
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
      photo: input.photo,
      idempotencyKey: input.idempotencyKey,
      ownerId: input.ownerId,
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
    };
    await (await this.db).put('items', item);
    this.changed();
    return item;
  }

  /** The items, oldest first; only the owner's when one is named. */
  async list(ownerId?: string): Promise<QueuedItem[]> {
    const db = await this.db;
    const items = ownerId === undefined ? await db.getAll('items') : await db.getAllFromIndex('items', 'by-owner', ownerId);
    return items.sort((a, b) => a.createdAt - b.createdAt);
  }

  async get(id: string): Promise<QueuedItem | undefined> {
    return (await this.db).get('items', id);
  }

  /** Discards an item (the person chose to, or the server has it). */
  async remove(id: string): Promise<void> {
    await (await this.db).delete('items', id);
    this.changed();
  }

  /** 'Retry now' on a waiting or failed item: due at once, with the same Idempotency-Key. */
  async retryNow(id: string): Promise<void> {
    await this.update(id, (item) => (item.state === 'sending' ? item : { ...item, state: 'waiting', nextAttemptAt: 0, answer: null }));
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

  /** Deletes other people's items older than maxAgeMs (kept until then in case they sign in again). */
  async purgeOthers(ownerId: string, maxAgeMs: number): Promise<number> {
    const old = (await this.list()).filter((i) => i.ownerId !== ownerId && this.now() - i.createdAt > maxAgeMs);
    const db = await this.db;
    for (const item of old) await db.delete('items', item.id);
    if (old.length > 0) this.changed();
    return old.length;
  }

  /**
   * Sends the owner's due items, one at a time, while this is the only sender (else returns ran: false
   * at once). Stops at a network failure (the rest would fail too).
   */
  flush(ownerId: string, options: FlushOptions = {}): Promise<FlushResult> {
    // Within this instance a second call waits for the running one instead of racing it.
    if (this.running) return this.running.then(() => ({ ran: false, sent: [] }));
    const run = this.withSenderLock(() => this.sendDue(ownerId, options)).finally(() => {
      this.running = null;
    });
    this.running = run;
    return run;
  }

  close(): void {
    this.channel?.close();
    void this.db.then((db) => db.close());
  }

  private async sendDue(ownerId: string, { ignoreBackoff = false }: FlushOptions): Promise<string[]> {
    const db = await this.db;
    // Holding the lock, nobody else is sending: a 'sending' item is left from a closed tab or worker.
    for (const item of await this.list()) {
      if (item.state === 'sending') await db.put('items', { ...item, state: 'waiting' });
    }
    const tried = new Set<string>();
    const sent: string[] = [];
    for (;;) {
      const now = this.now();
      const item = (await this.list(ownerId)).find((i) => i.state === 'waiting' && !tried.has(i.id) && (ignoreBackoff || i.nextAttemptAt <= now));
      if (!item) break;
      tried.add(item.id);
      if (!this.locks) await renewLease(db, this.holder, this.now());
      const sending: QueuedItem = { ...item, state: 'sending', attempts: item.attempts + 1, lastAttemptAt: now };
      await db.put('items', sending);
      this.changed();
      const outcome = await sendItem(sending, this.fetchImpl, now);
      if (outcome.type === 'sent') {
        await db.delete('items', item.id);
        sent.push(item.id);
        this.changed();
        this.emitSent(sending, outcome.body);
        continue;
      }
      const after = this.now();
      if (outcome.type === 'needs-answer') {
        await db.put('items', { ...sending, state: 'needs-answer', answer: outcome.answer, lastError: outcome.answer.error });
      } else if (outcome.type === 'failed') {
        await db.put('items', { ...sending, state: 'failed', lastError: outcome.error });
      } else {
        const wait = outcome.retryAfterMs ?? backoffMs(sending.attempts);
        await db.put('items', { ...sending, state: 'waiting', nextAttemptAt: after + wait, lastError: outcome.error });
      }
      this.changed();
      if (outcome.type === 'retry' && outcome.network) break;
    }
    return sent;
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
    const tx = (await this.db).transaction('items', 'readwrite');
    const item = await tx.store.get(id);
    if (item) await tx.store.put(change(item));
    await tx.done;
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
