import { ApiError, pageLanguage } from '../api';
import type { NewQueuedItem, QueuedItem, QueuedPhoto } from './types';

/*
 * What a module's submit hook needs to send a report or completion with an Idempotency-Key and to
 * queue it on the device when there is no connection. Small on purpose: the queue itself (idb,
 * IndexedDB) loads only when something is queued (queueForm) or a queue view is shown.
 */

/** A UUID made on the device, once per submission, sent as Idempotency-Key on every attempt at it. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The browser says there is no network at all. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The request never got an answer: a network failure (fetch's and upload.ts's TypeError) or a
 * timeout. A server's answer (ApiError, any status) and a person's abort are not.
 */
export function isNetworkFailure(err: unknown): boolean {
  if (err instanceof ApiError) return false;
  if (err instanceof TypeError) return true;
  return err instanceof DOMException && err.name === 'TimeoutError';
}

/**
 * After this answer the next attempt is a new submission with a new key: the server refused it (a
 * 4xx other than a timeout or a rate limit) and made nothing. After a 5xx or no answer the outcome is
 * unknown, so a retry keeps the key.
 */
export function isRefusal(err: unknown): boolean {
  if (!(err instanceof ApiError) || err.status < 400 || err.status >= 500 || err.status === 408 || err.status === 429) return false;
  // The first attempt with this key is still being served: the next try must keep the key.
  return !(err.status === 409 && err.body.includes('IDEMPOTENCY_IN_PROGRESS'));
}

/** The answer of a submit hook whose submission went to the device's queue instead of the server. */
export interface QueuedSubmission {
  queued: true;
  itemId: string;
}

export function isQueued(value: unknown): value is QueuedSubmission {
  return typeof value === 'object' && value !== null && (value as { queued?: unknown }).queued === true;
}

export type QueueFormMeta = Omit<NewQueuedItem, 'fields' | 'photo' | 'language'>;

/** The form's text fields (in order) and its one file, as the queue keeps them. */
export async function formParts(form: FormData): Promise<{ fields: [string, string][]; photo: QueuedPhoto | null }> {
  const fields: [string, string][] = [];
  let photo: QueuedPhoto | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields.push([name, value]);
    else photo = { field: name, name: (value as File).name || 'photo.jpg', type: value.type || 'image/jpeg', bytes: await value.arrayBuffer() };
  }
  return { fields, photo };
}

/**
 * Keeps the submission on the device (IndexedDB) with its key, to be sent when the connection is
 * back (see runtime.ts). Resolves once it is stored; rejects when it could not be (no IndexedDB).
 */
export async function queueForm(form: FormData, meta: QueueFormMeta): Promise<QueuedSubmission> {
  const [{ queueSubmission }, parts] = await Promise.all([import('./runtime'), formParts(form)]);
  const item: QueuedItem = await queueSubmission({ ...meta, ...parts, language: pageLanguage() });
  return { queued: true, itemId: item.id };
}

/**
 * Keeps a JSON submission (a survey, issue 40) on the device with its key, like queueForm: sent as
 * `application/json` when the connection is back.
 */
export async function queueJson(body: unknown, meta: QueueFormMeta): Promise<QueuedSubmission> {
  const { queueSubmission } = await import('./runtime');
  const item: QueuedItem = await queueSubmission({ ...meta, fields: [], photo: null, json: JSON.stringify(body), language: pageLanguage() });
  return { queued: true, itemId: item.id };
}
