import Router from '@koa/router';
import type { Context } from 'koa';
import { requireSession, sessionUser } from '../../../server/http/auth';
import { notFound } from '../../../server/http/errors';
import { validate } from '../../../server/http/validate';
import type { PhotoFlagResponse } from '../contract';
import { photoFlagSchema, photoIdParamsSchema, type PhotoFlagFields } from '../schemas';
import type { PhotoFlagService } from './moderation';
import type { PhotosService } from './service';

export function photosRouter(service: PhotosService, flags: PhotoFlagService): Router {
  const router = new Router();
  const params = validate({ params: photoIdParamsSchema });
  const serve = (variant: 'main' | 'thumb') => async (ctx: Context) => {
    const file = await service.open(ctx.state.params.id, variant, ctx.state.user);
    if (!file) throw notFound('This photo is not available.', 'PHOTO_NOT_FOUND');
    ctx.type = 'image/webp';
    ctx.set('Cache-Control', file.isPublic ? 'public, max-age=3600' : 'private, no-store');
    ctx.set('Content-Disposition', 'inline');
    ctx.body = file.stream;
  };
  router.get('/photos/:id', params, serve('main'));
  router.get('/photos/:id/thumb', params, serve('thumb'));
  /** 'Report this photo': 201 for a new flag, 200 when this person had already flagged it. */
  router.post('/photos/:id/flags', requireSession, params, validate({ body: photoFlagSchema }), async (ctx) => {
    const res = await flags.flag(ctx.state.params.id, sessionUser(ctx), ctx.request.body as PhotoFlagFields);
    ctx.status = res.created ? 201 : 200;
    ctx.body = res satisfies PhotoFlagResponse;
  });
  return router;
}
