import type Router from '@koa/router';
import { endpointRouter, route } from '../../../server/http/route';
import { challengeDetail, challengesList, createChallenge } from '../endpoints';
import type { ChallengesService } from './service';

export function challengesRouter(service: ChallengesService): Router {
  return endpointRouter([
    route(challengesList, ({ user }) => service.list(user), { headers: { 'Cache-Control': 'private, no-cache' } }),
    route(challengeDetail, ({ input, user }) => service.detail(input.params.id, user), { headers: { 'Cache-Control': 'private, no-cache' } }),
    route(createChallenge, ({ input, user }) => service.create(input.body, user)),
  ]);
}
