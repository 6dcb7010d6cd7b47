import type { Knex } from 'knex';
import type { AlertChannel, AlertKind, AlertMessage } from '../contract';

export interface NewDelivery {
  user_id: string;
  kind: AlertKind;
  reference: string;
  channel: AlertChannel;
  target: string;
  message: AlertMessage;
}

export interface DeliveryRow extends NewDelivery {
  id: string;
  status: 'pending' | 'sent' | 'gone' | 'failed';
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/**
 * The alerts waiting to be sent and those sent. One row per (kind, reference, person, channel,
 * target), so queueing the same alert again writes nothing. Rows are claimed like the outbox's: one
 * UPDATE over `SELECT ... FOR UPDATE SKIP LOCKED` that leases them, so processes never send one at once.
 */
export class AlertDeliveriesRepository {
  constructor(private readonly db: Knex) {}

  /** Queues the rows that are new; answers the ids written. */
  async queue(rows: NewDelivery[], now: Date, trx: Knex = this.db): Promise<string[]> {
    if (rows.length === 0) return [];
    const written = (await trx('alert_deliveries')
      .insert(rows.map((r) => ({ ...r, message: JSON.stringify(r.message), status: 'pending', attempts: 0, next_attempt_at: now, created_at: now })))
      .onConflict(['kind', 'reference', 'user_id', 'channel', 'target'])
      .ignore()
      .returning('id')) as { id: string | number }[];
    return written.map((r) => String(r.id));
  }

  /** Leases up to `limit` due rows (only these ids, when given) until `leaseUntil`, counting the attempt. */
  async claim(now: Date, leaseUntil: Date, limit: number, maxAttempts: number, ids?: string[]): Promise<DeliveryRow[]> {
    const due = this.db('alert_deliveries')
      .select('id')
      .where({ status: 'pending' })
      .where('next_attempt_at', '<=', now)
      .where('attempts', '<', maxAttempts)
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked();
    if (ids) due.whereIn('id', ids);
    const rows = (await this.db('alert_deliveries')
      .whereIn('id', due)
      .update({ attempts: this.db.raw('attempts + 1'), next_attempt_at: leaseUntil })
      .returning('*')) as DeliveryRow[];
    return rows.map((r) => ({ ...r, id: String(r.id) })).sort((a, b) => Number(a.id) - Number(b.id));
  }

  async finish(id: string, status: 'sent' | 'gone', now: Date, note: string | null = null): Promise<void> {
    await this.db('alert_deliveries').where({ id }).update({ status, sent_at: status === 'sent' ? now : null, last_error: note });
  }

  /** A failed try: again at `next`, or given up ('failed') after the last attempt. */
  async failed(id: string, error: string, next: Date, giveUp: boolean): Promise<void> {
    await this.db('alert_deliveries').where({ id }).update({ last_error: error.slice(0, 2000), next_attempt_at: next, status: giveUp ? 'failed' : 'pending' });
  }

  /** Deletes finished rows older than `before` (a claim's alert is long past by then). */
  async sweep(before: Date): Promise<number> {
    const gone = await this.db('alert_deliveries').whereNot({ status: 'pending' }).where('created_at', '<', before).del().returning('id');
    return gone.length;
  }

  async ofUser(userId: string, trx: Knex): Promise<DeliveryRow[]> {
    return (await trx('alert_deliveries').where({ user_id: userId }).orderBy('id')) as DeliveryRow[];
  }
}
