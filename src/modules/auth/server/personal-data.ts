import type { PersonalDataHandler } from '../../../server/module';
import { toAuthExport } from './presenter';
import type { AuthRepository } from './repository';
import { trxOf, type Unit } from '../../../server/unit-of-work';

/**
 * auth module, data rights: passkeys (names and times; the public keys are not the person's data
 * and would be useless to them), how many recovery codes exist and were used, sign-in attempts.
 * Erasure deletes all of it (the account cannot be signed into afterwards).
 */
export function authPersonalData(repo: AuthRepository): PersonalDataHandler {
  return {
    tables: ['passkey_credentials', 'recovery_codes', 'webauthn_challenges', 'auth_attempts'],
    async export(userId: string, unit: Unit) {
      return toAuthExport(await repo.personalData(trxOf(unit), userId));
    },
    async erase(userId: string, unit: Unit) {
      await repo.erase(trxOf(unit), userId);
    },
  };
}
