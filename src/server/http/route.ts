import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { successStatus, type AnyEndpoint, type EndpointAccess, type EndpointAccessOf, type EndpointInput, type EndpointResponse } from '../../shared/endpoint';
import { requireRole, requireSession, sessionUser } from './auth';
import { HttpError, forbidden } from './errors';
import type { SessionUser } from './session';
import { singleFileUpload, uploadedFile } from './upload';
import { validate } from './validate';
import { weakEtag } from './etag';
import { idempotencyKeyOf, idempotencyPrecheck, serveIdempotent } from './idempotency';
import { budgetGuard, mountBudgets, setLayerBudgets, type BudgetSettings } from './budgets';
import { isNotModified } from './conditional';

/** The uploaded file of a multipart endpoint (kept in memory; the photo pipeline re-encodes it). */
export interface UploadedFile {
  buffer: Buffer;
  mimetype: string;
  originalname: string;
}

/** What a handler gets: the cast input, the session user (undefined only on public endpoints), the file, the Koa context. */
export interface RouteArgs<E extends AnyEndpoint> {
  input: EndpointInput<E>;
  user: EndpointAccessOf<E> extends 'public' ? SessionUser | undefined : SessionUser;
  /** The multipart file (endpoints with `upload`), or undefined when none was sent. */
  file: UploadedFile | undefined;
  /** For headers, cookies and the request's language; the input is `input`, the answer the return value. */
  ctx: Context;
}

/**
 * What a handler answers: the endpoint's response (sent as JSON with the endpoint's status, with a
 * weak ETag when the endpoint has `etag`), or an `Answer`, sent as it is: another status, a stream, a 304.
 */
export type RouteResult<E extends AnyEndpoint> = EndpointResponse<E> | Answer<EndpointResponse<E>>;

const ANSWER = Symbol('answer');
export interface Answer<R> {
  [ANSWER]: true;
  status: number;
  body?: R | NodeJS.ReadableStream | Buffer | string;
}

/** An answer with another success status than the endpoint's, e.g. 200 where 201 is usual. */
export function answer<R>(status: number, body?: R): Answer<R> {
  return { [ANSWER]: true, status, body };
}

/**
 * A body sent as it is: a stream or a buffer for an endpoint with a `raw` answer, or JSON text made
 * beforehand (a cached answer); the handler sets ctx.type.
 */
export function rawAnswer(body: NodeJS.ReadableStream | Buffer | string, status = 200): Answer<never> {
  return { [ANSWER]: true, status, body };
}

/** 304 Not Modified (the handler set the ETag and found the request fresh). */
export const notModified: Answer<never> = { [ANSWER]: true, status: 304 };

function isAnswer(value: unknown): value is Answer<unknown> {
  return typeof value === 'object' && value !== null && ANSWER in value;
}

export interface RouteOptions<E extends AnyEndpoint> {
  /** Middleware run before anything else (an error wrapper, a limit that needs no session). */
  before?: Middleware[];
  /** Middleware run after the access check and the per-person and per-address budgets, before the upload is read and the input validated. */
  afterAccess?: Middleware[];
  /**
   * The numbers of the endpoint's budgets that the module's settings give, for budgets that name
   * their `setting` (e.g. `{ perAddress: { points: settings.guestsPerAddress, windowSeconds } }`);
   * points left undefined keep the declared number (times RATE_LIMIT_FACTOR).
   */
  limits?: BudgetSettings;
  /**
   * 403 unless the session's user is the person the input names (e.g. `(i) => i.params.userId`):
   * calls only for one's own account. Checked after validation.
   */
  self?: (input: EndpointInput<E>) => unknown;
  /** Response headers set before the handler runs (e.g. Cache-Control). */
  headers?: Record<string, string>;
  /** The 413 error for a file over the endpoint's upload limit (default: a generic one). */
  tooLarge?: () => HttpError;
}

export type RouteHandler<E extends AnyEndpoint> = (args: RouteArgs<E>) => Promise<RouteResult<E>> | RouteResult<E>;

/** An endpoint with its handler, ready to be mounted by endpointRouter. */
export interface Route {
  endpoint: AnyEndpoint;
  middleware: Middleware[];
}

/** Which mounted middleware serves which endpoint: the route test and the OpenAPI document read it. */
const endpointOf = new WeakMap<object, AnyEndpoint>();

/** The endpoint a router layer's last middleware serves, if it was mounted from one. */
export function layerEndpoint(stack: readonly unknown[]): AnyEndpoint | undefined {
  const last = stack[stack.length - 1];
  return typeof last === 'function' ? endpointOf.get(last) : undefined;
}

function accessGuard(access: EndpointAccess): Middleware | null {
  switch (access) {
    case 'public':
      return null;
    case 'session':
      return requireSession;
    case 'moderator':
    case 'admin':
      return requireRole(access);
  }
  return null;
}

/** JSON with a weak ETag and `Cache-Control: no-cache`; an unchanged answer is a 304 to If-None-Match. */
function sendWithEtag(ctx: Context, status: number, value: unknown) {
  const json = JSON.stringify(value);
  ctx.status = status;
  ctx.set('Cache-Control', 'no-cache');
  ctx.etag = weakEtag(json);
  ctx.type = 'json';
  if (isNotModified(ctx)) {
    ctx.status = 304;
    return;
  }
  ctx.body = json;
}

/**
 * A route from an endpoint definition. In order: `before`, the access check (401/403), the endpoint's
 * per-person and per-address budgets (429, budgets.ts), `afterAccess`, the multipart upload,
 * validation of params, query and body with the endpoint's schemas (400 listing the fields), the
 * per-target budget (429), the `self` check (403), then the handler with the cast input. What it returns is the
 * answer: JSON with the endpoint's status (a weak ETag with `etag`), or an `answer(...)`. An
 * `idempotent` endpoint checks the Idempotency-Key after the access check and serves a request
 * carrying one through idempotency.ts (a stored answer again, or the handler under the key's claim).
 */
export function route<E extends AnyEndpoint>(endpoint: E, handler: RouteHandler<E>, options: RouteOptions<E> = {}): Route {
  const guard = accessGuard(endpoint.access);
  const upload = endpoint.upload
    ? singleFileUpload(endpoint.upload.field, {
        maxFileBytes: endpoint.upload.maxBytes,
        tooLarge: options.tooLarge ?? (() => new HttpError(413, 'UPLOAD_TOO_LARGE', 'The file is too large.')),
      })
    : null;
  const check = validate({ params: endpoint.params, query: endpoint.query, body: endpoint.body });
  if (endpoint.idempotent && (endpoint.access === 'public' || endpoint.raw || endpoint.etag)) {
    throw new TypeError(`${endpoint.method} ${endpoint.path}: an idempotent endpoint needs a session and answers plain JSON`);
  }
  const run: Middleware = async (ctx) => {
    const input = {
      params: endpoint.params ? ctx.state.params : undefined,
      query: endpoint.query ? ctx.state.query : undefined,
      body: endpoint.body ? ctx.state.body : undefined,
    } as EndpointInput<E>;
    const user = ctx.state.user as SessionUser | undefined;
    if (options.self && options.self(input) !== sessionUser(ctx).id) throw forbidden('You can only do this for your own account.');
    for (const [name, value] of Object.entries(options.headers ?? {})) ctx.set(name, value);
    const file = uploadedFile(ctx);
    const key = endpoint.idempotent ? idempotencyKeyOf(ctx) : undefined;
    if (key) {
      const request = { userId: sessionUser(ctx).id, key, method: endpoint.method, path: endpoint.path, params: input.params, query: input.query, body: input.body, file: file?.buffer };
      return serveIdempotent(ctx, request, async () => {
        const result = await handler({ input, user: user as RouteArgs<E>['user'], file, ctx });
        return isAnswer(result) ? { status: result.status, body: result.body } : { status: successStatus(endpoint), body: successStatus(endpoint) === 204 ? undefined : (result ?? null) };
      });
    }
    const result = await handler({ input, user: user as RouteArgs<E>['user'], file, ctx });
    const status = successStatus(endpoint);
    if (isAnswer(result)) {
      ctx.status = result.status;
      if (result.body !== undefined) ctx.body = result.body;
      return;
    }
    if (endpoint.etag) return sendWithEtag(ctx, status, result);
    ctx.status = status;
    if (status !== 204) ctx.body = result === undefined ? null : result;
  };
  endpointOf.set(run, endpoint);
  // The declared budgets (issue 33): per person and per address after the access check, before the
  // upload is read; per target once the input is valid. An unauthenticated request is answered 401
  // without being counted.
  const budgets = mountBudgets(endpoint, options.limits);
  setLayerBudgets(run, budgets);
  const early = budgetGuard(endpoint, budgets, ['perPerson', 'perAddress']);
  const perTarget = budgetGuard(endpoint, budgets, ['perTarget'], (ctx) => ({ params: ctx.state.params, query: ctx.state.query, body: ctx.state.body }));
  const afterAccess = [...(early ? [early] : []), ...(options.afterAccess ?? [])];
  // An idempotent endpoint checks the key first; a repeat whose answer is stored skips the per-user limits.
  const limits = endpoint.idempotent ? [idempotencyPrecheck(endpoint, afterAccess.length > 0 ? compose(afterAccess) : null)] : afterAccess;
  const middleware = [...(options.before ?? []), ...(guard ? [guard] : []), ...limits, ...(upload ? [upload] : []), check, ...(perTarget ? [perTarget] : []), run];
  return { endpoint, middleware };
}

/** Middleware run one after the other as one. */
function compose(middleware: Middleware[]): Middleware {
  return (ctx, next) => middleware.reduceRight<() => Promise<unknown>>((after, mw) => async () => mw(ctx, after), next)();
}

/** A Koa router serving these routes (mounted under /api by the core). */
export function endpointRouter(routes: Route[]): Router {
  const router = new Router();
  for (const r of routes) {
    router.register(r.endpoint.path, [r.endpoint.method], r.middleware);
  }
  return router;
}
