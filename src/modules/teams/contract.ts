import type { Unit } from '../../server/unit-of-work';

/**
 * teams module (issue 24): teams of people (a school class, a company, a neighbourhood, a club) that
 * clean up together, joined with an invite code, and ranked on the team leaderboard by their members'
 * XP (the gamification module sums it; this module tells it who is in which team through the
 * gamification contract's TEAM_MEMBERSHIP_SOURCE port). The ONLY file other modules import (with
 * schemas.ts and endpoints.ts). No knex, no React.
 */

export const TEAMS_API = Symbol.for('teams.api');

export const TEAM_KINDS = ['school', 'company', 'neighbourhood', 'club', 'other'] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];
export type TeamRole = 'owner' | 'member';

export const TEAM_NAME_MIN = 2;
export const TEAM_NAME_MAX = 60;
/** A person is in at most this many teams (created or joined). */
export const TEAMS_PER_PERSON = 5;
/** Invite codes: this many characters of INVITE_CODE_ALPHABET (no 0/O, 1/I), compared case-insensitively. */
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** POST /api/teams */
export interface CreateTeamInput {
  name: string;
  kind?: TeamKind;
}

/** POST /api/teams (201) and POST /api/teams/:id/invite-code */
export interface TeamCreatedDto {
  id: string;
  name: string;
  inviteCode: string;
}

/** POST /api/teams/join */
export interface JoinTeamInput {
  inviteCode: string;
}

export interface JoinedTeamDto {
  id: string;
  name: string;
}

/** One of the caller's teams (GET /api/teams/mine). */
export interface MyTeamDto {
  id: string;
  name: string;
  kind: TeamKind;
  inviteCode: string;
  role: TeamRole;
  /** How many people are in the team. */
  members: number;
}

export interface MyTeamsDto {
  teams: MyTeamDto[];
}

/** GET /api/teams/:id (public). */
export interface TeamDto {
  id: string;
  name: string;
  kind: TeamKind;
  members: number;
  /**
   * The members' public names (the guest module's publicDisplayName: the chosen usernames), the
   * owner first, then by when they joined; a disabled member is counted in `members`, not named.
   */
  memberNames: string[];
  /** The team's place on the all-time team leaderboard (null without the gamification module). */
  rank: number | null;
  /** Its members' XP all time, summed (0 without the gamification module). */
  xp: number;
}

export interface TeamsApi {
  /** The person's teams, oldest membership first. */
  teamsOf(userId: string, unit?: Unit): Promise<{ id: string; name: string }[]>;
  /** The user ids of the team's members (empty for no such team). */
  membersOf(teamId: string, unit?: Unit): Promise<string[]>;
  isOwner(teamId: string, userId: string, unit?: Unit): Promise<boolean>;
  /** Issue 42: the names of these teams (public: the team page shows them), by id; missing teams are left out. */
  teamNames(teamIds: readonly string[], unit?: Unit): Promise<Map<string, string>>;
}
