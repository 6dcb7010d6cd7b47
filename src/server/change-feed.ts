import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type pg from 'pg';
import { ChangeListener, type Backoff } from './change-listener';
import type { Db } from './db';
import { isPgServer } from './db';
import type { Logger } from './http/errors';
import { trxOf, type Unit } from './unit-of-work';

/** The one channel every process LISTENs on; the payload names the topic and the sending process. */
export const CHANGE_CHANNEL = 'cleanquest_changes';

/** A committed change of the topic, or 'missed': the feed (re)started listening, so changes may have gone unseen. */
export type ChangeReason = 'change' | 'missed';
export type ChangeHandler = (reason: ChangeReason) => void;

interface Payload {
  topic: string;
  from: string;
}

/**
 * Tells every process's subscribers that shared data changed, so per-process caches of shared
 * answers drop them at once instead of when their time is up. A notification can be lost (a
 * reconnect, a crash between commit and send): caches keep their own time limit as the fallback.
 *
 * Subscribers hear of every committed change, this process's included: this process's own ones are
 * delivered directly after the commit (PostgreSQL's copy, which names this process, is ignored).
 * On a real server other processes hear through pg_notify / LISTEN (change-listener.ts); on the
 * embedded PGlite there is only this process.
 */
export class ChangeFeed {
  /** Names this process in its notifications. */
  readonly processId = crypto.randomUUID();
  private readonly handlers = new Map<string, Set<ChangeHandler>>();
  /** Topics already notified in a unit: one pg_notify per topic and transaction. */
  private readonly notified = new WeakMap<Unit, Set<string>>();
  private readonly listener: ChangeListener | null;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    options: { backoff?: Backoff } = {},
  ) {
    this.listener = isPgServer(db)
      ? new ChangeListener({
          connection: (db.client as Knex.Client).connectionSettings as string | pg.ClientConfig,
          channel: CHANGE_CHANNEL,
          onPayload: (payload) => this.received(payload),
          onListening: () => this.deliverAll('missed'),
          log,
          backoff: options.backoff,
        })
      : null;
  }

  /**
   * Announces a change of `topic`. Given a unit, the notification is part of its transaction: sent
   * by PostgreSQL on commit, never after a rollback (a failing send fails the transaction). Without
   * one the change is taken as committed and announced at once; a failing send is only logged.
   */
  async notify(topic: string, unit?: Unit): Promise<void> {
    const payload = JSON.stringify({ topic, from: this.processId } satisfies Payload);
    if (unit) {
      const topics = this.notified.get(unit) ?? new Set<string>();
      this.notified.set(unit, topics);
      if (topics.has(topic)) return;
      topics.add(topic);
      unit.afterCommit(() => this.deliver(topic, 'change'));
      if (this.listener) await trxOf(unit).raw('select pg_notify(?, ?)', [CHANGE_CHANNEL, payload]);
      return;
    }
    this.deliver(topic, 'change');
    if (!this.listener) return;
    try {
      await this.db.raw('select pg_notify(?, ?)', [CHANGE_CHANNEL, payload]);
    } catch (err) {
      this.log.error(`change feed: notifying other processes of ${topic} failed`, err);
    }
  }

  /** Calls `handler` on every change of `topic` (and on 'missed'); returns the unsubscriber. */
  subscribe(topic: string, handler: ChangeHandler): () => void {
    const set = this.handlers.get(topic) ?? new Set<ChangeHandler>();
    this.handlers.set(topic, set);
    set.add(handler);
    return () => void set.delete(handler);
  }

  /** Starts hearing other processes' changes (App.startBackground); a no-op on PGlite. */
  start(): void {
    this.listener?.start();
  }

  /** Stops listening; resolves once the listening connection is closed. */
  async close(): Promise<void> {
    await this.listener?.close();
  }

  private received(raw: string): void {
    let payload: Partial<Payload>;
    try {
      payload = JSON.parse(raw) as Partial<Payload>;
    } catch {
      return this.log.error(`change feed: unreadable notification ${raw.slice(0, 200)}`);
    }
    if (typeof payload.topic !== 'string' || payload.from === this.processId) return;
    this.deliver(payload.topic, 'change');
  }

  private deliverAll(reason: ChangeReason): void {
    for (const topic of this.handlers.keys()) this.deliver(topic, reason);
  }

  private deliver(topic: string, reason: ChangeReason): void {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        handler(reason);
      } catch (err) {
        this.log.error(`change handler for ${topic} failed`, err);
      }
    }
  }
}
