import Router from '@koa/router';
import type { Context } from 'koa';
import { requireSession, sessionUser } from '../../../server/http/auth';
import { notFound } from '../../../server/http/errors';
import { validate } from '../../../server/http/validate';
import { PUBLIC_PHOTO_MAX_AGE_SECONDS, type PhotoFlagResponse } from '../contract';
import { photoFlagSchema, photoIdParamsSchema, type PhotoFlagFields } from '../schemas';
import type { PhotoFlagService } from './moderation';
import type { PhotosService } from './service';

export function photosRouter(service: PhotosService, flags: PhotoFlagService): Router {
  const router = new Router();
  const params = validate({ params: photoIdParamsSchema });
  /**
   * A public photo may be cached for PUBLIC_PHOTO_MAX_AGE_SECONDS, then must be revalidated: the ETag
   * makes that a 304 without reading the file while the photo is public, and once it is hidden, held
   * or deleted the revalidation gets the refusal, so a hide reaches caches within that minute. A
   * photo only its owner and moderators may see is never stored nor answered with a 304.
   */
  const serve = (variant: 'main' | 'thumb') => async (ctx: Context) => {
    const photo = await service.locate(ctx.state.params.id, variant, ctx.state.user);
    if (!photo) throw notFound('This photo is not available.', 'PHOTO_NOT_FOUND');
    ctx.set('Cache-Control', photo.isPublic ? `public, max-age=${PUBLIC_PHOTO_MAX_AGE_SECONDS}, must-revalidate` : 'private, no-store');
    if (photo.etag) {
      ctx.etag = photo.etag;
      ctx.status = 200;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
    }
    const stream = await photo.open();
    if (!stream) throw notFound('This photo is not available.', 'PHOTO_NOT_FOUND');
    ctx.type = 'image/webp';
    ctx.set('Content-Disposition', 'inline');
    ctx.body = stream;
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
