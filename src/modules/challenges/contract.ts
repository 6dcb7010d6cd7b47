import type { Unit } from '../../server/unit-of-work';

/**
 * challenges module (issue 24): community challenges ("500 items in Linden by the end of May",
 * "20 cleanups for our team this month"), counted from verified work only: a cleanup counts when the
 * tasks module publishes `tasks.completed` for it (verified by the AI or approved by a moderator).
 * The ONLY file other modules import (with schemas.ts and endpoints.ts). No knex, no React.
 */

export const CHALLENGES_API = Symbol.for('challenges.api');

/** What a challenge counts: litter items (the litter module's tag counts of a cleaned task) or cleanups. */
export const CHALLENGE_METRICS = ['items', 'cleanups'] as const;
export type ChallengeMetric = (typeof CHALLENGE_METRICS)[number];

export const CHALLENGE_STATUSES = ['upcoming', 'active', 'completed', 'ended'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

export const CHALLENGE_TITLE_MIN = 3;
export const CHALLENGE_TITLE_MAX = 120;
export const CHALLENGE_DESCRIPTION_MAX = 2000;
export const CHALLENGE_AREA_NAME_MAX = 120;
export const CHALLENGE_TARGET_MAX = 1_000_000;
export const CHALLENGE_RADIUS_MAX_KM = 500;
/** Ended challenges stay in the list this many days after their end. */
export const CHALLENGE_ENDED_SHOWN_DAYS = 30;
/** How many contributors GET /api/challenges/:id names. */
export const CHALLENGE_TOP_CONTRIBUTORS = 10;
/** The gamification catalogue's achievement every contributor of a completed challenge gets once. */
export const CHALLENGE_COMPLETED_ACHIEVEMENT = 'challenge_completed';

/** A new challenge may start at most this long before now (so 'from the start of today' works in every time zone). */
export const CHALLENGE_START_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Why a new challenge's window does not fit the server's clock (issue 33: 40 challenges dated 2020 were
 * accepted): 'in_past' when it started more than CHALLENGE_START_GRACE_MS ago or has ended already,
 * 'too_far_ahead' when it starts more than a calendar year from now; null when it fits. (The length
 * itself, at most a year, is the schema's check.)
 */
export function challengeWindowProblem(startsAt: Date, endsAt: Date, now: Date): 'in_past' | 'too_far_ahead' | null {
  if (startsAt.getTime() < now.getTime() - CHALLENGE_START_GRACE_MS || endsAt.getTime() <= now.getTime()) return 'in_past';
  if (!withinOneYear(now, startsAt)) return 'too_far_ahead';
  return null;
}

/** Whether a challenge of `endsAt` is at most one calendar year after `startsAt`. */
export function withinOneYear(startsAt: Date, endsAt: Date): boolean {
  const limit = new Date(startsAt.getTime());
  limit.setUTCFullYear(limit.getUTCFullYear() + 1);
  return endsAt.getTime() <= limit.getTime();
}

export interface ChallengeAreaDto {
  name: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export interface ChallengeDto {
  id: string;
  title: string;
  description: string;
  metric: ChallengeMetric;
  target: number;
  /** The sum of the contributions (may pass the target: work after the target was reached still counts). */
  progress: number;
  /** progress / target in whole percent, at most 100. */
  percent: number;
  startsAt: string;
  endsAt: string;
  status: ChallengeStatus;
  completedAt: string | null;
  /** null: everywhere. */
  area: ChallengeAreaDto | null;
  /** null: everyone's work counts. */
  team: { id: string; name: string } | null;
  /** What the viewer contributed, or null without a session. */
  mine: number | null;
  /**
   * false for an items challenge on a server without the litter module: nothing can be counted for it
   * (it stays at 0); the screens say so.
   */
  counted: boolean;
}

export interface ChallengeContributorDto {
  /**
   * The person and their public name (the guest module's publicDisplayName: the chosen username);
   * both null for someone the public may not name (erased, disabled, a guest): the contribution stays,
   * anonymous (the screens say 'Anonymous').
   */
  userId: string | null;
  displayName: string | null;
  amount: number;
}

/** GET /api/challenges/:id */
export interface ChallengeDetailDto extends ChallengeDto {
  /** The top CHALLENGE_TOP_CONTRIBUTORS contributors, most first. */
  contributors: ChallengeContributorDto[];
  contributorCount: number;
}

/** What the viewer may create (the client shows the create form only when there is something). */
export interface ChallengeCreateRights {
  /** Moderators and admins: challenges for everyone (and for any team). */
  everyone: boolean;
  /** Teams the viewer owns (or, for moderators, belongs to), for a team challenge. */
  teams: { id: string; name: string }[];
}

/** GET /api/challenges: active and upcoming challenges, and those ended in the last CHALLENGE_ENDED_SHOWN_DAYS. */
export interface ChallengesResponse {
  challenges: ChallengeDto[];
  canCreate: ChallengeCreateRights;
}

/** POST /api/challenges */
export interface NewChallengeInput {
  title: string;
  description?: string;
  metric: ChallengeMetric;
  target: number;
  startsAt: Date;
  endsAt: Date;
  area?: ChallengeAreaDto | null;
  teamId?: string | null;
}

export interface ChallengesApi {
  /** A challenge's progress now (null for an unknown id): for other modules (a team page, an event). */
  progressOf(challengeId: string, unit?: Unit): Promise<{ progress: number; target: number; completed: boolean } | null>;
}
