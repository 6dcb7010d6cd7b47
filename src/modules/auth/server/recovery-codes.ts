import crypto from 'node:crypto';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '../contract';

// 32 characters without look-alikes (no l, o, 0, 1): 5 random bits each.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Ten fresh codes, shown as xxxx-xxxx-xxxx. */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = crypto.randomBytes(RECOVERY_CODE_LENGTH);
    const raw = Array.from(bytes, (b) => ALPHABET[b & 31]).join('');
    return raw.match(/.{1,4}/g)!.join('-');
  });
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Stored form: SHA-256 over the user id and the normalised code (hex). */
export function hashRecoveryCode(userId: string, code: string): string {
  return crypto.createHash('sha256').update(`${userId}:${normalizeRecoveryCode(code)}`).digest('hex');
}

/** Compares a typed code with every stored hash in constant time (no early exit). */
export function matchRecoveryCode<T extends { code_hash: string }>(userId: string, code: string, rows: T[]): T | undefined {
  const candidate = Buffer.from(hashRecoveryCode(userId, code), 'hex');
  let found: T | undefined;
  for (const row of rows) {
    const stored = Buffer.from(row.code_hash, 'hex');
    if (stored.length === candidate.length && crypto.timingSafeEqual(stored, candidate) && !found) found = row;
  }
  return found;
}
