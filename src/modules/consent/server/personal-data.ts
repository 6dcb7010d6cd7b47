import type { Knex } from 'knex';
import type { PersonalDataHandler } from '../../../server/module';
import type { ConsentRepository } from './repository';

/**
 * consent module, data rights. Export: the person's whole consent history (oldest first), as the
 * proof shows it. Erasure keeps it: consent records are the legal proof of the person's choices
 * (GDPR Art. 7(1), Art. 17(3)(b) and (e)); they hold no name or contact, only the user id, a
 * shortened IP address and a hash of the user agent, and the table refuses UPDATE and DELETE.
 */
export function consentPersonalData(repo: ConsentRepository): PersonalDataHandler {
  return {
    tables: ['consent_records'],

    async export(userId: string, trx: Knex.Transaction) {
      return { consentHistory: await repo.history(userId, trx) };
    },

    async erase() {
      // Kept on purpose (see above).
    },
  };
}
