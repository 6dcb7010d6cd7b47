import type { Knex } from 'knex';
import type { Role } from '../../../shared/constants';
import type { UserRow } from './repository';

/**
 * The guest module's queries for user administration (roles, disabling, search, the donation ledger),
 * kept apart from repository.ts. Every method takes the caller's transaction (or the pool) and
 * touches only the guest module's tables. knex only; no rules here.
 */
export class GuestAdminRepository {
  /** One conditional UPDATE; undefined when the user does not exist (or was erased). */
  async updateRole(trx: Knex, userId: string, role: Role, now: Date): Promise<{ before: UserRow; after: UserRow } | undefined> {
    const before = (await trx('users').where({ id: userId }).whereNull('deleted_at').forUpdate().first()) as UserRow | undefined;
    if (!before) return undefined;
    const [after] = await trx('users').where({ id: userId }).update({ role, updated_at: now }).returning('*');
    return { before, after: after as UserRow };
  }

  /** Sets is_active; disabling also revokes every live session (the person is signed out at once). */
  async updateActive(trx: Knex, userId: string, active: boolean, now: Date): Promise<{ before: UserRow; after: UserRow; revokedSessions: number } | undefined> {
    const before = (await trx('users').where({ id: userId }).whereNull('deleted_at').forUpdate().first()) as UserRow | undefined;
    if (!before) return undefined;
    const [after] = await trx('users').where({ id: userId }).update({ is_active: active, updated_at: now }).returning('*');
    let revokedSessions = 0;
    if (!active) revokedSessions = await trx('sessions').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: now });
    return { before, after: after as UserRow, revokedSessions };
  }

  async findByUsername(r: Knex, username: string): Promise<UserRow | undefined> {
    return (await r('users').whereRaw('lower(username) = lower(?)', [username]).whereNull('deleted_at').first()) as UserRow | undefined;
  }

  /**
   * Users whose username or email contains q (case-insensitive), or among `named` (the people whose
   * name matches, as the profiles module found them); registered first, then newest.
   */
  async searchUsers(r: Knex, q: { query?: string; role?: Role; includeGuests?: boolean; limit: number }, named: string[] = []): Promise<UserRow[]> {
    const query = r('users').whereNull('deleted_at').limit(q.limit);
    const text = q.query?.trim();
    if (text) {
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.where((w) => {
        w.whereILike('username', like).orWhereILike('email', like);
        if (named.length > 0) w.orWhereIn('id', named);
        if (/^[0-9a-f-]{36}$/i.test(text)) w.orWhere('id', text);
      });
    }
    if (q.role) query.where({ role: q.role });
    if (!q.includeGuests) query.where({ is_guest: false });
    return (await query.orderBy('is_guest', 'asc').orderBy('created_at', 'desc')) as UserRow[];
  }

  /** The guest donation ledger, newest first, with totals over all rows. */
  async listDonations(r: Knex, limit: number): Promise<{ rows: { user_id: string; coins: number; xp: number; session_expired_at: Date; donated_at: Date }[]; totals: { count: number; coins: number; xp: number } }> {
    const rows = await r('guest_donations').orderBy('donated_at', 'desc').limit(limit);
    const [totals] = await r('guest_donations').select(r.raw('count(*)::int as count, coalesce(sum(coins), 0)::int as coins, coalesce(sum(xp), 0)::int as xp'));
    return { rows, totals: totals as { count: number; coins: number; xp: number } };
  }
}
