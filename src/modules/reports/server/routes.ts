import type Router from '@koa/router';
import { HttpError, forbidden } from '../../../server/http/errors';
import { endpointRouter, route } from '../../../server/http/route';
import { PHOTO_TOO_LARGE } from '../../photos/contract';
import type { BudgetSettings } from '../../../server/http/budgets';
import { TOO_MANY_REPORTS } from '../contract';
import { createReport } from '../endpoints';
import { REPORT_MESSAGES } from '../schemas';
import type { ReportsService } from './service';

export { TOO_MANY_REPORTS };

const tooLarge = () => new HttpError(PHOTO_TOO_LARGE.status, PHOTO_TOO_LARGE.code, PHOTO_TOO_LARGE.message);

/**
 * The declared budgets (`limits`: their settings) count each report per user and per address after
 * the session check (401 before reading a large body), before the upload is read and before any
 * photo work (429).
 */
export function reportsRouter(service: ReportsService, opts: { limits: BudgetSettings }): Router {
  return endpointRouter([
    route(
      createReport,
      ({ input, user, file }) => {
        if (input.body.userId !== user.id) throw forbidden('You can only report as yourself.');
        if (!file) throw new HttpError(400, 'MISSING_PHOTO', REPORT_MESSAGES.missingPhoto, { title: REPORT_MESSAGES.missingPhotoTitle });
        return service.create(user.id, input.body, file.buffer);
      },
      { limits: opts.limits, tooLarge },
    ),
  ]);
}
