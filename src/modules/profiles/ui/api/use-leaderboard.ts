import { endpointQuery } from '../../../../client/endpoint';
import { leaderboard } from '../../../gamification/endpoints';

/** GET /api/leaderboard (the gamification module's; the profile shows the caller's rank, `me.rank`). */
export const leaderboardQuery = () => ({ ...endpointQuery(leaderboard, { query: { window: 'all' } }), staleTime: 60_000 });
