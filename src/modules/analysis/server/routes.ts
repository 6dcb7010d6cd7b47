import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { HttpError } from '../../../server/http/errors';
import { endpointRouter, route } from '../../../server/http/route';
import { PHOTO_TOO_LARGE } from '../../photos/contract';
import { analyzePhoto } from '../endpoints';
import { ANALYSIS_MESSAGES } from '../schemas';
import type { AnalysisService } from './service';

const tooLarge = () => new HttpError(PHOTO_TOO_LARGE.status, PHOTO_TOO_LARGE.code, PHOTO_TOO_LARGE.message);

/** `limit` counts each analysis per person after the session check, before the upload is read. */
export function analysisRouter(service: AnalysisService, opts: { limit: Middleware }): Router {
  return endpointRouter([
    route(
      analyzePhoto,
      ({ user, file }) => {
        if (!file) throw new HttpError(400, 'ANALYSIS_NO_PHOTO', ANALYSIS_MESSAGES.noPhoto);
        return service.analyse(user.id, file.buffer);
      },
      { afterAccess: [opts.limit], tooLarge },
    ),
  ]);
}
