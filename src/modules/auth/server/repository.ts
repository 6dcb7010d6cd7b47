import type { Knex } from 'knex';
import type { AttemptAction } from '../contract';
import { PasskeyCredentialModel, RecoveryCodeModel, type CredentialRow, type RecoveryCodeRow } from './models';

type Q = Knex | Knex.Transaction;
export type ChallengePurpose = 'register' | 'signin' | 'reauth';

/**
 * The auth module's tables: passkey_credentials, recovery_codes, webauthn_challenges, auth_attempts,
 * and the people's data rights on them. Passkeys and codes are read through the objection models
 * (models.ts); writes, claims and counts go through knex.
 */
export class AuthRepository {
  constructor(readonly db: Knex) {}

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
    return PasskeyCredentialModel.query(this.db).where({ user_id: userId }).orderBy('created_at');
  }

  async findCredential(credentialId: string): Promise<CredentialRow | undefined> {
    return PasskeyCredentialModel.query(this.db).where({ credential_id: credentialId }).first();
  }

  async insertCredential(trx: Knex.Transaction, row: Omit<CredentialRow, 'id' | 'created_at' | 'last_used_at'> & { created_at: Date }): Promise<CredentialRow> {
    const [r] = await trx<CredentialRow>('passkey_credentials').insert(row).returning('*');
    return r!;
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
    return RecoveryCodeModel.query(this.db).where({ user_id: userId }).whereNull('used_at');
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

  /** The person's data: passkeys (no public keys), recovery codes (only when made and used), sign-in attempts. */
  async personalData(trx: Knex.Transaction, userId: string): Promise<{
    passkeys: Pick<CredentialRow, 'id' | 'name' | 'transports' | 'backed_up' | 'created_at' | 'last_used_at'>[];
    codes: Pick<RecoveryCodeRow, 'created_at' | 'used_at'>[];
    attempts: { action: AttemptAction; outcome: string; created_at: Date }[];
  }> {
    const passkeys = await PasskeyCredentialModel.query(trx).where({ user_id: userId }).orderBy('created_at').select('id', 'name', 'transports', 'backed_up', 'created_at', 'last_used_at');
    const codes = await RecoveryCodeModel.query(trx).where({ user_id: userId }).select('created_at', 'used_at');
    const attempts = (await trx('auth_attempts').where({ user_id: userId }).orderBy('created_at').select('action', 'outcome', 'created_at')) as {
      action: AttemptAction;
      outcome: string;
      created_at: Date;
    }[];
    return { passkeys, codes, attempts };
  }

  /** Erasure: every row of the person in the module's tables (the account cannot be signed into afterwards). */
  async erase(trx: Knex.Transaction, userId: string): Promise<void> {
    for (const table of ['passkey_credentials', 'recovery_codes', 'webauthn_challenges', 'auth_attempts']) await trx(table).where({ user_id: userId }).delete();
  }
}
