import type { ServiceIdentifier } from 'inversify';
import type { ModuleSettings, SettingsReader } from '../../../server/settings';
import type { S3PhotoStoreOptions } from '../../../server/storage/s3-photo-store';

/** Where photo files live: DATA_DIR/photos (one process), or an S3-compatible bucket (several). */
export type PhotoStoreSettings = { kind: 'disk' } | ({ kind: 's3' } & S3PhotoStoreOptions);

export interface PhotosSettings {
  /** Photos whose nudity score is at or above this are held from public view (0..1). */
  nsfwThreshold: number;
  /** Photo files without a row (a crash between writing the file and committing the row) older than this are deleted. */
  photoOrphanGraceSeconds: number;
  store: PhotoStoreSettings;
}

export const PHOTOS_SETTINGS: ServiceIdentifier<PhotosSettings> = Symbol.for('photos.settings');

export const photosSettings: ModuleSettings<PhotosSettings> = {
  vars: [
    'NSFW_THRESHOLD', 'PHOTO_ORPHAN_GRACE_SECONDS',
    'PHOTO_STORE', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE',
  ],
  token: PHOTOS_SETTINGS,
  parse(env) {
    const { read, int, problem } = env;
    const nsfwRaw = read('NSFW_THRESHOLD');
    const nsfwThreshold = nsfwRaw === undefined ? 0.7 : Number(nsfwRaw);
    if (!Number.isFinite(nsfwThreshold) || nsfwThreshold < 0 || nsfwThreshold > 1) {
      problem(`NSFW_THRESHOLD must be a number from 0 to 1, got "${nsfwRaw}"`);
    }
    return { nsfwThreshold, photoOrphanGraceSeconds: int('PHOTO_ORPHAN_GRACE_SECONDS', 900, 0, 604_800), store: storeSettings(env) };
  },
};

/** A bad S3_* value is refused with either store; the bucket and both keys are required only with PHOTO_STORE=s3. */
function storeSettings({ read, bool, url, problem }: SettingsReader): PhotoStoreSettings {
  const kind = read('PHOTO_STORE')?.toLowerCase() ?? 'disk';
  if (kind !== 'disk' && kind !== 's3') problem(`PHOTO_STORE must be disk or s3, got "${read('PHOTO_STORE')}"`);
  const s3 = {
    // Unset: the SDK's AWS endpoint for the region.
    endpoint: read('S3_ENDPOINT') === undefined ? undefined : url('S3_ENDPOINT', 'http://localhost', ['http:', 'https:']).href.replace(/\/+$/, ''),
    bucket: read('S3_BUCKET'),
    region: read('S3_REGION') ?? 'us-east-1',
    accessKeyId: read('S3_ACCESS_KEY_ID'),
    secretAccessKey: read('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: bool('S3_FORCE_PATH_STYLE', false),
  };
  if (kind !== 's3') return { kind: 'disk' };
  const required = (name: string, value: string | undefined) => {
    if (value === undefined) problem(`${name} must be set when PHOTO_STORE=s3`);
    return value ?? '';
  };
  return {
    kind: 's3',
    ...s3,
    bucket: required('S3_BUCKET', s3.bucket),
    accessKeyId: required('S3_ACCESS_KEY_ID', s3.accessKeyId),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY', s3.secretAccessKey),
  };
}
