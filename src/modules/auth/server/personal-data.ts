import type { Knex } from 'knex';
import type { PersonalDataHandler } from '../../../server/module';
import { toAuthExport } from './presenter';
import type { AuthRepository } from './repository';

/**
 * auth module, data rights: passkeys (names and times; the public keys are not the person's data
 * and would be useless to them), how many recovery codes exist and were used, sign-in attempts.
 * Erasure deletes all of it (the account cannot be signed into afterwards).
 */
export function authPersonalData(repo: AuthRepository): PersonalDataHandler {
  return {
    tables: ['passkey_credentials', 'recovery_codes', 'webauthn_challenges', 'auth_attempts'],
    async export(userId: string, trx: Knex.Transaction) {
      return toAuthExport(await repo.personalData(trx, userId));
    },
    async erase(userId: string, trx: Knex.Transaction) {
      await repo.erase(trx, userId);
    },
  };
}
