import type { Knex } from 'knex';
import type { EndingHold } from '../contract';
import type { TaskRow } from './models';

/**
 * The advisory lock class (first int4 key) that serialises one person's accepts; the second key is
 * hashtext(user id). Another class than VERSION_LOCK's.
 */
export const HOLD_LOCK_CLASS = 1953196132;

/**
 * What a task looks like once it is back on the map: nothing of the person who held it stays (the
 * hold, nor a moderator's decision on their attempt, whose reason the public list would show).
 */
export const RELEASED = (now: Date) => ({
  status: 'available' as const, assignee_id: null, accepted_at: null, held_until: null, verification_status: null, review_outcome: null, review_reason: null, reviewed_at: null, updated_at: now,
});

/** Who holds which task: the claim, the hold count and every way a task goes back to the map. knex only. */
export class TaskHoldsRepository {
  constructor(private readonly db: Knex) {}

  /**
   * The race-free claim: one conditional UPDATE decides the winner, and it only matches while the
   * person holds fewer than `limit` tasks. Their accepts are serialised by a per-person advisory lock
   * held to the end of the transaction, so the count each one sees includes every earlier claim:
   * concurrent accepts by one person cannot pass the limit together.
   */
  async claim(id: string, userId: string, now: Date, heldUntil: Date, limit: number): Promise<TaskRow | undefined> {
    return this.db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [HOLD_LOCK_CLASS, userId]);
      const [row] = await trx<TaskRow>('tasks')
        .where({ id, status: 'available' })
        .whereRaw('reporter_id is distinct from ?', [userId])
        // Issue 24: a hazardous task is never claimed.
        .where('for_volunteers', true)
        .whereRaw("(select count(*) from tasks held where held.assignee_id = ? and held.status = 'assigned') < ?", [userId, limit])
        .update({
          status: 'assigned', assignee_id: userId, accepted_at: now, held_until: heldUntil,
          verification_status: null, review_outcome: null, review_reason: null, updated_at: now,
        })
        .returning('*');
      return row;
    });
  }

  /** How many tasks the person holds now (status 'assigned'). */
  async countHeld(userId: string): Promise<number> {
    const [{ n }] = await this.db('tasks').where({ assignee_id: userId, status: 'assigned' }).select(this.db.raw('count(*)::int as n'));
    return n as number;
  }

  /** The holder gives the task back; undefined when it is not assigned to them. */
  async release(id: string, userId: string, now: Date): Promise<TaskRow | undefined> {
    const [row] = await this.db<TaskRow>('tasks')
      .where({ id, status: 'assigned', assignee_id: userId })
      .update(RELEASED(now))
      .returning('*');
    return row;
  }

  /**
   * Gives back every assignment whose hold has passed, except those waiting for a moderator. One
   * conditional UPDATE: sweeps in several processes at once release each task once (a row another
   * sweep released no longer matches when it is re-checked), and a second run finds nothing.
   */
  async releaseOverdue(now: Date): Promise<string[]> {
    const rows = await this.db<TaskRow>('tasks')
      .where({ status: 'assigned' })
      .where('held_until', '<=', now)
      .whereRaw("verification_status is distinct from 'needs_review'")
      .update(RELEASED(now))
      .returning('id');
    return rows.map((r) => r.id);
  }

  /** Holds ending after `from` and by `until`, not waiting for a moderator, soonest first (served by the partial index on held_until). */
  async endingBetween(from: Date, until: Date, limit: number): Promise<EndingHold[]> {
    const rows = (await this.db<TaskRow>('tasks')
      .where({ status: 'assigned' })
      .where('held_until', '>', from)
      .where('held_until', '<=', until)
      .whereNotNull('assignee_id')
      .whereRaw("verification_status is distinct from 'needs_review'")
      .orderBy('held_until')
      .limit(limit)
      .select('id', 'assignee_id', 'accepted_at', 'held_until')) as Pick<TaskRow, 'id' | 'assignee_id' | 'accepted_at' | 'held_until'>[];
    return rows.map((r) => ({ taskId: r.id, assigneeId: r.assignee_id!, acceptedAt: new Date(r.accepted_at!).toISOString(), heldUntil: new Date(r.held_until!).toISOString() }));
  }

  /** Gives back what these people hold, except tasks waiting for a moderator; idempotent. */
  async releaseHeldBy(userIds: string[], now: Date): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db<TaskRow>('tasks')
      .whereIn('assignee_id', userIds)
      .where({ status: 'assigned' })
      .whereRaw("verification_status is distinct from 'needs_review'")
      .update(RELEASED(now))
      .returning('id');
    return rows.map((r) => r.id);
  }

  /**
   * Erasure: every task the person holds goes back to the map, also one waiting for a moderator
   * (as if they had deleted it, spec 4), in the erasure's transaction.
   */
  async releaseAllHeldBy(trx: Knex.Transaction, userId: string, now: Date): Promise<void> {
    await trx('tasks').where({ assignee_id: userId, status: 'assigned' }).update(RELEASED(now));
  }
}
