import { isIPv4, isIPv6 } from 'node:net';
import type { Context, Middleware, Next } from 'koa';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { ErrorCodes } from '../../shared/errors';
import { isPglite, type Db } from '../db';
import { HttpError } from './errors';

/** Created by the core's migration migrations/20261125000000_core_rate_limits.ts (the limiter is told not to create it). */
export const RATE_LIMIT_TABLE = 'rate_limits';

export interface RateLimitRule {
  /** Names the counter; stored keys are `<name>:<key>`. */
  name: string;
  /** Requests allowed per key in one window. */
  points: number;
  windowSeconds: number;
  /** What the request is counted under (an address, a user id); null: this rule does not apply. */
  key(ctx: Context): string | null;
}

/**
 * Fixed-window request limits counted in PostgreSQL (rate-limiter-flexible's RateLimiterPostgres), so
 * every server process on the database shares the counts. Each rule counts the request in turn; the
 * first rule over its limit answers 429 RATE_LIMITED with Retry-After (seconds until its window ends).
 * Refused requests count too, so hammering does not help. Windows follow the system clock (Date.now),
 * not the app's CLOCK. Put it before anything expensive (body parsing, photo processing).
 */
export function rateLimit(db: Db, rules: RateLimitRule[], message: string): Middleware {
  const counters = new RateLimits(db, 1);
  return async (ctx: Context, next: Next) => {
    for (const rule of rules) {
      const key = rule.key(ctx);
      if (key === null) continue;
      await counters.consume(rule.name, key, rule.points, rule.windowSeconds, message);
    }
    await next();
  };
}

/**
 * The counters of one app (one database): what route.ts counts the endpoints' declared budgets with
 * (src/shared/endpoint-limits.ts). `factor` is RATE_LIMIT_FACTOR, by which declared numbers are
 * multiplied (tests, e2e runs and benchmarks send everything from 127.0.0.1).
 */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterPostgres>();
  private readonly store: ReturnType<typeof knexStore>;

  constructor(
    db: Db,
    readonly factor: number,
  ) {
    this.store = knexStore(db);
  }

  /** Counts one request of `key` under the counter `name`; beyond `points` in the window, 429 RATE_LIMITED with Retry-After. */
  async consume(name: string, key: string, points: number, windowSeconds: number, message: string): Promise<void> {
    try {
      await this.limiter(name, points, windowSeconds).consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err; // a database error: 503 or 500 as anywhere else
      const retryAfter = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw new HttpError(429, ErrorCodes.RATE_LIMITED, message, { retryAfterSeconds: retryAfter }, { 'Retry-After': String(retryAfter) });
    }
  }

  private limiter(name: string, points: number, windowSeconds: number): RateLimiterPostgres {
    const id = `${name}|${points}|${windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.store,
        storeType: 'knex',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        // Expired rows are deleted by sweepRateLimits (one timer per process, stopped on shutdown).
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points,
        duration: windowSeconds,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}

const appLimits = new WeakMap<object, RateLimits>();

/** Gives an app (a Koa instance) its counters; createApp does it. */
export function provideRateLimits(app: object, limits: RateLimits): void {
  appLimits.set(app, limits);
}

/** The counters of the app serving this request. */
export function rateLimitsOf(ctx: Context): RateLimits {
  const limits = appLimits.get(ctx.app);
  if (!limits) throw new Error('No rate-limit counters: an endpoint with limits must be served by an app made with createApp.');
  return limits;
}

/** Deletes counters whose window has ended; returns how many. */
export async function sweepRateLimits(db: Db, nowMs = Date.now()): Promise<number> {
  // Raw: knex-pglite does not turn a query-builder DELETE's answer into a count.
  const res = (await db.raw(`delete from ${RATE_LIMIT_TABLE} where expire < ?`, [nowMs])) as { rowCount: number | null };
  return res.rowCount ?? 0;
}

/**
 * The client address a limit counts (ctx.ip: the socket's address, or X-Forwarded-For's client with
 * TRUST_PROXY). IPv4-mapped IPv6 becomes plain IPv4; other IPv6 addresses count per /64, the block one
 * subscriber usually gets, or one machine could walk through its 2^64 addresses.
 */
export function clientAddress(ctx: Context): string {
  return addressKey(ctx.ip);
}

export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const bare = ip.replace(/%.*$/, ''); // zone index (fe80::1%eth0)
  if (!isIPv6(bare)) return ip;
  // An embedded IPv4 tail is two groups.
  const hex = bare.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`);
  const [head, tail] = hex.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

interface PgResult {
  rows: unknown[];
  rowCount: number;
}

/**
 * The limiter's store client ("knex" store type: it acquires one of knex's connections and calls
 * `query({ name, text, values })`, pg's API). pg connections are passed through. PGlite's query takes
 * (text, values) and counts changed rows as affectedRows, so its connection is wrapped; passed as it
 * is, the object query breaks PGlite's protocol state for later queries.
 */
function knexStore(db: Db) {
  if (!isPglite(db)) return db;
  const client = db.client as { acquireConnection(): Promise<unknown>; releaseConnection(conn: unknown): Promise<unknown> };
  type PgliteConn = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }> };
  type Wrapped = { raw: PgliteConn; query(q: { text: string; values?: unknown[] }): Promise<PgResult> };
  return {
    client: {
      async acquireConnection(): Promise<Wrapped> {
        const raw = (await client.acquireConnection()) as PgliteConn;
        return {
          raw,
          async query(q) {
            const res = await raw.query(q.text, q.values);
            return { rows: res.rows, rowCount: res.rows.length || res.affectedRows || 0 };
          },
        };
      },
      releaseConnection: (conn: Wrapped) => client.releaseConnection(conn.raw),
    },
  };
}
