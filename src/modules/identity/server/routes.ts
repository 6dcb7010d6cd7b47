import Router from '@koa/router';
import type { Middleware } from 'koa';
import { requireSelf } from '../../../server/http/auth';
import { validate } from '../../../server/http/validate';
import * as yup from 'yup';
import { createProfileSchema, emptyBodySchema, userIdParamsSchema, type CreateProfileInput } from '../schemas';
import type { SessionCookies } from '../contract';
import type { IdentityService } from './service';

export const TOO_MANY_GUESTS = 'Too many new guest sessions from your network. Please try again later.';

/** `createLimit` counts POST /api/guest/create before anything else runs (rateLimit in src/server/http). */
export function identityRouter(service: IdentityService, opts: { cookies: SessionCookies; createLimit: Middleware }): Router {
  const router = new Router();

  router.get('/guest/validate', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await service.validate(opts.cookies.read(ctx));
  });

  router.post('/guest/create', opts.createLimit, validate({ body: emptyBodySchema }), async (ctx) => {
    const { token, session, user } = await service.createGuest(ctx.get('user-agent') || null);
    opts.cookies.set(ctx, token, new Date(session.expiresAt));
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = { session, user };
  });

  router.post(
    '/users/:userId/create-profile',
    validate({ params: yup.object({ userId: userIdParamsSchema.fields.id }), body: createProfileSchema }),
    requireSelf((ctx) => ctx.state.params.userId),
    async (ctx) => {
      const { token, ...result } = await service.createProfile(ctx.state.params.userId, ctx.request.body as CreateProfileInput, ctx.get('user-agent') || null);
      opts.cookies.set(ctx, token, new Date(result.session.expiresAt));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = result;
    },
  );

  router.get('/user/:id', validate({ params: userIdParamsSchema }), async (ctx) => {
    ctx.body = await service.getPublicUser(ctx.state.params.id);
  });

  return router;
}
