import type Router from '@koa/router';
import { notFound } from '../../../server/http/errors';
import { answer, endpointRouter, notModified, rawAnswer, route, type RouteArgs } from '../../../server/http/route';
import { PUBLIC_PHOTO_MAX_AGE_SECONDS } from '../contract';
import { flagPhoto, photo, photoThumbnail, withdrawPhotoLicences } from '../endpoints';
import type { LicenceWithdrawalService } from './licence-withdrawal';
import type { PhotoFlagService } from './moderation';
import type { PhotosService } from './service';
import { isNotModified } from '../../../server/http/conditional';

export function photosRouter(service: PhotosService, flags: PhotoFlagService, licences: LicenceWithdrawalService): Router {
  /**
   * A public photo may be cached for PUBLIC_PHOTO_MAX_AGE_SECONDS, then must be revalidated: the ETag
   * makes that a 304 without reading the file while the photo is public, and once it is hidden, held
   * or deleted the revalidation gets the refusal, so a hide reaches caches within that minute. A
   * photo only its owner and moderators may see is never stored nor answered with a 304.
   */
  const serve =
    (variant: 'main' | 'thumb') =>
    async ({ input, user, ctx }: RouteArgs<typeof photo | typeof photoThumbnail>) => {
      const found = await service.locate(input.params.id, variant, user);
      if (!found) throw notFound('This photo is not available.', 'PHOTO_NOT_FOUND');
      ctx.set('Cache-Control', found.isPublic ? `public, max-age=${PUBLIC_PHOTO_MAX_AGE_SECONDS}, must-revalidate` : 'private, no-store');
      if (found.openData) {
        // Open data (public, licensed CC BY 4.0 by its uploader): other sites may show it in an <img>
        // (the app's default Cross-Origin-Resource-Policy is same-origin) and read it from a script.
        ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
        ctx.set('Access-Control-Allow-Origin', '*');
      }
      if (found.etag) {
        ctx.etag = found.etag;
        ctx.status = 200;
        if (isNotModified(ctx)) return notModified;
      }
      const stream = await found.open();
      if (!stream) throw notFound('This photo is not available.', 'PHOTO_NOT_FOUND');
      ctx.type = 'image/webp';
      ctx.set('Content-Disposition', 'inline');
      return rawAnswer(stream);
    };
  return endpointRouter([
    route(photo, serve('main')),
    route(photoThumbnail, serve('thumb')),
    /** 'Report this photo': 201 for a new flag, 200 when this person had already flagged it. */
    route(flagPhoto, async ({ input, user }) => {
      const res = await flags.flag(input.params.id, user, input.body);
      return answer(res.created ? 201 : 200, res);
    }),
    /** Issue 39: the caller's photos lose their open licence (guests' too: their photos are theirs). */
    route(withdrawPhotoLicences, ({ user }) => licences.withdraw(user.id)),
  ]);
}
