import type { Knex } from 'knex';
import type { Db } from '../../../server/db';
import type { NotifyInput } from '../contract';
import { NotificationModel, type NotificationRow } from './models';

/** Anything that can run a query: the pool or a transaction. */
export type Reader = Knex | Knex.Transaction;

const TABLE = 'notifications';

/** What decides the list's ETag: one indexed aggregate over the person's rows. */
export interface NotificationsVersion {
  total: number;
  unread: number;
  /** The newest row's seq (null without rows). */
  lastSeq: string | null;
  /** The latest read time (null when nothing was read). */
  lastRead: string | null;
}

/**
 * notifications: writes in the caller's transaction, the person's list, the unread count, marking
 * read and the data rights. No rules here.
 */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  get reader(): Reader {
    return this.db;
  }

  async insert(trx: Knex.Transaction, input: NotifyInput, now: Date): Promise<NotificationRow> {
    const [row] = (await trx(TABLE)
      .insert({ user_id: input.userId, kind: input.kind, data: JSON.stringify(input.data), created_at: now })
      .returning('*')) as NotificationRow[];
    return row!;
  }

  /** Many people's rows in one INSERT, in input order (what the outbox event names: no data read back). */
  async insertMany(trx: Knex.Transaction, inputs: NotifyInput[], now: Date): Promise<Pick<NotificationRow, 'id' | 'user_id' | 'kind' | 'seq'>[]> {
    if (inputs.length === 0) return [];
    const rows = (await trx(TABLE)
      .insert(inputs.map((input) => ({ user_id: input.userId, kind: input.kind, data: JSON.stringify(input.data), created_at: now })))
      .returning(['id', 'user_id', 'kind', 'seq'])) as Pick<NotificationRow, 'id' | 'user_id' | 'kind' | 'seq'>[];
    return rows.sort((a, b) => Number(a.seq) - Number(b.seq));
  }

  /**
   * prune() for many people in one DELETE: each one's rows older than their newest `keep`. Each
   * person's cut is the (keep + 1)-th newest seq, read backwards on (user_id, seq): a person with
   * fewer rows has no cut, and nothing of theirs is sorted or numbered (issue 35: the fan-out's
   * window over everyone's rows was its dearest statement).
   */
  async pruneMany(trx: Knex.Transaction, userIds: string[], keep: number): Promise<void> {
    if (userIds.length === 0) return;
    await trx.raw(
      `delete from ${TABLE} n using (select p.user_id, c.seq from unnest(?::uuid[]) as p(user_id) cross join lateral (select seq from ${TABLE} where user_id = p.user_id order by seq desc offset ? limit 1) c) cut where n.user_id = cut.user_id and n.seq <= cut.seq`,
      [userIds, keep],
    );
  }

  /** Deletes the person's rows older than the newest `keep`. */
  async prune(trx: Knex.Transaction, userId: string, keep: number): Promise<void> {
    const cutoff = trx(TABLE).select('seq').where({ user_id: userId }).orderBy('seq', 'desc').offset(keep).limit(1);
    await trx(TABLE).where({ user_id: userId }).where('seq', '<=', cutoff).del();
  }

  async version(userId: string): Promise<NotificationsVersion> {
    const row = (await this.db(TABLE)
      .where({ user_id: userId })
      .select(
        this.db.raw('count(*)::int as total'),
        this.db.raw('(count(*) filter (where read_at is null))::int as unread'),
        this.db.raw('max(seq)::text as last_seq'),
        this.db.raw('max(read_at)::text as last_read'),
      )
      .first()) as { total: number; unread: number; last_seq: string | null; last_read: string | null } | undefined;
    return { total: row?.total ?? 0, unread: row?.unread ?? 0, lastSeq: row?.last_seq ?? null, lastRead: row?.last_read ?? null };
  }

  /** The person's newest rows, newest first. */
  async list(userId: string, limit: number): Promise<NotificationRow[]> {
    return await NotificationModel.query(this.db).where({ user_id: userId }).orderBy('seq', 'desc').limit(limit);
  }

  async unreadCount(r: Reader, userId: string): Promise<number> {
    const row = (await r(TABLE).where({ user_id: userId }).whereNull('read_at').select(r.raw('count(*)::int as n')).first()) as { n: number } | undefined;
    return row?.n ?? 0;
  }

  /** Marks the person's unread rows (these ids, or all) read; returns how many changed. */
  async markRead(trx: Knex.Transaction, userId: string, ids: readonly string[] | 'all', now: Date): Promise<number> {
    const q = trx(TABLE).where({ user_id: userId }).whereNull('read_at');
    if (ids !== 'all') q.whereRaw('id = any(?::uuid[])', [[...ids]]);
    const changed = await q.update({ read_at: now }).returning('id');
    return changed.length;
  }

  async listForExport(trx: Knex.Transaction, userId: string): Promise<NotificationRow[]> {
    return await NotificationModel.query(trx).where({ user_id: userId }).orderBy('seq');
  }

  async erase(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx(TABLE).where({ user_id: userId }).del();
  }
}
