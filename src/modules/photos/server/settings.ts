import type { ServiceIdentifier } from 'inversify';
import type { ModuleSettings } from '../../../server/settings';

export interface PhotosSettings {
  /** Photos whose nudity score is at or above this are held from public view (0..1). */
  nsfwThreshold: number;
  /** Photo files without a row (a crash between writing the file and committing the row) older than this are deleted. */
  photoOrphanGraceSeconds: number;
}

export const PHOTOS_SETTINGS: ServiceIdentifier<PhotosSettings> = Symbol.for('photos.settings');

export const photosSettings: ModuleSettings<PhotosSettings> = {
  vars: ['NSFW_THRESHOLD', 'PHOTO_ORPHAN_GRACE_SECONDS'],
  token: PHOTOS_SETTINGS,
  parse({ read, int, problem }) {
    const nsfwRaw = read('NSFW_THRESHOLD');
    const nsfwThreshold = nsfwRaw === undefined ? 0.7 : Number(nsfwRaw);
    if (!Number.isFinite(nsfwThreshold) || nsfwThreshold < 0 || nsfwThreshold > 1) {
      problem(`NSFW_THRESHOLD must be a number from 0 to 1, got "${nsfwRaw}"`);
    }
    return { nsfwThreshold, photoOrphanGraceSeconds: int('PHOTO_ORPHAN_GRACE_SECONDS', 900, 0, 604_800) };
  },
};
