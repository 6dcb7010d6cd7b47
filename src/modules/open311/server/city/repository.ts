import type { Knex } from 'knex';
import type { Db } from '../../../../server/db';

/** 'dropped': a litter filing whose task was claimed or done before it was due (never sent). */
export type FilingState = 'pending' | 'sending' | 'filed' | 'dropped';
/** 'hazard': not for volunteers, filed at once; 'litter': a volunteers' task, filed only if still unclaimed when due. */
export type FilingKind = 'hazard' | 'litter';
/** Our reading of the city's answer: 'in_progress' is 'open' but changed since it was made (its time or its notes; filer.ts). */
export type CityStatus = 'open' | 'in_progress' | 'closed';

export interface FilingRow {
  id: string;
  task_id: string;
  report_id: string;
  reporter_id: string | null;
  /** The partner-area connection it is filed with (city_connections); null: the instance-wide one. */
  connection_id: string | null;
  kind: FilingKind;
  state: FilingState;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  service_request_id: string | null;
  token: string | null;
  city_status: CityStatus | null;
  city_status_notes: string | null;
  city_updated_at: Date | null;
  next_poll_at: Date | null;
  poll_failures: number;
  created_at: Date;
  filed_at: Date | null;
  closed_at: Date | null;
  updated_at: Date;
}

const MAX_ERROR_LENGTH = 1000;
const clip = (s: string) => s.slice(0, MAX_ERROR_LENGTH);
const idOf = (r: FilingRow): FilingRow => ({ ...r, id: String(r.id), connection_id: r.connection_id === null || r.connection_id === undefined ? null : String(r.connection_id) });

/** The open311 module's city_filings table (issue 42): knex only. */
export class CityFilingsRepository {
  constructor(private readonly db: Db) {}

  /** A filing to make for this task, once: a repeat (the outbox delivers at least once) changes nothing. */
  async enqueue(row: { task_id: string; report_id: string; reporter_id: string | null; connection_id: string | null; kind: FilingKind }, now: Date, dueAt: Date = now): Promise<boolean> {
    const added = await this.db('city_filings')
      .insert({ ...row, state: 'pending', next_attempt_at: dueAt, created_at: now, updated_at: now })
      .onConflict('task_id')
      .ignore()
      .returning('id');
    return added.length > 0;
  }

  /** Filings of this kind made for this reporter's reports since `since`. */
  async countByReporterSince(reporterId: string, since: Date, kind: FilingKind = 'hazard'): Promise<number> {
    const [row] = (await this.db('city_filings').where({ reporter_id: reporterId, kind }).where('created_at', '>', since).count({ n: '*' })) as { n: string | number }[];
    return Number(row?.n ?? 0);
  }

  /**
   * Claims due filings with one UPDATE over `SELECT ... FOR UPDATE SKIP LOCKED`: the row is
   * 'sending' and belongs to this caller until `leaseUntil` (a process that died mid-call loses it
   * then). Two processes never claim the same row at once; the outer WHERE checks the state again.
   */
  async claim(now: Date, leaseUntil: Date, limit: number): Promise<FilingRow[]> {
    const due = (q: Knex.QueryBuilder) => q.whereIn('state', ['pending', 'sending']).where('next_attempt_at', '<=', now);
    const ids = due(this.db('city_filings').select('id')).orderBy('id').limit(limit).forUpdate().skipLocked();
    const rows = (await due(this.db('city_filings').whereIn('id', ids))
      .update({ state: 'sending', attempts: this.db.raw('attempts + 1'), next_attempt_at: leaseUntil, updated_at: now })
      .returning('*')) as FilingRow[];
    return rows.map(idOf);
  }

  /** The city took it: only the claim that sent it may record it (same attempt, still 'sending'). */
  async filed(claimed: FilingRow, receipt: { serviceRequestId: string | null; token: string | null }, now: Date, nextPollAt: Date): Promise<boolean> {
    const n = await this.db('city_filings')
      .where({ id: claimed.id, state: 'sending', attempts: claimed.attempts })
      .update({ state: 'filed', service_request_id: receipt.serviceRequestId, token: receipt.token, filed_at: now, last_error: null, next_poll_at: nextPollAt, city_status: 'open', updated_at: now })
      .returning('id');
    return n.length > 0;
  }

  /** The call failed: back to 'pending', tried again at `retryAt`, the error kept for the admin. */
  async failed(claimed: FilingRow, error: string, now: Date, retryAt: Date): Promise<void> {
    await this.db('city_filings')
      .where({ id: claimed.id, state: 'sending', attempts: claimed.attempts })
      .update({ state: 'pending', last_error: clip(error), next_attempt_at: retryAt, updated_at: now });
  }

  /** A litter filing whose task was claimed or done before it was due: never sent (only the claim that holds it). */
  async dropped(claimed: FilingRow, now: Date): Promise<void> {
    await this.db('city_filings').where({ id: claimed.id, state: 'sending', attempts: claimed.attempts }).update({ state: 'dropped', last_error: null, updated_at: now });
  }

  /** Filed requests the city has not closed whose next look is due, oldest look first. */
  async duePolls(now: Date, limit: number): Promise<FilingRow[]> {
    const rows = (await this.db('city_filings')
      .where({ state: 'filed' })
      .where((q) => q.whereNull('city_status').orWhereNot('city_status', 'closed'))
      .where('next_poll_at', '<=', now)
      .orderBy('next_poll_at')
      .limit(limit)) as FilingRow[];
    return rows.map(idOf);
  }

  async resolved(id: string, serviceRequestId: string, now: Date): Promise<void> {
    await this.db('city_filings').where({ id }).whereNull('service_request_id').update({ service_request_id: serviceRequestId, updated_at: now });
  }

  /** An open request's state as the city told it now; the next look at `nextPollAt`. */
  async polled(id: string, s: { status: 'open' | 'in_progress'; notes: string | null; updatedAt: Date | null }, now: Date, nextPollAt: Date): Promise<void> {
    await this.db('city_filings')
      .where({ id })
      .whereNot('city_status', 'closed')
      .update({ city_status: s.status, city_status_notes: s.notes, city_updated_at: s.updatedAt, poll_failures: 0, last_error: null, next_poll_at: nextPollAt, updated_at: now });
  }

  /** The city closed it: true for the one caller that recorded it first (the unit then closes the task and tells the reporter). */
  async closed(trx: Knex.Transaction, id: string, s: { notes: string | null; updatedAt: Date | null }, now: Date): Promise<FilingRow | null> {
    const [row] = (await trx('city_filings')
      .where({ id, state: 'filed' })
      .where((q) => q.whereNull('city_status').orWhereNot('city_status', 'closed'))
      .update({ city_status: 'closed', city_status_notes: s.notes, city_updated_at: s.updatedAt, closed_at: now, poll_failures: 0, last_error: null, next_poll_at: null, updated_at: now })
      .returning('*')) as FilingRow[];
    return row ? idOf(row) : null;
  }

  /** Asking the city failed for these: the next look at `retryAt(failures so far)`, the error kept for the admin. */
  async pollFailed(rows: FilingRow[], error: string, now: Date, retryAt: (failures: number) => Date): Promise<void> {
    for (const row of rows) {
      const failures = row.poll_failures + 1;
      await this.db('city_filings').where({ id: row.id }).update({ poll_failures: failures, last_error: clip(error), next_poll_at: retryAt(failures), updated_at: now });
    }
  }

  async byTask(taskId: string): Promise<FilingRow | null> {
    const row = (await this.db('city_filings').where({ task_id: taskId }).first()) as FilingRow | undefined;
    return row ? idOf(row) : null;
  }

  /** For the admin: filings that failed at least once and are not settled (not filed, or the last look failed), the most attempts first. */
  async troubled(limit: number): Promise<FilingRow[]> {
    const rows = (await this.db('city_filings')
      .whereNotNull('last_error')
      .whereNot('state', 'dropped')
      .orderBy([{ column: 'attempts', order: 'desc' }, { column: 'poll_failures', order: 'desc' }, { column: 'id', order: 'asc' }])
      .limit(limit)) as FilingRow[];
    return rows.map(idOf);
  }

  /* Data rights: the reporter's id is the only personal datum here. */

  async ofReporter(trx: Knex.Transaction, userId: string): Promise<FilingRow[]> {
    return ((await trx('city_filings').where({ reporter_id: userId }).orderBy('id')) as FilingRow[]).map(idOf);
  }

  /** Erasure: the filing stays (the city has it), without the person (nobody is told when it is cleared). */
  async forgetReporter(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('city_filings').where({ reporter_id: userId }).update({ reporter_id: null });
  }
}
