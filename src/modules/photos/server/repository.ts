import type { Knex } from 'knex';
import type { PhotoEvidence, PhotoLicence, ReplaceablePurpose, StagedPhoto } from '../contract';
import { PhotoFlagModel, PhotoModel, type PhotoFlagRow, type PhotoRow } from './models';

/** Evidence with nothing in it: what an anonymised or deleted photo keeps. */
export const NO_EVIDENCE: PhotoEvidence = { gps: null, takenAt: null, camera: null };

/** What serving a photo needs of its row. */
export type ServedPhoto = Pick<
  PhotoRow,
  'id' | 'owner_id' | 'purpose' | 'main_key' | 'thumb_key' | 'evidence' | 'screening_status' | 'hidden_at' | 'released_at' | 'flag_held_at' | 'deleted_at' | 'licence'
>;

/**
 * The photos table for the pipeline, serving and the people's data rights; moderation and flags are
 * in moderation-repository.ts. Whole rows are read through the objection models (models.ts), writes
 * go through knex. No rules here.
 */
export class PhotosRepository {
  constructor(private readonly db: Knex) {}

  async insert(p: StagedPhoto, trx: Knex.Transaction): Promise<void> {
    await trx('photos').insert({
      id: p.id,
      owner_id: p.ownerId,
      purpose: p.purpose,
      main_key: p.keys.main,
      thumb_key: p.keys.thumb,
      width: p.width,
      height: p.height,
      bytes: p.bytes,
      original_format: p.originalFormat,
      licence: p.licence ?? null,
      evidence: JSON.stringify(p.evidence),
      screening_status: p.screening.status,
      screening_score: p.screening.score,
      screener: p.screening.screener,
      blurred_regions: JSON.stringify(p.blurredRegions),
    });
  }

  /** The file keys of those of these photos that have a row. */
  async keysOf(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = (await this.db('photos').select('main_key', 'thumb_key').whereIn('id', ids)) as { main_key: string; thumb_key: string }[];
    return new Set(rows.flatMap((r) => [r.main_key, r.thumb_key]));
  }

  /** Deletes the owner's other photos of this purpose; returns their file keys. */
  async deleteOthers(trx: Knex.Transaction, ownerId: string, purpose: ReplaceablePurpose, keepId: string): Promise<string[]> {
    const rows = await trx<PhotoRow>('photos').where({ owner_id: ownerId, purpose }).whereNot({ id: keepId }).delete().returning(['main_key', 'thumb_key']);
    return fileKeys(rows);
  }

  /** Deletes these owners' photos of this purpose except the ids to keep; returns how many and their file keys. */
  async deleteAllBut(trx: Knex.Transaction, purpose: ReplaceablePurpose, current: readonly { ownerId: string; keepId: string | null }[]): Promise<{ rows: number; keys: string[] }> {
    if (current.length === 0) return { rows: 0, keys: [] };
    const keep = current.flatMap((c) => (c.keepId ? [c.keepId] : []));
    const rows = await trx<PhotoRow>('photos')
      .where({ purpose })
      .whereIn('owner_id', [...new Set(current.map((c) => c.ownerId))])
      .modify((q) => {
        if (keep.length > 0) void q.whereNotIn('id', keep);
      })
      .delete()
      .returning(['main_key', 'thumb_key']);
    return { rows: rows.length, keys: fileKeys(rows) };
  }

  async find(id: string): Promise<ServedPhoto | undefined> {
    return PhotoModel.query(this.db)
      .select('id', 'owner_id', 'purpose', 'main_key', 'thumb_key', 'evidence', 'screening_status', 'hidden_at', 'released_at', 'flag_held_at', 'deleted_at', 'licence')
      .where({ id })
      .first();
  }

  /**
   * Of these ids, the photos that are public right now (the rule of photoState: not deleted, not
   * hidden, not held by flags, screening clear or released) and carry a licence, in one query.
   */
  async openLicensed(ids: readonly string[]): Promise<{ id: string; licence: PhotoLicence }[]> {
    if (ids.length === 0) return [];
    return (await this.db('photos')
      .select('id', 'licence')
      .whereIn('id', ids)
      .whereNotNull('licence')
      .whereNull('deleted_at')
      .whereNull('hidden_at')
      .whereNull('flag_held_at')
      .where((q) => q.whereNot('screening_status', 'held').orWhereNotNull('released_at'))) as { id: string; licence: PhotoLicence }[];
  }

  /** What photoState() reads of these photos (unknown ids are left out), in one query. */
  async states(ids: readonly string[], trx?: Knex.Transaction): Promise<Pick<PhotoRow, 'id' | 'deleted_at' | 'hidden_at' | 'flag_held_at' | 'screening_status' | 'released_at'>[]> {
    if (ids.length === 0) return [];
    return PhotoModel.query(trx ?? this.db).select('id', 'deleted_at', 'hidden_at', 'flag_held_at', 'screening_status', 'released_at').whereRaw('id = any(?::uuid[])', [ids]);
  }

  /** The person's data: the photos they uploaded and the flags they raised, oldest first. */
  async personalData(trx: Knex.Transaction, userId: string): Promise<{ photos: PhotoRow[]; flags: PhotoFlagRow[] }> {
    const photos = await PhotoModel.query(trx).where({ owner_id: userId }).orderBy('created_at');
    const flags = await PhotoFlagModel.query(trx).where({ user_id: userId }).orderBy('created_at');
    return { photos, flags };
  }

  /**
   * Erasure, in its transaction: the person's flags go (their own photos' flags go with the photos,
   * ON DELETE CASCADE), report photos lose their owner and evidence, every other photo of theirs is
   * deleted. Returns the deleted photos (their files go after the commit: fileKeys).
   */
  async erase(trx: Knex.Transaction, userId: string): Promise<Pick<PhotoRow, 'id' | 'main_key' | 'thumb_key'>[]> {
    await trx('photo_flags').where({ user_id: userId }).delete();
    await trx('photos').where({ owner_id: userId, purpose: 'report' }).update({ owner_id: null, evidence: JSON.stringify(NO_EVIDENCE) });
    return trx<PhotoRow>('photos').where({ owner_id: userId }).delete().returning(['id', 'main_key', 'thumb_key']);
  }
}

/** The file keys of photo rows (a deleted photo's tombstone has none). */
export const fileKeys = (rows: Pick<PhotoRow, 'main_key' | 'thumb_key'>[]) => rows.flatMap((r) => [r.main_key, r.thumb_key]).filter((k): k is string => !!k);
