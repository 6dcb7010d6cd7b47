import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../../client/endpoint';
import { achievements, leaderboard, levelProgression } from '../../gamification/endpoints';
import { publicUser } from '../../identity/endpoints';
import { REVIEW_POLL_MS, useReviewNotices, type ReviewDecision } from '../../../client/review-notices';
import { useCurrentUser } from '../../../client/session/current-user';
import type { TaskDto } from '../contract';
import { myTasksQuery } from './api/use-my-tasks';

const waiting = (tasks: TaskDto[] | undefined) => Array.isArray(tasks) && tasks.some((t) => t.status === 'assigned' && t.verificationStatus === 'needs_review');

/** What an approval changes besides the session: the person's level, achievements, the leaderboards and their public face. */
const rewardQueries = (userId: string) => [
  endpointKey(levelProgression, { params: { id: userId } }),
  endpointKey(achievements),
  endpointKey(leaderboard),
  endpointKey(publicUser, { params: { id: userId } }),
];

/**
 * Global (rendered once in the shell): tells the person when a moderator approved or rejected their
 * completion held for review, once per decision, and refreshes their coins. It shares the My Tasks
 * query and polls it only while one of their completions waits for review.
 */
export default function ReviewOutcomeWatcher() {
  const { t } = useTranslation('tasks');
  const user = useCurrentUser();
  const ready = !user.isLoading && !!user.user;
  const q = useQuery({
    ...myTasksQuery(user.userId),
    enabled: ready,
    refetchInterval: (query) => (waiting(query.state.data) ? REVIEW_POLL_MS : false),
    refetchOnWindowFocus: true,
  });
  const decisions = useMemo<ReviewDecision[] | undefined>(
    () =>
      (Array.isArray(q.data) ? q.data : undefined)?.flatMap((task) => {
        const review = task.review;
        if (!review?.reviewedAt) return [];
        const place = task.report.location || t('notice.somewhere');
        return [
          {
            id: `task:${task.id}:${review.reviewedAt}`,
            outcome: review.outcome,
            decidedAt: review.reviewedAt,
            title: t(review.outcome === 'approved' ? 'notice.approvedTitle' : 'notice.rejectedTitle'),
            description:
              review.outcome === 'approved' ? t('notice.approvedBody', { place, reward: task.reward }) : t('notice.rejectedBody', { place, reason: review.reason ?? '' }),
          },
        ];
      }),
    [q.data, t],
  );
  const several = useCallback((count: number) => t('notice.severalTitle', { count }), [t]);
  useReviewNotices(ready ? user.userId : null, decisions, several, rewardQueries);
  return null;
}
