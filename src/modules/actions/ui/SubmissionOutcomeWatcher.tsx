import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../../client/endpoint';
import { achievements, leaderboard, levelProgression } from '../../gamification/endpoints';
import { publicUser } from '../../identity/endpoints';
import { REVIEW_POLL_MS, useReviewNotices, type ReviewDecision } from '../../../client/review-notices';
import { useCurrentUser } from '../../../client/session/current-user';
import type { SubmissionsResponse } from '../contract';
import { submissionsQuery } from './api/use-submissions';

const waiting = (data: SubmissionsResponse | undefined) => !!data?.submissions?.some((s) => s.status === 'pending');

/** What an approval changes besides the session: the person's level, achievements, the leaderboards and their public face. */
const rewardQueries = (userId: string) => [
  endpointKey(levelProgression, { params: { id: userId } }),
  endpointKey(achievements),
  endpointKey(leaderboard),
  endpointKey(publicUser, { params: { id: userId } }),
];

/**
 * Global (rendered once in the shell): tells the person when a moderator approved or rejected one of
 * their pending submissions (with the reason), once per decision, and refreshes their XP and coins.
 * It shares the Submit Task page's submissions query and polls it only while one is pending.
 */
export default function SubmissionOutcomeWatcher() {
  const { t } = useTranslation('actions');
  const user = useCurrentUser();
  const ready = !user.isLoading && !!user.user;
  const q = useQuery({
    ...submissionsQuery(),
    enabled: ready,
    refetchInterval: (query) => (waiting(query.state.data) ? REVIEW_POLL_MS : false),
    refetchOnWindowFocus: true,
  });
  const decisions = useMemo<ReviewDecision[] | undefined>(
    () =>
      q.data?.submissions?.flatMap((s) => {
        if (!s.reviewedAt || (s.status !== 'approved' && s.status !== 'rejected')) return [];
        return [
          {
            id: `submission:${s.id}:${s.status}`,
            outcome: s.status,
            decidedAt: s.reviewedAt,
            title: t(s.status === 'approved' ? 'notice.approvedTitle' : 'notice.rejectedTitle'),
            description:
              s.status === 'approved'
                ? t('notice.approvedBody', { title: s.title, xp: s.actualXP ?? 0, coins: s.actualCoins ?? 0 })
                : t('notice.rejectedBody', { title: s.title, reason: s.reviewReason ?? '' }),
          },
        ];
      }),
    [q.data, t],
  );
  const several = useCallback((count: number) => t('notice.severalTitle', { count }), [t]);
  useReviewNotices(ready ? user.userId : null, decisions, several, rewardQueries);
  return null;
}
