import type Router from '@koa/router';
import { endpointRouter, route } from '../../../server/http/route';
import { confirmSurvey, createSurvey, getSurvey, listSurveys } from '../endpoints';
import type { SurveysService } from './service';

const personal = { 'Cache-Control': 'private, no-store' };

export function surveysRouter(service: SurveysService): Router {
  return endpointRouter([
    route(createSurvey, ({ input, user }) => service.create(user, input.body)),
    route(listSurveys, ({ input, user }) => service.list(input.query, user), { headers: personal }),
    route(getSurvey, ({ input, user }) => service.get(input.params.id, user), { headers: personal }),
    route(confirmSurvey, ({ input, user }) => service.confirm(input.params.id, user)),
  ]);
}
