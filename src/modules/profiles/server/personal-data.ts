import type { PersonalDataHandler } from '../../../server/module';
import type { ProfilesRepository } from './repository';
import { trxOf, type Unit } from '../../../server/unit-of-work';

/**
 * profiles module, data rights. The export's 'profile' section (the guest module's) shows these
 * fields with the person's account, so this module adds no section of its own. Erasure clears every
 * personal field of the profile in the erasure transaction.
 */
export function profilesPersonalData(repo: ProfilesRepository): PersonalDataHandler {
  return {
    tables: ['profiles'],
    async export() {
      return {};
    },
    async erase(userId: string, unit: Unit) {
      await repo.erase(trxOf(unit), userId);
    },
  };
}
