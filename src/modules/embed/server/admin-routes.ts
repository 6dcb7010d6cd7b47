import Router from '@koa/router';
import { requireRole, sessionUser } from '../../../server/http/auth';
import { validate } from '../../../server/http/validate';
import type { PartnerResponse, PartnersResponse } from '../contract';
import { partnerIdParamsSchema, partnerSchema, type PartnerInput } from '../schemas';
import type { PartnersAdmin } from './partners-admin';

/** Mounted at /api/admin/embed behind requireRole('moderator'); partners are for admins only. */
export function embedAdminRouter(partners: PartnersAdmin): Router {
  const router = new Router();
  const admin = requireRole('admin');
  const byId = validate({ params: partnerIdParamsSchema });
  router.get('/partners', admin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { partners: await partners.list() } satisfies PartnersResponse;
  });
  router.post('/partners', admin, validate({ body: partnerSchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = { partner: await partners.add(ctx.request.body as PartnerInput, sessionUser(ctx).id) } satisfies PartnerResponse;
  });
  router.put('/partners/:id', admin, byId, validate({ body: partnerSchema }), async (ctx) => {
    ctx.body = { partner: await partners.update(ctx.state.params.id, ctx.request.body as PartnerInput, sessionUser(ctx).id) } satisfies PartnerResponse;
  });
  router.delete('/partners/:id', admin, byId, async (ctx) => {
    await partners.remove(ctx.state.params.id, sessionUser(ctx).id);
    ctx.status = 204;
  });
  return router;
}
