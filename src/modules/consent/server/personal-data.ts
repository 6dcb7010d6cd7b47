import type { PersonalDataHandler } from '../../../server/module';
import type { ConsentRepository } from './repository';
import { trxOf, type Unit } from '../../../server/unit-of-work';

/**
 * consent module, data rights. Export: the person's whole consent history (oldest first), as the
 * proof shows it. Erasure keeps it: consent records are the legal proof of the person's choices
 * (GDPR Art. 7(1), Art. 17(3)(b) and (e)); they hold no name or contact, only the user id, a
 * shortened IP address and a hash of the user agent, and the table refuses UPDATE and DELETE.
 */
export function consentPersonalData(repo: ConsentRepository): PersonalDataHandler {
  return {
    tables: ['consent_records'],

    async export(userId: string, unit: Unit) {
      return { consentHistory: await repo.history(userId, trxOf(unit)) };
    },

    async erase() {
      // Kept on purpose (see above).
    },
  };
}
