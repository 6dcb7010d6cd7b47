import pg from 'pg';
import type { Logger } from './http/errors';

/** Reconnect delays: doubling from the first to the last, so a database restart is not hammered. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { firstMs: 250, maxMs: 10_000 };

/** How the listening connection shows in pg_stat_activity (operators, and the reconnect test, find it by this). */
export const LISTENER_APPLICATION_NAME = 'cleanquest change feed';

export interface ChangeListenerOptions {
  /** The pool's connection settings (knex's connectionSettings: a URL or a pg config object). */
  connection: string | pg.ClientConfig;
  channel: string;
  onPayload: (payload: string) => void;
  /** Listening (again): anything sent while not listening was missed. */
  onListening: () => void;
  log: Logger;
  backoff?: Backoff;
}

/**
 * One dedicated connection (not from the pool: a pooled one would be handed to queries and its
 * LISTEN lost when the pool recycles it) that LISTENs on one channel. When the connection drops it
 * reconnects after a growing delay; close() ends it for good. Timers are unref'd: the listener alone
 * never keeps a process alive.
 */
export class ChangeListener {
  private client: pg.Client | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private closed = false;

  constructor(private readonly o: ChangeListenerOptions) {}

  start(): void {
    if (!this.client && !this.timer && !this.closed) this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private connect(): void {
    this.timer = null;
    const base = typeof this.o.connection === 'string' ? { connectionString: this.o.connection } : this.o.connection;
    // keepAlive: a half-open TCP connection (a vanished load balancer or host) is noticed, not listened on forever.
    const client = new pg.Client({ ...base, application_name: LISTENER_APPLICATION_NAME, keepAlive: true, connectionTimeoutMillis: 10_000 });
    this.client = client;
    let lost = false;
    const onLost = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
      if (this.closed) return;
      const delay = Math.min(this.backoff.maxMs, this.backoff.firstMs * 2 ** this.failures++);
      this.o.log.error(`change feed: listening connection lost, reconnecting in ${delay} ms`, err ?? new Error('connection ended'));
      this.timer = setTimeout(() => this.connect(), delay);
      this.timer.unref();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (msg) => {
      if (msg.channel === this.o.channel && msg.payload) this.o.onPayload(msg.payload);
    });
    client
      .connect()
      .then(() => client.query(`listen ${client.escapeIdentifier(this.o.channel)}`))
      .then(() => {
        if (lost || this.closed) return;
        if (this.failures > 0) this.o.log.info('change feed: listening again');
        this.failures = 0;
        this.o.onListening();
      }, onLost);
  }

  private get backoff(): Backoff {
    return this.o.backoff ?? DEFAULT_BACKOFF;
  }
}
