import type Router from '@koa/router';
import type { Context, Next } from 'koa';
import { toErrorBody } from '../../../server/http/errors';
import { endpointRouter, route } from '../../../server/http/route';
import type { ConsentFailure, RequestContext } from '../contract';
import { consentCategories, consentProof, consentStatus, recordConsent, transparencyReport, withdrawConsent } from '../endpoints';
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

/** Runs first on every consent route, as the router's own middleware did. */
const before = [consentErrors, noStore];

function requestContext(ctx: Context): RequestContext {
  return { ip: ctx.ip || null, userAgent: ctx.get('user-agent') || null };
}

/** /api/security/consent/* (spec 7). Calls naming a userId are only for the session's own user. */
export function consentRouter(service: ConsentService): Router {
  return endpointRouter([
    // Public: the categories, with the caller's current decisions when there is a session.
    route(consentCategories, async ({ user }) => ({ success: true as const, categories: await service.categories(user?.id ?? null) }), { before }),

    route(consentStatus, async ({ user }) => ({ success: true as const, consentStatus: await service.status(user.id) }), {
      before,
      self: (input) => input.params.userId,
    }),

    route(transparencyReport, async ({ user }) => ({ success: true as const, report: await service.transparencyReport(user.id) }), {
      before,
      self: (input) => input.query.userId,
    }),

    route(consentProof, async ({ user }) => ({ success: true as const, proof: await service.proof(user.id) }), {
      before,
      self: (input) => input.params.userId,
    }),

    route(
      recordConsent,
      async ({ input, user, ctx }) => {
        const consentCategories = input.body.consentCategories.map(({ categoryId, consented }) => ({ categoryId, consented }));
        const result = await service.record(user.id, { consentCategories, source: input.body.source }, requestContext(ctx));
        return { success: true as const, error: null, ...result };
      },
      { before, self: (input) => input.body.userId },
    ),

    route(
      withdrawConsent,
      async ({ input, user, ctx }) => {
        const result = await service.withdraw(user.id, input.body.categoryIds, input.body.source, requestContext(ctx));
        return { success: true as const, error: null, ...result };
      },
      { before, self: (input) => input.body.userId },
    ),
  ]);
}
