import type { Knex } from 'knex';
import * as photosPhotos from './20261122020000_photos_photos';
import * as photosAvatarPurpose from './20261122080000_photos_avatar_purpose';
import * as photosModeration from './20261124100000_photos_moderation';
import * as photosLicence from './20261129120000_photos_licence';

/** The photos module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const photosMigrations: Record<string, Knex.Migration> = {
  '20261122020000_photos_photos': photosPhotos,
  '20261122080000_photos_avatar_purpose': photosAvatarPurpose,
  '20261124100000_photos_moderation': photosModeration,
  '20261129120000_photos_licence': photosLicence,
};
