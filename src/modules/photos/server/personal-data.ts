import type { Logger } from '../../../server/http/errors';
import type { PersonalDataHandler } from '../../../server/module';
import type { PhotoStore } from '../../../server/storage/photo-store';
import { toFlagExport, toPhotoExport } from './presenter';
import { fileKeys, type PhotosRepository } from './repository';
import { trxOf, type Unit } from '../../../server/unit-of-work';

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
export function photosPersonalData(repo: PhotosRepository, store: PhotoStore, publicOrigin: string, log: Logger): PersonalDataHandler {
  const link = (id: string, thumb = false) => `${publicOrigin}/api/photos/${id}${thumb ? '/thumb' : ''}`;
  return {
    tables: ['photos', 'photo_flags'],

    async export(userId: string, unit: Unit) {
      const { photos, flags } = await repo.personalData(trxOf(unit), userId);
      return {
        photos: photos.map((p) => toPhotoExport(p, link)),
        photoFlags: flags.map(toFlagExport),
      };
    },

    async erase(userId: string, unit: Unit) {
      const removed = await repo.erase(trxOf(unit), userId);
      if (removed.length === 0) return;
      unit.afterCommit(async () => {
        const keys = fileKeys(removed);
        const results = await Promise.allSettled(keys.map((k) => store.delete(k)));
        const failed = results.filter((r) => r.status === 'rejected').length;
        if (failed > 0) log.error(`erasure of ${userId}: ${failed} photo file(s) could not be deleted`);
      });
    },
  };
}
