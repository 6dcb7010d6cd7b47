import { randomBytes } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '../contract';

/**
 * A new invite code: INVITE_CODE_LENGTH characters of an alphabet without look-alikes (no 0/O, 1/I),
 * from the crypto generator. The alphabet has 32 characters, so each random byte's low 5 bits pick
 * one without bias (32^8, about 10^12 codes).
 */
export function newInviteCode(): string {
  const bytes = randomBytes(INVITE_CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += INVITE_CODE_ALPHABET[b & 31];
  return code;
}

/** A code as a person typed it, in the stored form (upper case, no spaces or dashes). */
export function normaliseInviteCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}
