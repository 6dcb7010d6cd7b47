import type { PersonalDataHandler } from '../../../server/module';
import { trxOf, type Unit } from '../../../server/unit-of-work';
import type { AnalysisRepository } from './repository';

/**
 * analysis module, data rights. Export: the person's photo analyses (kept 24 hours) with what the AI
 * suggested. Erasure: all of them are deleted.
 */
export function analysisPersonalData(repo: AnalysisRepository): PersonalDataHandler {
  return {
    tables: ['analyses'],

    async export(userId: string, unit: Unit) {
      const rows = await repo.listForExport(trxOf(unit), userId);
      return {
        analyses: rows.map((r) => ({
          id: r.id,
          photoSha256: r.photo_sha256,
          suggestions: r.result.suggestions,
          analysis: r.result.analysis,
          createdAt: new Date(r.created_at).toISOString(),
          usedAt: r.used_at ? new Date(r.used_at).toISOString() : null,
        })),
      };
    },

    async erase(userId: string, unit: Unit) {
      await repo.erase(trxOf(unit), userId);
    },
  };
}
