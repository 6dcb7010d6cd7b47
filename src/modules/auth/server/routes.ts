import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { notFound } from '../../../server/http/errors';
import { endpointRouter, route } from '../../../server/http/route';
import type { GuestApi, SessionCookies } from '../../guest/contract';
import {
  deletePasskey,
  endSession,
  listPasskeys,
  listSessions,
  reauthOptions,
  regenerateRecoveryCodes,
  registerPasskey,
  registrationOptions,
  signInOptions,
  signInWithPasskey,
  signInWithRecoveryCode,
  signOutEverywhere,
} from '../endpoints';
import { signOut } from '../../../shared/session-endpoints';
import type { AuthService } from './service';

/** Every auth answer, refusals included (401, 403, 400, 429), is `Cache-Control: no-store`: first, before the access check. */
const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};
const first = { before: [noStore] };

const userAgent = (ctx: Context) => ctx.get('user-agent') || null;

export function authRouter(service: AuthService, guests: GuestApi, cookies: SessionCookies): Router {
  return endpointRouter([
    // Passkeys of the signed-in account.
    route(listPasskeys, ({ user }) => service.passkeys(user.id), first),
    route(registrationOptions, ({ user }) => service.registrationOptions(user), first),
    // A further passkey (the account has one) carries a fresh passkey check too.
    route(registerPasskey, ({ input, user, ctx }) => service.verifyRegistration(user, ctx.ip, input.body.response, input.body.name, input.body.reauth), first),
    // Sensitive changes carry a fresh passkey assertion (`reauth`) for a challenge from /reauth/options.
    route(reauthOptions, ({ user }) => service.reauthOptions(user), first),
    route(deletePasskey, ({ input, user, ctx }) => service.deletePasskey(user.id, ctx.ip, input.params.id, input.body.reauth), first),
    route(regenerateRecoveryCodes, async ({ input, user, ctx }) => ({ recoveryCodes: await service.regenerateRecoveryCodes(user, ctx.ip, input.body.reauth) }), first),

    // Sign-in (a guest, or anyone without a session).
    route(signInOptions, () => service.signInOptions(), first),
    route(
      signInWithPasskey,
      async ({ input, user, ctx }) => {
        const { token, ...result } = await service.signInWithPasskey(ctx.ip, user, input.body.response, input.body.guestPoints, userAgent(ctx));
        cookies.set(ctx, token, new Date(result.session.expiresAt));
        return result;
      },
      first,
    ),
    route(
      signInWithRecoveryCode,
      async ({ input, user, ctx }) => {
        const { token, ...result } = await service.signInWithRecoveryCode(ctx.ip, user, input.body, userAgent(ctx));
        cookies.set(ctx, token, new Date(result.session.expiresAt));
        return result;
      },
      first,
    ),

    // Sessions of the signed-in account.
    route(listSessions, async ({ user }) => ({ sessions: await guests.listSessions(user.id, user.sessionId) }), first),
    route(
      endSession,
      async ({ input, user, ctx }) => {
        if (!(await guests.revokeSession(user.id, input.params.id))) throw notFound('Session not found.', 'SESSION_NOT_FOUND');
        if (input.params.id === user.sessionId) cookies.clear(ctx);
      },
      first,
    ),
    /** Sign out: ends this device's session. */
    route(
      signOut,
      async ({ user, ctx }) => {
        await guests.revokeSession(user.id, user.sessionId);
        cookies.clear(ctx);
      },
      first,
    ),
    /** Sign out everywhere: ends every session of the account, this one included. */
    route(
      signOutEverywhere,
      async ({ user, ctx }) => {
        const revoked = await guests.revokeSessions(user.id);
        cookies.clear(ctx);
        return { revoked };
      },
      first,
    ),
  ]);
}
