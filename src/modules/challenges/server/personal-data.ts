import type { PersonalDataHandler } from '../../../server/module';
import { trxOf, type Unit } from '../../../server/unit-of-work';
import { toContributionExport, toCreatedExport } from './presenter';
import type { ChallengesRepository } from './repository';

/**
 * challenges module, data rights. Export: the challenges the person made and their contributions.
 * Erasure: both are kept without the person (a challenge others took part in stays; a contribution
 * stays in the challenge's progress, anonymously).
 */
export function challengesPersonalData(repo: ChallengesRepository): PersonalDataHandler {
  return {
    tables: ['challenges', 'challenge_contributions'],

    async export(userId: string, unit: Unit) {
      const trx = trxOf(unit);
      return {
        challengesCreated: (await repo.createdBy(trx, userId)).map(toCreatedExport),
        challengeContributions: (await repo.contributionsOf(trx, userId)).map(toContributionExport),
      };
    },

    async erase(userId: string, unit: Unit) {
      await repo.erase(trxOf(unit), userId);
    },
  };
}
