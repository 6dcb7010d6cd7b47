import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AchievementDto, LevelProgressionDto } from '../contract';

/** GET /api/users/{id}/level-progression through the default query fn (key parts joined with '/'). */
export const levelProgressionKey = (userId: string) => ['/api/users', userId, 'level-progression'] as const;
export const levelProgressionQuery = (userId: string) => queryOptions<LevelProgressionDto>({ queryKey: levelProgressionKey(userId) });

/** GET /api/achievements: the catalogue with the session user's earned flags. */
export const ACHIEVEMENTS_KEY = ['/api/achievements'] as const;
export const achievementsQuery = () => queryOptions<AchievementDto[]>({ queryKey: ACHIEVEMENTS_KEY });

export function useLevelProgression(userId: string | null | undefined) {
  return useQuery({ ...levelProgressionQuery(userId ?? ''), enabled: !!userId });
}

export function useAchievements(enabled = true) {
  return useQuery({ ...achievementsQuery(), enabled });
}
