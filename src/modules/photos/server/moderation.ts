import { conflict, forbidden, HttpError, notFound } from '../../../server/http/errors';
import type { Logger } from '../../../server/http/errors';
import type { PhotoStore } from '../../../server/storage/photo-store';
import type { Clock } from '../../../server/tokens';
import type { AuditLog, OverviewCount } from '../../admin/contract';
import type { GuestApi } from '../../guest/contract';
import type { NotificationsApi } from '../../notifications/contract';
import {
  PHOTO_FLAG_DAILY_LIMIT,
  PHOTO_FLAG_HOLD_THRESHOLD,
  type ModerationDecisionResponse,
  type ModerationItemDto,
  type ModerationQueue,
  type PhotoFlagResponse,
  type PhotoUse,
} from '../contract';
import type { PhotoFlagFields } from '../schemas';
import type { PhotoModerationRepository, PhotoChange } from './moderation-repository';
import type { PhotoRow } from './models';
import { toModerationItem } from './presenter';
import { NO_EVIDENCE } from './repository';
import type { UnitOfWork } from '../../../server/unit-of-work';

export const MODERATION_QUEUE_LIMIT = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

type PhotoState = ModerationDecisionResponse['state'];

export function photoState(r: Pick<PhotoRow, 'deleted_at' | 'hidden_at' | 'flag_held_at' | 'screening_status' | 'released_at'>): PhotoState {
  if (r.deleted_at) return 'deleted';
  if (r.hidden_at) return 'hidden';
  if (r.flag_held_at || (r.screening_status === 'held' && !r.released_at)) return 'held';
  return 'public';
}

export interface FlagDeps {
  repo: PhotoModerationRepository;
  clock: Clock;
  uow: UnitOfWork;
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
    const { repo } = this.d;
    return this.d.uow.run(async (_, trx) => {
      // The row lock serialises flags on one photo, so the count and the hold agree.
      const row = await repo.lock(trx, photoId);
      const moderator = user.role === 'moderator' || user.role === 'admin';
      const state = row ? photoState(row) : 'deleted';
      if (!row || state === 'deleted' || (state !== 'public' && !moderator && row.owner_id !== user.id)) {
        throw notFound('This photo is not available.', 'PHOTO_NOT_FOUND');
      }
      if (row.owner_id === user.id) throw forbidden('You cannot report your own photo.', 'OWN_PHOTO');

      if (await repo.hasOpenFlag(trx, photoId, user.id)) return { created: false, held: state !== 'public' };

      const recent = await repo.flagsSince(trx, user.id, new Date(now.getTime() - DAY_MS));
      if (recent.n >= PHOTO_FLAG_DAILY_LIMIT) {
        const retry = Math.max(1, Math.ceil((new Date(recent.oldest!).getTime() + DAY_MS - now.getTime()) / 1000));
        throw new HttpError(429, 'RATE_LIMITED', `You have reported ${PHOTO_FLAG_DAILY_LIMIT} photos today. Thank you! Please try again tomorrow.`, undefined, {
          'Retry-After': String(retry),
        });
      }

      await repo.insertFlag(trx, {
        photo_id: photoId, user_id: user.id, user_is_guest: user.isGuest, reason: fields.reason, details: fields.details || null, created_at: now,
      });
      let held = state !== 'public';
      if (!row.flag_held_at && (await repo.registeredFlaggers(trx, photoId)) >= PHOTO_FLAG_HOLD_THRESHOLD) {
        await repo.holdByFlags(trx, photoId, now);
        held = true;
      }
      return { created: true, held };
    });
  }
}

export interface ModerationDeps {
  repo: PhotoModerationRepository;
  store: PhotoStore;
  clock: Clock;
  audit: AuditLog;
  guests: GuestApi;
  /** Null when the tasks module is not loaded. */
  photoUses: ((ids: string[]) => Promise<PhotoUse[]>) | null;
  log: Logger;
  uow: UnitOfWork;
  /** Tells a hidden photo's owner, in the decision's transaction; null when the notifications module is not loaded. */
  notifications?: NotificationsApi | null;
}

/**
 * The moderators' side: photos held by screening or flagged by users; hide, restore, delete. Each
 * decision locks the photo row, changes it, resolves its open flags and writes the audit log (and, for
 * a hide, the owner's notification) in one transaction. Repeating a decision (a double click, a second moderator) changes nothing and writes
 * nothing. Deleting keeps the row as a tombstone without file keys; the files go after the commit.
 */
export class PhotoModerationService {
  constructor(private readonly d: ModerationDeps) {}

  async queue(which: ModerationQueue): Promise<ModerationItemDto[]> {
    const { repo } = this.d;
    const rows = await repo.queue(which, MODERATION_QUEUE_LIMIT);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const flags = await repo.openFlagsOn(ids);
    const ownerIds = [...new Set(rows.map((r) => r.owner_id).filter((x): x is string => !!x))];
    const [owners, uses] = await Promise.all([this.d.guests.getPublicUsers(ownerIds), this.d.photoUses ? this.d.photoUses(ids) : Promise.resolve([])]);
    const ownerById = new Map(owners.map((u) => [u.id, u]));
    return rows.map((r) =>
      toModerationItem(
        r,
        flags.filter((f) => f.photo_id === r.id),
        r.owner_id ? ownerById.get(r.owner_id) : undefined,
        uses.filter((u) => u.photoId === r.id),
      ),
    );
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
    return [{ key: 'photos.held', labelKey: 'photos:admin.photosHeld', count: await this.d.repo.countAwaitingReview(), view: 'photos/moderation' }];
  }

  private async decide(
    id: string,
    actorId: string,
    verb: 'hidden' | 'restored' | 'deleted',
    reason: string | null,
    change: (row: PhotoRow, now: Date, openFlags: number) => PhotoChange | null,
  ): Promise<ModerationDecisionResponse> {
    const now = this.d.clock.now();
    const { repo } = this.d;
    return this.d.uow.run(async (unit, trx) => {
      const row = await repo.lock(trx, id);
      if (!row) throw notFound('This photo does not exist.', 'PHOTO_NOT_FOUND');
      if (row.deleted_at && verb !== 'deleted') throw conflict('PHOTO_DELETED', 'This photo was deleted; it cannot be changed any more.');
      const open = await repo.openFlagReasons(trx, id);
      const fields = change(row, now, open.length);
      if (!fields) return { id, changed: false, state: photoState(row) };
      const after = await repo.change(trx, id, fields);
      await repo.resolveFlags(trx, id, now, verb);
      const summary = (r: PhotoRow, flags: number) => ({
        state: photoState(r), screeningStatus: r.screening_status, released: !!r.released_at, flagHeld: !!r.flag_held_at, openFlags: flags, files: !!r.main_key,
      });
      await this.d.audit.write(
        {
          actorId, action: `photos.${verb}`, targetType: 'photo', targetId: id, reason,
          before: { ...summary(row, open.length), flagReasons: open.map((f) => f.reason) }, after: summary(after, 0),
        },
        unit,
      );
      if (verb === 'hidden' && row.owner_id) {
        await this.d.notifications?.notify({ userId: row.owner_id, kind: 'photo_hidden', data: { photoId: id, reason } }, unit);
      }
      return { id, changed: true, state: photoState(after) };
    });
  }
}
