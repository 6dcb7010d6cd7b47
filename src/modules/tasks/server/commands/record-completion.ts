import { conflict } from '../../../../server/http/errors';
import { taskCompletionCredit, type Verification } from '../../../gamification/contract';
import type { PhotosApi } from '../../../photos/contract';
import type { LitterTag } from '../../../litter/contract';
import { TaskEvents, type CompletionResponse } from '../../contract';
import { TASK_MESSAGES } from '../../messages';
import { notifyCleaned } from '../cleanup-notices';
import { toTaskDto } from '../presenter';
import type { TaskRow } from '../models';
import type { Verdict } from '../verification/types';
import type { TaskCommandContext } from './context';

/** One completion attempt: the staged after-photo (none for a bare claim), the verdict and who gave it. */
export interface CompletionAttempt {
  taskId: string;
  userId: string;
  photo: Awaited<ReturnType<PhotosApi['stage']>> | null;
  attempt: Verdict;
  verifier: 'openai' | 'local' | 'none';
  /** Issue 24: litter tags the volunteer sent with the after-photo (recorded with the attempt when the litter module is loaded). */
  tags?: LitterTag[];
}

/**
 * Writes the attempt and its consequences in one transaction; rewards go through the ledger. The
 * attempt replaces the one waiting for review, if any (one pending review per task and person),
 * except that a claim without a photo while one waits is a repeat and answers the waiting one.
 * A verified attempt publishes tasks.completed through the outbox in that transaction (delivered
 * right after the commit, and later again should that fail): its rewards downstream are never lost.
 */
export async function recordCompletion(c: TaskCommandContext, { taskId, userId, photo, attempt, verifier, tags }: CompletionAttempt): Promise<CompletionResponse> {
  const now = c.clock.now();
  let credited = 0;
  let verdict = attempt;
  let repeat = false;
  const row = await c.uow.run(async (unit, trx) => {
    const task = await c.repo.lockAssigned(trx, taskId, userId);
    // Someone else's replay or a parallel completion already moved the task on.
    if (!task) throw conflict('TASK_ALREADY_COMPLETED', TASK_MESSAGES.alreadyCompleted);
    const waiting = !photo && task.verification_status === 'needs_review' ? await c.repo.pendingCompletion(trx, taskId, userId) : undefined;
    if (waiting) {
      verdict = waiting.analysis;
      repeat = true;
      return task;
    }
    if (photo) await c.photos.record(photo, unit);
    let updated: TaskRow | undefined;
    if (verdict.verificationStatus === 'verified') {
      // What verified it: the check of the after-photo (a verdict without a photo has nobody behind it, and pays nothing).
      const checked: Verification = photo ? { kind: 'photo_check' } : { kind: 'other_person', by: null };
      updated = await c.repo.complete(trx, taskId, userId, now);
      if (updated) {
        const pay = await c.rewards.credit({ userId, reason: 'task_completed', reference: taskId, ...taskCompletionCredit(updated.reward), verifiedBy: checked }, unit);
        if (pay.credited) credited += updated.reward;
        if (verdict.bonusEarned > 0) {
          const bonus = await c.rewards.credit({ userId, reason: 'task_bonus', reference: taskId, coins: verdict.bonusEarned, xp: verdict.bonusEarned * 10, verifiedBy: checked }, unit);
          if (bonus.credited) credited += verdict.bonusEarned;
        }
      }
    } else {
      updated = await c.repo.setVerification(trx, taskId, userId, verdict.verificationStatus, now);
    }
    if (!updated) throw conflict('TASK_ALREADY_COMPLETED', TASK_MESSAGES.alreadyCompleted);
    // An attempt of an earlier assignment, or the one this attempt replaces.
    await c.repo.supersedePending(trx, taskId, userId, now);
    const completionId = await c.repo.insertCompletion(trx, {
      task_id: taskId, user_id: userId, photo_id: photo?.id ?? null, verification_status: verdict.verificationStatus,
      verifier, fallback_reason: verdict.fallbackReason, analysis: verdict, reward_credited: credited,
    });
    if (tags && tags.length > 0 && c.litter) {
      await c.litter.recordTags({ taskId, completionId, userId, latitude: updated.latitude, longitude: updated.longitude, tags }, unit);
    }
    if (verdict.verificationStatus === 'verified') {
      await c.outbox.publish(unit, TaskEvents.completed, {
        taskId, userId, reward: updated.reward, wasteType: updated.waste_type, hazardous: updated.waste_type === 'hazardous' || !!updated.ai_analysis?.hazardous,
        outcome: 'verified', completedAt: now.toISOString(), reportId: updated.report_id, reporterId: updated.reporter_id,
        latitude: updated.latitude, longitude: updated.longitude,
      });
      await notifyCleaned(c, unit, updated, photo?.id ?? null);
    }
    return updated;
  });
  if (!repeat) await c.changed();
  return {
    verificationStatus: verdict.verificationStatus,
    reward: credited,
    analysis: {
      completionPercentage: verdict.completionPercentage, qualityScore: verdict.qualityScore, bonusEarned: verdict.verificationStatus === 'verified' ? verdict.bonusEarned : 0,
      feedback: verdict.feedback, areasImproved: verdict.areasImproved, stillNeedsWork: verdict.stillNeedsWork, environmentalImpact: verdict.environmentalImpact,
    },
    verifier: verdict.verifier,
    fallbackReason: verdict.fallbackReason,
    task: toTaskDto(row),
  };
}
