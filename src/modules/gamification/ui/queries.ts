import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMIFICATION_KEYS, type AchievementDto, type LevelProgressionDto } from '../contract';

/** GET /api/users/{id}/level-progression through the default query fn (key parts joined with '/'). */
export const levelProgressionKey = GAMIFICATION_KEYS.levelProgression;
export const levelProgressionQuery = (userId: string) => queryOptions<LevelProgressionDto>({ queryKey: levelProgressionKey(userId) });

/** GET /api/achievements: the catalogue with the session user's earned flags. */
export const ACHIEVEMENTS_KEY = GAMIFICATION_KEYS.achievements;
export const achievementsQuery = () => queryOptions<AchievementDto[]>({ queryKey: ACHIEVEMENTS_KEY });

export function useLevelProgression(userId: string | null | undefined) {
  return useQuery({ ...levelProgressionQuery(userId ?? ''), enabled: !!userId });
}

export function useAchievements(enabled = true) {
  return useQuery({ ...achievementsQuery(), enabled });
}
