/**
 * guest module: sessions and guests. The ONLY file other modules import (plus schemas.ts).
 * Safe on server and client: no knex, no React.
 */
import type { Context } from 'koa';
import type { Role } from '../../shared/constants';
import type { CurrentUserDto, PublicUserDto, SessionDto } from '../../shared/session';
import type { SessionKind, SessionUser } from '../../server/http/session';
import type { Unit } from '../../server/unit-of-work';

/** The session user's shape is the core's (its guards read it); re-exported for the modules using it. */
export type { SessionKind, SessionUser } from '../../server/http/session';

export const GUEST_API = Symbol.for('guest.api');
export const SESSION_COOKIES = Symbol.for('guest.session-cookies');

export const SESSION_COOKIE = 'cq_session';

/**
 * The one way to write the session cookie (HttpOnly, SameSite=Lax, path /, Secure when the public
 * URL is https), for every module that starts or ends a session in the browser.
 */
export interface SessionCookies {
  /** The cookie's token when it has a session token's form, else undefined. */
  read(ctx: Context): string | undefined;
  set(ctx: Context, token: string, expiresAt: Date): void;
  /** The browser forgets its session (signing out, an erased account). */
  clear(ctx: Context): void;
}

/**
 * The session and user shapes the API answers with (spec 3) live in src/shared/session.ts: the
 * client's session code reads them there, without naming this module.
 */
export type { CreateGuestResponse, CurrentUserDto, PublicUserDto, SessionDto, ValidateResponse } from '../../shared/session';

/** One live session of the signed-in person (Account Settings, sessions list). */
export interface SessionInfoDto {
  id: string;
  kind: SessionKind;
  /** A short label from the User-Agent ("Chrome on Windows"), null when unknown. */
  device: string | null;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  current: boolean;
}

/** A guest's points taken over at sign-in: merged into the account, or donated. */
export interface GuestClaim {
  guestId: string;
  action: 'merge' | 'donate';
  coins: number;
  xp: number;
}

export interface DonationDto {
  userId: string;
  coins: number;
  xp: number;
  sessionExpiredAt: string;
  donatedAt: string;
}

/** A user's balances as shown with the user (the module that owns them provides them). */
export interface UserBalances {
  totalCoins: number;
  currentXP: number;
  level: number;
  tasksCompleted: number;
}

/** Balances of someone who has none yet (and of everyone when no module provides them). */
export const NO_BALANCES: UserBalances = { totalCoins: 0, currentXP: 0, level: 1, tasksCompleted: 0 };

/**
 * The balances of people. This module stores none: the gamification module binds this token with
 * its own. A new person's balances are opened in the transaction that creates them, so only people
 * can be credited; users without balances are left out of the map.
 */
export interface BalanceSource {
  open(userId: string, unit: Unit): Promise<void>;
  balancesOf(userIds: readonly string[], unit?: Unit): Promise<Map<string, UserBalances>>;
}
export const BALANCE_SOURCE = Symbol.for('guest.balance-source');

/** A person's profile as shown with the user (the profiles module keeps it). */
export interface ProfileFields {
  firstName: string | null;
  lastName: string | null;
  gender: string | null;
  dateOfBirth: string | null;
  astrologicalSign: string | null;
  element: string | null;
  profileImageUrl: string | null;
  avatarUrl: string | null;
  avatarLevel: number | null;
  avatarPrompt: string | null;
  championName: string | null;
}

/** What registration writes into the profile. */
export type RegisteredProfile = Pick<ProfileFields, 'firstName' | 'lastName' | 'gender' | 'dateOfBirth' | 'astrologicalSign' | 'element'>;

/**
 * The profiles of people. This module stores none: the profiles module binds this token with its
 * own. A new person's profile is opened, and a registration's fields written, in the transaction
 * that creates or registers them.
 */
export interface ProfileSource {
  open(userId: string, fields: Partial<RegisteredProfile>, unit: Unit): Promise<void>;
  register(userId: string, fields: RegisteredProfile, unit: Unit): Promise<void>;
  profilesOf(userIds: readonly string[], unit?: Unit): Promise<Map<string, ProfileFields>>;
  /** Ids of people whose first or last name contains `text` (case-insensitive), at most `limit`. */
  matching(text: string, limit: number, unit?: Unit): Promise<string[]>;
}
export const PROFILE_SOURCE = Symbol.for('guest.profile-source');

/**
 * Issue 33: the one rule for naming a person in public (events, teams, the leaderboard, challenges,
 * GET /api/user/{id}, whatever comes next): the username they chose. Real names only where the person
 * chose to show them, and nothing lets them choose that, so real names are never public (the person
 * sees their own; the admin pages show them to staff). Nobody is named who is disabled or erased, nor
 * a guest (no chosen name; guests are not on the leaderboard either): null, and the public place
 * leaves them out or shows a neutral text.
 */
export function publicDisplayName(p: { username: string | null; isActive: boolean; isGuest: boolean; deleted: boolean }): string | null {
  if (p.deleted || !p.isActive || p.isGuest) return null;
  return p.username?.trim() || null;
}

export interface GuestApi {
  /** Resolves a raw cookie token to its live session, or null when unknown, revoked or expired. */
  resolveSession(token: string): Promise<SessionUser | null>;
  getUser(id: string): Promise<CurrentUserDto | null>;
  /**
   * Records a donation row for every guest whose sessions have all expired and publishes `guest.expired`
   * for them; safe to run concurrently (each guest is recorded and announced once).
   */
  sweepExpiredGuests(): Promise<DonationDto[]>;
  /**
   * Public fields of several users at once (unknown and erased ids are left out). Real names are
   * null (see publicDisplayName); a disabled account is here too, for the staff's views: public
   * pages name people only through `publicNames`.
   */
  getPublicUsers(ids: string[]): Promise<PublicUserDto[]>;
  /**
   * The names the public may see (publicDisplayName), for every public page and answer: only people
   * who may be named are in the map. A public list leaves the others out; where a row must stay (a
   * challenge's contributions), it shows a neutral text instead.
   */
  publicNames(ids: readonly string[]): Promise<Map<string, string>>;
  /**
   * Records on the user the privacy policy version of their latest consent decision
   * (users.consent_version), in the consent module's transaction that records the decision.
   */
  setConsentVersion(userId: string, version: string, unit: Unit): Promise<void>;
  /**
   * User administration (used by the admin module). Changes run in the caller's unit of work, so the
   * audit entry commits with them; null when the user does not exist.
   */
  setRole(userId: string, role: Role, unit: Unit): Promise<{ before: AdminUserDto; after: AdminUserDto } | null>;
  /** Disabling also revokes every session of the user (they are signed out at once). */
  setActive(userId: string, active: boolean, unit: Unit): Promise<{ before: AdminUserDto; after: AdminUserDto } | null>;
  searchUsers(query: UserSearch): Promise<AdminUserDto[]>;
  findUserByUsername(username: string, unit?: Unit): Promise<AdminUserDto | null>;
  /** The guest donation ledger (newest first) with totals over all donations. */
  listDonations(limit: number): Promise<DonationLedgerDto>;
  /**
   * A new session for a user (a registered session: 30 days, sliding, at most
   * REGISTERED_SESSION_MAX_DAYS; sets last_login), in the caller's unit of work when given.
   */
  createSession(userId: string, kind: SessionKind, opts?: { userAgent?: string | null }, unit?: Unit): Promise<{ token: string; session: SessionDto }>;
  /** The user's live sessions, most recently used first; `current` marks currentSessionId. */
  listSessions(userId: string, currentSessionId?: string): Promise<SessionInfoDto[]>;
  /** Revokes one of the user's sessions; false when it is not theirs or not live. */
  revokeSession(userId: string, sessionId: string, unit?: Unit): Promise<boolean>;
  /** Revokes every live session of the user (except one, when given); returns how many. */
  revokeSessions(userId: string, opts?: { exceptSessionId?: string }, unit?: Unit): Promise<number>;
  /**
   * Whose a person's past activity is now: the account a guest was merged into, otherwise the user
   * themselves; null for an unknown or deleted user.
   */
  accountOf(userId: string): Promise<string | null>;
  /** A registered, active user by username (case-insensitive), or null. */
  findRegisteredByUsername(username: string): Promise<CurrentUserDto | null>;
  /**
   * Takes a guest's points once, in the caller's unit of work: 'merge' marks the guest as merged into
   * `intoUserId` (also without points, so that what the guest did counts for the account from then
   * on; the caller credits what the merge carries: GamificationApi.mergeGuest), 'donate' records a
   * guest donation now. coins and xp are the guest's balances. Null when the user is not a guest, was
   * already merged or donated, or (donate) has no points.
   */
  claimGuestPoints(guestId: string, action: 'merge' | 'donate', intoUserId: string, unit: Unit): Promise<GuestClaim | null>;
}

/** Registered sessions last 30 days (the accounts issue makes this sliding, with a 90-day limit). */
export const REGISTERED_SESSION_DAYS = 30;
/** Absolute limit of a registered session, however often it slides. */
export const REGISTERED_SESSION_MAX_DAYS = 90;

/** POST /api/users/{userId}/create-profile response. */
export interface CreateProfileResponse {
  success: true;
  user: CurrentUserDto;
  session: SessionDto;
}

/**
 * Events the guest module publishes through the outbox (src/server/outbox.ts): written with the
 * change, delivered after its commit, at least once, so handlers must be idempotent.
 */
export const GuestEvents = { profileCreated: 'guest.profile_created', expired: 'guest.expired', activeChanged: 'guest.active_changed' } as const;

export interface ProfileCreated {
  userId: string;
}

/** A registered user was disabled or enabled again (delivered after the change committed). */
export interface ActiveChanged {
  userId: string;
  active: boolean;
  isGuest: boolean;
}

/**
 * Guests whose last session has expired, emitted once per guest by the process whose sweep recorded
 * their donation (merged guests are not included). They will never be back: what they held can go.
 */
export interface GuestsExpired {
  userIds: string[];
}

declare module '../../server/events' {
  interface EventMap {
    'guest.profile_created': ProfileCreated;
    'guest.expired': GuestsExpired;
    'guest.active_changed': ActiveChanged;
  }
}

/** A user as the admin pages see them. */
export interface AdminUserDto {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: Role;
  isActive: boolean;
  isGuest: boolean;
  level: number;
  totalCoins: number;
  currentXP: number;
  tasksCompleted: number;
}

export interface UserSearch {
  query?: string;
  role?: Role;
  includeGuests?: boolean;
  limit?: number;
}

export interface DonationLedgerDto {
  donations: DonationDto[];
  totals: { count: number; coins: number; xp: number };
}
