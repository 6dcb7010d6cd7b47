import Router from '@koa/router';
import * as yup from 'yup';
import { requireRole } from '../../../server/http/auth';
import { notFound } from '../../../server/http/errors';
import { validate } from '../../../server/http/validate';
import { partnerSchema, statsQuerySchema, type PartnerInput } from '../schemas';
import type { EmbedService } from './service';

export function embedRouter(service: EmbedService): Router {
  const router = new Router();

  /** Public and cookie-less: the embed's 'tasks cleaned this month' counter. */
  router.get('/embed/stats', validate({ query: statsQuerySchema }), async (ctx) => {
    const q = ctx.state.query as { minLat?: number; minLon?: number; maxLat?: number; maxLon?: number };
    const box = q.minLat !== undefined && q.minLon !== undefined && q.maxLat !== undefined && q.maxLon !== undefined ? { minLat: q.minLat, minLon: q.minLon, maxLat: q.maxLat, maxLon: q.maxLon } : undefined;
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = await service.stats(box);
  });

  const admin = requireRole('admin');
  router.get('/admin/embed/partners', admin, async (ctx) => {
    ctx.body = { partners: await service.listPartners() };
  });
  router.post('/admin/embed/partners', admin, validate({ body: partnerSchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = { partner: await service.addPartner(ctx.request.body as PartnerInput) };
  });
  router.delete('/admin/embed/partners/:id', admin, validate({ params: yup.object({ id: yup.string().uuid('Partner id must be a valid id').required() }) }), async (ctx) => {
    if (!(await service.removePartner(ctx.state.params.id))) throw notFound('No such partner.', 'PARTNER_NOT_FOUND');
    ctx.status = 204;
  });

  return router;
}
