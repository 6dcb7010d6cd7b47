import type { Knex } from 'knex';
import type { PhotoEvidence, PhotoPurpose, ReplaceablePurpose, ScreeningStatus, StagedPhoto } from '../contract';

export interface PhotoRow {
  id: string;
  owner_id: string | null;
  purpose: PhotoPurpose;
  /** Null once a moderator deleted the photo (its files are gone; the row stays as a tombstone). */
  main_key: string | null;
  thumb_key: string | null;
  evidence: PhotoEvidence;
  screening_status: ScreeningStatus;
  hidden_at: Date | null;
  released_at: Date | null;
  flag_held_at: Date | null;
  deleted_at: Date | null;
}

/** The photos table. knex only. */
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
      evidence: JSON.stringify(p.evidence),
      screening_status: p.screening.status,
      screening_score: p.screening.score,
      screener: p.screening.screener,
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
    const rows = (await trx('photos').where({ owner_id: ownerId, purpose }).whereNot({ id: keepId }).delete().returning(['main_key', 'thumb_key'])) as {
      main_key: string | null;
      thumb_key: string | null;
    }[];
    return rows.flatMap((r) => [r.main_key, r.thumb_key]).filter((k): k is string => !!k);
  }

  async find(id: string): Promise<PhotoRow | undefined> {
    return (await this.db('photos')
      .select('id', 'owner_id', 'purpose', 'main_key', 'thumb_key', 'evidence', 'screening_status', 'hidden_at', 'released_at', 'flag_held_at', 'deleted_at')
      .where({ id })
      .first()) as PhotoRow | undefined;
  }
}
