import { queryOptions } from '@tanstack/react-query';
import { GAMIFICATION_KEYS, type AchievementDto, type LevelProgressionDto } from '../contract';

/** GET /api/users/{id}/level-progression through the default query fn (key parts joined with '/'). */
export const levelProgressionKey = GAMIFICATION_KEYS.levelProgression;
export const levelProgressionQuery = (userId: string) => queryOptions<LevelProgressionDto>({ queryKey: levelProgressionKey(userId) });

/** GET /api/achievements: the catalogue with the session user's earned flags. */
export const ACHIEVEMENTS_KEY = GAMIFICATION_KEYS.achievements;
export const achievementsQuery = () => queryOptions<AchievementDto[]>({ queryKey: ACHIEVEMENTS_KEY });
