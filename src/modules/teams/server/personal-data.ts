import type { PersonalDataHandler } from '../../../server/module';
import { trxOf, type Unit } from '../../../server/unit-of-work';
import { toTeamsExport } from './presenter';
import type { TeamsRepository } from './repository';
import type { TeamsService } from './service';

/**
 * teams module, data rights. Export: the person's memberships (team, role, when they joined) and the
 * teams they created. Erasure: they leave every team (an owner passes it to the member who joined
 * first, the last member deletes it) and no team names its creator any more.
 */
export function teamsPersonalData(repo: TeamsRepository, service: TeamsService): PersonalDataHandler {
  return {
    tables: ['teams', 'team_members'],

    async export(userId: string, unit: Unit) {
      return toTeamsExport(await repo.exportOf(trxOf(unit), userId));
    },

    async erase(userId: string, unit: Unit) {
      const trx = trxOf(unit);
      for (const team of await repo.teamsOf(trx, userId)) await service.removeFromTeam(trx, team.id, userId);
      await repo.forgetCreator(trx, userId);
    },
  };
}
