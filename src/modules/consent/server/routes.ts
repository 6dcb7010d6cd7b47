import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { requireSelf, requireSession, sessionUser } from '../../../server/http/auth';
import { toErrorBody } from '../../../server/http/errors';
import { validate } from '../../../server/http/validate';
import type { SessionUser } from '../../identity/contract';
import type { ConsentFailure, ConsentSource, RecordConsentBody, RequestContext, WithdrawConsentBody } from '../contract';
import { consentReportQuerySchema, consentUserParamsSchema, recordConsentSchema, withdrawConsentSchema } from '../schemas';
import type { ConsentService } from './service';

/**
 * Every failure of these routes answers `{ success: false, error, code, details? }`: the spec's
 * `{success, error}` and the project's `{error, code}` at once. Successes carry `success: true`.
 */
async function consentErrors(ctx: Context, next: Next) {
  try {
    await next();
  } catch (err) {
    const { status, body, headers, expose } = toErrorBody(err);
    if (!expose) throw err; // the app's error middleware logs it and answers the generic 500
    ctx.status = status;
    if (headers) ctx.set(headers);
    ctx.body = { success: false, ...body } satisfies ConsentFailure;
  }
}

async function noStore(ctx: Context, next: Next) {
  ctx.set('Cache-Control', 'no-store');
  await next();
}

function requestContext(ctx: Context): RequestContext {
  return { ip: ctx.ip || null, userAgent: ctx.get('user-agent') || null };
}

const bodyUserId = (ctx: Context) => (ctx.request as { body?: { userId?: unknown } }).body?.userId;

/** /api/security/consent/* (spec 7). Calls naming a userId are only for the session's own user. */
export function consentRouter(service: ConsentService): Router {
  const router = new Router({ prefix: '/security/consent' });
  router.use(consentErrors, noStore);

  // Public: the categories, with the caller's current decisions when there is a session.
  router.get('/categories', async (ctx) => {
    const user = ctx.state.user as SessionUser | undefined;
    ctx.body = { success: true, categories: await service.categories(user?.id ?? null) };
  });

  router.get('/status/:userId', requireSession, validate({ params: consentUserParamsSchema }), requireSelf((ctx) => ctx.state.params.userId), async (ctx) => {
    ctx.body = { success: true, consentStatus: await service.status(sessionUser(ctx).id) };
  });

  router.get(
    '/transparency/report',
    requireSession,
    validate({ query: consentReportQuerySchema }),
    requireSelf((ctx) => (ctx.state.query as { userId: string }).userId),
    async (ctx) => {
      ctx.body = { success: true, report: await service.transparencyReport(sessionUser(ctx).id) };
    },
  );

  router.get('/proof/:userId', requireSession, validate({ params: consentUserParamsSchema }), requireSelf((ctx) => ctx.state.params.userId), async (ctx) => {
    ctx.body = { success: true, proof: await service.proof(sessionUser(ctx).id) };
  });

  router.post('/record', requireSession, validate({ body: recordConsentSchema }), requireSelf(bodyUserId), async (ctx) => {
    const body = ctx.request.body as RecordConsentBody;
    const consentCategories = body.consentCategories.map(({ categoryId, consented }) => ({ categoryId, consented }));
    const result = await service.record(sessionUser(ctx).id, { consentCategories, source: body.source }, requestContext(ctx));
    ctx.status = 201;
    ctx.body = { success: true, error: null, ...result };
  });

  router.post('/withdraw', requireSession, validate({ body: withdrawConsentSchema }), requireSelf(bodyUserId), async (ctx) => {
    const body = ctx.request.body as WithdrawConsentBody;
    const result = await service.withdraw(sessionUser(ctx).id, body.categoryIds, (body.source ?? 'preferences') as ConsentSource, requestContext(ctx));
    ctx.status = 201;
    ctx.body = { success: true, error: null, ...result };
  });

  return router;
}
