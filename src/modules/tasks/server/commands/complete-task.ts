import type { Language } from '../../../../server/i18n';
import type { BlurRegion, StageMeta } from '../../../photos/contract';
import type { LitterTag } from '../../../litter/contract';
import type { CompletionResponse } from '../../contract';
import { verificationText } from '../verification/texts';
import type { Verdict } from '../verification/types';
import type { TaskCommandContext } from './context';
import { ownAssignedTask } from './own-assigned-task';
import { recordCompletion } from './record-completion';

/**
 * Completion without a photo: there is nothing to verify, so it is held for a moderator and pays
 * after approval. (Paying on a bare claim would let anyone farm coins.) While an attempt of this
 * person waits for review, a repeat answers that attempt and writes nothing.
 */
export async function markCompleted(c: TaskCommandContext, taskId: string, userId: string, lang: Language): Promise<CompletionResponse> {
  await ownAssignedTask(c.repo, taskId, userId);
  const verdict: Verdict = {
    verificationStatus: 'needs_review', completionPercentage: 0, qualityScore: 0, bonusEarned: 0,
    feedback: verificationText(lang, 'noPhotoReview'), areasImproved: [], stillNeedsWork: [], environmentalImpact: '',
    verifier: 'local', fallbackReason: null,
  };
  return recordCompletion(c, { taskId, userId, photo: null, attempt: verdict, verifier: 'none' });
}

/**
 * Share of the after-photo the upload may say it blurred (device or person regions, summed; overlaps
 * count twice) before the completion waits for a moderator (issue 39): a region painted over the
 * litter would otherwise hide what is still there from the verifier. Faces rarely cover a tenth.
 */
export const CLIENT_BLUR_REVIEW_SHARE = 0.1;

const clientBlurShare = (regions: readonly BlurRegion[]) => regions.filter((r) => r.by !== 'server').reduce((sum, r) => sum + r.w * r.h, 0);

/**
 * Judges the after-photo (the verdict's texts in `lang`, the volunteer's language) and records the
 * attempt. The staged photo is discarded when judging or recording fails.
 */
export async function completeWithPhoto(
  c: TaskCommandContext,
  taskId: string,
  userId: string,
  image: Buffer,
  lang: Language,
  browserExif?: StageMeta['browserExif'],
  tags?: LitterTag[],
  blurRegions?: StageMeta['blurRegions'],
): Promise<CompletionResponse> {
  const task = await ownAssignedTask(c.repo, taskId, userId);
  // browserExif: the after-photo's EXIF time and position as the browser read them before scaling (issue 23).
  const after = await c.photos.stage(image, { ownerId: userId, purpose: 'completion', browserExif, blurRegions });
  try {
    const [before, afterMain] = await Promise.all([task.photo_id ? c.photos.readMain(task.photo_id) : null, c.photos.readStaged(after)]);
    let verdict = await c.verifier.verify({
      before,
      after: afterMain,
      task: { wasteType: task.waste_type, description: task.description, location: task.location, reward: task.reward },
      language: lang,
    });
    if (verdict.verificationStatus === 'verified' && clientBlurShare(after.blurredRegions) > CLIENT_BLUR_REVIEW_SHARE) {
      verdict = { ...verdict, verificationStatus: 'needs_review', bonusEarned: 0, feedback: verificationText(lang, 'blurredReview') };
    }
    return await recordCompletion(c, { taskId, userId, photo: after, attempt: verdict, verifier: verdict.verifier, tags });
  } catch (err) {
    await c.photos.discard(after);
    throw err;
  }
}
