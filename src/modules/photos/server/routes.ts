import Router from '@koa/router';
import type { Context } from 'koa';
import * as yup from 'yup';
import { notFound } from '../../../server/http/errors';
import { validate } from '../../../server/http/validate';
import type { PhotosService } from './service';

const params = yup.object({
  id: yup.string().required().matches(/^[0-9a-f-]{36}$/i, 'Photo id must be a valid id'),
});

export function photosRouter(service: PhotosService): Router {
  const router = new Router();
  const serve = (variant: 'main' | 'thumb') => async (ctx: Context) => {
    const file = await service.open(ctx.state.params.id, variant, ctx.state.user);
    if (!file) throw notFound('This photo is not available.', 'PHOTO_NOT_FOUND');
    ctx.type = 'image/webp';
    ctx.set('Cache-Control', file.isPublic ? 'public, max-age=3600' : 'private, no-store');
    ctx.set('Content-Disposition', 'inline');
    ctx.body = file.stream;
  };
  router.get('/photos/:id', validate({ params }), serve('main'));
  router.get('/photos/:id/thumb', validate({ params }), serve('thumb'));
  return router;
}
