import type { PersonalDataHandler } from '../../../server/module';
import { trxOf, type Unit } from '../../../server/unit-of-work';
import { toSurveyExport } from './presenter';
import type { SurveysRepository } from './repository';

/**
 * surveys module, data rights. Export: the person's surveys with their whole routes. Erasure: their
 * unconfirmed surveys are deleted; confirmed ones stay as open monitoring data without them (they
 * never showed who recorded them), and confirmations they gave lose their name.
 */
export function surveysPersonalData(repo: SurveysRepository): PersonalDataHandler {
  return {
    tables: ['surveys'],
    async export(userId: string, unit: Unit) {
      return { surveys: (await repo.ofUser(trxOf(unit), userId)).map(toSurveyExport) };
    },
    async erase(userId: string, unit: Unit) {
      await repo.erase(trxOf(unit), userId);
    },
  };
}
