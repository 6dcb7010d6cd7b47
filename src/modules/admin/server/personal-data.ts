import type { Knex } from 'knex';
import type { PersonalDataHandler } from '../../../server/module';

/**
 * admin module, data rights. Export: what the person did as a moderator and what was done to their
 * account or content. Erasure: entries stay (moderation must stay accountable) but lose the before
 * and after snapshots and reasons concerning the person, and the actor's readable label.
 */
export function adminPersonalData(): PersonalDataHandler {
  return {
    tables: ['admin_audit_log'],
    async export(userId: string, trx: Knex.Transaction) {
      const rows = (await trx('admin_audit_log').where({ actor_id: userId }).orWhere({ target_id: userId }).orderBy('seq')) as Record<string, unknown>[];
      return {
        moderationLog: rows.map((r) => ({
          action: r.action, asActor: r.actor_id === userId, targetType: r.target_type, targetId: r.target_id,
          before: r.before, after: r.after, reason: r.reason, at: new Date(r.created_at as string).toISOString(),
        })),
      };
    },
    async erase(userId: string, trx: Knex.Transaction) {
      await trx('admin_audit_log').where({ target_id: userId }).update({ before: null, after: null, reason: null });
      await trx('admin_audit_log').where({ actor_id: userId }).update({ actor_label: null });
    },
  };
}
