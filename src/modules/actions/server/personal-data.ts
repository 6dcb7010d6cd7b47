import type { PersonalDataHandler } from '../../../server/module';
import { toSubmissionExport } from './presenter';
import type { ActionsRepository } from './repository';
import { trxOf, type Unit } from '../../../server/unit-of-work';

/**
 * actions module, data rights. Export: every environmental action the person submitted.
 *
 * Erasure: pending submissions are deleted (nothing was paid for them and nobody can be paid any
 * more). Decided ones stay, for the impact statistics and because the ledger references them, but
 * lose everything the person typed or where they were: title, description, location text,
 * coordinates and evidence links.
 */
export function actionsPersonalData(repo: ActionsRepository): PersonalDataHandler {
  return {
    tables: ['action_submissions'],

    async export(userId: string, unit: Unit) {
      return { submissions: (await repo.listForExport(trxOf(unit), userId)).map(toSubmissionExport) };
    },

    async erase(userId: string, unit: Unit) {
      await repo.erase(trxOf(unit), userId);
    },
  };
}
