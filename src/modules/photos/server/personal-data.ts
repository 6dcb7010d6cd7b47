import type { Knex } from 'knex';
import type { Logger } from '../../../server/http/errors';
import type { PersonalDataHandler } from '../../../server/module';
import type { PhotoStore } from '../../../server/storage/photo-store';
import type { PhotoEvidence } from '../contract';

/** Evidence with nothing in it: what an anonymised photo keeps. */
export const NO_EVIDENCE: PhotoEvidence = { gps: null, takenAt: null, camera: null };

interface OwnedPhoto {
  id: string;
  purpose: string;
  main_key: string | null;
  thumb_key: string | null;
  width: number;
  height: number;
  bytes: number;
  original_format: string;
  evidence: PhotoEvidence;
  screening_status: string;
  hidden_at: Date | null;
  deleted_at: Date | null;
  created_at: Date;
}

interface FlagRow {
  photo_id: string;
  reason: string;
  details: string | null;
  created_at: Date;
  resolution: string | null;
}

/**
 * photos module, data rights. Export: every photo the person uploaded, with links (absolute, under
 * PUBLIC_URL; held photos open for their owner's session only) and the EXIF evidence read from it.
 *
 * Erasure:
 *  - report photos (purpose 'report') are anonymised, not deleted: the task made from the report is
 *    public and other people's task lists, the map and the after-photo verification still show or
 *    compare it. The stored files are re-encodings without any metadata of the upload; the row loses
 *    its owner and its EXIF evidence (GPS, capture time, camera).
 *  - every other photo (completion after-photos, profile pictures) is removed: the row in the
 *    transaction, the files after it committed.
 *  - the person's photo flags ('Report this photo') are deleted.
 */
export function photosPersonalData(store: PhotoStore, publicOrigin: string, log: Logger): PersonalDataHandler {
  const link = (id: string, thumb = false) => `${publicOrigin}/api/photos/${id}${thumb ? '/thumb' : ''}`;
  return {
    tables: ['photos', 'photo_flags'],

    async export(userId: string, trx: Knex.Transaction) {
      const rows = (await trx('photos').where({ owner_id: userId }).orderBy('created_at')) as OwnedPhoto[];
      return {
        photos: rows.map((p) => ({
          id: p.id,
          purpose: p.purpose,
          url: p.deleted_at ? null : link(p.id),
          thumbnailUrl: p.deleted_at ? null : link(p.id, true),
          width: p.width,
          height: p.height,
          bytes: p.bytes,
          originalFormat: p.original_format,
          screeningStatus: p.screening_status,
          hidden: !!p.hidden_at,
          deletedByModerator: !!p.deleted_at,
          createdAt: new Date(p.created_at).toISOString(),
          evidence: p.evidence,
        })),
        photoFlags: ((await trx('photo_flags').where({ user_id: userId }).orderBy('created_at')) as FlagRow[]).map((f) => ({
          photoId: f.photo_id,
          reason: f.reason,
          details: f.details,
          createdAt: new Date(f.created_at).toISOString(),
          resolution: f.resolution,
        })),
      };
    },

    async erase(userId: string, trx: Knex.Transaction) {
      // The person's flags go (their own photos' flags go with the photos, ON DELETE CASCADE).
      await trx('photo_flags').where({ user_id: userId }).delete();
      await trx('photos').where({ owner_id: userId, purpose: 'report' }).update({ owner_id: null, evidence: JSON.stringify(NO_EVIDENCE) });
      const removed = (await trx('photos').where({ owner_id: userId }).delete().returning(['id', 'main_key', 'thumb_key'])) as Pick<
        OwnedPhoto,
        'id' | 'main_key' | 'thumb_key'
      >[];
      if (removed.length === 0) return;
      return async () => {
        const keys = removed.flatMap((p) => [p.main_key, p.thumb_key]).filter((k): k is string => !!k);
        const results = await Promise.allSettled(keys.map((k) => store.delete(k)));
        const failed = results.filter((r) => r.status === 'rejected').length;
        if (failed > 0) log.error(`erasure of ${userId}: ${failed} photo file(s) could not be deleted`);
      };
    },
  };
}
