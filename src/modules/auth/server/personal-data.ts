import type { Knex } from 'knex';
import type { PersonalDataHandler } from '../../../server/module';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/**
 * auth module, data rights: passkeys (names and times; the public keys are not the person's data
 * and would be useless to them), how many recovery codes exist and were used, sign-in attempts.
 * Erasure deletes all of it (the account cannot be signed into afterwards).
 */
export function authPersonalData(): PersonalDataHandler {
  return {
    tables: ['passkey_credentials', 'recovery_codes', 'webauthn_challenges', 'auth_attempts'],
    async export(userId: string, trx: Knex.Transaction) {
      const passkeys = (await trx('passkey_credentials').where({ user_id: userId }).orderBy('created_at').select('id', 'name', 'transports', 'backed_up', 'created_at', 'last_used_at')) as {
        id: string;
        name: string | null;
        transports: string;
        backed_up: boolean;
        created_at: Date;
        last_used_at: Date | null;
      }[];
      const codes = (await trx('recovery_codes').where({ user_id: userId }).select('created_at', 'used_at')) as { created_at: Date; used_at: Date | null }[];
      const attempts = (await trx('auth_attempts').where({ user_id: userId }).orderBy('created_at').select('action', 'outcome', 'created_at')) as { action: string; outcome: string; created_at: Date }[];
      return {
        passkeys: passkeys.map((p) => ({ id: p.id, name: p.name, transports: p.transports ? p.transports.split(',') : [], backedUp: p.backed_up, createdAt: iso(p.created_at), lastUsedAt: iso(p.last_used_at) })),
        recoveryCodes: { total: codes.length, used: codes.filter((c) => c.used_at).length },
        signInAttempts: attempts.map((a) => ({ action: a.action, outcome: a.outcome, at: iso(a.created_at) })),
      };
    },
    async erase(userId: string, trx: Knex.Transaction) {
      for (const table of ['passkey_credentials', 'recovery_codes', 'webauthn_challenges', 'auth_attempts']) await trx(table).where({ user_id: userId }).delete();
    },
  };
}
