import type { PersonalDataHandler } from '../../../server/module';
import { trxOf, type Unit } from '../../../server/unit-of-work';
import { toTagExport } from './presenter';
import type { LitterRepository } from './repository';

/**
 * litter module, data rights. Export: every tag the person made. Erasure: the tags stay, without the
 * person (user_id null): they are anonymous open data (what was found where), like the tasks they belong to.
 */
export function litterPersonalData(repo: LitterRepository): PersonalDataHandler {
  return {
    tables: ['litter_tags'],

    async export(userId: string, unit: Unit) {
      return { litterTags: (await repo.listForExport(trxOf(unit), userId)).map(toTagExport) };
    },

    async erase(userId: string, unit: Unit) {
      await repo.anonymise(trxOf(unit), userId);
    },
  };
}
