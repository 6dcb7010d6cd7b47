import { badRequest, conflict, forbidden, HttpError, notFound } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import type { Role } from '../../../shared/constants';
import { ErrorCodes } from '../../../shared/errors';
import type { AuditLog, OverviewCount } from '../../admin/contract';
import type { GamificationApi } from '../../gamification/contract';
import type { NotificationsApi } from '../../notifications/contract';
import type { ApproveSubmissionInput, PendingSubmissionDto, SubmissionDto } from '../contract';
import { findActionType } from './catalog';
import type { SubmissionRow } from './models';
import { toPendingDto, toSubmissionDto } from './presenter';
import type { ActionsRepository } from './repository';
import { potentialReward } from './rewards';
import type { UnitOfWork } from '../../../server/unit-of-work';

export const PENDING_LIMIT = 100;

export const REVIEW_MESSAGES = {
  ownWork: 'This is your own work: another moderator has to decide it.',
  reasonRequired: 'A reason is required to credit more than the computed potential',
} as const;

/** The moderator or admin deciding. */
export interface Reviewer {
  id: string;
  role: Role;
}

/**
 * What an approval may credit without an admin: the potential reward, computed again from the stored
 * submission (type, subtype, base quantity) with the calculation /validate uses. A type no longer in
 * the catalogue keeps the potential stored at submit time (also computed by the server).
 */
export function approvalCeiling(row: SubmissionRow): { xp: number; coins: number } {
  const def = findActionType(row.task_type);
  return def ? potentialReward(def, Number(row.base_quantity), row.task_subtype) : { xp: row.potential_xp, coins: row.potential_coins };
}

/**
 * Moderators decide pending submissions. One conditional UPDATE (status 'pending' -> decided) picks
 * the single winner; the approval credits through the ledger (reason 'submission_approved',
 * reference = submission id) in the same transaction, so nothing is paid twice.
 */
export class SubmissionReviewService {
  constructor(
    private readonly d: {
      repo: ActionsRepository; rewards: GamificationApi; audit: AuditLog; clock: Clock; uow: UnitOfWork;
      /** Tells the person the decision in its transaction; null when the notifications module is not loaded. */
      notifications?: NotificationsApi | null;
    },
  ) {}

  /**
   * The pending submissions with the potential an approval may credit (approvalCeiling); `ownWork`
   * marks the viewer's own, which another moderator decides.
   */
  async pending(viewerId: string): Promise<PendingSubmissionDto[]> {
    const rows = await this.d.repo.listPending(PENDING_LIMIT);
    return rows.map((r) => toPendingDto(r, approvalCeiling(r), viewerId));
  }

  /**
   * Credits at most the potential reward (approvalCeiling); more only by an admin with a reason, which
   * the audit log keeps with the amounts. Nobody decides their own submission.
   */
  async approve(id: string, reviewer: Reviewer, input: ApproveSubmissionInput): Promise<{ submission: SubmissionDto; credited: boolean }> {
    const now = this.d.clock.now();
    const { repo } = this.d;
    return this.d.uow.run(async (unit, trx) => {
      const current = await repo.find(trx, id);
      if (!current) throw notFound('Submission not found.', 'SUBMISSION_NOT_FOUND');
      if (current.user_id === reviewer.id) throw forbidden(REVIEW_MESSAGES.ownWork, 'OWN_WORK');
      const ceiling = approvalCeiling(current);
      const xp = input.actualXP ?? ceiling.xp;
      const coins = input.actualCoins ?? (ceiling.xp > 0 ? Math.round((ceiling.coins * xp) / ceiling.xp) : ceiling.coins);
      const above = xp > ceiling.xp || coins > ceiling.coins;
      const reason = input.reason?.trim() || null;
      if (above && reviewer.role !== 'admin') {
        throw new HttpError(403, 'APPROVAL_ABOVE_POTENTIAL', `Crediting more than the computed potential (${ceiling.xp} XP, ${ceiling.coins} coins) needs an admin and a reason.`, {
          potentialXP: ceiling.xp,
          potentialCoins: ceiling.coins,
        });
      }
      if (above && !reason) {
        const fields = [{ field: 'reason', message: REVIEW_MESSAGES.reasonRequired }];
        throw badRequest(ErrorCodes.VALIDATION_FAILED, `Please check: ${fields.map((f) => f.message).join('; ')}`, { fields });
      }
      const row = await repo.approve(trx, id, { xp, coins, reviewerId: reviewer.id, now });
      if (!row) throw conflict('SUBMISSION_ALREADY_DECIDED', 'This submission is no longer pending (someone already decided it).');
      const pay = await this.d.rewards.credit({ userId: row.user_id, reason: 'submission_approved', reference: id, coins, xp, verifiedBy: { kind: 'moderator', by: reviewer.id } }, unit);
      await this.d.audit.write(
        {
          actorId: reviewer.id, action: 'actions.submission_approved', targetType: 'submission', targetId: id, reason,
          before: { status: 'pending', potentialXP: ceiling.xp, potentialCoins: ceiling.coins },
          after: { status: 'approved', actualXP: xp, actualCoins: coins, abovePotential: above, userId: row.user_id },
        },
        unit,
      );
      await this.d.notifications?.notify({ userId: row.user_id, kind: 'submission_review', data: { submissionId: id, title: row.title, outcome: 'approved', reason: null, xp, coins } }, unit);
      return { submission: toSubmissionDto(row), credited: pay.credited };
    });
  }

  async reject(id: string, reviewer: Reviewer, reason: string): Promise<{ submission: SubmissionDto }> {
    const now = this.d.clock.now();
    const { repo } = this.d;
    return this.d.uow.run(async (unit, trx) => {
      const row = await repo.reject(trx, id, { reason, reviewerId: reviewer.id, now });
      if (!row) {
        const exists = await repo.ownerOf(trx, id);
        if (!exists) throw notFound('Submission not found.', 'SUBMISSION_NOT_FOUND');
        if (exists.user_id === reviewer.id) throw forbidden(REVIEW_MESSAGES.ownWork, 'OWN_WORK');
        throw conflict('SUBMISSION_ALREADY_DECIDED', 'This submission is no longer pending (someone already decided it).');
      }
      await this.d.audit.write(
        { actorId: reviewer.id, action: 'actions.submission_rejected', targetType: 'submission', targetId: id, reason, before: { status: 'pending' }, after: { status: 'rejected', userId: row.user_id } },
        unit,
      );
      await this.d.notifications?.notify({ userId: row.user_id, kind: 'submission_review', data: { submissionId: id, title: row.title, outcome: 'rejected', reason, xp: 0, coins: 0 } }, unit);
      return { submission: toSubmissionDto(row) };
    });
  }

  async overview(): Promise<OverviewCount[]> {
    return [{ key: 'actions.pending', labelKey: 'actions:admin.pending', count: await this.d.repo.countPending(), view: 'actions/pending' }];
  }
}
