import Router from '@koa/router';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Context } from 'koa';
import { requireSession, sessionUser } from '../../../server/http/auth';
import { notFound } from '../../../server/http/errors';
import { validate } from '../../../server/http/validate';
import type { IdentityApi, SessionCookies, SessionUser } from '../../identity/contract';
import type { GuestPointsChoice } from '../contract';
import { idParamsSchema, reauthBodySchema, recoverySignInSchema, registerVerifySchema, signInVerifySchema } from '../schemas';
import type { AuthService } from './service';

export function authRouter(service: AuthService, identity: IdentityApi, cookies: SessionCookies): Router {
  const router = new Router({ prefix: '/auth' });
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  const ua = (ctx: Context) => ctx.get('user-agent') || null;

  // Passkeys of the signed-in account.
  router.get('/passkeys', requireSession, async (ctx) => {
    ctx.body = await service.passkeys(sessionUser(ctx).id);
  });
  router.post('/passkeys/register/options', requireSession, async (ctx) => {
    ctx.body = await service.registrationOptions(sessionUser(ctx));
  });
  router.post('/passkeys/register/verify', requireSession, validate({ body: registerVerifySchema }), async (ctx) => {
    const body = ctx.request.body as { response: RegistrationResponseJSON; name?: string };
    ctx.status = 201;
    ctx.body = await service.verifyRegistration(sessionUser(ctx), body.response, body.name);
  });
  // Sensitive changes carry a fresh passkey assertion (`reauth`) for a challenge from /reauth/options.
  const proof = (ctx: Context) => (ctx.request.body as { reauth?: AuthenticationResponseJSON }).reauth;
  router.post('/reauth/options', requireSession, async (ctx) => {
    ctx.body = await service.reauthOptions(sessionUser(ctx));
  });
  router.delete('/passkeys/:id', requireSession, validate({ params: idParamsSchema, body: reauthBodySchema }), async (ctx) => {
    await service.deletePasskey(sessionUser(ctx).id, ctx.state.params.id, proof(ctx));
    ctx.status = 204;
  });
  router.post('/recovery-codes', requireSession, validate({ body: reauthBodySchema }), async (ctx) => {
    ctx.body = { recoveryCodes: await service.regenerateRecoveryCodes(sessionUser(ctx), proof(ctx)) };
  });

  // Sign-in (a guest, or anyone without a session).
  router.post('/signin/options', async (ctx) => {
    ctx.body = await service.signInOptions();
  });
  router.post('/signin/passkey', validate({ body: signInVerifySchema }), async (ctx) => {
    const body = ctx.request.body as { response: AuthenticationResponseJSON; guestPoints?: GuestPointsChoice };
    const { token, ...result } = await service.signInWithPasskey(ctx.ip, ctx.state.user as SessionUser | undefined, body.response, body.guestPoints, ua(ctx));
    cookies.set(ctx, token, new Date(result.session.expiresAt));
    ctx.body = result;
  });
  router.post('/signin/recovery-code', validate({ body: recoverySignInSchema }), async (ctx) => {
    const body = ctx.request.body as { username: string; code: string; guestPoints?: GuestPointsChoice };
    const { token, ...result } = await service.signInWithRecoveryCode(ctx.ip, ctx.state.user as SessionUser | undefined, body, ua(ctx));
    cookies.set(ctx, token, new Date(result.session.expiresAt));
    ctx.body = result;
  });

  // Sessions of the signed-in account.
  router.get('/sessions', requireSession, async (ctx) => {
    const user = sessionUser(ctx);
    ctx.body = { sessions: await identity.listSessions(user.id, user.sessionId) };
  });
  router.delete('/sessions/:id', requireSession, validate({ params: idParamsSchema }), async (ctx) => {
    const user = sessionUser(ctx);
    if (!(await identity.revokeSession(user.id, ctx.state.params.id))) throw notFound('Session not found.', 'SESSION_NOT_FOUND');
    if (ctx.state.params.id === user.sessionId) cookies.clear(ctx);
    ctx.status = 204;
  });
  /** Sign out: ends this device's session. */
  router.post('/signout', requireSession, async (ctx) => {
    const user = sessionUser(ctx);
    await identity.revokeSession(user.id, user.sessionId);
    cookies.clear(ctx);
    ctx.status = 204;
  });
  /** Sign out everywhere: ends every session of the account, this one included. */
  router.post('/signout-everywhere', requireSession, async (ctx) => {
    const user = sessionUser(ctx);
    const revoked = await identity.revokeSessions(user.id);
    cookies.clear(ctx);
    ctx.body = { revoked };
  });

  return router;
}
