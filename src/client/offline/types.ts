/**
 * The offline queue's records (issue 23): a report or completion that could not be sent yet, kept in
 * IndexedDB until the server has it. No DOM, no React: the service worker shares this code.
 */

export type QueuedKind = 'report' | 'completion' | 'survey';

/**
 * waiting: to be sent (when due); sending: a sender has it in flight; needs-answer: the server asked a
 * question (409 POSSIBLE_DUPLICATE) the person must answer; failed: refused (a 4xx), kept until the
 * person retries or discards it.
 */
export type QueuedState = 'waiting' | 'sending' | 'needs-answer' | 'failed';

/** The photo as it would be sent: its bytes (an ArrayBuffer clones everywhere a Blob may not), type and file name. */
export interface QueuedPhoto {
  field: string;
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** What an item record says of its photo; the bytes live in the database's 'photos' store (issue 35), read only to send or show it. */
export interface QueuedPhotoMeta {
  field: string;
  name: string;
  type: string;
  size: number;
}

/** A server answer that needs the person (the duplicate question's candidates are in details). */
export interface QueuedAnswer {
  status: number;
  code: string | null;
  error: string | null;
  details: unknown;
}

export interface QueuedItem {
  id: string;
  kind: QueuedKind;
  /** Same-origin path, e.g. '/api/reports'. */
  url: string;
  method: 'POST' | 'PUT';
  /** The multipart text fields in order (as the form would send them). */
  fields: [string, string][];
  /** A JSON body (a survey, issue 40), sent instead of the multipart fields; absent or null for forms. */
  json?: string | null;
  photo: QueuedPhotoMeta | null;
  /** A UUID made on the device; the same for every attempt at this submission. */
  idempotencyKey: string;
  /**
   * The user (guest or registered) who made it: only sent while that user is signed in on this
   * device, with this id in X-Queued-For (the server refuses it for anyone else). A guest's items move
   * to the account the guest signs in to.
   */
  ownerId: string;
  /** The text field that names the owner too (a report's userId): rewritten when the item moves to another person. */
  ownerField: string | null;
  /** The page's language when it was made (Accept-Language of the send). */
  language: string | null;
  /** What it is about, for a screen to pick its own items (the task id of a completion). */
  subject: string | null;
  /** react-query keys to refresh after it was sent (JSON: the modules' endpoint keys). */
  invalidate: unknown[][];
  createdAt: number;
  attempts: number;
  lastAttemptAt: number | null;
  /**
   * Not sent again before this moment (backoff after 429/5xx/network failures); while 'sending', the
   * moment the attempt counts as abandoned (a closed tab) and the item is due again.
   */
  nextAttemptAt: number;
  lastError: string | null;
  state: QueuedState;
  answer: QueuedAnswer | null;
  /** The Idempotency-Key of the answer to a question about it ('Yes, same spot'), made once so every attempt at that answer carries the same. */
  confirmKey: string | null;
}

/** What a module hands the queue. */
export interface NewQueuedItem {
  kind: QueuedKind;
  url: string;
  method?: 'POST' | 'PUT';
  fields: [string, string][];
  /** A JSON body instead of the form (then `fields` is empty and `photo` null). */
  json?: string | null;
  photo: QueuedPhoto | null;
  idempotencyKey: string;
  ownerId: string;
  /** The text field that carries ownerId as well (a report's userId), if any. */
  ownerField?: string | null;
  language?: string | null;
  subject?: string | null;
  invalidate?: unknown[][];
}

/** What one send attempt came to. */
export type SendOutcome =
  | { type: 'sent'; status: number; body: unknown }
  | { type: 'needs-answer'; answer: QueuedAnswer }
  | { type: 'retry'; error: string; retryAfterMs: number | null; network: boolean }
  /** 409 QUEUED_FOR_ANOTHER_PERSON: the session changed hands between the check and the send; kept for its owner. */
  | { type: 'not-owner'; error: string }
  | { type: 'failed'; error: string; status: number };

/** A queue change other tabs and the service worker hear of (BroadcastChannel OFFLINE_CHANNEL). */
export type QueueMessage = { type: 'changed' } | { type: 'sent'; id: string; kind: QueuedKind; invalidate: unknown[][]; ownerId: string; body: unknown };

export const OFFLINE_DB = 'cleanquest-offline';
export const OFFLINE_CHANNEL = 'cleanquest-offline';
/** The Background Sync tag the page registers when it queues; the service worker flushes on it. */
export const OFFLINE_SYNC_TAG = 'cleanquest-offline-send';
/** The Web Lock (or IndexedDB lease) that makes one sender at a time across tabs and the service worker. */
export const OFFLINE_LOCK = 'cleanquest-offline-sender';
