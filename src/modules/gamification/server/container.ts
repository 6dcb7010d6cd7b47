import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import type { EventBus } from '../../../server/events';
import type { Logger } from '../../../server/http/errors';
import { CLOCK, DB, EVENTS, LOGGER, UNIT_OF_WORK, type Clock } from '../../../server/tokens';
import { BALANCE_SOURCE, GUEST_API, type BalanceSource, type GuestApi } from '../../guest/contract';
import { GAMIFICATION_API, TEAM_MEMBERSHIP_SOURCE, TEAM_STANDINGS_API, type TeamMembershipSource } from '../contract';
import { GamificationRepository } from './repository';
import { GamificationService } from './service';
import { TeamLeaderboard } from './team-leaderboard';
import { trxOf, type UnitOfWork } from '../../../server/unit-of-work';

export const GAMIFICATION_REPO: ServiceIdentifier<GamificationRepository> = Symbol.for('gamification.repository');
export const GAMIFICATION_SERVICE: ServiceIdentifier<GamificationService> = Symbol.for('gamification.service');
export const GAMIFICATION_TEAM_BOARD: ServiceIdentifier<TeamLeaderboard> = Symbol.for('gamification.team-leaderboard');

export const gamificationContainerModule = new ContainerModule(({ bind }) => {
  bind(GAMIFICATION_REPO).toResolvedValue((db: Db) => new GamificationRepository(db), [DB]).inSingletonScope();
  bind(GAMIFICATION_SERVICE)
    .toResolvedValue(
      (repo: GamificationRepository, guests: GuestApi, events: EventBus, clock: Clock, uow: UnitOfWork, log: Logger) => {
        const service = new GamificationService(repo, guests, events, clock, uow, log);
        service.subscribe(); // once: the service is a singleton, resolved at start-up through apiTokens
        return service;
      },
      [GAMIFICATION_REPO, GUEST_API, EVENTS, CLOCK, UNIT_OF_WORK, LOGGER],
    )
    .inSingletonScope();
  bind(GAMIFICATION_API).toService(GAMIFICATION_SERVICE);
  // The team leaderboard: who is in which team comes through a port the teams module binds (optional).
  bind(GAMIFICATION_TEAM_BOARD)
    .toResolvedValue(
      (repo: GamificationRepository, clock: Clock, teams: TeamMembershipSource | undefined) => new TeamLeaderboard(repo, clock, teams),
      [GAMIFICATION_REPO, CLOCK, { serviceIdentifier: TEAM_MEMBERSHIP_SOURCE, optional: true }],
    )
    .inSingletonScope();
  bind(TEAM_STANDINGS_API).toService(GAMIFICATION_TEAM_BOARD);
  // The balances the guest module shows with a user are this module's (read from its repository,
  // so the guest service and this one do not need each other to be built).
  bind(BALANCE_SOURCE)
    .toResolvedValue((repo: GamificationRepository): BalanceSource => ({ open: (id, unit) => repo.openBalances(trxOf(unit), id), balancesOf: (ids, unit) => repo.balancesOf(ids, unit && trxOf(unit)) }), [GAMIFICATION_REPO])
    .inSingletonScope();
});
