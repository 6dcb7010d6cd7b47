import * as yup from 'yup';
import { TIERS, type TierId } from '../../shared/levels';
import {
  LEADERBOARD_SCOPES,
  LEADERBOARD_WINDOWS,
  type AchievementDto,
  type LeaderboardAnswer,
  type LeaderboardDto,
  type LeaderboardEntryDto,
  type LeaderboardScope,
  type LeaderboardWindow,
  type LevelProgressionDto,
  type NextLevelReward,
  type TeamLeaderboardDto,
  type TeamLeaderboardEntryDto,
} from './contract';

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
  /** people (default) or teams (each team's members' XP summed). */
  scope: yup.mixed<LeaderboardScope>().oneOf([...LEADERBOARD_SCOPES], 'Scope must be one of: people, teams').optional(),
});

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

const TIER_IDS: TierId[] = TIERS.map((t) => t.id);

export const nextLevelRewardSchema: yup.ObjectSchema<NextLevelReward> = yup.object({
  level: yup.number().defined(),
  coins: yup.number().defined(),
  newAvatar: yup.boolean().defined(),
  text: yup.string().defined(),
});

export const levelProgressionSchema: yup.ObjectSchema<LevelProgressionDto> = yup.object({
  userId: yup.string().defined(),
  currentLevel: yup.number().defined(),
  currentXP: yup.number().defined(),
  xpForNextLevel: yup.number().defined(),
  xpNeededForNext: yup.number().defined(),
  progressPercentage: yup.number().defined().min(0).max(100),
  isMaxLevel: yup.boolean().defined(),
  xpIntoLevel: yup.number().defined(),
  xpPerLevel: yup.number().defined(),
  maxLevel: yup.number().defined(),
  tier: yup.mixed<TierId>().oneOf(TIER_IDS).defined(),
  tierName: yup.string().defined(),
  nextLevelReward: nextLevelRewardSchema.nullable().defined().default(null),
});

export const achievementSchema: yup.ObjectSchema<AchievementDto> = yup.object({
  id: yup.string().defined(),
  icon: yup.string().defined(),
  title: yup.string().defined(),
  description: yup.string().defined(),
  earned: yup.boolean().defined(),
  earnedAt: yup.string().nullable().defined(),
  coinBonus: yup.number().defined(),
});

export const achievementListSchema = yup.array(achievementSchema.defined()).defined();

export const leaderboardEntrySchema: yup.ObjectSchema<LeaderboardEntryDto> = yup.object({
  rank: yup.number().defined(),
  id: yup.string().defined(),
  username: yup.string().nullable().defined(),
  displayName: yup.string().defined(),
  avatarUrl: yup.string().nullable().defined(),
  level: yup.number().defined(),
  xp: yup.number().defined(),
  coins: yup.number().defined(),
});

export const leaderboardSchema: yup.ObjectSchema<LeaderboardDto> = yup.object({
  window: yup.mixed<LeaderboardWindow>().oneOf([...LEADERBOARD_WINDOWS]).defined(),
  since: yup.string().nullable().defined(),
  entries: yup.array(leaderboardEntrySchema.defined()).defined(),
  me: yup
    .object({
      id: yup.string().defined(),
      rank: yup.number().nullable().defined(),
      listed: yup.boolean().defined(),
      xp: yup.number().defined(),
      coins: yup.number().defined(),
      level: yup.number().defined(),
    })
    .nullable()
    .defined()
    .default(null),
});

export const teamLeaderboardEntrySchema: yup.ObjectSchema<TeamLeaderboardEntryDto> = yup.object({
  rank: yup.number().defined(),
  id: yup.string().defined(),
  name: yup.string().defined(),
  xp: yup.number().defined(),
  members: yup.number().defined(),
});

export const teamLeaderboardSchema: yup.ObjectSchema<TeamLeaderboardDto> = yup.object({
  scope: yup.mixed<'teams'>().oneOf(['teams' as const]).defined(),
  window: yup.mixed<LeaderboardWindow>().oneOf([...LEADERBOARD_WINDOWS]).defined(),
  since: yup.string().nullable().defined(),
  entries: yup.array(teamLeaderboardEntrySchema.defined()).defined(),
  me: teamLeaderboardEntrySchema.nullable().defined().default(null),
});

/**
 * What GET /api/leaderboard answers, for the OpenAPI document: people (`scope` absent) or teams
 * (`scope: 'teams'`). One object with the fields of both (those of one scope optional), typed as the
 * union of the two DTOs.
 */
export const leaderboardAnswerSchema = yup.object({
  scope: yup.mixed<'teams'>().oneOf(['teams' as const]).optional(),
  window: yup.mixed<LeaderboardWindow>().oneOf([...LEADERBOARD_WINDOWS]).defined(),
  since: yup.string().nullable().defined(),
  entries: yup
    .array(
      yup
        .object({
          rank: yup.number().defined(),
          id: yup.string().defined(),
          xp: yup.number().defined(),
          username: yup.string().nullable(),
          displayName: yup.string(),
          avatarUrl: yup.string().nullable(),
          level: yup.number(),
          coins: yup.number(),
          name: yup.string(),
          members: yup.number(),
        })
        .defined(),
    )
    .defined(),
  me: yup
    .object({
      id: yup.string().defined(),
      rank: yup.number().nullable().defined(),
      xp: yup.number().defined(),
      listed: yup.boolean(),
      coins: yup.number(),
      level: yup.number(),
      name: yup.string(),
      members: yup.number(),
    })
    .nullable()
    .defined()
    .default(null),
}) as unknown as yup.Schema<LeaderboardAnswer>;
