import type { PersonalDataHandler } from '../../../server/module';
import { trxOf, type Unit } from '../../../server/unit-of-work';
import { toAlertExport, toAreaDto } from './presenter';
import type { AreasRepository } from './repository';

/**
 * areas module, data rights. Export: the person's areas and the alerts they were given (which task or
 * event, when). Erasure: both are deleted (they only serve the person).
 */
export function areasPersonalData(repo: AreasRepository): PersonalDataHandler {
  return {
    tables: ['area_subscriptions', 'area_alerts_sent'],

    async export(userId: string, unit: Unit) {
      const { areas, alerts } = await repo.listForExport(trxOf(unit), userId);
      return { areas: areas.map(toAreaDto), areaAlertsGiven: alerts.map(toAlertExport) };
    },

    async erase(userId: string, unit: Unit) {
      await repo.erase(trxOf(unit), userId);
    },
  };
}
