import type { TFunction } from 'i18next';
import type { SentEvent } from './queue';

/** The part of a completion's answer (spec section 3, Completion response) the notice reads. */
interface CompletionAnswer {
  verificationStatus?: unknown;
  reward?: unknown;
  analysis?: { feedback?: unknown } | null;
}

const STATUSES = ['verified', 'needs_review', 'failed'] as const;

/**
 * What the person is told when an item kept on the device reached the server. A completion's answer
 * carries its verification (issue 35): the same outcome the online completion dialog shows (verified
 * with its reward, held for a moderator, or not verified with the check's feedback), so a completion
 * sent later is not left without its result.
 */
export function sentNotice(e: Pick<SentEvent, 'item' | 'body'>, t: TFunction<'offline'>): { title: string; description?: string } {
  const title = t(`sent.${e.item.kind}`);
  if (e.item.kind !== 'completion' || typeof e.body !== 'object' || e.body === null) return { title };
  const answer = e.body as CompletionAnswer;
  const status = STATUSES.find((s) => s === answer.verificationStatus);
  if (!status) return { title };
  const reward = typeof answer.reward === 'number' ? answer.reward : 0;
  const result = status === 'verified' && reward <= 0 ? t('completionResult.verifiedUnpaid') : t(`completionResult.${status}`, { reward });
  const feedback = typeof answer.analysis?.feedback === 'string' && answer.analysis.feedback.trim() ? answer.analysis.feedback.trim() : null;
  return { title: result, description: feedback && status !== 'verified' ? t('completionFeedback', { feedback }) : undefined };
}
