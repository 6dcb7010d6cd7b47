import type { Knex } from 'knex';
import { conflict, notFound } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import type { AuditLog, OverviewCount } from '../../admin/contract';
import type { GamificationApi } from '../../gamification/contract';
import type { ApproveSubmissionInput, PendingSubmissionDto, SubmissionDto } from '../contract';
import type { SubmissionRow } from './repository';
import { toDto } from './service';

export const PENDING_LIMIT = 100;
const TABLE = 'action_submissions';

/**
 * Moderators decide pending submissions. One conditional UPDATE (status 'pending' -> decided) picks
 * the single winner; the approval credits through the ledger (reason 'submission_approved',
 * reference = submission id) in the same transaction, so nothing is paid twice.
 */
export class SubmissionReviewService {
  constructor(private readonly d: { db: Knex; rewards: GamificationApi; audit: AuditLog; clock: Clock }) {}

  async pending(): Promise<PendingSubmissionDto[]> {
    const rows = (await this.d.db(TABLE).where({ status: 'pending' }).orderBy('created_at', 'asc').limit(PENDING_LIMIT)) as SubmissionRow[];
    return rows.map((r) => ({ ...toDto(r), userId: r.user_id, evidenceUrls: r.evidence_urls }));
  }

  async approve(id: string, moderatorId: string, input: ApproveSubmissionInput): Promise<{ submission: SubmissionDto; credited: boolean }> {
    const now = this.d.clock.now();
    return this.d.db.transaction(async (trx) => {
      const current = (await trx(TABLE).where({ id }).first()) as SubmissionRow | undefined;
      if (!current) throw notFound('Submission not found.', 'SUBMISSION_NOT_FOUND');
      const xp = input.actualXP ?? current.potential_xp;
      const coins = input.actualCoins ?? (current.potential_xp > 0 ? Math.round((current.potential_coins * xp) / current.potential_xp) : current.potential_coins);
      const [row] = (await trx(TABLE)
        .where({ id, status: 'pending' })
        .update({ status: 'approved', actual_xp: xp, actual_coins: coins, reviewed_at: now, reviewed_by: moderatorId, review_reason: null })
        .returning('*')) as SubmissionRow[];
      if (!row) throw conflict('SUBMISSION_ALREADY_DECIDED', 'This submission is no longer pending (someone already decided it).');
      const pay = await this.d.rewards.credit({ userId: row.user_id, reason: 'submission_approved', reference: id, coins, xp }, trx);
      await this.d.audit.write(
        { actorId: moderatorId, action: 'actions.submission_approved', targetType: 'submission', targetId: id, before: { status: 'pending' }, after: { status: 'approved', actualXP: xp, actualCoins: coins, userId: row.user_id } },
        trx,
      );
      return { submission: toDto(row), credited: pay.credited };
    });
  }

  async reject(id: string, moderatorId: string, reason: string): Promise<{ submission: SubmissionDto }> {
    const now = this.d.clock.now();
    return this.d.db.transaction(async (trx) => {
      const [row] = (await trx(TABLE)
        .where({ id, status: 'pending' })
        .update({ status: 'rejected', reviewed_at: now, reviewed_by: moderatorId, review_reason: reason })
        .returning('*')) as SubmissionRow[];
      if (!row) {
        const exists = await trx(TABLE).where({ id }).first('id');
        if (!exists) throw notFound('Submission not found.', 'SUBMISSION_NOT_FOUND');
        throw conflict('SUBMISSION_ALREADY_DECIDED', 'This submission is no longer pending (someone already decided it).');
      }
      await this.d.audit.write(
        { actorId: moderatorId, action: 'actions.submission_rejected', targetType: 'submission', targetId: id, reason, before: { status: 'pending' }, after: { status: 'rejected', userId: row.user_id } },
        trx,
      );
      return { submission: toDto(row) };
    });
  }

  async overview(): Promise<OverviewCount[]> {
    const [{ n }] = (await this.d.db(TABLE).where({ status: 'pending' }).select(this.d.db.raw('count(*)::int as n'))) as { n: number }[];
    return [{ key: 'actions.pending', labelKey: 'actions:admin.pending', count: n, view: 'actions/pending' }];
  }
}
