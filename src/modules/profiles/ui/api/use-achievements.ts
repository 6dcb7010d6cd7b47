import { endpointQuery } from '../../../../client/endpoint';
import { achievements } from '../../../gamification/endpoints';

/** GET /api/achievements (the gamification module's): the catalogue with the caller's earned flags. */
export const achievementsQuery = () => endpointQuery(achievements);
