import type { PersonalDataHandler } from '../../../server/module';
import { toGamificationExport } from './presenter';
import type { GamificationRepository } from './repository';
import { trxOf, type Unit } from '../../../server/unit-of-work';

/**
 * gamification module, data rights. Export: the person's reward ledger, achievements, all-time and
 * weekly aggregates.
 *
 * Erasure keeps every ledger row, achievement and aggregate (so for every id, the cached totals keep
 * equalling the ledger sums, and a replayed event can still never pay twice); they hold no personal
 * field and point at an id whose personal fields are gone. The person is taken off the leaderboards
 * (listed = false) in the same transaction.
 */
export function gamificationPersonalData(repo: GamificationRepository): PersonalDataHandler {
  return {
    tables: ['reward_ledger', 'user_achievements', 'gamification_user_stats', 'gamification_weekly'],

    async export(userId: string, unit: Unit) {
      return toGamificationExport(await repo.personalData(trxOf(unit), userId));
    },

    async erase(userId: string, unit: Unit) {
      await repo.unlist(trxOf(unit), userId);
    },
  };
}
