import type { Context, Next } from 'koa';
import { ErrorCodes, type ErrorBody, type ErrorCode } from '../../shared/errors';
import { CORE_ERROR_TEXTS as T } from './core-error-texts';
import { requestLanguage } from '../i18n';
import { ErrorTexts, isErrorBody } from './error-texts';

/** A typed error a service may throw; the error middleware turns it into `{ error, code, details? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (code: ErrorCode, message: string, details?: unknown) => new HttpError(400, code, message, details);
export const unauthorized = (message: string = T.UNAUTHENTICATED.en) =>
  new HttpError(401, ErrorCodes.UNAUTHENTICATED, message);
export const forbidden = (message: string = T.FORBIDDEN.en, code: ErrorCode = ErrorCodes.FORBIDDEN) =>
  new HttpError(403, code, message);
export const notFound = (message: string = T.NOT_FOUND.en, code: ErrorCode = ErrorCodes.NOT_FOUND) => new HttpError(404, code, message);
export const conflict = (code: ErrorCode, message: string, details?: unknown) => new HttpError(409, code, message, details);

/** Structured fields of a log line (createLogger writes them beside `msg` in its JSON). */
export type LogFields = Record<string, unknown>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  error(msg: string, err?: unknown, fields?: LogFields): void;
}

/** Socket-level failures of the database connection (node's net errors). */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** PostgreSQL SQLSTATEs for "the server is not there right now": admin/crash shutdown, starting up, too many connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_MESSAGES = /Connection terminated|not queryable|Timeout acquiring a connection|connection (?:is )?(?:closed|ended)|Connection ended unexpectedly/i;

/**
 * True when an error means the database cannot be reached (PostgreSQL stopped, restarting, or the
 * network to it down), as opposed to a bad query: those become a 503 the client may retry.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; name?: unknown; message?: unknown; errors?: unknown; nativeError?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  // A query through an objection model: objection wraps the driver's error (db-errors) without its code.
  if (e.nativeError && e.nativeError !== err) return isDatabaseUnavailable(e.nativeError);
  const code = typeof e.code === 'string' ? e.code : '';
  if (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08/.test(code)) return true; // class 08: connection exception
  if (e.name === 'KnexTimeoutError') return true;
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  // An AggregateError (several addresses refused) counts when all of its errors do.
  return Array.isArray(e.errors) && e.errors.length > 0 && e.errors.every(isDatabaseUnavailable);
}

export const DATABASE_UNAVAILABLE_MESSAGE = T.DATABASE_UNAVAILABLE.en;

/** Maps errors thrown by Koa, its body parser or libraries to the public format. */
export function toErrorBody(err: unknown): { status: number; body: ErrorBody; headers?: Record<string, string>; expose: boolean } {
  if (err instanceof HttpError) {
    const body: ErrorBody = { error: err.message, code: err.code };
    if (err.details !== undefined) body.details = err.details;
    return { status: err.status, body, headers: err.headers, expose: true };
  }
  const e = err as { status?: number; statusCode?: number; type?: string; expose?: boolean; message?: string; code?: string };
  const status = e?.status ?? e?.statusCode;
  if (status === 413 || e?.type === 'entity.too.large') {
    return { status: 413, body: { error: T.PAYLOAD_TOO_LARGE.en, code: ErrorCodes.PAYLOAD_TOO_LARGE }, expose: true };
  }
  if (e?.type === 'entity.parse.failed' || (status === 400 && /json/i.test(e?.message ?? ''))) {
    return { status: 400, body: { error: T.INVALID_JSON.en, code: ErrorCodes.INVALID_JSON }, expose: true };
  }
  if (status === 415 || e?.type === 'encoding.unsupported') {
    return { status: 415, body: { error: T.UNSUPPORTED_MEDIA_TYPE.en, code: ErrorCodes.UNSUPPORTED_MEDIA_TYPE }, expose: true };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = e.expose && e.message ? e.message : T.HTTP_STATUS.en;
    return { status, body: { error: message, code: status === 404 ? ErrorCodes.NOT_FOUND : `HTTP_${status}` }, expose: true };
  }
  if (isDatabaseUnavailable(err)) {
    return { status: 503, body: { error: DATABASE_UNAVAILABLE_MESSAGE, code: ErrorCodes.DATABASE_UNAVAILABLE }, headers: { 'Retry-After': '5' }, expose: false };
  }
  return { status: 500, body: { error: T.INTERNAL.en, code: ErrorCodes.INTERNAL }, expose: false };
}

/**
 * Outermost middleware: every failure becomes JSON; stack traces only go to the log. Every error
 * body, thrown or set by a route, is answered in the request's language (`texts`: the core's and
 * every module's error texts).
 */
export function errorMiddleware(log: Logger, texts = new ErrorTexts([T])) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (err) {
      const { status, body, headers, expose } = toErrorBody(err);
      // An unreachable database is one line per request, not a stack trace each.
      const fields = { requestId: ctx.state.requestId as string | undefined };
      if (status === 503 && body.code === ErrorCodes.DATABASE_UNAVAILABLE) log.error(`${ctx.method} ${ctx.path}: database unavailable (${(err as Error)?.message ?? err})`, undefined, fields);
      else if (!expose) log.error(`${ctx.method} ${ctx.path} failed`, err, fields);
      ctx.status = status;
      if (headers) ctx.set(headers);
      ctx.body = body;
    }
    if (ctx.status >= 400 && isErrorBody(ctx.body)) {
      ctx.vary('Accept-Language');
      const lang = requestLanguage(ctx);
      if (lang !== 'en') ctx.body = texts.localiseBody(ctx.body, lang);
    }
  };
}

/** Unknown routes under /api answer a JSON 404 instead of falling through to the client app. */
export function apiNotFound() {
  return async (ctx: Context, next: Next) => {
    await next();
    if (ctx.status === 404 && ctx.body == null && (ctx.path === '/api' || ctx.path.startsWith('/api/'))) {
      ctx.status = 404;
      ctx.body = { error: `No API route for ${ctx.method} ${ctx.path}.`, code: ErrorCodes.NOT_FOUND } satisfies ErrorBody;
    }
  };
}
