import type { Knex } from 'knex';
import type { ModerationQueue } from '../contract';
import { PhotoFlagModel, PhotoModel, type PhotoFlagRow, type PhotoRow } from './models';

/** The SQL twin of "waiting for a moderator": held by screening or flags, or with an open flag. */
function whereAwaitingReview<Q extends Knex.QueryBuilder>(q: Q, db: Knex): Q {
  q.whereNull('photos.deleted_at')
    .whereNull('photos.hidden_at')
    .where((w) =>
      w
        .where((h) => h.where('photos.screening_status', 'held').whereNull('photos.released_at'))
        .orWhereNotNull('photos.flag_held_at')
        .orWhereExists(db('photo_flags as f').select(db.raw('1')).whereRaw('f.photo_id = photos.id').whereNull('f.resolved_at')),
    );
  return q;
}

/** What a moderator's decision changes on a photo. */
export type PhotoChange = Partial<Pick<PhotoRow, 'hidden_at' | 'flag_held_at' | 'released_at' | 'deleted_at' | 'main_key' | 'thumb_key' | 'moderation_reason'>> & {
  /** JSON text. */
  evidence?: string;
};

/**
 * photos and photo_flags for moderation: people's flags ('Report this photo') and the moderators'
 * queue and decisions. A photo's flags and decisions run under its row lock (lock()), taken first in
 * their transaction. No rules here.
 */
export class PhotoModerationRepository {
  constructor(private readonly db: Knex) {}

  /** Locks the photo's row until `trx` ends (undefined when there is no such photo). */
  async lock(trx: Knex.Transaction, id: string): Promise<PhotoRow | undefined> {
    return PhotoModel.query(trx).where({ id }).forUpdate().first();
  }

  /** Whether the person has an open flag on the photo. */
  async hasOpenFlag(trx: Knex.Transaction, photoId: string, userId: string): Promise<boolean> {
    return !!(await trx('photo_flags').where({ photo_id: photoId, user_id: userId }).whereNull('resolved_at').first('id'));
  }

  /** How many flags the person raised since `since`, and when the oldest of them was. */
  async flagsSince(trx: Knex.Transaction, userId: string, since: Date): Promise<{ n: number; oldest: Date | null }> {
    const [recent] = await trx('photo_flags').where({ user_id: userId }).where('created_at', '>', since).select(trx.raw('count(*)::int as n'), trx.raw('min(created_at) as oldest'));
    return recent as { n: number; oldest: Date | null };
  }

  async insertFlag(trx: Knex.Transaction, f: Pick<PhotoFlagRow, 'photo_id' | 'user_id' | 'user_is_guest' | 'reason' | 'details' | 'created_at'>): Promise<void> {
    await trx('photo_flags').insert(f);
  }

  /** How many registered accounts have an open flag on the photo. */
  async registeredFlaggers(trx: Knex.Transaction, photoId: string): Promise<number> {
    const [{ n }] = (await trx('photo_flags').where({ photo_id: photoId, user_is_guest: false }).whereNull('resolved_at').select(trx.raw('count(distinct user_id)::int as n'))) as Array<{ n: number }>;
    return n;
  }

  async holdByFlags(trx: Knex.Transaction, photoId: string, now: Date): Promise<void> {
    await trx('photos').where({ id: photoId }).update({ flag_held_at: now });
  }

  /** The moderators' queue: hidden photos newest hidden first, or those waiting for review oldest first. */
  async queue(which: ModerationQueue, limit: number): Promise<PhotoRow[]> {
    const q = this.db<PhotoRow>('photos').select('photos.*').limit(limit);
    if (which === 'hidden') q.whereNull('photos.deleted_at').whereNotNull('photos.hidden_at').orderBy('photos.hidden_at', 'desc');
    else whereAwaitingReview(q, this.db).orderBy('photos.created_at', 'asc');
    return q;
  }

  /** The open flags on these photos, oldest first. */
  async openFlagsOn(photoIds: string[]): Promise<Pick<PhotoFlagRow, 'photo_id' | 'reason' | 'details'>[]> {
    return PhotoFlagModel.query(this.db).whereIn('photo_id', photoIds).whereNull('resolved_at').orderBy('created_at').select('photo_id', 'reason', 'details');
  }

  /** How many photos wait for a moderator (the admin overview). */
  async countAwaitingReview(): Promise<number> {
    const [row] = (await whereAwaitingReview(this.db('photos'), this.db).select(this.db.raw('count(*)::int as n'))) as Array<{ n: number }>;
    return row!.n;
  }

  /** The reasons of the photo's open flags. */
  async openFlagReasons(trx: Knex.Transaction, photoId: string): Promise<Pick<PhotoFlagRow, 'reason'>[]> {
    return PhotoFlagModel.query(trx).where({ photo_id: photoId }).whereNull('resolved_at').select('reason');
  }

  async change(trx: Knex.Transaction, id: string, fields: PhotoChange): Promise<PhotoRow> {
    const [after] = await trx<PhotoRow>('photos')
      .where({ id })
      .update(fields as Partial<PhotoRow>)
      .returning('*');
    return after!;
  }

  /** Resolves the photo's open flags with the moderator's verb. */
  async resolveFlags(trx: Knex.Transaction, photoId: string, now: Date, resolution: string): Promise<void> {
    await trx('photo_flags').where({ photo_id: photoId }).whereNull('resolved_at').update({ resolved_at: now, resolution });
  }
}
