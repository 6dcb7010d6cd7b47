import path from 'node:path';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Config } from '../../../server/config';
import type { Db } from '../../../server/db';
import type { Logger } from '../../../server/http/errors';
import { LocalDiskPhotoStore, type PhotoStore } from '../../../server/storage/photo-store';
import { S3PhotoStore } from '../../../server/storage/s3-photo-store';
import type { Metrics } from '../../../server/metrics';
import { CONFIG, DB, LOGGER, METRICS } from '../../../server/tokens';
import { PHOTOS_API } from '../contract';
import { PhotoModerationRepository } from './moderation-repository';
import { PhotosRepository } from './repository';
import type { PhotoScreener } from './screening';
import type { FaceDetector } from './faces';
import { createThreadedFaceDetector, createThreadedNsfwScreener } from './screening-thread';
import { PhotosService } from './service';
import { PHOTOS_SETTINGS, type PhotoStoreSettings, type PhotosSettings } from './settings';

export const PHOTO_STORE: ServiceIdentifier<PhotoStore> = Symbol.for('photos.store');
export const PHOTO_SCREENER: ServiceIdentifier<PhotoScreener> = Symbol.for('photos.screener');
export const PHOTO_FACE_DETECTOR: ServiceIdentifier<FaceDetector> = Symbol.for('photos.face-detector');
export const PHOTOS_REPO: ServiceIdentifier<PhotosRepository> = Symbol.for('photos.repository');
export const PHOTO_MODERATION_REPO: ServiceIdentifier<PhotoModerationRepository> = Symbol.for('photos.moderation-repository');
export const PHOTOS_SERVICE: ServiceIdentifier<PhotosService> = Symbol.for('photos.service');

export const photosContainerModule = new ContainerModule(({ bind }) => {
  bind(PHOTO_STORE).toResolvedValue((c: Config, s: PhotosSettings) => photoStore(s.store, c.dataDir), [CONFIG, PHOTOS_SETTINGS]).inSingletonScope();
  // In a worker thread: inference would otherwise stall every other request for 50-200 ms a photo.
  bind(PHOTO_SCREENER).toResolvedValue(() => createThreadedNsfwScreener()).inSingletonScope();
  // The same worker thread (screening-thread.ts): faces are blurred before any file is written (issue 39).
  bind(PHOTO_FACE_DETECTOR).toResolvedValue(() => createThreadedFaceDetector()).inSingletonScope();
  bind(PHOTOS_REPO).toResolvedValue((db: Db) => new PhotosRepository(db), [DB]).inSingletonScope();
  bind(PHOTO_MODERATION_REPO).toResolvedValue((db: Db) => new PhotoModerationRepository(db), [DB]).inSingletonScope();
  bind(PHOTOS_SERVICE)
    .toResolvedValue(
      (repo: PhotosRepository, store: PhotoStore, screener: PhotoScreener, faces: FaceDetector, s: PhotosSettings, log: Logger, metrics: Metrics, c: Config) =>
        new PhotosService(repo, store, screener, faces, s.nsfwThreshold, log, metrics, c.publicUrl.origin),
      [PHOTOS_REPO, PHOTO_STORE, PHOTO_SCREENER, PHOTO_FACE_DETECTOR, PHOTOS_SETTINGS, LOGGER, METRICS, CONFIG],
    )
    .inSingletonScope();
  bind(PHOTOS_API).toService(PHOTOS_SERVICE);
});

function photoStore(s: PhotoStoreSettings, dataDir: string): PhotoStore {
  if (s.kind === 'disk') return new LocalDiskPhotoStore(path.join(dataDir, 'photos'));
  return new S3PhotoStore(s);
}
