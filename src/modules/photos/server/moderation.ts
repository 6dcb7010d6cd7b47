import type { Knex } from 'knex';
import { conflict, forbidden, HttpError, notFound } from '../../../server/http/errors';
import type { Logger } from '../../../server/http/errors';
import type { PhotoStore } from '../../../server/storage/photo-store';
import type { Clock } from '../../../server/tokens';
import type { AuditLog, OverviewCount } from '../../admin/contract';
import type { GuestApi } from '../../guest/contract';
import {
  PHOTO_FLAG_DAILY_LIMIT,
  PHOTO_FLAG_HOLD_THRESHOLD,
  type ModerationDecisionResponse,
  type ModerationItemDto,
  type ModerationQueue,
  type PhotoFlagReason,
  type PhotoFlagResponse,
  type PhotoPurpose,
  type PhotoUse,
  type ScreeningStatus,
} from '../contract';
import type { PhotoFlagFields } from '../schemas';
import { NO_EVIDENCE } from './personal-data';

export const MODERATION_QUEUE_LIMIT = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

interface ModRow {
  id: string;
  owner_id: string | null;
  purpose: PhotoPurpose;
  main_key: string | null;
  thumb_key: string | null;
  screening_status: ScreeningStatus;
  screening_score: number | null;
  screener: string | null;
  hidden_at: Date | null;
  released_at: Date | null;
  flag_held_at: Date | null;
  deleted_at: Date | null;
  moderation_reason: string | null;
  created_at: Date;
}

type PhotoState = ModerationDecisionResponse['state'];

export function photoState(r: Pick<ModRow, 'deleted_at' | 'hidden_at' | 'flag_held_at' | 'screening_status' | 'released_at'>): PhotoState {
  if (r.deleted_at) return 'deleted';
  if (r.hidden_at) return 'hidden';
  if (r.flag_held_at || (r.screening_status === 'held' && !r.released_at)) return 'held';
  return 'public';
}

/** The SQL twin of "waiting for a moderator": held by screening or flags, or with an open flag. */
function whereAwaitingReview(q: Knex.QueryBuilder, db: Knex): Knex.QueryBuilder {
  return q
    .whereNull('photos.deleted_at')
    .whereNull('photos.hidden_at')
    .where((w) =>
      w
        .where((h) => h.where('photos.screening_status', 'held').whereNull('photos.released_at'))
        .orWhereNotNull('photos.flag_held_at')
        .orWhereExists(db('photo_flags as f').select(db.raw('1')).whereRaw('f.photo_id = photos.id').whereNull('f.resolved_at')),
    );
}

export interface FlagDeps {
  db: Knex;
  clock: Clock;
}

export interface FlaggingUser {
  id: string;
  role: string;
  isGuest: boolean;
}

/**
 * 'Report this photo': one open flag per person and photo (a repeat changes nothing), at most
 * PHOTO_FLAG_DAILY_LIMIT a day per person. A flagged photo stays visible until open flags from
 * PHOTO_FLAG_HOLD_THRESHOLD registered accounts hold it (guest flags only queue it).
 */
export class PhotoFlagService {
  constructor(private readonly d: FlagDeps) {}

  async flag(photoId: string, user: FlaggingUser, fields: PhotoFlagFields): Promise<PhotoFlagResponse> {
    const now = this.d.clock.now();
    return this.d.db.transaction(async (trx) => {
      // The row lock serialises flags on one photo, so the count and the hold agree.
      const row = (await trx('photos').where({ id: photoId }).forUpdate().first()) as ModRow | undefined;
      const moderator = user.role === 'moderator' || user.role === 'admin';
      const state = row ? photoState(row) : 'deleted';
      if (!row || state === 'deleted' || (state !== 'public' && !moderator && row.owner_id !== user.id)) {
        throw notFound('This photo is not available.', 'PHOTO_NOT_FOUND');
      }
      if (row.owner_id === user.id) throw forbidden('You cannot report your own photo.', 'OWN_PHOTO');

      const existing = await trx('photo_flags').where({ photo_id: photoId, user_id: user.id }).whereNull('resolved_at').first('id');
      if (existing) return { created: false, held: state !== 'public' };

      const since = new Date(now.getTime() - DAY_MS);
      const [recent] = (await trx('photo_flags').where({ user_id: user.id }).where('created_at', '>', since).select(trx.raw('count(*)::int as n'), trx.raw('min(created_at) as oldest'))) as Array<{
        n: number;
        oldest: Date | null;
      }>;
      if (recent!.n >= PHOTO_FLAG_DAILY_LIMIT) {
        const retry = Math.max(1, Math.ceil((new Date(recent!.oldest!).getTime() + DAY_MS - now.getTime()) / 1000));
        throw new HttpError(429, 'RATE_LIMITED', `You have reported ${PHOTO_FLAG_DAILY_LIMIT} photos today. Thank you! Please try again tomorrow.`, undefined, {
          'Retry-After': String(retry),
        });
      }

      await trx('photo_flags').insert({
        photo_id: photoId, user_id: user.id, user_is_guest: user.isGuest, reason: fields.reason, details: fields.details || null, created_at: now,
      });
      let held = state !== 'public';
      if (!row.flag_held_at) {
        const [{ n }] = (await trx('photo_flags').where({ photo_id: photoId, user_is_guest: false }).whereNull('resolved_at').select(trx.raw('count(distinct user_id)::int as n'))) as Array<{ n: number }>;
        if (n >= PHOTO_FLAG_HOLD_THRESHOLD) {
          await trx('photos').where({ id: photoId }).update({ flag_held_at: now });
          held = true;
        }
      }
      return { created: true, held };
    });
  }
}

export interface ModerationDeps {
  db: Knex;
  store: PhotoStore;
  clock: Clock;
  audit: AuditLog;
  guest: GuestApi;
  /** Null when the tasks module is not loaded. */
  photoUses: ((ids: string[]) => Promise<PhotoUse[]>) | null;
  log: Logger;
}

/**
 * The moderators' side: photos held by screening or flagged by users; hide, restore, delete. Each
 * decision locks the photo row, changes it, resolves its open flags and writes the audit log in one
 * transaction. Repeating a decision (a double click, a second moderator) changes nothing and writes
 * nothing. Deleting keeps the row as a tombstone without file keys; the files go after the commit.
 */
export class PhotoModerationService {
  constructor(private readonly d: ModerationDeps) {}

  async queue(which: ModerationQueue): Promise<ModerationItemDto[]> {
    const { db } = this.d;
    const q = db('photos').select('photos.*').limit(MODERATION_QUEUE_LIMIT);
    if (which === 'hidden') q.whereNull('photos.deleted_at').whereNotNull('photos.hidden_at').orderBy('photos.hidden_at', 'desc');
    else whereAwaitingReview(q, db).orderBy('photos.created_at', 'asc');
    const rows = (await q) as ModRow[];
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const flags = (await db('photo_flags').whereIn('photo_id', ids).whereNull('resolved_at').orderBy('created_at').select('photo_id', 'reason', 'details')) as Array<{
      photo_id: string;
      reason: PhotoFlagReason;
      details: string | null;
    }>;
    const ownerIds = [...new Set(rows.map((r) => r.owner_id).filter((x): x is string => !!x))];
    const [owners, uses] = await Promise.all([this.d.guest.getPublicUsers(ownerIds), this.d.photoUses ? this.d.photoUses(ids) : Promise.resolve([])]);
    const ownerById = new Map(owners.map((u) => [u.id, u]));
    return rows.map((r) => {
      const mine = flags.filter((f) => f.photo_id === r.id);
      const reasons: Partial<Record<PhotoFlagReason, number>> = {};
      for (const f of mine) reasons[f.reason] = (reasons[f.reason] ?? 0) + 1;
      const screeningHeld = r.screening_status === 'held' && !r.released_at;
      return {
        id: r.id,
        purpose: r.purpose,
        imageUrl: `/api/photos/${r.id}`,
        thumbnailUrl: `/api/photos/${r.id}/thumb`,
        createdAt: new Date(r.created_at).toISOString(),
        owner: r.owner_id ? { id: r.owner_id, username: ownerById.get(r.owner_id)?.username ?? null } : null,
        screening: { status: r.screening_status, score: r.screening_score, screener: r.screener, released: !!r.released_at },
        heldBy: screeningHeld ? 'screening' : r.flag_held_at ? 'flags' : null,
        hidden: !!r.hidden_at,
        moderationReason: r.moderation_reason,
        flags: { count: mine.length, reasons, details: mine.map((f) => f.details).filter((x): x is string => !!x) },
        uses: uses.filter((u) => u.photoId === r.id),
      };
    });
  }

  hide(id: string, actorId: string, reason: string): Promise<ModerationDecisionResponse> {
    return this.decide(id, actorId, 'hidden', reason, (r, now) => (r.hidden_at ? null : { hidden_at: now, moderation_reason: reason }));
  }

  restore(id: string, actorId: string, reason?: string): Promise<ModerationDecisionResponse> {
    return this.decide(id, actorId, 'restored', reason ?? null, (r, now, openFlags) => {
      if (photoState(r) === 'public' && openFlags === 0) return null;
      return {
        hidden_at: null,
        flag_held_at: null,
        moderation_reason: null,
        released_at: r.screening_status === 'held' ? (r.released_at ?? now) : r.released_at,
      };
    });
  }

  async delete(id: string, actorId: string, reason: string): Promise<ModerationDecisionResponse> {
    let files: string[] = [];
    const res = await this.decide(id, actorId, 'deleted', reason, (r, now) => {
      if (r.deleted_at) return null;
      files = [r.main_key, r.thumb_key].filter((k): k is string => !!k);
      return { deleted_at: now, main_key: null, thumb_key: null, evidence: JSON.stringify(NO_EVIDENCE), moderation_reason: reason };
    });
    // Files go only once the tombstone is committed: a failed transaction leaves the photo intact.
    if (files.length > 0) {
      const results = await Promise.allSettled(files.map((k) => this.d.store.delete(k)));
      if (results.some((x) => x.status === 'rejected')) this.d.log.error(`photo ${id}: a deleted photo's file could not be removed`);
    }
    return res;
  }

  async overview(): Promise<OverviewCount[]> {
    const { db } = this.d;
    const [row] = (await whereAwaitingReview(db('photos'), db).select(db.raw('count(*)::int as n'))) as Array<{ n: number }>;
    return [{ key: 'photos.held', labelKey: 'photos:admin.photosHeld', count: row!.n, view: 'photos/moderation' }];
  }

  private async decide(
    id: string,
    actorId: string,
    verb: 'hidden' | 'restored' | 'deleted',
    reason: string | null,
    change: (row: ModRow, now: Date, openFlags: number) => Record<string, unknown> | null,
  ): Promise<ModerationDecisionResponse> {
    const now = this.d.clock.now();
    return this.d.db.transaction(async (trx) => {
      const row = (await trx('photos').where({ id }).forUpdate().first()) as ModRow | undefined;
      if (!row) throw notFound('This photo does not exist.', 'PHOTO_NOT_FOUND');
      if (row.deleted_at && verb !== 'deleted') throw conflict('PHOTO_DELETED', 'This photo was deleted; it cannot be changed any more.');
      const open = (await trx('photo_flags').where({ photo_id: id }).whereNull('resolved_at').select('reason')) as Array<{ reason: PhotoFlagReason }>;
      const fields = change(row, now, open.length);
      if (!fields) return { id, changed: false, state: photoState(row) };
      const [after] = (await trx('photos').where({ id }).update(fields).returning('*')) as ModRow[];
      await trx('photo_flags').where({ photo_id: id }).whereNull('resolved_at').update({ resolved_at: now, resolution: verb });
      const summary = (r: ModRow, flags: number) => ({
        state: photoState(r), screeningStatus: r.screening_status, released: !!r.released_at, flagHeld: !!r.flag_held_at, openFlags: flags, files: !!r.main_key,
      });
      await this.d.audit.write(
        {
          actorId, action: `photos.${verb}`, targetType: 'photo', targetId: id, reason,
          before: { ...summary(row, open.length), flagReasons: open.map((f) => f.reason) }, after: summary(after!, 0),
        },
        trx,
      );
      return { id, changed: true, state: photoState(after!) };
    });
  }
}
