import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { CLOCK, DB, OUTBOX, UNIT_OF_WORK } from '../../../server/tokens';
import { EVENTS_API, type EventsApi } from '../../events/contract';
import { GAMIFICATION_API, type GamificationApi } from '../../gamification/contract';
import { TEAMS_API, type TeamsApi } from '../../teams/contract';
import { SURVEYS_API } from '../contract';
import { SurveysRepository } from './repository';
import { SurveysService } from './service';

export const SURVEYS_REPO: ServiceIdentifier<SurveysRepository> = Symbol.for('surveys.repository');
export const SURVEYS_SERVICE: ServiceIdentifier<SurveysService> = Symbol.for('surveys.service');

export const surveysContainerModule = new ContainerModule(({ bind }) => {
  bind(SURVEYS_REPO).toResolvedValue((db) => new SurveysRepository(db), [DB]).inSingletonScope();
  bind(SURVEYS_SERVICE)
    .toDynamicValue(
      (ctx) =>
        new SurveysService({
          repo: ctx.get(SURVEYS_REPO),
          uow: ctx.get(UNIT_OF_WORK),
          clock: ctx.get(CLOCK),
          outbox: ctx.get(OUTBOX),
          rewards: ctx.get<GamificationApi>(GAMIFICATION_API),
          // Optional modules: without events only moderators confirm; without teams no survey names a team.
          events: ctx.get<EventsApi>(EVENTS_API, { optional: true }) ?? null,
          teams: ctx.get<TeamsApi>(TEAMS_API, { optional: true }) ?? null,
        }),
    )
    .inSingletonScope();
  bind(SURVEYS_API).toService(SURVEYS_SERVICE);
});
