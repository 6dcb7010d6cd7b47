import type { Knex } from 'knex';
import type { PersonalDataHandler } from '../../../server/module';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/**
 * actions module, data rights. Export: every environmental action the person submitted.
 *
 * Erasure: pending submissions are deleted (nothing was paid for them and nobody can be paid any
 * more). Decided ones stay, for the impact statistics and because the ledger references them, but
 * lose everything the person typed or where they were: title, description, location text,
 * coordinates and evidence links.
 */
export function actionsPersonalData(): PersonalDataHandler {
  return {
    tables: ['action_submissions'],

    async export(userId: string, trx: Knex.Transaction) {
      const rows = (await trx('action_submissions').where({ user_id: userId }).orderBy('seq')) as Record<string, unknown>[];
      return {
        submissions: rows.map((s) => ({
          id: s.id,
          taskType: s.task_type,
          taskSubtype: s.task_subtype,
          title: s.title,
          description: s.description,
          quantity: s.quantity,
          unit: s.unit,
          location: s.location,
          latitude: s.latitude,
          longitude: s.longitude,
          locationAccuracy: s.location_accuracy,
          evidenceUrls: s.evidence_urls,
          submissionTimestamp: iso(s.submission_timestamp as Date),
          actualTimestamp: iso(s.actual_timestamp as Date | null),
          status: s.status,
          estimatedImpactKg: s.estimated_impact_kg,
          riskScore: s.risk_score,
          flags: s.flags,
          actualXP: s.actual_xp,
          actualCoins: s.actual_coins,
          reviewedAt: iso(s.reviewed_at as Date | null),
          createdAt: iso(s.created_at as Date),
        })),
      };
    },

    async erase(userId: string, trx: Knex.Transaction) {
      await trx('action_submissions').where({ user_id: userId, status: 'pending' }).delete();
      await trx('action_submissions').where({ user_id: userId }).update({
        title: '',
        title_key: '',
        description: null,
        location: null,
        latitude: null,
        longitude: null,
        location_accuracy: null,
        evidence_urls: JSON.stringify([]),
      });
    },
  };
}
