import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { HttpError, forbidden } from '../../../server/http/errors';
import { endpointRouter, route } from '../../../server/http/route';
import { PHOTO_TOO_LARGE } from '../../photos/contract';
import { createReport } from '../endpoints';
import { REPORT_MESSAGES } from '../schemas';
import type { ReportsService } from './service';

export const TOO_MANY_REPORTS = 'You have sent many reports in a short time. Please wait a while and try again.';

const tooLarge = () => new HttpError(PHOTO_TOO_LARGE.status, PHOTO_TOO_LARGE.code, PHOTO_TOO_LARGE.message);

/**
 * `limit` counts each report per user and per address after the session check (401 before reading a
 * large body), before the upload is read and before any photo work (429).
 */
export function reportsRouter(service: ReportsService, opts: { limit: Middleware }): Router {
  return endpointRouter([
    route(
      createReport,
      ({ input, user, file }) => {
        if (input.body.userId !== user.id) throw forbidden('You can only report as yourself.');
        if (!file) throw new HttpError(400, 'MISSING_PHOTO', REPORT_MESSAGES.missingPhoto, { title: REPORT_MESSAGES.missingPhotoTitle });
        return service.create(user.id, input.body, file.buffer);
      },
      { afterAccess: [opts.limit], tooLarge },
    ),
  ]);
}
