/**
 * The session and the signed-in person as the API sends them (spec section 3, Guest session and
 * User; spec 7, GET /api/guest/validate and POST /api/guest/create), shared by the client's session
 * code (src/client/session) and the module that answers those calls. Isomorphic: types only.
 */
import type { Role } from './constants';

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

/** The 429 message of POST /api/guest/create (its per-address budget, session-endpoints.ts). */
export const TOO_MANY_GUESTS = 'Too many new guest sessions from your network. Please try again later.';
