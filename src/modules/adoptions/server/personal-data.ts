import type { PersonalDataHandler } from '../../../server/module';
import { trxOf, type Unit } from '../../../server/unit-of-work';
import { toAdoptionExport, toVisitExport } from './presenter';
import type { AdoptionsRepository } from './repository';

/**
 * adoptions module, data rights. Export: the spots the person adopted (their own, and those they
 * adopted for a team or partner) and the visits they made. Erasure: their own spots go with their
 * visits; a team's or partner's spot stays without them; their visits of other spots forget them.
 */
export function adoptionsPersonalData(repo: AdoptionsRepository): PersonalDataHandler {
  return {
    tables: ['adoptions', 'adoption_visits'],

    async export(userId: string, unit: Unit) {
      const { adoptions, visits } = await repo.listForExport(trxOf(unit), userId);
      return { adoptedSpots: adoptions.map(toAdoptionExport), spotVisits: visits.map(toVisitExport) };
    },

    async erase(userId: string, unit: Unit) {
      await repo.erase(trxOf(unit), userId);
    },
  };
}
