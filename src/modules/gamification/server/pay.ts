import type { Knex } from 'knex';
import { notFound } from '../../../server/http/errors';
import { ErrorCodes } from '../../../shared/errors';
import type { Logger } from '../../../server/http/errors';
import { REWARD_REASONS, type CreditInput, type CreditRefusal, type UserTotals } from '../contract';
import { REWARD_RULES, utcDayWindow, withinCap } from '../reward-rules';
import { weekStart } from '../week';
import { toTotals } from './presenter';
import type { GamificationRepository } from './repository';

/**
 * A credit as this module writes it: a guest's merge also carries its counts of verified reports and
 * approved actions (otherwise a report_created row counts one report, a submission_approved row one action).
 */
export type Payment = CreditInput & { reports?: number; actions?: number };

/** What writing one row did: paid (the new balances), nothing for a replay, or nothing over the daily cap. */
export type Paid = { status: 'paid'; totals: UserTotals } | { status: 'replay' } | { status: 'capped' };

/**
 * Writes one ledger row and, only when it was new, adds it to the user's balances and the week's
 * aggregate (all in `trx`). The caller holds the user's balances locked (lockBalances), so the day's
 * sums read here cannot change before the row is written: a credit that would take the user's rows
 * of its reason today (UTC, `now`) over the reason's daily cap writes nothing ('capped'); a replay of
 * a paid (reason, reference) stays a replay, also when the cap is reached.
 */
export async function payRow(repo: GamificationRepository, trx: Knex.Transaction, r: Payment, now: Date): Promise<Paid> {
  if (r.coins > 0 || r.xp > 0) {
    const day = utcDayWindow(now);
    const today = await repo.earnedBetween(trx, r.userId, r.reason, day.start, day.end);
    if (!withinCap(r.reason, today, { coins: r.coins, xp: r.xp })) return (await repo.ledgerHas(trx, r.reason, r.reference)) ? { status: 'replay' } : { status: 'capped' };
  }
  const inserted = await repo.insertLedger(trx, { userId: r.userId, reason: r.reason, reference: r.reference, coins: r.coins, xp: r.xp, createdAt: now });
  if (!inserted) return { status: 'replay' };
  const stats = await repo.addToAggregates(trx, {
    userId: r.userId,
    coins: r.coins,
    xp: r.xp,
    tasksCompleted: r.tasksCompleted ?? 0,
    reports: r.reports ?? (r.reason === 'report_created' ? 1 : 0),
    actions: r.actions ?? (r.reason === 'submission_approved' ? 1 : 0),
    weekStart: weekStart(now),
    now,
  });
  if (!stats) throw notFound('User not found.', ErrorCodes.USER_NOT_FOUND);
  return { status: 'paid', totals: toTotals(stats) };
}

/**
 * What of a guest's earnings fits under the account's guest_merge cap today (the caller holds the
 * account's balances locked): the rest stays with the guest.
 */
export async function mergeAllowance(repo: GamificationRepository, trx: Knex.Transaction, intoUserId: string, earned: { coins: number; xp: number }, now: Date): Promise<{ coins: number; xp: number }> {
  const day = utcDayWindow(now);
  const today = await repo.earnedBetween(trx, intoUserId, 'guest_merge', day.start, day.end);
  const cap = REWARD_RULES.guest_merge.dailyCap;
  return { coins: Math.min(earned.coins, Math.max(0, cap.coins - today.coins)), xp: Math.min(earned.xp, Math.max(0, cap.xp - today.xp)) };
}

/** A refused credit in the log: a cap as information (it is the rule working), a verification as an error (a caller's bug or an attack). */
export function logRefusal(log: Logger, input: Payment, refused: CreditRefusal): void {
  const fields = { userId: input.userId, reason: input.reason, reference: input.reference, coins: input.coins, xp: input.xp, verifiedBy: input.verifiedBy, refused };
  if (refused === 'daily_cap') log.info('credit refused: daily cap', fields);
  else log.error('credit refused: verification', undefined, fields);
}

const MAX_REFERENCE_LENGTH = 200;

function isWholeNonNegative(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

/** Refuses input no caller may send (a RangeError, nothing written): the ledger's shape, not its rules. */
export function checkCredit(input: CreditInput): void {
  const problems: string[] = [];
  if (typeof input.userId !== 'string' || input.userId === '') problems.push('userId is required');
  if (!(REWARD_REASONS as readonly string[]).includes(input.reason)) problems.push(`unknown reason ${JSON.stringify(input.reason)}`);
  if (typeof input.reference !== 'string' || input.reference === '' || input.reference.length > MAX_REFERENCE_LENGTH)
    problems.push(`reference must be 1-${MAX_REFERENCE_LENGTH} characters`);
  if (!isWholeNonNegative(input.coins)) problems.push('coins must be a whole number >= 0');
  if (!isWholeNonNegative(input.xp)) problems.push('xp must be a whole number >= 0');
  if (input.tasksCompleted !== undefined && !isWholeNonNegative(input.tasksCompleted)) problems.push('tasksCompleted must be a whole number >= 0');
  if (problems.length > 0) throw new RangeError(`Invalid credit: ${problems.join('; ')}`);
}
