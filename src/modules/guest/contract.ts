/**
 * guest module: sessions and identity. The ONLY file other modules import (plus schemas.ts).
 * Safe on server and client: no knex, no React.
 */
import type { Role } from '../../shared/constants';

export const GUEST_API = Symbol.for('guest.api');

export const SESSION_COOKIE = 'cq_session';

export type SessionKind = 'guest' | 'user';

/** Spec section 3, Guest session. remainingTime is in milliseconds. */
export interface SessionDto {
  id: string;
  expiresAt: string;
  remainingTime: number;
}

/** GET /api/user/{id}: public fields only (spec section 7). */
export interface PublicUserDto {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  avatarUrl: string | null;
  level: number;
}

/** The signed-in person's own record (spec section 3, User), returned with their session. */
export interface CurrentUserDto extends PublicUserDto {
  email: string | null;
  gender: string | null;
  dateOfBirth: string | null;
  astrologicalSign: string | null;
  element: string | null;
  role: Role;
  totalCoins: number;
  currentXP: number;
  tasksCompleted: number;
  rating: number;
  isActive: boolean;
  isEmailVerified: boolean;
  isGuest: boolean;
  avatarLevel: number | null;
  championName: string | null;
  consentVersion: string | null;
  marketingOptOut: boolean;
  profilingOptOut: boolean;
  lastLogin: string | null;
}

export interface ValidateResponse {
  valid: boolean;
  session?: SessionDto;
  user?: CurrentUserDto;
}

export interface CreateGuestResponse {
  session: SessionDto;
  user: CurrentUserDto;
}

/** What the session middleware puts on ctx.state.user for every request with a live session. */
export interface SessionUser {
  id: string;
  role: Role;
  isGuest: boolean;
  sessionId: string;
  sessionKind: SessionKind;
  expiresAt: Date;
}

export interface DonationDto {
  userId: string;
  coins: number;
  xp: number;
  sessionExpiredAt: string;
  donatedAt: string;
}

export interface GuestApi {
  /** Resolves a raw cookie token to its live session, or null when unknown, revoked or expired. */
  resolveSession(token: string): Promise<SessionUser | null>;
  getUser(id: string): Promise<CurrentUserDto | null>;
  /** Records a donation row for every guest whose sessions have all expired; safe to run concurrently. */
  sweepExpiredGuests(): Promise<DonationDto[]>;
}
