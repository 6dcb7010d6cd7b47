import type Router from '@koa/router';
import { answer, endpointRouter, route } from '../../../server/http/route';
import { createTeam, joinTeam, leaveTeam, myTeams, newInviteCode, teamDetails } from '../endpoints';
import type { TeamsService } from './service';

const noStore = { headers: { 'Cache-Control': 'no-store' } };

export function teamsRouter(service: TeamsService): Router {
  return endpointRouter([
    route(createTeam, ({ input, user }) => service.create(user, input.body)),
    route(joinTeam, ({ input, user }) => service.join(user, input.body.inviteCode)),
    // Before /teams/:id, so 'mine' is not taken for an id.
    route(myTeams, ({ user }) => service.mine(user.id), noStore),
    route(teamDetails, ({ input }) => service.details(input.params.id), noStore),
    route(leaveTeam, async ({ input, user }) => {
      await service.leave(user.id, input.params.id);
      return answer(204);
    }),
    route(newInviteCode, ({ input, user }) => service.rotateCode(user.id, input.params.id)),
  ]);
}
