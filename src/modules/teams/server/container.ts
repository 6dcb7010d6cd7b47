import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import { CLOCK, DB, UNIT_OF_WORK, type Clock } from '../../../server/tokens';
import type { UnitOfWork } from '../../../server/unit-of-work';
import { TEAM_MEMBERSHIP_SOURCE, TEAM_STANDINGS_API, type TeamMembershipSource, type TeamStandingsApi } from '../../gamification/contract';
import { GUEST_API, type GuestApi } from '../../guest/contract';
import { TEAMS_API } from '../contract';
import { trxOf } from '../../../server/unit-of-work';
import { TeamsRepository } from './repository';
import { TeamsService } from './service';

export const TEAMS_REPO: ServiceIdentifier<TeamsRepository> = Symbol.for('teams.repository');
export const TEAMS_SERVICE: ServiceIdentifier<TeamsService> = Symbol.for('teams.service');

export const teamsContainerModule = new ContainerModule(({ bind }) => {
  bind(TEAMS_REPO).toResolvedValue((db: Db) => new TeamsRepository(db), [DB]).inSingletonScope();
  bind(TEAMS_SERVICE)
    .toResolvedValue(
      (repo: TeamsRepository, uow: UnitOfWork, clock: Clock, guests: GuestApi, standings: TeamStandingsApi | undefined) => new TeamsService({ repo, uow, clock, guests, standings }),
      [TEAMS_REPO, UNIT_OF_WORK, CLOCK, GUEST_API, { serviceIdentifier: TEAM_STANDINGS_API, optional: true }],
    )
    .inSingletonScope();
  bind(TEAMS_API).toService(TEAMS_SERVICE);
  // The gamification module's port: who is in which team, for its team leaderboard (read from the
  // repository, so neither module's service needs the other's to be built).
  bind(TEAM_MEMBERSHIP_SOURCE)
    .toResolvedValue((repo: TeamsRepository): TeamMembershipSource => ({ teams: (unit) => repo.allMemberships(unit ? trxOf(unit) : repo.reader), membershipQuery: (db) => repo.membershipQuery(db) }), [TEAMS_REPO])
    .inSingletonScope();
});
