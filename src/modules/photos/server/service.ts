import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Logger } from '../../../server/http/errors';
import { noMetrics, type MetricCounter, type Metrics } from '../../../server/metrics';
import type { PhotoStore } from '../../../server/storage/photo-store';
import { HttpError } from '../../../server/http/errors';
import { PHOTO_LICENCE } from '../../../shared/licences';
import {
  FACE_BLUR_PURPOSES,
  LICENSABLE_PURPOSES,
  PHOTO_LICENCES,
  PHOTO_REMOVED_CODE,
  PHOTO_STORE_UNAVAILABLE_CODE,
  type BlurRegion,
  type OpenDataPhoto,
  type PhotoEvidence,
  type PhotoLicence,
  type PhotosApi,
  type PublicPhoto,
  type ReplaceablePurpose,
  type StagedPhoto,
  type StageMeta,
} from '../contract';
import { photoState } from './moderation';
import { plausibleBrowserExif } from './exif';
import { serverFaceRegions } from './face-check';
import type { FaceDetector } from './faces';
import { DEFAULT_LIMITS, processPhoto } from './pipeline';
import type { PhotosRepository, ServedPhoto } from './repository';
import { SCREENING_INPUT_SIZE, type PhotoScreener } from './screening';
import { trxOf, type Unit } from '../../../server/unit-of-work';

/** A photo id as stored (anything else cannot be one, and PostgreSQL would refuse it as a uuid). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids per query of openDataPhotos (a streamed export asks per chunk; this keeps each IN list small). */
const OPEN_DATA_BATCH = 1000;

/** The photo id in a file key (`2026/11/<id>.webp`, `<id>.thumb.webp`, `<id>.webp.<pid>.<time>.tmp`). */
const PHOTO_ID = /(?:^|\/)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\./;

export interface PhotoViewer {
  id: string;
  role: string;
}

export class PhotosService implements PhotosApi {
  private readonly screenings: MetricCounter<'outcome'>;

  constructor(
    private readonly repo: PhotosRepository,
    private readonly store: PhotoStore,
    private readonly screener: PhotoScreener,
    private readonly faces: FaceDetector,
    private readonly nsfwThreshold: number,
    private readonly log: Logger,
    metrics: Metrics = noMetrics,
    /** PUBLIC_URL's origin: open data photos are named by absolute URLs. Empty: relative ones. */
    private readonly publicOrigin = '',
  ) {
    this.screenings = metrics.counter({ name: 'photo_screenings_total', help: 'Nudity screenings of uploaded photos by outcome (clean, held for review, failed and so held).', labels: ['outcome'] });
  }

  async stage(data: Buffer, meta: StageMeta): Promise<StagedPhoto> {
    const licence = meta.licence ?? null;
    // A programming error, not a person's: the route offers the choice only where it applies.
    if (licence !== null && !(PHOTO_LICENCES as readonly string[]).includes(licence)) throw new Error(`unknown photo licence ${licence}`);
    if (licence !== null && !LICENSABLE_PURPOSES.includes(meta.purpose)) throw new Error(`a ${meta.purpose} photo cannot carry a licence`);
    let blurredRegions: BlurRegion[] = [];
    const processed = await processPhoto(
      data,
      { ...DEFAULT_LIMITS, screeningSize: SCREENING_INPUT_SIZE },
      FACE_BLUR_PURPOSES.includes(meta.purpose)
        ? async (img) => {
            // The upload's own regions are blurred again and never skip the detection: a client may lie.
            blurredRegions = [...(await serverFaceRegions(this.faces, img, this.log)), ...(meta.blurRegions ?? [])];
            return blurredRegions;
          }
        : undefined,
    );
    const screening = await this.screen(processed.screeningPixels);
    const id = crypto.randomUUID();
    const month = new Date().toISOString().slice(0, 7).replace('-', '/');
    const keys = { main: `${month}/${id}.webp`, thumb: `${month}/${id}.thumb.webp` };
    try {
      await this.store.put(keys.main, processed.main);
      await this.store.put(keys.thumb, processed.thumb);
    } catch (err) {
      await Promise.allSettled([this.store.delete(keys.main), this.store.delete(keys.thumb)]);
      throw err;
    }
    return {
      id,
      ownerId: meta.ownerId,
      purpose: meta.purpose,
      width: processed.width,
      height: processed.height,
      bytes: processed.main.length,
      originalFormat: processed.originalFormat,
      licence,
      evidence: withBrowserExif(processed.evidence, meta.browserExif),
      screening,
      blurredRegions,
      imageUrl: `/api/photos/${id}`,
      thumbnailUrl: `/api/photos/${id}/thumb`,
      keys,
    };
  }

  record(photo: StagedPhoto, unit: Unit): Promise<void> {
    return this.repo.insert(photo, trxOf(unit));
  }

  /**
   * Deletes photo files that no row refers to and that are older than `graceMs`: files staged by a
   * request that never committed (the process was killed between writing the files and the
   * transaction, or a discard failed), temp files of interrupted writes, and files of rows deleted
   * by an erasure that was cut short before it removed them. The grace period protects uploads in
   * flight (files are written before their row commits), also those of other server instances.
   */
  async sweepOrphans(graceMs: number, now = new Date()): Promise<{ removed: string[] }> {
    const removed: string[] = [];
    const cutoff = now.getTime() - graceMs;
    let batch: string[] = [];
    const flush = async () => {
      const ids = [...new Set(batch.flatMap((k) => PHOTO_ID.exec(k)?.[1] ?? []))];
      const referenced = await this.repo.keysOf(ids);
      for (const key of batch) {
        if (referenced.has(key)) continue;
        await this.store.delete(key);
        removed.push(key);
      }
      batch = [];
    };
    for await (const file of this.store.list()) {
      if (file.modifiedAt.getTime() > cutoff) continue;
      batch.push(file.key);
      if (batch.length >= 500) await flush();
    }
    await flush();
    return { removed };
  }

  async discard(photo: StagedPhoto): Promise<void> {
    await Promise.all([this.store.delete(photo.keys.main), this.store.delete(photo.keys.thumb)]);
  }

  async deleteReplaced(ownerId: string, purpose: ReplaceablePurpose, keepId: string, unit: Unit): Promise<void> {
    const keys = await this.repo.deleteOthers(trxOf(unit), ownerId, purpose, keepId);
    unit.afterCommit(async () => {
      const results = await Promise.allSettled(keys.map((k) => this.store.delete(k)));
      if (results.some((r) => r.status === 'rejected')) this.log.error(`replaced ${purpose} photo of ${ownerId}: a file could not be deleted (the orphan sweep retries)`);
    });
  }

  async keepOnlyCurrent(purpose: ReplaceablePurpose, current: readonly { ownerId: string; keepId: string | null }[], unit: Unit): Promise<number> {
    const { rows, keys } = await this.repo.deleteAllBut(trxOf(unit), purpose, current);
    if (keys.length > 0) {
      unit.afterCommit(async () => {
        const results = await Promise.allSettled(keys.map((k) => this.store.delete(k)));
        if (results.some((r) => r.status === 'rejected')) this.log.error(`replaced ${purpose} photos: a file could not be deleted (the orphan sweep retries)`);
      });
    }
    return rows;
  }

  async openDataPhotoUrl(photoId: string): Promise<OpenDataPhoto | null> {
    return (await this.openDataPhotos([photoId])).get(photoId.toLowerCase()) ?? null;
  }

  async openDataPhotos(photoIds: readonly string[]): Promise<Map<string, OpenDataPhoto>> {
    const ids = [...new Set(photoIds.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
    const out = new Map<string, OpenDataPhoto>();
    for (let i = 0; i < ids.length; i += OPEN_DATA_BATCH) {
      for (const row of await this.repo.openLicensed(ids.slice(i, i + OPEN_DATA_BATCH))) out.set(row.id, this.openDataPhoto(row.id, row.licence));
    }
    return out;
  }

  private openDataPhoto(id: string, licence: PhotoLicence): OpenDataPhoto {
    return {
      photoId: id,
      url: `${this.publicOrigin}/api/photos/${id}`,
      thumbnailUrl: `${this.publicOrigin}/api/photos/${id}/thumb`,
      licence,
      licenceName: PHOTO_LICENCE.name,
      licenceUrl: PHOTO_LICENCE.url,
      attribution: PHOTO_LICENCE.attribution,
    };
  }

  /** PhotosApi.publicPhotos: the public ones of these photos (photoState, the rule serving follows). */
  async publicPhotos(photoIds: readonly string[], unit?: Unit): Promise<Map<string, PublicPhoto>> {
    const ids = [...new Set(photoIds.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
    const rows = await this.repo.states(ids, unit && trxOf(unit));
    return new Map(rows.filter((r) => photoState(r) === 'public').map((r) => [r.id, { photoId: r.id, imageUrl: `/api/photos/${r.id}`, thumbnailUrl: `/api/photos/${r.id}/thumb` }]));
  }

  async evidence(photoId: string): Promise<PhotoEvidence | null> {
    return (await this.repo.find(photoId))?.evidence ?? null;
  }

  async readMain(photoId: string): Promise<Buffer | null> {
    const row = await this.repo.find(photoId);
    if (!row?.main_key) return null;
    try {
      return await this.readKey(row.main_key);
    } catch {
      this.log.error(`photo ${photoId}: file ${row.main_key} is missing`);
      return null;
    }
  }

  readStaged(photo: StagedPhoto): Promise<Buffer> {
    return this.readKey(photo.keys.main);
  }

  private async readKey(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const c of await this.store.read(key)) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  }

  /**
   * A photo's file for a viewer, or null when it does not exist or is not theirs to see; 410 once
   * deleted. `etag` only for a public photo (its files never change: the id and variant name them),
   * so a conditional request is answered 304 only while the photo is public; `open` reads the file.
   */
  async locate(
    id: string,
    variant: 'main' | 'thumb',
    viewer: PhotoViewer | undefined,
  ): Promise<{ isPublic: boolean; openData: boolean; etag: string | null; open: () => Promise<Readable | null> } | null> {
    const row = await this.repo.find(id);
    if (row?.deleted_at) throw new HttpError(410, PHOTO_REMOVED_CODE, 'This photo was removed by a moderator.');
    if (!row || !this.canView(row, viewer)) return null;
    const key = (variant === 'main' ? row.main_key : row.thumb_key)!;
    const isPublic = this.isPublic(row);
    return {
      isPublic,
      // Public and licensed by its uploader: other sites may show it (open data).
      openData: isPublic && row.licence !== null,
      etag: isPublic ? `"${id}.${variant}"` : null,
      open: async () => {
        try {
          return await this.store.read(key);
        } catch (err) {
          // Only a missing file is a 404; a store that cannot be reached (an S3 outage) is a 503 the
          // browser may retry, not a photo that is gone.
          if ((err as NodeJS.ErrnoException | undefined)?.code !== 'ENOENT') {
            this.log.error(`photo ${id}: the photo store failed`, err);
            throw new HttpError(503, PHOTO_STORE_UNAVAILABLE_CODE, 'Photos cannot be loaded right now. Please try again in a moment.', undefined, { 'Retry-After': '5' });
          }
          this.log.error(`photo ${id}: file ${key} is missing`);
          return null;
        }
      },
    };
  }

  /** Served to everyone: not deleted, not hidden, not held by flags, and screening clear or released by a moderator. */
  private isPublic(row: ServedPhoto): boolean {
    return photoState(row) === 'public';
  }

  private canView(row: ServedPhoto, viewer: PhotoViewer | undefined): boolean {
    if (this.isPublic(row)) return true;
    if (!viewer) return false;
    return viewer.id === row.owner_id || viewer.role === 'moderator' || viewer.role === 'admin';
  }

  /** Fails closed: when the screener cannot run, the photo is held for a person to look at. */
  private async screen(pixels: Buffer): Promise<StagedPhoto['screening']> {
    const size = SCREENING_INPUT_SIZE;
    try {
      const r = await this.screener.screen({ data: pixels, width: size, height: size, channels: 3 });
      const held = r.nsfwScore >= this.nsfwThreshold;
      this.screenings.inc({ outcome: held ? 'held' : 'clean' });
      return { status: held ? 'held' : 'clear', score: r.nsfwScore, screener: this.screener.name };
    } catch (err) {
      this.screenings.inc({ outcome: 'failed' });
      this.log.error('photo screening failed; holding the photo for review', err);
      return { status: 'held', score: null, screener: null };
    }
  }
}

/** The file's own EXIF evidence, completed by what the browser read before scaling where the file has none. */
export function withBrowserExif(file: PhotoEvidence, browser: StageMeta['browserExif']): PhotoEvidence {
  if (!browser) return file;
  // A time in the future or before 2000, or an impossible position, is not evidence (exif.ts).
  const { takenAt, latitude, longitude } = plausibleBrowserExif(browser, new Date());
  return {
    ...file,
    gps: file.gps ?? (latitude !== undefined && longitude !== undefined ? { latitude, longitude, altitude: null } : null),
    takenAt: file.takenAt ?? (takenAt ? new Date(takenAt).toISOString() : null),
  };
}
