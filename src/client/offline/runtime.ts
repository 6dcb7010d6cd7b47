import { OfflineQueue, type SentEvent } from './queue';
import { rememberOwner } from './owner';
import { sessionOwner } from './send-item';
import { OFFLINE_SYNC_TAG, type NewQueuedItem, type QueuedItem } from './types';

/*
 * The page's side of the offline queue: one queue instance per page, and one sender that sends the
 * signed-in person's items at start, when the 'online' event fires, when the page becomes visible and
 * on a gentle interval while items wait; Background Sync (the service worker, src/sw/background-sync.ts)
 * sends them where the browser has it. The Web Lock keeps these from sending an item twice at once.
 */

/** How often the sender looks for due items while some wait. */
export const SENDER_INTERVAL_MS = 15_000;

let queue: OfflineQueue | null = null;

/** Whether this browser can keep items at all (IndexedDB; missing in some private modes and in plain jsdom). */
export function offlineStorageAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

export function offlineQueue(): OfflineQueue {
  queue ??= new OfflineQueue();
  return queue;
}

/** For tests: closes the page's queue (the next call opens a new one, like a reload). */
export function resetOfflineQueue(): void {
  queue?.close();
  queue = null;
  stopSender();
}

/** Stores a submission on the device, asks for a Background Sync and tries to send at once if online. */
export async function queueSubmission(input: NewQueuedItem): Promise<QueuedItem> {
  const item = await offlineQueue().add(input);
  void registerBackgroundSync();
  rememberOwner(input.ownerId);
  return item;
}

/**
 * At a guest's sign-in (issue 35): the guest's items move to the account it signed in to, before the
 * page knows the new session, so the next flush sends them under the account. Never throws.
 */
export async function adoptGuestItems(guestId: string, accountId: string): Promise<void> {
  if (!offlineStorageAvailable()) return;
  try {
    if ((await offlineQueue().adopt(guestId, accountId)) > 0) rememberOwner(accountId);
  } catch {
    // IndexedDB unavailable: nothing was queued either.
  }
}

async function registerBackgroundSync(): Promise<void> {
  try {
    const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    const reg = await sw?.getRegistration();
    const sync = (reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(OFFLINE_SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari) or no worker: the open app sends instead.
  }
}

export interface SenderHooks {
  /** The signed-in user as the page knows it (null while unknown): remembered for the offline list. */
  ownerId: string | null;
  /** After each item the server accepted: refresh queries, tell the person. */
  onSent: (event: SentEvent) => void;
}

interface Sender {
  hooks: SenderHooks;
  users: number;
  stop: () => void;
}

let sender: Sender | null = null;

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * Sends the due items of the person the session cookie belongs to (asked from the server before each
 * item, so an item never goes out under someone else's session), if online and something is due: a
 * waiting item past its backoff, or one a closed tab left 'sending' (issue 35: before, such an item
 * was never due again). Harmless while another sender runs (the lock). Reads no photo unless it sends.
 */
export async function flushNow(ignoreBackoff = false): Promise<void> {
  if (!online()) return;
  try {
    const q = offlineQueue();
    // The page's person's items (an earlier session's wait for them, without a session check every 15 s).
    if (!(await q.hasDue(ignoreBackoff, sender?.hooks.ownerId))) return;
    await q.flush(() => sessionOwner(), { ignoreBackoff });
  } catch {
    // IndexedDB unavailable (private mode in some browsers): nothing was queued either.
  }
}

/**
 * Starts the page's sender (once; every caller shares it) or updates its hooks. Returns the caller's
 * update and stop: the sender stops when the last caller stopped.
 */
export function startSender(hooks: SenderHooks): { update: (hooks: SenderHooks) => void; stop: () => void } {
  if (!sender && !offlineStorageAvailable()) return { update: () => undefined, stop: () => undefined };
  if (!sender) {
    const q = offlineQueue();
    const onOnline = () => void flushNow(true);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void flushNow();
    };
    const timer = setInterval(() => void flushNow(), SENDER_INTERVAL_MS);
    const offSent = q.onSent((e) => sender?.hooks.onSent(e));
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    sender = {
      // Set below through setHooks, so the first owner is remembered like a change.
      hooks: { ownerId: null, onSent: hooks.onSent },
      users: 0,
      stop: () => {
        clearInterval(timer);
        offSent();
        window.removeEventListener('online', onOnline);
        document.removeEventListener('visibilitychange', onVisible);
      },
    };
  }
  const starting = sender.users === 0;
  const own = sender;
  own.users += 1;
  const setHooks = (next: SenderHooks) => {
    const changed = next.ownerId !== own.hooks.ownerId;
    own.hooks = next;
    if (changed && next.ownerId) {
      // Other people's items are kept (listed as an earlier session's, with Send as me and Discard), never deleted by themselves.
      rememberOwner(next.ownerId);
      void flushNow();
    }
  };
  setHooks(hooks);
  // At start: send what waited since the last visit (setHooks did, when it knew the person).
  if (starting && !hooks.ownerId) void flushNow();
  let stopped = false;
  return {
    update: (next) => {
      if (!stopped && sender === own) setHooks(next);
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      own.users -= 1;
      if (own.users === 0 && sender === own) stopSender();
    },
  };
}

function stopSender(): void {
  sender?.stop();
  sender = null;
}
