import type { Knex } from 'knex';
import { notFound } from '../../../server/http/errors';
import { ErrorCodes } from '../../../shared/errors';
import type { CreditInput, UserTotals } from '../contract';
import { utcDayWindow, withinCap } from '../reward-rules';
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
