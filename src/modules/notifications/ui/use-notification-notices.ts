import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../../client/endpoint';
import { useReviewNotices, type ReviewDecision } from '../../../client/review-notices';
import { achievements, leaderboard, levelProgression } from '../../gamification/endpoints';
import { publicUser } from '../../guest/endpoints';
import type { NotificationsResponse } from '../contract';
import { notificationText } from './notification-text';
import { NS } from './texts';

/** What an approval changes besides the session: the person's level, achievements, the leaderboards and their public face. */
const rewardQueries = (userId: string) => [
  endpointKey(levelProgression, { params: { id: userId } }),
  endpointKey(achievements),
  endpointKey(leaderboard),
  endpointKey(publicUser, { params: { id: userId } }),
];

/**
 * Announces each unread notification once per browser (a toast and a screen-reader announcement;
 * several at once make one toast), through review-notices.ts, which remembers the shown ids per
 * person; an approval or a cleaned report refreshes the balances. Moderators' decisions reach people
 * this way (they used to come from the tasks' and actions' own watchers).
 */
export function useNotificationNotices(userId: string | null, data: NotificationsResponse | undefined): void {
  const { t } = useTranslation(NS);
  const decisions = useMemo<ReviewDecision[] | undefined>(
    () =>
      data?.notifications
        .filter((n) => n.readAt === null)
        .map((n) => {
          const text = notificationText(n, t);
          return { id: `notification:${n.id}`, outcome: text.outcome, decidedAt: n.createdAt, title: text.title, description: text.body };
        }),
    [data, t],
  );
  const several = useCallback((count: number) => t('kind.severalTitle', { count }), [t]);
  useReviewNotices(userId, decisions, several, rewardQueries);
}
