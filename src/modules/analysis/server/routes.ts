import type Router from '@koa/router';
import type { BudgetSettings } from '../../../server/http/budgets';
import { HttpError } from '../../../server/http/errors';
import { endpointRouter, route } from '../../../server/http/route';
import { PHOTO_TOO_LARGE } from '../../photos/contract';
import { analyzePhoto } from '../endpoints';
import { ANALYSIS_MESSAGES } from '../schemas';
import type { AnalysisService } from './service';

const tooLarge = () => new HttpError(PHOTO_TOO_LARGE.status, PHOTO_TOO_LARGE.code, PHOTO_TOO_LARGE.message);

/** The declared budgets (`limits`: their settings) count each analysis per person and per address after the session check, before the upload is read. */
export function analysisRouter(service: AnalysisService, opts: { limits: BudgetSettings }): Router {
  return endpointRouter([
    route(
      analyzePhoto,
      ({ user, file }) => {
        if (!file) throw new HttpError(400, 'ANALYSIS_NO_PHOTO', ANALYSIS_MESSAGES.noPhoto);
        return service.analyse(user.id, file.buffer);
      },
      { limits: opts.limits, tooLarge },
    ),
  ]);
}
