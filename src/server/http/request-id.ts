import crypto from 'node:crypto';
import type { Context, Next } from 'koa';
import { withLogFields } from '../log';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What an incoming id may look like: a proxy's or a client's token, never text that could forge a log line. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Outermost: every request gets an id, the one a proxy or client sent in X-Request-Id when it is a
 * sane token, otherwise a new UUID. It is on ctx.state.requestId, in the answer's X-Request-Id
 * header, and on every log line written while the request is served, so one request can be followed
 * through the logs of several processes.
 */
export function requestId() {
  return (ctx: Context, next: Next) => {
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const id = SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
    ctx.state.requestId = id;
    ctx.set(REQUEST_ID_HEADER, id);
    return withLogFields({ requestId: id }, next);
  };
}
