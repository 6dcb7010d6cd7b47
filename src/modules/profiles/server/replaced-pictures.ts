import { photoIdFromUrl, type PhotosApi } from '../../photos/contract';
import type { UnitOfWork } from '../../../server/unit-of-work';
import type { ProfilesRepository } from './repository';

const BATCH = 500;

/**
 * Removes every stored profile picture and avatar that is no longer a person's current one (issue
 * 33): pictures replaced before a replacement deleted the old one stayed public under their URLs.
 * Goes through the people in batches of 500, each batch in one transaction with its profile rows
 * locked, so a picture replaced meanwhile waits (a replacement locks the row first) and the photo a
 * row names is never the one deleted. Idempotent: a second run finds nothing. Returns how many photos
 * were deleted (their files go after each batch's commit).
 */
export async function removeReplacedPictures(d: { uow: UnitOfWork; repo: ProfilesRepository; photos: PhotosApi }, batch = BATCH): Promise<number> {
  let after: string | null = null;
  let removed = 0;
  for (;;) {
    const step: { last: string | null; count: number; deleted: number } = await d.uow.run(async (unit, trx) => {
      const rows = await d.repo.lockPictures(trx, after, batch);
      if (rows.length === 0) return { last: null, count: 0, deleted: 0 };
      const current = (url: (r: (typeof rows)[number]) => string | null) => rows.map((r) => ({ ownerId: r.user_id, keepId: photoIdFromUrl(url(r)) }));
      const deleted =
        (await d.photos.keepOnlyCurrent('profile', current((r) => r.profile_image_url), unit)) +
        (await d.photos.keepOnlyCurrent('avatar', current((r) => r.avatar_url), unit));
      return { last: rows[rows.length - 1]!.user_id, count: rows.length, deleted };
    });
    removed += step.deleted;
    if (step.count < batch || !step.last) return removed;
    after = step.last;
  }
}
