import crypto from 'node:crypto';
import { REGISTERED_SESSION_DAYS, REGISTERED_SESSION_MAX_DAYS } from '../contract';

/** 256 random bits, base64url: the cookie value. Only its SHA-256 is stored. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

const DAY_MS = 86_400_000;

/** A registered session's expiry when used at `now`: 30 days on, never past 90 days after it began. */
export function registeredExpiry(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + REGISTERED_SESSION_DAYS * DAY_MS, createdAt.getTime() + REGISTERED_SESSION_MAX_DAYS * DAY_MS));
}
