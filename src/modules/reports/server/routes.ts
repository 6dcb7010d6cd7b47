import Router from '@koa/router';
import type { Middleware } from 'koa';
import { requireSession, sessionUser } from '../../../server/http/auth';
import { HttpError, forbidden } from '../../../server/http/errors';
import { singleFileUpload, uploadedFile } from '../../../server/http/upload';
import { validate } from '../../../server/http/validate';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from '../../photos/contract';
import { REPORT_MESSAGES, reportFieldsSchema, type ReportFields } from '../schemas';
import type { ReportsService } from './service';

export const TOO_MANY_REPORTS = 'You have sent many reports in a short time. Please wait a while and try again.';

/** `limit` counts each report per user and per address after the session check, before the upload is read. */
export function reportsRouter(service: ReportsService, opts: { limit: Middleware }): Router {
  const tooLarge = () => new HttpError(PHOTO_TOO_LARGE.status, PHOTO_TOO_LARGE.code, PHOTO_TOO_LARGE.message);
  const router = new Router();

  router.post(
    '/reports',
    requireSession, // 401 before reading a large body
    opts.limit, // 429 before reading it, and before any photo work
    singleFileUpload('image', { maxFileBytes: PHOTO_MAX_BYTES, tooLarge }),
    validate({ body: reportFieldsSchema }),
    async (ctx) => {
      const user = sessionUser(ctx);
      const fields = ctx.request.body as ReportFields;
      if (fields.userId !== user.id) throw forbidden('You can only report as yourself.');
      const file = uploadedFile(ctx);
      if (!file) throw new HttpError(400, 'MISSING_PHOTO', REPORT_MESSAGES.missingPhoto, { title: REPORT_MESSAGES.missingPhotoTitle });
      ctx.status = 201;
      ctx.body = await service.create(user.id, fields, file.buffer);
    },
  );

  return router;
}
