import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../../server/db';
import { HttpError } from '../../../server/http/errors';
import { GEOCODER_BUSY_MESSAGE, GEOCODER_SUPERSEDED_MESSAGE } from '../contract';

export interface TurnOptions {
  /** Least time between two upstream calls of all processes together (Nominatim: 1 s). */
  minIntervalMs: number;
  /** Turns handed out ahead: a next free turn more than this many intervals away is refused as busy. */
  maxQueue: number;
}

/** Checks at the turn before giving up as busy (each after waiting the milliseconds still missing). */
const CLAIM_ATTEMPTS = 20;
/**
 * Turns are 2% longer than the interval: a request leaves a few milliseconds after its claim (a new
 * connection, a busy event loop), and that jitter must not bring two arrivals closer than the interval.
 */
const MARGIN = 1.02;

/**
 * Turns at the upstream geocoder, shared by every server process through PostgreSQL (the functions
 * of the module's migration), so the app as a whole calls it at most once per minIntervalMs. Times
 * are the database's clock; each step is one short statement outside any transaction, so nothing is
 * held while a request waits (PGlite has one connection).
 *
 * - `geocoder_turns.next_at` is the next free turn. A request reserves one, unless it lies more than
 *   maxQueue intervals ahead: then 503 GEOCODER_BUSY with Retry-After.
 * - Fairness: one waiting request per person (`geocoder_waiting`, by a hash of who asked, in the
 *   database because a load balancer spreads one person's requests over processes). A newer request
 *   of the same person takes over the older one's turn instead of reserving another, and the older
 *   answers 409 GEOCODER_SUPERSEDED when its turn comes (the address field has moved on to the newer
 *   text). So one person typing holds at most two turns and cannot push others into 503s.
 * - At its turn, a request claims it, which also checks `last_call_at`, the last call of any
 *   process: a request that got to its turn late (a slow query, a busy event loop) never brings the
 *   next call closer than minIntervalMs to it. A claim whose answer came back late moves the mark to
 *   when the request really leaves (markLateCall).
 */
export class UpstreamTurns {
  private readonly gap: number;
  private readonly horizon: number;

  constructor(
    private readonly db: Db,
    o: TurnOptions,
  ) {
    this.gap = (o.minIntervalMs * MARGIN) / 1000;
    this.horizon = o.maxQueue * this.gap;
  }

  /**
   * Resolves when `asker` (a user or a client address) may call the upstream service now; throws 503
   * GEOCODER_BUSY when too many turns are handed out, 409 GEOCODER_SUPERSEDED when a newer request of
   * the same person took this one's turn. `meanwhile` runs when the turn has come, before it is
   * claimed (so the call follows the claim at once): a value from it (an answer another request has
   * cached in the meantime) ends the wait without a call, and take resolves to it.
   */
  async take<T>(asker: string, meanwhile: () => Promise<T | undefined>): Promise<T | undefined> {
    // A hash: the table need not hold user ids or addresses (its rows live for seconds anyway).
    const waiter = createHash('sha256').update(asker).digest('hex');
    const ticket = randomUUID();
    const waitMs = await this.call('select geocoder_take_turn(?, ?, ?::float8, ?::float8) as ms', [waiter, ticket, this.gap, this.horizon]);
    if (waitMs === null) throw await this.busy();
    if (waitMs > 0) await sleep(waitMs);
    const answered = await meanwhile();
    if (answered !== undefined) {
      await this.db.raw('delete from geocoder_waiting where waiter = ? and ticket = ?', [waiter, ticket]);
      return answered;
    }
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
      const sent = performance.now();
      const missingMs = await this.call('select geocoder_claim_turn(?, ?, ?::float8) as ms', [waiter, ticket, this.gap]);
      if (missingMs === null) throw new HttpError(409, 'GEOCODER_SUPERSEDED', GEOCODER_SUPERSEDED_MESSAGE);
      if (missingMs === 0) {
        await this.markLateCall(sent);
        return undefined;
      }
      await sleep(Math.ceil(missingMs));
    }
    throw await this.busy();
  }

  /**
   * The claim marked the call at the database, but its answer may have come back late (a busy event
   * loop, a slow connection): the request then leaves later than marked, and the next turn could be
   * closer to it than the interval. Then the mark moves to now (only ever later), until a mark comes
   * back within the margin of the turns.
   */
  private async markLateCall(sent: number): Promise<void> {
    const tolerance = this.gap * 1000 * (1 - 1 / MARGIN);
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS && tolerance > 0 && performance.now() - sent > tolerance; attempt++) {
      sent = performance.now();
      await this.db.raw(
        `update geocoder_turns set last_call_at = greatest(last_call_at, clock_timestamp()),
           next_at = greatest(next_at, clock_timestamp() + make_interval(secs => ?::float8)) where id = 1`,
        [this.gap],
      );
    }
  }

  /** Forgets places of requests that never came back for their turn (a process that stopped). */
  async sweep(): Promise<number> {
    // Raw: knex-pglite does not turn a query-builder DELETE's answer into a count.
    const res = (await this.db.raw(`delete from geocoder_waiting where slot_at < clock_timestamp() - interval '1 minute'`)) as { rowCount: number | null };
    return res.rowCount ?? 0;
  }

  private async call(sql: string, bindings: (string | number)[]): Promise<number | null> {
    const { rows } = (await this.db.raw(sql, bindings)) as { rows: { ms: number | null }[] };
    return rows[0]!.ms;
  }

  /** 503 GEOCODER_BUSY with the seconds until the next free turn is within reach again. */
  private async busy(): Promise<HttpError> {
    const aheadMs = await this.call(`select (extract(epoch from next_at - clock_timestamp()) * 1000)::float8 as ms from geocoder_turns where id = 1`, []);
    const seconds = Math.max(1, Math.ceil(((aheadMs ?? 0) - this.horizon * 1000) / 1000));
    return new HttpError(503, 'GEOCODER_BUSY', GEOCODER_BUSY_MESSAGE, undefined, { 'Retry-After': String(seconds) });
  }
}
