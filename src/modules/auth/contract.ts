/**
 * auth module: passkeys (WebAuthn), recovery codes, sign-in with rate limits, and the
 * session list of Account Settings. The ONLY file other modules import (plus schemas.ts and endpoints.ts).
 * Safe on server and client: no knex, no React. Sessions themselves belong to the guest module.
 */
import type { CurrentUserDto, GuestClaim, SessionDto, SessionInfoDto } from '../guest/contract';

export const AUTH_API = Symbol.for('auth.api');

/** Ten one-time recovery codes, 12 characters each (60 random bits), shown as xxxx-xxxx-xxxx. */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 12;
/** A WebAuthn challenge lives five minutes and is used once. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * Failed (or unfinished) attempts allowed per window before 429 + Retry-After. `reauth` counts the
 * failed fresh passkey checks of a signed-in account (issue 33), per account and per address.
 */
export const RATE_LIMITS = {
  signin: { windowMs: 15 * 60 * 1000, ip: 20, account: 10 },
  recovery: { windowMs: 15 * 60 * 1000, ip: 10, account: 5 },
  reauth: { windowMs: 15 * 60 * 1000, ip: 20, account: 10 },
} as const;
export type AttemptAction = keyof typeof RATE_LIMITS;

/** What to do with a guest's points at sign-in. */
export type GuestPointsChoice = 'merge' | 'donate';

export interface PasskeyDto {
  id: string;
  name: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
}

export interface PasskeysResponse {
  passkeys: PasskeyDto[];
  recoveryCodesRemaining: number;
}

export interface RegisterPasskeyResponse {
  passkey: PasskeyDto;
  /** Present when these are the account's first recovery codes: shown once, never again. */
  recoveryCodes?: string[];
}

export interface RecoveryCodesResponse {
  recoveryCodes: string[];
}

export interface SignInResponse {
  user: CurrentUserDto;
  session: SessionDto;
  /**
   * The guest on this device that was merged or donated, if any: for a merge, the coins and XP it
   * carried into the account (only earnings for verified work), for a donation the points given.
   */
  guestPoints: GuestClaim | null;
  recoveryCodesRemaining?: number;
}

export interface SessionsResponse {
  sessions: SessionInfoDto[];
}

/** Other modules may ask whether an account can sign in again (Account Settings hints). */
export interface AuthApi {
  hasPasskey(userId: string): Promise<boolean>;
}

export interface SignOutEverywhereResponse {
  /** How many sessions ended, this device's included. */
  revoked: number;
}
