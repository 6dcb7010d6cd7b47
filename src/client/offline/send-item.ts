import { IDEMPOTENCY_KEY_HEADER, QUEUED_FOR_HEADER } from '../../shared/endpoint';
import type { QueuedItem, QueuedPhoto, SendOutcome } from './types';

/** A send that has not answered after this long counts as a network failure (and is tried again later). */
export const SEND_TIMEOUT_MS = 120_000;

/** The multipart body of an item: its text fields in order, then the photo (read from its own store). */
export function itemFormData(item: Pick<QueuedItem, 'fields'>, photo: QueuedPhoto | null): FormData {
  const form = new FormData();
  for (const [name, value] of item.fields) form.append(name, value);
  if (photo) form.append(photo.field, new Blob([photo.bytes], { type: photo.type }), photo.name);
  return form;
}

interface ErrorBody {
  error: string | null;
  code: string | null;
  details: unknown;
}

function parseError(text: string): ErrorBody {
  try {
    const parsed = JSON.parse(text) as { error?: unknown; code?: unknown; details?: unknown };
    return {
      error: typeof parsed?.error === 'string' ? parsed.error : null,
      code: typeof parsed?.code === 'string' ? parsed.code : null,
      details: parsed?.details ?? null,
    };
  } catch {
    return { error: null, code: null, details: null };
  }
}

function retryAfterMs(value: string | null, now: number): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * One attempt: the item's request with its Idempotency-Key (the same key on every attempt, so a repeat
 * the server already has is answered with the first answer), the id of the person who made it
 * (X-Queued-For: the server refuses it under anyone else's session), the session cookie and the
 * language. Same-origin, so the server's CSRF guard (Sec-Fetch-Site: same-origin) lets it through,
 * from a page or from the service worker. Never throws.
 */
export async function sendItem(item: QueuedItem, photo: QueuedPhoto | null, fetchImpl: typeof fetch = fetch, now = Date.now()): Promise<SendOutcome> {
  const headers = new Headers({ Accept: 'application/json', [IDEMPOTENCY_KEY_HEADER]: item.idempotencyKey, [QUEUED_FOR_HEADER]: item.ownerId });
  if (item.language) headers.set('Accept-Language', item.language);
  // A JSON item (a survey) goes as JSON; a form as multipart (the browser sets its boundary).
  if (typeof item.json === 'string') headers.set('Content-Type', 'application/json');
  const body = typeof item.json === 'string' ? item.json : itemFormData(item, photo);
  let res: Response;
  try {
    const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(SEND_TIMEOUT_MS) : undefined;
    res = await fetchImpl(item.url, { method: item.method, headers, body, credentials: 'include', signal });
  } catch (err) {
    return { type: 'retry', error: err instanceof Error ? err.message : String(err), retryAfterMs: null, network: true };
  }
  let text = '';
  try {
    text = await res.text();
  } catch {
    // The body broke off: judged by the status alone.
  }
  if (res.ok) {
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { type: 'sent', status: res.status, body };
  }
  const parsed = parseError(text);
  const message = parsed.error ?? `${res.status}: ${text.slice(0, 200) || res.statusText}`;
  if (res.status === 409 && parsed.code === 'POSSIBLE_DUPLICATE') {
    return { type: 'needs-answer', answer: { status: res.status, code: parsed.code, error: parsed.error, details: parsed.details } };
  }
  // The session's cookie belongs to someone else now: the server did nothing; kept for its owner.
  if (res.status === 409 && parsed.code === 'QUEUED_FOR_ANOTHER_PERSON') return { type: 'not-owner', error: message };
  // The server did the work before, but its answer is lost: done, nothing to send again.
  if (res.status === 410 && parsed.code === 'IDEMPOTENCY_ANSWER_LOST') return { type: 'sent', status: res.status, body: null };
  // 401: the session ended meanwhile; the item waits for its owner to be signed in again.
  // 409 IDEMPOTENCY_IN_PROGRESS: an earlier attempt with this key is still being served.
  const inProgress = res.status === 409 && parsed.code === 'IDEMPOTENCY_IN_PROGRESS';
  if (inProgress || res.status === 429 || res.status === 408 || res.status === 401 || res.status >= 500) {
    return { type: 'retry', error: message, retryAfterMs: retryAfterMs(res.headers.get('Retry-After'), now), network: false };
  }
  return { type: 'failed', error: message, status: res.status };
}

/**
 * Whose session the browser's cookie holds right now (GET /api/guest/validate), or null (none, or no
 * answer). Items are sent only for that person, so a queued item never goes out under someone else's
 * session, from a page or from the service worker.
 */
export async function sessionOwner(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetchImpl('/api/guest/validate', { credentials: 'include', headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) return null;
    const body = (await res.json()) as { valid?: boolean; user?: { id?: unknown } };
    return body?.valid && typeof body.user?.id === 'string' ? body.user.id : null;
  } catch {
    return null;
  }
}
