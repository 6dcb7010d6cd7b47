import type { Knex } from 'knex';
import type { Db } from './db';
import type { PersonalDataSource } from './module';
import type { Clock } from './tokens';
import { trxOf, type Unit } from './unit-of-work';

/** Created by the core's migration migrations/20261127183000_core_idempotency_keys.ts. */
export const IDEMPOTENCY_TABLE = 'idempotency_keys';

const DAY_MS = 86_400_000;

/**
 * The request_hash of a key handed over from a guest to the account it signed in to (issue 35): the
 * device's queue sends the write again with its owner field now naming the account, so only the
 * endpoint and its path parameters must match the first request.
 */
export const HANDED_OVER_HASH = 'handed-over';

export interface IdempotencyOptions {
  /**
   * How long a claim holds without its work committing. A process that died mid-request leaves its
   * claim; after the lease a repeat takes it over (unless the work had committed: see work_committed).
   */
  leaseMs: number;
  /** How long a repeat waits for the first request with its key to finish before answering 409. */
  waitMs: number;
  /** How often a waiting repeat looks again. */
  pollMs: number;
  /** How long keys and their answers are kept; the sweep deletes older ones. */
  retentionMs: number;
}

export const IDEMPOTENCY_DEFAULTS: IdempotencyOptions = { leaseMs: 60_000, waitMs: 5_000, pollMs: 100, retentionMs: 7 * DAY_MS };

/** What a key was first used for: the endpoint, its path parameters and the hash of the rest of the request. */
export interface RequestFingerprint {
  method: string;
  /** The endpoint's path template, e.g. `/tasks/:id/complete-with-photo`. */
  path: string;
  params: Record<string, unknown>;
  /** SHA-256 (hex) of the query, the body or text fields and the uploaded file. */
  hash: string;
}

export interface KeyRow {
  user_id: string;
  key: string;
  method: string;
  path: string;
  params: Record<string, unknown>;
  request_hash: string;
  state: 'in_progress' | 'done';
  claim_token: string;
  lease_until: Date;
  work_committed: boolean;
  response_status: number | null;
  response_body: string | null;
  created_at: Date;
  completed_at: Date | null;
}

/**
 * The table behind the Idempotency-Key (http/idempotency.ts): one row per person and key. Every
 * change is one conditional statement, so concurrent requests (also in several processes) agree on
 * one owner of a key: the INSERT ... ON CONFLICT DO NOTHING of the claim, the takeover of an expired
 * claim whose work never committed, the fence in the work's own transaction, the stored answer.
 */
export class IdempotencyStore {
  readonly options: IdempotencyOptions;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    options: Partial<IdempotencyOptions> = {},
  ) {
    this.options = { ...IDEMPOTENCY_DEFAULTS, ...options };
  }

  /** The app's time (epoch ms): leases follow the app's clock. */
  now(): number {
    return this.clock.now().getTime();
  }

  private leaseEnd(): Date {
    return new Date(this.clock.now().getTime() + this.options.leaseMs);
  }

  /** Claims a new key for this request; false when the person has a row for it already. */
  async claim(userId: string, key: string, request: RequestFingerprint, token: string): Promise<boolean> {
    const now = this.clock.now();
    const rows = await this.db(IDEMPOTENCY_TABLE)
      .insert({
        user_id: userId, key, method: request.method, path: request.path, params: JSON.stringify(request.params), request_hash: request.hash,
        state: 'in_progress', claim_token: token, lease_until: this.leaseEnd(), created_at: now,
      })
      .onConflict(['user_id', 'key'])
      .ignore()
      .returning('key');
    return rows.length === 1;
  }

  /**
   * A guest signed in to an account on the same device (issue 35): the guest's keys become the
   * account's (in the sign-in's transaction), so a write the guest's queue sent, whose answer was
   * lost, is answered with its first answer when the queue sends it again under the account, not
   * done twice. A key the account holds already stays the account's. Returns how many moved.
   */
  async handOver(fromUserId: string, toUserId: string, unit?: Unit): Promise<number> {
    if (fromUserId === toUserId) return 0;
    const q = unit ? trxOf(unit) : this.db;
    const theirs = q(IDEMPOTENCY_TABLE).select('key').where({ user_id: toUserId });
    const moved = await q(IDEMPOTENCY_TABLE)
      .where({ user_id: fromUserId })
      .whereNotIn('key', theirs)
      .update({ user_id: toUserId, request_hash: HANDED_OVER_HASH })
      .returning('key');
    return moved.length;
  }

  async find(userId: string, key: string): Promise<KeyRow | undefined> {
    return (await this.db<KeyRow>(IDEMPOTENCY_TABLE).where({ user_id: userId, key }).first()) as KeyRow | undefined;
  }

  /**
   * Takes over a claim whose lease ended and whose work never committed (its process died or gave
   * up): the new token owns the key from now on; the old owner's transactions can no longer commit.
   */
  async takeOver(userId: string, key: string, oldToken: string, token: string): Promise<boolean> {
    const rows = await this.db(IDEMPOTENCY_TABLE)
      .where({ user_id: userId, key, claim_token: oldToken, state: 'in_progress', work_committed: false })
      .where('lease_until', '<=', this.clock.now())
      .update({ claim_token: token, lease_until: this.leaseEnd() })
      .returning('key');
    return rows.length === 1;
  }

  /**
   * Runs at the end of each transaction of the claimed request's work, inside it: true while the
   * claim is still this token's. A transaction that wrote something marks the key's work committed
   * (it commits with the work, and the row lock it takes orders it against a takeover). Extends the lease.
   */
  async fence(trx: Knex.Transaction, userId: string, key: string, token: string): Promise<boolean> {
    const { rows } = (await trx.raw('select txid_current_if_assigned() is not null as wrote')) as { rows: { wrote: boolean }[] };
    const wrote = rows[0]?.wrote === true;
    const updated = await trx(IDEMPOTENCY_TABLE)
      .where({ user_id: userId, key, claim_token: token, state: 'in_progress' })
      .update({ lease_until: this.leaseEnd(), ...(wrote ? { work_committed: true } : {}) })
      .returning('key');
    return updated.length === 1;
  }

  /** Stores the answer of the claimed request; false when the claim is no longer this token's. */
  async complete(userId: string, key: string, token: string, status: number, body: string | null): Promise<boolean> {
    const rows = await this.db(IDEMPOTENCY_TABLE)
      .where({ user_id: userId, key, claim_token: token, state: 'in_progress' })
      .update({ state: 'done', response_status: status, response_body: body, completed_at: this.clock.now() })
      .returning('key');
    return rows.length === 1;
  }

  /**
   * The claimed request failed. Without committed work the key is deleted, so the device can send the
   * request again; with committed work (it failed afterwards) the claim ends at once and the key stays:
   * doing the work again would do it twice.
   */
  async release(userId: string, key: string, token: string): Promise<void> {
    const gone = await this.db(IDEMPOTENCY_TABLE).where({ user_id: userId, key, claim_token: token, state: 'in_progress', work_committed: false }).del().returning('key');
    if (gone.length > 0) return;
    await this.db(IDEMPOTENCY_TABLE).where({ user_id: userId, key, claim_token: token, state: 'in_progress' }).update({ lease_until: this.clock.now() });
  }

  /** Deletes keys older than the retention time (answered or left behind); returns how many. */
  async sweep(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.options.retentionMs);
    // (Counted from RETURNING: knex-pglite does not answer a DELETE with its count.)
    const gone = await this.db(IDEMPOTENCY_TABLE).where('created_at', '<', before).del().returning('key');
    return gone.length;
  }

  /** The core's part of the data export and the erasure (the PERSONAL_DATA list). */
  personalData(): PersonalDataSource {
    return {
      module: 'core',
      tables: [IDEMPOTENCY_TABLE],
      export: async (userId, unit) => ({ idempotencyKeys: await this.exportFor(userId, trxOf(unit)) }),
      erase: (userId, unit) => this.eraseFor(userId, trxOf(unit)),
    };
  }

  /** A person's keys for the data export: which requests were sent with one and when (the answers are in their modules' sections). */
  async exportFor(userId: string, trx: Knex.Transaction): Promise<{ key: string; method: string; path: string; state: string; createdAt: string; completedAt: string | null }[]> {
    const rows = (await trx<KeyRow>(IDEMPOTENCY_TABLE).where({ user_id: userId }).orderBy('created_at')) as KeyRow[];
    return rows.map((r) => ({
      key: r.key, method: r.method, path: r.path, state: r.state,
      createdAt: new Date(r.created_at).toISOString(), completedAt: r.completed_at ? new Date(r.completed_at).toISOString() : null,
    }));
  }

  /** Erasure: the person's keys and the answers stored with them. */
  async eraseFor(userId: string, trx: Knex.Transaction): Promise<void> {
    await trx(IDEMPOTENCY_TABLE).where({ user_id: userId }).del();
  }
}
