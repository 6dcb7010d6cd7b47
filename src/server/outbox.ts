import { Background } from './background';
import type { Db } from './db';
import type { EventBus, EventMap } from './events';
import type { Logger } from './http/errors';
import type { Clock } from './tokens';
import { trxOf, type Unit } from './unit-of-work';

export interface OutboxOptions {
  /** How long a claimed row belongs to its dispatcher; a dispatcher that died mid-delivery loses it then. */
  leaseMs: number;
  /** Deliveries tried before a row is left for an operator (kept, with last_error). */
  maxAttempts: number;
  /** The wait after the first failure, doubled after each further one up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Rows claimed at once. */
  batchSize: number;
  /** How long delivered rows are kept (for looking into what happened) before the sweep deletes them. */
  keepDeliveredMs: number;
}

const DAY_MS = 86_400_000;

export const OUTBOX_DEFAULTS: OutboxOptions = {
  leaseMs: 60_000,
  maxAttempts: 10,
  retryBaseMs: 5_000,
  retryMaxMs: 30 * 60_000,
  batchSize: 50,
  keepDeliveredMs: 7 * DAY_MS,
};

/** Batches one deliverDue() run claims at most, so a run (and a shutdown waiting for it) ends. */
const MAX_ROUNDS = 20;
const MAX_ERROR_LENGTH = 2_000;

interface Claimed {
  id: string;
  event: string;
  payload: unknown;
  attempts: number;
}

/**
 * The transactional outbox: an event published with a unit is a row written in that unit's
 * transaction, so it exists exactly when the change it announces committed. The commit kicks this
 * process's dispatcher (Background.dispatcher), which delivers it to the bus's handlers in the
 * background: the request does not wait for them (issue 35: handlers fan out to other people and
 * send alerts); the background job (deliverDue) delivers whatever a crash or a failing handler left. A row is claimed with one UPDATE
 * over `SELECT ... FOR UPDATE SKIP LOCKED` that leases it (next_attempt_at moves a lease ahead), so
 * several processes never claim the same row at once, and no transaction stays open while handlers
 * run (PGlite has one connection, which the handlers need). Delivery is at least once: a lease that
 * runs out, or a failure after some handlers succeeded, runs the handlers again, so every handler of
 * a published event must be idempotent. All times are the app's clock.
 */
export class Outbox {
  private readonly o: OutboxOptions;
  /** Starts a delivery run in the background unless one is under way (then one more follows it). */
  readonly kick: () => void;

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly clock: Clock,
    private readonly log: Logger,
    options: Partial<OutboxOptions> = {},
    private readonly background: Background = new Background(log),
  ) {
    this.o = { ...OUTBOX_DEFAULTS, ...options };
    this.kick = background.dispatcher('outbox delivery after a commit', () => this.deliverDue());
  }

  /**
   * Writes the event in the unit's transaction; once the unit has committed, kicks the dispatcher
   * without waiting for it: the caller's request answers as soon as its own transaction committed.
   */
  async publish<K extends keyof EventMap & string>(unit: Unit, event: K, payload: EventMap[K]): Promise<void> {
    const now = this.clock.now();
    await trxOf(unit)('outbox').insert({ event, payload: JSON.stringify(payload), created_at: now, next_attempt_at: now });
    unit.afterCommit(() => this.kick());
  }

  /** Resolves once the deliveries kicked so far (and the work they started) have ended: tests, shutdown. */
  settled(): Promise<void> {
    return this.background.idle();
  }

  /**
   * One round: claims up to a batch of due rows (only these ids, when given), runs their handlers in
   * the order they were written, records each outcome.
   */
  async deliver(ids?: string[]): Promise<{ claimed: number; delivered: number }> {
    const rows = await this.background.unit(() => this.claim(ids));
    let delivered = 0;
    for (const row of rows) if (await this.run(row)) delivered++;
    return { claimed: rows.length, delivered };
  }

  /** The background job: delivers the due rows, batch after batch. Returns how many were delivered. */
  async deliverDue(): Promise<number> {
    let delivered = 0;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const r = await this.deliver();
      delivered += r.delivered;
      // A shutdown lets the round under way end; the rest waits for the next process.
      if (r.claimed < this.o.batchSize || this.background.stopped) break;
    }
    return delivered;
  }

  /** Deletes rows delivered longer than keepDeliveredMs ago; returns how many. */
  async sweep(): Promise<number> {
    // (Counted from RETURNING: knex-pglite does not answer a DELETE with its count.)
    const gone = await this.db('outbox').where('delivered_at', '<', new Date(this.clock.now().getTime() - this.o.keepDeliveredMs)).del().returning('id');
    return gone.length;
  }

  private async claim(ids?: string[]): Promise<Claimed[]> {
    const now = this.clock.now();
    const due = this.db('outbox')
      .select('id')
      .whereNull('delivered_at')
      .where('next_attempt_at', '<=', now)
      .where('attempts', '<', this.o.maxAttempts)
      .orderBy('id')
      .limit(this.o.batchSize)
      .forUpdate()
      .skipLocked();
    if (ids) due.whereIn('id', ids);
    const rows = (await this.db('outbox')
      .whereIn('id', due)
      .update({ attempts: this.db.raw('attempts + 1'), next_attempt_at: new Date(now.getTime() + this.o.leaseMs) })
      .returning(['id', 'event', 'payload', 'attempts'])) as Claimed[];
    return rows.map((r) => ({ ...r, id: String(r.id) })).sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  }

  /** Runs the row's handlers; true when all succeeded and the row is marked delivered. */
  private async run(row: Claimed): Promise<boolean> {
    try {
      await this.bus.deliver(row.event, row.payload);
    } catch (err) {
      await this.failed(row, err);
      return false;
    }
    await this.db('outbox').where({ id: row.id }).update({ delivered_at: this.clock.now(), last_error: null });
    return true;
  }

  private async failed(row: Claimed, err: unknown): Promise<void> {
    const delayMs = Math.min(this.o.retryBaseMs * 2 ** (row.attempts - 1), this.o.retryMaxMs);
    await this.db('outbox')
      .where({ id: row.id })
      .update({ last_error: errorText(err), next_attempt_at: new Date(this.clock.now().getTime() + delayMs) });
    if (row.attempts >= this.o.maxAttempts) {
      this.log.error(`outbox: gave up on ${row.event} #${row.id} after ${row.attempts} attempts; the row keeps its last error for an operator`, err);
    } else {
      this.log.error(`outbox: ${row.event} #${row.id} failed (attempt ${row.attempts} of ${this.o.maxAttempts}), tried again in ${Math.round(delayMs / 1000)} s`, err);
    }
  }
}

/** What last_error keeps: the stack, or each failed handler's (EventBus.deliver throws an AggregateError for several). */
function errorText(err: unknown): string {
  const one = (e: unknown) => (e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e));
  const text = err instanceof AggregateError ? [err.message, ...err.errors.map(one)].join('\n') : one(err);
  return text.slice(0, MAX_ERROR_LENGTH);
}
