/**
 * gamification module: the reward ledger, XP and levels, achievements and the leaderboard.
 * The ONLY file other modules import (plus schemas.ts). Safe on server and client: no knex, no React.
 * Rules in words: docs/gamification.md.
 */
import type { Knex } from 'knex';
import type { UserBalances } from '../guest/contract';
import type { LevelProgression, NextLevelReward, TierId } from '../../shared/levels';
import type { Unit } from '../../server/unit-of-work';

export const GAMIFICATION_API = Symbol.for('gamification.api');

/**
 * Why a ledger row exists. (reason, reference) is UNIQUE, so each reference is paid at most once per
 * reason. References:
 * - task_completed: the task id (coins = the task's reward, XP = reward x TASK_XP_PER_COIN)
 * - task_bonus: the task id (the AI's bonusEarned; coins and XP as the tasks module decides)
 * - submission_approved: the submission id (the validation's potentialCoins / potentialXP)
 * - report_created: the report id (pays nothing: an activity record for streaks and report achievements),
 *   written when the report's task was cleaned and verified by someone else, for whoever then owns the
 *   report (its reporter, or the account the reporting guest was merged into). Unverified reports count
 *   for nothing, so they cannot be farmed; a report counts once.
 * - level_up: `${userId}:${level}` (written by this module)
 * - achievement: `${userId}:${achievementId}` (written by this module)
 * - demo_seed: `demo:${username}` (the demo users' starting history on a new database, SEED_DEMO)
 * - guest_merge: the guest's user id (what a guest earned for verified work on a device, carried into
 *   the account signed in there; the guest is marked merged, so it is neither merged twice nor
 *   donated). Written only by GamificationApi.mergeGuest, never through credit().
 * - task_confirmed: `${taskId}:${userId}` (issue 23: XP for confirming someone else's report of a spot)
 * - event_attended: `${eventId}:${userId}` (issue 24: the events module pays each person checked in at a cleanup event once, when its organiser saves the summary)
 * - survey_confirmed: the survey id (issue 40: the surveys module pays the surveyor once, when a moderator or the survey's event organiser confirms it)
 */
export const REWARD_REASONS = ['task_completed', 'task_bonus', 'submission_approved', 'report_created', 'level_up', 'achievement', 'demo_seed', 'guest_merge', 'task_confirmed', 'event_attended', 'survey_confirmed'] as const;
export type RewardReason = (typeof REWARD_REASONS)[number];

/**
 * The ledger rows a guest's merge carries: earnings for verified work. Bonuses paid once per person
 * (level_up, achievement) stay with the guest; the account earns its own from the carried work, so
 * merging guest after guest cannot collect the same bonus again and again.
 */
export const MERGE_CARRIES: readonly RewardReason[] = ['task_completed', 'task_bonus', 'submission_approved'];

/** What a guest's merge carried into the account (all zero when nothing, or when it was merged before). */
export interface GuestMerge {
  credited: boolean;
  coins: number;
  xp: number;
  tasksCompleted: number;
  /** Verified reports (report_created rows) and approved actions, counted towards the account's achievements. */
  reports: number;
  actions: number;
}

/** Reasons that mark a day as an "active day" for streak achievements. */
export const ACTIVITY_REASONS: readonly RewardReason[] = ['task_completed', 'submission_approved', 'report_created'];

/** A completed cleanup earns its coin reward and 10 XP per coin (a default 10-coin task: 10 coins, 100 XP). */
export const TASK_XP_PER_COIN = 10;

/** What the tasks module credits for a completed cleanup (reason 'task_completed', reference = task id). */
export function taskCompletionCredit(reward: number): { coins: number; xp: number; tasksCompleted: 1 } {
  const coins = Math.max(0, Math.floor(reward));
  return { coins, xp: coins * TASK_XP_PER_COIN, tasksCompleted: 1 };
}

/**
 * Who or what verified the work a credit pays for (issue 33, "no one earns alone"). Each reason
 * declares the kinds it accepts (reward-rules.ts, REWARD_RULES):
 * - photo_check: an AI check of a photo (the local model when no AI service is configured);
 * - moderator: a moderator, `by` = their id (never the earner);
 * - organiser: an event's organiser, `by` = their id (never the earner);
 * - other_person: another person whose work vouches for it, `by` = their id (never the earner);
 * - derived: this module's own rows that follow from verified ones (level_up, achievement, guest_merge);
 * - operator: the operator's configuration (the demo seed).
 */
export const VERIFIER_KINDS = ['photo_check', 'moderator', 'organiser', 'other_person', 'derived', 'operator'] as const;
export type VerifierKind = (typeof VERIFIER_KINDS)[number];
/** Kinds that name a person (`by`). */
export type PersonVerifierKind = 'moderator' | 'organiser' | 'other_person';

export type Verification =
  | { kind: Exclude<VerifierKind, PersonVerifierKind> }
  /** `by` null: nobody (e.g. a task no person reported), which pays nothing. */
  | { kind: PersonVerifierKind; by: string | null };

/**
 * Why credit() paid nothing for a valid credit that was not a replay (the work itself stays done):
 * - wrong_verifier: the reason does not accept this kind of verification;
 * - no_verifier: a kind that names a person, without one;
 * - own_work: the verifier is the earner;
 * - daily_cap: the earner's rows of this reason today (UTC, app clock) would go over its daily cap.
 */
export type CreditRefusal = 'wrong_verifier' | 'no_verifier' | 'own_work' | 'daily_cap';

export interface CreditInput {
  userId: string;
  reason: RewardReason;
  /** Who or what verified the work (checked against the reason's declaration). */
  verifiedBy: Verification;
  /** Unique per reason (see REWARD_REASONS). At most 200 characters. */
  reference: string;
  /** Whole, non-negative numbers. */
  coins: number;
  xp: number;
  /** Added to the user's tasksCompleted (task_completed credits pass 1). */
  tasksCompleted?: number;
}

export interface LevelUp {
  level: number;
  bonusCoins: number;
}

/** A user's balances: kept by this module beside the ledger they equal (coins and XP are its sums). */
export type UserTotals = UserBalances;

export interface BalanceDriftDto {
  userId: string;
  coins: number;
  xp: number;
  ledgerCoins: number;
  ledgerXp: number;
}

export interface CreditResult {
  /** false when (reason, reference) was already paid (a replay is a no-op, not an error) or when refused. */
  credited: boolean;
  /** Set when the credit was refused (not for a replay): nothing was written, the refusal was logged. */
  refused?: CreditRefusal;
  /** The user's totals after this credit, including level-up and achievement bonuses it caused. */
  totals: UserTotals;
  levelUps: LevelUp[];
  achievements: AchievementDto[];
}

export interface GamificationApi {
  /**
   * Pays a reward exactly once. Runs in the caller's unit of work when given (use the same trx for
   * everything else; do not query through another connection meanwhile), otherwise in its own.
   * Level-up bonuses and achievements it causes are written in the same transaction. Events are
   * emitted only after that transaction commits, and never for a replay.
   * Refuses (credited false, `refused` set, logged, nothing written, no exception) a credit whose
   * verification the reason does not declare, whose verifier is the earner, or that would take the
   * earner's rows of this reason today over the reason's daily cap (REWARD_RULES).
   */
  credit(input: CreditInput, unit?: Unit): Promise<CreditResult>;
  /**
   * Carries a guest's verified work into the account it was just merged into, once (reason
   * 'guest_merge', reference = guest id), in the caller's unit of work: the coins and XP of the guest's
   * MERGE_CARRIES rows, and its counts of cleanups, verified reports and approved actions, so the
   * account's own levels and achievements follow from the combined work (each paid once per account).
   */
  mergeGuest(guestId: string, intoUserId: string, unit: Unit): Promise<GuestMerge>;
  /**
   * Shows or hides a user on the leaderboards, in the caller's unit of work when given. The guests
   * events keep this right for people who register through the app; the demo seed calls it directly.
   */
  setListed(userId: string, listed: boolean, unit?: Unit): Promise<void>;
  /**
   * Gives a catalogue achievement that other modules award (`on: 'award'` in achievements.ts, e.g.
   * 'challenge_completed'), at most once per person (UNIQUE (user_id, achievement_id)), in the
   * caller's unit of work; its coin bonus is credited through the ledger (reason 'achievement').
   * `awarded: false` when the person had it already or has no balances (erased). Any other id is a RangeError.
   */
  award(userId: string, achievementId: string, unit: Unit): Promise<{ awarded: boolean }>;
  /** Users whose stored coins or XP differ from the sums of their ledger rows: empty when all is well. */
  balanceDrift(): Promise<BalanceDriftDto[]>;
  getLevelProgression(userId: string): Promise<LevelProgressionDto>;
  listAchievements(userId: string): Promise<AchievementDto[]>;
}

/** GET /api/users/{id}/level-progression (spec 3, Level progression, plus tier and next reward). */
export type LevelProgressionDto = LevelProgression & { userId: string };
export type { NextLevelReward, TierId };

/** GET /api/achievements: the catalogue with the session user's earned flags. */
export interface AchievementDto {
  id: string;
  /** An emoji. */
  icon: string;
  /** English; the client shows `gamification:achievements.<id>.title` (de/en) with this as the default. */
  title: string;
  description: string;
  earned: boolean;
  earnedAt: string | null;
  /** Coins credited once when earned (0 for none). */
  coinBonus: number;
}

export const LEADERBOARD_WINDOWS = ['all', 'week'] as const;
export type LeaderboardWindow = (typeof LEADERBOARD_WINDOWS)[number];
export const LEADERBOARD_SIZE = 50;

export interface LeaderboardEntryDto {
  /** Standard competition ranking: ties share a rank, the next rank skips (1, 2, 2, 4). */
  rank: number;
  id: string;
  username: string | null;
  /** The guest module's publicDisplayName (issue 33): the chosen username; real names are never public. */
  displayName: string;
  avatarUrl: string | null;
  level: number;
  /** XP in the window (all time, or this week). */
  xp: number;
  /** Coins earned in the window. */
  coins: number;
}

export interface LeaderboardDto {
  window: LeaderboardWindow;
  /** Start of the window: null for all time, Monday 00:00 UTC for the week. */
  since: string | null;
  entries: LeaderboardEntryDto[];
  /**
   * The session user's own standing, or null without a session. rank is null when they are not
   * listed (guests are not listed).
   */
  me: { id: string; rank: number | null; listed: boolean; xp: number; coins: number; level: number } | null;
}

/** GET /api/leaderboard?scope=people|teams (default people: the answer above, unchanged). */
export const LEADERBOARD_SCOPES = ['people', 'teams'] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];

/** One team on the team leaderboard: its members' XP in the window, summed. */
export interface TeamLeaderboardEntryDto {
  /** Standard competition ranking, as for people. */
  rank: number;
  id: string;
  name: string;
  /** The listed members' XP in the window (all time, or this week), summed. */
  xp: number;
  /** How many people are in the team. */
  members: number;
}

/** GET /api/leaderboard?scope=teams: every team (also those without XP yet), top LEADERBOARD_SIZE. */
export interface TeamLeaderboardDto {
  scope: 'teams';
  window: LeaderboardWindow;
  since: string | null;
  entries: TeamLeaderboardEntryDto[];
  /** The caller's best-placed team, or null (no session, or in no team). */
  me: TeamLeaderboardEntryDto | null;
}

/** What GET /api/leaderboard answers: people (no `scope` field, as before) or teams. */
export type LeaderboardAnswer = LeaderboardDto | TeamLeaderboardDto;

/**
 * A port this module declares and the teams module binds (so gamification names no teams module):
 * every team with its members. Optional: without it the team leaderboard is empty.
 */
export interface TeamMembershipSource {
  teams(unit?: Unit): Promise<{ teamId: string; name: string; userIds: string[] }[]>;
  /**
   * Every membership as a subquery with the columns `team_id` and `user_id`, built by the teams
   * module on the connection given (its own table, its own SQL): one team's standing is then one
   * query (issue 35) instead of every team's members read into memory.
   */
  membershipQuery(db: Knex): Knex.QueryBuilder;
}
export const TEAM_MEMBERSHIP_SOURCE = Symbol.for('gamification.team-membership-source');

/** The team standings (the team leaderboard's, for every team): for the teams module's team page. */
export interface TeamStandingsApi {
  /** Every team ranked by its members' XP in the window (no size limit). */
  standings(window: LeaderboardWindow): Promise<TeamLeaderboardEntryDto[]>;
  /**
   * One team's rank and XP in the window, as in `standings` (a tie shares the rank), in one query;
   * null without the team membership source.
   */
  standing(teamId: string, window: LeaderboardWindow): Promise<{ rank: number; xp: number } | null>;
}
export const TEAM_STANDINGS_API = Symbol.for('gamification.team-standings');

