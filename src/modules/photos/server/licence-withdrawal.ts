import type { Knex } from 'knex';
import type { Clock } from '../../../server/tokens';
import type { UnitOfWork } from '../../../server/unit-of-work';
import type { AuditLog } from '../../admin/contract';
import type { PhotoLicenceWithdrawalResponse } from '../contract';

export interface LicenceWithdrawalDeps {
  uow: UnitOfWork;
  clock: Clock;
  /** Where the withdrawal is recorded; null in an app without the admin module (the photos still lose their licence). */
  audit: AuditLog | null;
}

/**
 * Issue 39: a person withdraws the open licence (CC BY 4.0) of every photo of theirs. One UPDATE of
 * their own rows, in one transaction with its record in the audit log (action
 * `photos.licence_withdrawn`, the person as actor and target: so it is in their data export too).
 *
 * What it changes: the photos carry no licence, so PhotosApi.openDataPhotos leaves them out and the
 * exports and Open311 stop listing them from their next answer (caches: within their cache times).
 * What it keeps: the photos themselves, which stay visible inside CleanQuest (the app, its task views,
 * the partner impact page): that is what the person shared them for, and it needs no licence.
 * Later uploads carry a licence only when the person ticks the box for that photo again (the form's
 * default is off): a new, explicit choice for that photo.
 */
export class LicenceWithdrawalService {
  constructor(private readonly d: LicenceWithdrawalDeps) {}

  async withdraw(userId: string): Promise<PhotoLicenceWithdrawalResponse> {
    const now = this.d.clock.now();
    return this.d.uow.run(async (unit, trx) => {
      const ids = await withdrawLicences(trx, userId);
      await this.d.audit?.write(
        { actorId: userId, action: 'photos.licence_withdrawn', targetType: 'user', targetId: userId, before: { licensedPhotos: ids }, after: { licensedPhotos: [], withdrawnAt: now.toISOString() } },
        unit,
      );
      return { withdrawn: ids.length, withdrawnAt: now.toISOString() };
    });
  }
}

/** Removes the licence from every photo of this owner that carries one; returns their ids (knex only). */
export async function withdrawLicences(trx: Knex.Transaction, ownerId: string): Promise<string[]> {
  const rows = (await trx('photos').where({ owner_id: ownerId }).whereNotNull('licence').update({ licence: null }).returning('id')) as { id: string }[];
  return rows.map((r) => r.id).sort();
}
