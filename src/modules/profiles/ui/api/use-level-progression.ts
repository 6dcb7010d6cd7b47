import { endpointQuery } from '../../../../client/endpoint';
import { levelProgression } from '../../../gamification/endpoints';

/** GET /api/users/{id}/level-progression (the gamification module's): level, XP to the next level, tier, next reward. */
export const levelProgressionQuery = (userId: string) => endpointQuery(levelProgression, { params: { id: userId } });
