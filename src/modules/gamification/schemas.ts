import * as yup from 'yup';
import { LEADERBOARD_WINDOWS, type LeaderboardWindow } from './contract';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Route parameter `{id}` of GET /api/users/{id}/level-progression. */
export const levelProgressionParamsSchema = yup.object({
  id: yup.string().required('User id is required').matches(uuid, 'User id must be a valid id'),
});

/** GET /api/leaderboard?window=all|week (default all). */
export const leaderboardQuerySchema = yup.object({
  window: yup
    .mixed<LeaderboardWindow>()
    .oneOf([...LEADERBOARD_WINDOWS], 'Window must be one of: all, week')
    .default('all'),
});
