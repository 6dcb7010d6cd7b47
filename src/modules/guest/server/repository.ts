import type { Knex } from 'knex';
import type { SessionKind, UserBalances } from '../contract';

export interface UserRow {
  id: string;
  email: string | null;
  username: string | null;
  role: 'cleaner' | 'moderator' | 'admin';
  rating: string | number;
  is_active: boolean;
  is_email_verified: boolean;
  is_guest: boolean;
  consent_version: string | null;
  marketing_opt_out: boolean;
  profiling_opt_out: boolean;
  deleted_at: Date | null;
  last_login: Date | null;
  merged_into: string | null;
}

export interface SessionRow {
  id: string;
  token_hash: string;
  user_id: string;
  kind: SessionKind;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date;
  revoked_at: Date | null;
  user_agent?: string | null;
}

export interface DonationRow {
  user_id: string;
  coins: number;
  xp: number;
  session_expired_at: Date;
  donated_at: Date;
}

export interface PersonalGuestData {
  user: (UserRow & { data_retention_expiry: Date | null; created_at: Date; updated_at: Date }) | undefined;
  sessions: Pick<SessionRow, 'id' | 'kind' | 'created_at' | 'expires_at' | 'last_used_at' | 'revoked_at'>[];
  donation: Omit<DonationRow, 'user_id'> | undefined;
}

/** The guest module's tables: users, sessions, guest_donations (user administration's queries: admin-repository.ts). knex only; no rules here. */
export class GuestRepository {
  constructor(readonly db: Knex) {}

  /**
   * Inserts a guest under this name inside a savepoint: when the insert fails (a name clash), the
   * savepoint is rolled back, so `trx` stays usable for another try, and the error is rethrown.
   */
  async insertGuestUser(trx: Knex.Transaction, username: string): Promise<UserRow> {
    try {
      await trx.raw('savepoint guest_username');
      const [row] = await trx('users').insert({ username, is_guest: true }).returning('*');
      return row as UserRow;
    } catch (err) {
      await trx.raw('rollback to savepoint guest_username');
      throw err;
    }
  }

  async insertSession(
    trx: Knex.Transaction,
    s: { tokenHash: string; userId: string; kind: SessionKind; expiresAt: Date; now: Date; userAgent?: string | null },
  ): Promise<SessionRow> {
    const [row] = await trx('sessions')
      .insert({ token_hash: s.tokenHash, user_id: s.userId, kind: s.kind, expires_at: s.expiresAt, created_at: s.now, last_used_at: s.now, user_agent: s.userAgent?.slice(0, 400) ?? null })
      .returning('*');
    return row as SessionRow;
  }

  /** The live session for a token hash with its user, or undefined. */
  async findLiveSession(tokenHash: string, now: Date): Promise<{ session: SessionRow; user: UserRow } | undefined> {
    const session = (await this.db('sessions')
      .where({ token_hash: tokenHash })
      .whereNull('revoked_at')
      .where('expires_at', '>', now)
      .first()) as SessionRow | undefined;
    if (!session) return undefined;
    const user = await this.findUser(session.user_id);
    if (!user || !user.is_active || user.deleted_at) return undefined;
    return { session, user };
  }

  async touchSession(id: string, now: Date, expiresAt?: Date): Promise<void> {
    await this.db('sessions').where({ id }).update(expiresAt ? { last_used_at: now, expires_at: expiresAt } : { last_used_at: now });
  }

  /** Live sessions of a user, most recently used first. */
  async listLiveSessions(userId: string, now: Date): Promise<SessionRow[]> {
    return (await this.db('sessions').where({ user_id: userId }).whereNull('revoked_at').where('expires_at', '>', now).orderBy('last_used_at', 'desc')) as SessionRow[];
  }

  async revokeSession(q: Knex | Knex.Transaction, userId: string, sessionId: string, now: Date): Promise<boolean> {
    const n = await q('sessions').where({ id: sessionId, user_id: userId }).whereNull('revoked_at').where('expires_at', '>', now).update({ revoked_at: now });
    return n > 0;
  }

  /** Revokes the user's live sessions (except one); returns how many. */
  async revokeLiveSessions(q: Knex | Knex.Transaction, userId: string, now: Date, exceptSessionId?: string): Promise<number> {
    const query = q('sessions').where({ user_id: userId }).whereNull('revoked_at');
    if (exceptSessionId) query.whereNot({ id: exceptSessionId });
    return query.update({ revoked_at: now });
  }

  async setLastLogin(q: Knex | Knex.Transaction, userId: string, now: Date): Promise<void> {
    await q('users').where({ id: userId }).update({ last_login: now });
  }

  async findRegisteredByUsername(username: string): Promise<UserRow | undefined> {
    return (await this.db('users').whereRaw('lower(username) = lower(?)', [username]).where({ is_guest: false, is_active: true }).whereNull('deleted_at').first()) as UserRow | undefined;
  }

  /** Marks a guest as merged into an account, once (also without points); undefined when not possible. */
  async markGuestMerged(trx: Knex.Transaction, guestId: string, intoUserId: string, now: Date): Promise<UserRow | undefined> {
    const [row] = await trx('users')
      .where({ id: guestId, is_guest: true })
      .whereNull('merged_into')
      .whereNull('deleted_at')
      .whereNot({ id: intoUserId })
      .whereNotExists(trx('guest_donations').where('guest_donations.user_id', trx.ref('users.id')).select(trx.raw('1')))
      .update({ merged_into: intoUserId, merged_at: now })
      .returning('*');
    return row as UserRow | undefined;
  }

  /** Records a guest's donation of these points now (its sessions are revoked by the caller), once. */
  async donateGuestNow(trx: Knex.Transaction, guestId: string, points: { coins: number; xp: number }, now: Date): Promise<DonationRow | undefined> {
    const result = await trx.raw(
      `insert into guest_donations (user_id, coins, xp, session_expired_at, donated_at)
       select u.id, ?, ?, ?, ?
         from users u
        where u.id = ? and u.is_guest and u.merged_into is null and u.deleted_at is null
       on conflict (user_id) do nothing
       returning user_id, coins, xp, session_expired_at, donated_at`,
      [points.coins, points.xp, now, now, guestId],
    );
    return (result.rows as DonationRow[])[0];
  }

  async findUser(id: string): Promise<UserRow | undefined> {
    return (await this.db('users').where({ id }).first()) as UserRow | undefined;
  }

  /** Upgrades a guest to a registered user; undefined when the user is not (or no longer) a guest. */
  async registerGuest(trx: Knex.Transaction, userId: string, username: string, now: Date): Promise<UserRow | undefined> {
    const [row] = await trx('users')
      .where({ id: userId, is_guest: true })
      .whereNull('deleted_at')
      .update({ username, is_guest: false, last_login: now, updated_at: now })
      .returning('*');
    return row as UserRow | undefined;
  }

  async usernameTaken(username: string, exceptUserId: string): Promise<boolean> {
    const row = await this.db('users').whereRaw('lower(username) = lower(?)', [username]).whereNot({ id: exceptUserId }).first('id');
    return !!row;
  }

  async revokeSessions(trx: Knex.Transaction, userId: string, now: Date): Promise<void> {
    await trx('sessions').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: now });
  }

  async findPublicUsers(ids: string[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return (await this.db('users').whereIn('id', ids).whereNull('deleted_at')) as UserRow[];
  }

  /** False when there is no such (undeleted) user. */
  async setConsentVersion(trx: Knex.Transaction, userId: string, version: string): Promise<boolean> {
    return (await trx('users').where({ id: userId }).whereNull('deleted_at').update({ consent_version: version, updated_at: trx.fn.now() })) > 0;
  }

  /**
   * A donation row for every guest whose last session expired at or before `now`, with the points
   * `balancesOf` gives (read in the same transaction, `trx`). The UNIQUE user_id plus ON CONFLICT DO
   * NOTHING makes a concurrent second sweep write (and return) nothing.
   */
  async insertDonationsForExpiredGuests(
    trx: Knex.Transaction,
    now: Date,
    balancesOf: (ids: string[]) => Promise<Map<string, UserBalances>>,
  ): Promise<DonationRow[]> {
    const expired = (await trx.raw(
      `select u.id, max(s.expires_at) as session_expired_at
         from users u
         join sessions s on s.user_id = u.id
        where u.is_guest
          and u.merged_into is null
          and not exists (select 1 from guest_donations d where d.user_id = u.id)
        group by u.id
       having max(s.expires_at) <= ?`,
      [now],
    )).rows as { id: string; session_expired_at: Date }[];
    if (expired.length === 0) return [];
    const balances = await balancesOf(expired.map((e) => e.id));
    const rows = expired.map((e) => ({
      user_id: e.id,
      coins: balances.get(e.id)?.totalCoins ?? 0,
      xp: balances.get(e.id)?.currentXP ?? 0,
      session_expired_at: e.session_expired_at,
    }));
    const written: DonationRow[] = [];
    // In slices, to stay far below PostgreSQL's 65,535 parameters per statement.
    for (let i = 0; i < rows.length; i += 1000) {
      written.push(
        ...((await trx('guest_donations')
          .insert(rows.slice(i, i + 1000))
          .onConflict('user_id')
          .ignore()
          .returning(['user_id', 'coins', 'xp', 'session_expired_at', 'donated_at'])) as DonationRow[]),
      );
    }
    return written;
  }

  /** A demo person (SEED_DEMO), once: undefined when the username exists already. */
  async insertDemoUser(trx: Knex.Transaction, username: string): Promise<string | undefined> {
    const [row] = await trx('users').insert({ username, is_guest: false, role: 'cleaner' }).onConflict().ignore().returning('id');
    return (row as { id: string } | undefined)?.id;
  }

  /** The person's data in this module (their data export): the users row, their sessions, a guest's donation. */
  async personalData(trx: Knex.Transaction, userId: string): Promise<PersonalGuestData> {
    const user = (await trx('users').where({ id: userId }).first()) as PersonalGuestData['user'];
    const sessions = (await trx('sessions')
      .where({ user_id: userId })
      .orderBy('created_at')
      .select('id', 'kind', 'created_at', 'expires_at', 'last_used_at', 'revoked_at')) as PersonalGuestData['sessions'];
    const donation = (await trx('guest_donations').where({ user_id: userId }).first('coins', 'xp', 'session_expired_at', 'donated_at')) as PersonalGuestData['donation'];
    return { user, sessions, donation };
  }

  /**
   * Erasure: these personal fields of the users row are cleared and the account closed; every
   * session is revoked and expired now.
   */
  async erase(trx: Knex.Transaction, userId: string, personalFields: readonly string[], now: Date): Promise<void> {
    const cleared = Object.fromEntries(personalFields.map((f) => [f, null]));
    await trx('users')
      .where({ id: userId })
      .update({ ...cleared, is_active: false, is_email_verified: false, marketing_opt_out: true, profiling_opt_out: true, deleted_at: now, updated_at: now });
    await trx('sessions')
      .where({ user_id: userId })
      .update({ revoked_at: trx.raw('coalesce(revoked_at, ?)', [now]), expires_at: trx.raw('least(expires_at, ?)', [now]) });
  }
}
