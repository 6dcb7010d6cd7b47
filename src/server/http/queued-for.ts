import type { Middleware } from 'koa';
import { QUEUED_FOR_HEADER } from '../../shared/endpoint';
import { ErrorCodes } from '../../shared/errors';
import { currentUser } from './auth';
import { HttpError } from './errors';

/**
 * Issue 35: a write sent from a device's offline queue names the person who made it in X-Queued-For.
 * When the session's cookie now belongs to someone else (a sign-out and another sign-in between the
 * device's check and the send), the write is refused with 409 QUEUED_FOR_ANOTHER_PERSON before any
 * route, budget or upload runs: it is never filed under the other person, and the device keeps it.
 * Without the header (every other request) or without a session (the route answers 401) it does nothing.
 * Mounted once after the session is loaded, ahead of every /api route.
 */
export function queuedForGuard(): Middleware {
  return async (ctx, next) => {
    const owner = ctx.get(QUEUED_FOR_HEADER).trim();
    const user = owner ? currentUser(ctx) : undefined;
    if (user && user.id !== owner) {
      throw new HttpError(409, ErrorCodes.QUEUED_FOR_ANOTHER_PERSON, 'This was made by someone else on this device. It is kept there and was not sent.');
    }
    await next();
  };
}
