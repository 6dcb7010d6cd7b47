import type { Knex } from 'knex';
import type { PersonalDataHandler } from '../../../server/module';
import type { ProfilesRepository } from './repository';

/**
 * profiles module, data rights. The export's 'profile' section (the identity module's) shows these
 * fields with the person's account, so this module adds no section of its own. Erasure clears every
 * personal field of the profile in the erasure transaction.
 */
export function profilesPersonalData(repo: ProfilesRepository): PersonalDataHandler {
  return {
    tables: ['profiles'],
    async export() {
      return {};
    },
    async erase(userId: string, trx: Knex.Transaction) {
      await repo.erase(trx, userId);
    },
  };
}
