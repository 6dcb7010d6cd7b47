import crypto from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../shared/endpoint';
import { HANDED_OVER_HASH, type IdempotencyStore, type KeyRow, type RequestFingerprint } from '../idempotency-store';
import { withWorkGuard } from '../work-guard';
import { ErrorCodes } from '../../shared/errors';
import { HttpError } from './errors';
import { sessionUser } from './auth';

/**
 * The `Idempotency-Key` header (issue 23) for endpoints defined with `idempotent: true`. A device
 * makes a UUID per action (a report, a completion) and sends it with every attempt; the server keeps
 * the key per person with the first answer. Without the header a request is served as always.
 *
 * - First request with a key: claims it (INSERT ... ON CONFLICT DO NOTHING), runs the handler and
 *   stores its 2xx answer. Every outermost unit of work the handler opens is fenced (work-guard.ts):
 *   before its commit it checks, in its own transaction, that the claim is still this request's and
 *   marks the key's work committed. So the work commits at most once per key, also when a lease ran
 *   out and a repeat took the key over: the first attempt's later commit then fails and rolls back.
 * - Repeat after that: the stored status and body, with `Idempotent-Replayed: true`; nothing runs.
 * - Repeat while the first still runs: waits (polling, at most `waitMs`), then the stored answer, or
 *   409 IDEMPOTENCY_IN_PROGRESS with Retry-After.
 * - The first failed (an error, or no 2xx) before its work committed: the key is released, the
 *   device may try again with it. Failed after the work committed: the key stays; a repeat gets 410
 *   IDEMPOTENCY_ANSWER_LOST (done, the answer is unknown), as after a crash between the work's commit
 *   and the stored answer: doing it again would make a second task or pay twice.
 * - Same key, another endpoint or other input: 422 IDEMPOTENCY_KEY_REUSED. Not a UUID: 400.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Each app's store (createApp provides it), found from the request's Koa app. */
const stores = new WeakMap<object, IdempotencyStore>();

export function provideIdempotencyStore(app: object, store: IdempotencyStore): void {
  stores.set(app, store);
}

function storeOf(ctx: Context): IdempotencyStore {
  const store = stores.get(ctx.app);
  if (!store) throw new Error('No idempotency store: an idempotent endpoint must be served by an app made with createApp.');
  return store;
}

/** The request's key (lower case), undefined without the header; 400 IDEMPOTENCY_KEY_INVALID when it is not a UUID. */
export function idempotencyKeyOf(ctx: Context): string | undefined {
  const raw = ctx.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === '') return undefined;
  if (!UUID.test(raw.trim())) throw new HttpError(400, ErrorCodes.IDEMPOTENCY_KEY_INVALID, 'The Idempotency-Key header must be a UUID.');
  return raw.trim().toLowerCase();
}

/**
 * After the access check: refuses a malformed key (400) and runs `limited` (the endpoint's per-user
 * limits) unless the key already holds a finished answer of this endpoint, which is replayed without
 * doing anything again: a device sending its queue again is not counted twice.
 */
export function idempotencyPrecheck(endpoint: { method: string; path: string }, limited: Middleware | null): Middleware {
  return async (ctx, next) => {
    const key = idempotencyKeyOf(ctx);
    if (!limited) return next();
    if (key) {
      const row = await storeOf(ctx).find(sessionUser(ctx).id, key);
      if (row?.state === 'done' && row.method === endpoint.method && row.path === endpoint.path) return next();
    }
    return limited(ctx, next);
  };
}

/** What the handler answered: a status and a JSON value (undefined: no body). */
export interface SentAnswer {
  status: number;
  body: unknown;
}

export interface IdempotentRequest {
  userId: string;
  key: string;
  method: string;
  path: string;
  params: unknown;
  query: unknown;
  body: unknown;
  file: Buffer | undefined;
}

/** JSON with object keys in order, so equal input gives equal text. */
function stableJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

export function fingerprint(r: Omit<IdempotentRequest, 'userId' | 'key'>): RequestFingerprint {
  const hash = crypto.createHash('sha256').update(stableJson({ query: r.query ?? null, body: r.body ?? null }));
  hash.update(r.file ? `\nfile:${crypto.createHash('sha256').update(r.file).digest('hex')}` : '\nno file');
  return { method: r.method, path: r.path, params: JSON.parse(stableJson(r.params ?? {})) as Record<string, unknown>, hash: hash.digest('hex') };
}

const sameRequest = (row: KeyRow, f: RequestFingerprint) =>
  row.method === f.method && row.path === f.path && stableJson(row.params) === stableJson(f.params) && (row.request_hash === f.hash || row.request_hash === HANDED_OVER_HASH);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function replay(ctx: Context, row: KeyRow): void {
  ctx.status = row.response_status!;
  ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (row.response_body !== null) {
    ctx.type = 'json';
    ctx.body = row.response_body;
  }
}

/**
 * Serves a request with a key: replays, waits, refuses or claims the key and runs `handler` under
 * the fence; stores its answer. Sends the answer itself.
 */
export async function serveIdempotent(ctx: Context, request: IdempotentRequest, handler: () => Promise<SentAnswer>): Promise<void> {
  const store = storeOf(ctx);
  const { userId, key } = request;
  const f = fingerprint(request);
  const token = crypto.randomUUID();
  const deadline = Date.now() + store.options.waitMs;
  for (;;) {
    if (await store.claim(userId, key, f, token)) break;
    const row = await store.find(userId, key);
    if (!row) continue; // released meanwhile: claim it
    if (!sameRequest(row, f)) throw new HttpError(422, ErrorCodes.IDEMPOTENCY_KEY_REUSED, 'This Idempotency-Key was already used for another request.');
    if (row.state === 'done') return replay(ctx, row);
    const expired = new Date(row.lease_until).getTime() <= store.now();
    if (expired && row.work_committed) throw new HttpError(410, ErrorCodes.IDEMPOTENCY_ANSWER_LOST, 'This request was already carried out, but its answer was lost. Do not send it again.');
    if (expired && (await store.takeOver(userId, key, row.claim_token, token))) break;
    if (Date.now() >= deadline) {
      const seconds = Math.max(1, Math.min(5, Math.ceil((new Date(row.lease_until).getTime() - store.now()) / 1000)));
      throw new HttpError(409, ErrorCodes.IDEMPOTENCY_IN_PROGRESS, 'A request with this Idempotency-Key is still being processed. Please try again shortly.', { retryAfterSeconds: seconds }, { 'Retry-After': String(seconds) });
    }
    await sleep(store.options.pollMs);
  }
  await runClaimed(ctx, store, request, token, handler);
}

async function runClaimed(ctx: Context, store: IdempotencyStore, { userId, key }: IdempotentRequest, token: string, handler: () => Promise<SentAnswer>): Promise<void> {
  let active = true;
  const guard = async (trx: Parameters<IdempotencyStore['fence']>[0]) => {
    // Work that outlives the handler (nothing should) is no longer this request's.
    if (!active) return;
    if (!(await store.fence(trx, userId, key, token))) {
      throw new HttpError(409, ErrorCodes.IDEMPOTENCY_IN_PROGRESS, 'A request with this Idempotency-Key is still being processed. Please try again shortly.', { retryAfterSeconds: 1 }, { 'Retry-After': '1' });
    }
  };
  let sent: SentAnswer;
  try {
    sent = await withWorkGuard(guard, handler);
  } catch (err) {
    active = false;
    // The request's own error is the answer; a key left claimed is taken over once its lease ends.
    await store.release(userId, key, token).catch(() => undefined);
    throw err;
  }
  active = false;
  const text = sent.body === undefined ? null : JSON.stringify(sent.body);
  if (sent.status >= 200 && sent.status < 300) await store.complete(userId, key, token, sent.status, text);
  else await store.release(userId, key, token);
  ctx.status = sent.status;
  if (text !== null) {
    ctx.type = 'json';
    ctx.body = text;
  }
}
