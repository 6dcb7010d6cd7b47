import type { Knex } from 'knex';
import type { PersonalDataHandler } from '../../../server/module';

/**
 * reports module, data rights. Export: every report the person made, with its photo link.
 *
 * Erasure keeps the report rows: a report is public content (its task, which copies the report's
 * public fields, is on the map and in other people's lists) and names no one once the users row is
 * cleared; the row's user_id is then an anonymous id, like the ledger's. The report photo itself is
 * anonymised by the photos module (no owner, no EXIF evidence).
 */
export function reportsPersonalData(): PersonalDataHandler {
  return {
    tables: ['reports'],

    async export(userId: string, trx: Knex.Transaction) {
      const rows = (await trx('reports').where({ user_id: userId }).orderBy('created_at')) as Record<string, unknown>[];
      return {
        reports: rows.map((r) => ({
          id: r.id,
          photoId: r.photo_id,
          imageUrl: r.image_url,
          thumbnailUrl: r.thumbnail_url,
          latitude: r.latitude,
          longitude: r.longitude,
          positionSource: r.position_source,
          location: r.location,
          wasteType: r.waste_type,
          priority: r.priority,
          estimatedEffort: r.estimated_effort,
          reward: r.reward,
          description: r.description,
          createdAt: new Date(r.created_at as Date).toISOString(),
        })),
      };
    },

    async erase() {
      // Kept on purpose; see above.
    },
  };
}
