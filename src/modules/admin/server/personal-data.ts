import type { PersonalDataHandler } from '../../../server/module';
import { toAuditExport } from './presenter';
import type { AuditRepository } from './repository';
import { trxOf, type Unit } from '../../../server/unit-of-work';

/**
 * admin module, data rights. Export: what the person did as a moderator and what was done to their
 * account or content. Erasure: entries stay (moderation must stay accountable) but lose the before
 * and after snapshots and reasons concerning the person, and the actor's readable label.
 */
export function adminPersonalData(repo: AuditRepository): PersonalDataHandler {
  return {
    tables: ['admin_audit_log'],
    async export(userId: string, unit: Unit) {
      return { moderationLog: (await repo.listConcerning(trxOf(unit), userId)).map((r) => toAuditExport(r, userId)) };
    },
    async erase(userId: string, unit: Unit) {
      await repo.erase(trxOf(unit), userId);
    },
  };
}
