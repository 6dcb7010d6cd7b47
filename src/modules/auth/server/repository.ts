import type { Knex } from 'knex';
import type { AttemptAction } from '../contract';

export interface CredentialRow {
  id: string;
  credential_id: string;
  user_id: string;
  public_key: Uint8Array;
  counter: string | number;
  transports: string;
  device_type: string | null;
  backed_up: boolean;
  name: string | null;
  created_at: Date;
  last_used_at: Date | null;
}

export interface RecoveryCodeRow {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: Date | null;
}

type Q = Knex | Knex.Transaction;
export type ChallengePurpose = 'register' | 'signin' | 'reauth';

/** The auth module's tables: passkey_credentials, recovery_codes, webauthn_challenges, auth_attempts. */
export class AuthRepository {
  constructor(readonly db: Knex) {}

  transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async insertChallenge(c: { challenge: string; purpose: ChallengePurpose; userId: string | null; expiresAt: Date; now: Date }): Promise<void> {
    await this.db('webauthn_challenges').where('expires_at', '<=', c.now).delete();
    await this.db('webauthn_challenges').insert({ challenge: c.challenge, purpose: c.purpose, user_id: c.userId, expires_at: c.expiresAt });
  }

  /** Single use: deletes and returns whether a live challenge matched. */
  async consumeChallenge(challenge: string, purpose: ChallengePurpose, userId: string | null, now: Date): Promise<boolean> {
    const q = this.db('webauthn_challenges').where({ challenge, purpose }).where('expires_at', '>', now);
    if (userId) q.where({ user_id: userId });
    else q.whereNull('user_id');
    const rows = await q.delete().returning('challenge');
    return rows.length > 0;
  }

  async listCredentials(userId: string): Promise<CredentialRow[]> {
    return (await this.db('passkey_credentials').where({ user_id: userId }).orderBy('created_at')) as CredentialRow[];
  }

  async findCredential(credentialId: string): Promise<CredentialRow | undefined> {
    return (await this.db('passkey_credentials').where({ credential_id: credentialId }).first()) as CredentialRow | undefined;
  }

  async insertCredential(row: Omit<CredentialRow, 'id' | 'created_at' | 'last_used_at'> & { created_at: Date }): Promise<CredentialRow> {
    const [r] = await this.db('passkey_credentials').insert(row).returning('*');
    return r as CredentialRow;
  }

  /** Moves the signature counter forward (never back: a clone or replay updates nothing). */
  async advanceCounter(q: Q, id: string, newCounter: number, now: Date): Promise<boolean> {
    const n = await q('passkey_credentials')
      .where({ id })
      .where((w) => w.where('counter', '<', newCounter).orWhere((z) => z.where('counter', 0).andWhere(q.raw('? = 0', [newCounter]))))
      .update({ counter: newCounter, last_used_at: now });
    return n > 0;
  }

  /** The account's passkey ids, locked until the transaction ends (two removals cannot both pass a count). */
  async lockCredentialIds(trx: Knex.Transaction, userId: string): Promise<string[]> {
    const rows = (await trx('passkey_credentials').where({ user_id: userId }).forUpdate().select('id')) as { id: string }[];
    return rows.map((r) => r.id);
  }

  async deleteCredential(trx: Knex.Transaction, userId: string, id: string): Promise<boolean> {
    return (await trx('passkey_credentials').where({ id, user_id: userId }).delete()) > 0;
  }

  async countUnusedCodes(userId: string): Promise<number> {
    const row = (await this.db('recovery_codes').where({ user_id: userId }).whereNull('used_at').first(this.db.raw('count(*)::int as n'))) as { n: number };
    return row.n;
  }

  async hasAnyCodes(userId: string): Promise<boolean> {
    return !!(await this.db('recovery_codes').where({ user_id: userId }).first('id'));
  }

  async replaceCodes(trx: Knex.Transaction, userId: string, hashes: string[], now: Date): Promise<void> {
    await trx('recovery_codes').where({ user_id: userId }).delete();
    await trx('recovery_codes').insert(hashes.map((h) => ({ user_id: userId, code_hash: h, created_at: now })));
  }

  async unusedCodes(userId: string): Promise<RecoveryCodeRow[]> {
    return (await this.db('recovery_codes').where({ user_id: userId }).whereNull('used_at')) as RecoveryCodeRow[];
  }

  /** Claims a code once (a concurrent second use updates nothing). */
  async useCode(q: Q, id: string, now: Date): Promise<boolean> {
    return (await q('recovery_codes').where({ id }).whereNull('used_at').update({ used_at: now })) > 0;
  }

  async insertAttempt(a: { action: AttemptAction; scope: 'ip' | 'account'; key: string; userId: string | null; now: Date }): Promise<string> {
    const [row] = await this.db('auth_attempts')
      .insert({ action: a.action, scope: a.scope, key: a.key, user_id: a.userId, created_at: a.now })
      .returning('id');
    return String((row as { id: string | number }).id);
  }

  /** Unsuccessful attempts (failed or unfinished) in the window: their count and the oldest time. */
  async countOpenAttempts(action: AttemptAction, scope: 'ip' | 'account', key: string, since: Date): Promise<{ n: number; oldest: Date | null }> {
    const row = (await this.db('auth_attempts')
      .where({ action, scope, key })
      .where('created_at', '>', since)
      .whereIn('outcome', ['pending', 'failed'])
      .first(this.db.raw('count(*)::int as n'), this.db.raw('min(created_at) as oldest'))) as { n: number; oldest: Date | null };
    return { n: row.n, oldest: row.oldest ? new Date(row.oldest) : null };
  }

  async deleteAttempts(ids: string[]): Promise<void> {
    if (ids.length) await this.db('auth_attempts').whereIn('id', ids).delete();
  }

  async finishAttempts(ids: string[], outcome: 'failed' | 'succeeded'): Promise<void> {
    if (ids.length) await this.db('auth_attempts').whereIn('id', ids).update({ outcome });
  }

  async pruneAttempts(before: Date): Promise<void> {
    await this.db('auth_attempts').where('created_at', '<', before).delete();
  }
}
