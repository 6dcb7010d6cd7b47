import { ContainerModule } from 'inversify';
import { CLOCK, type Clock } from '../../../server/tokens';
import { ACTIONS_API, type ActionsApi } from '../../actions/contract';
import { EMBED_API, type EmbedApi } from '../../embed/contract';
import { LITTER_API, type LitterApi } from '../../litter/contract';
import { PHOTOS_API, type PhotosApi } from '../../photos/contract';
import { SURVEYS_API, type SurveysApi } from '../../surveys/contract';
import { TASKS_API, type TasksApi } from '../../tasks/contract';
import { ImpactService } from './service';

/** The impact service (resolved at start like a module's Api: a broken binding fails the start). */
export const IMPACT_SERVICE = Symbol.for('impact.service');

export const impactContainerModule = new ContainerModule(({ bind }) => {
  bind(IMPACT_SERVICE)
    .toResolvedValue(
      (partners: EmbedApi, tasks: TasksApi, actions: ActionsApi, photos: PhotosApi, clock: Clock, litter?: LitterApi, surveys?: SurveysApi) =>
        new ImpactService({ partners, tasks, actions, photos, clock, litter: litter ?? null, surveys: surveys ?? null }),
      [EMBED_API, TASKS_API, ACTIONS_API, PHOTOS_API, CLOCK, { serviceIdentifier: LITTER_API, optional: true }, { serviceIdentifier: SURVEYS_API, optional: true }],
    )
    .inSingletonScope();
});
