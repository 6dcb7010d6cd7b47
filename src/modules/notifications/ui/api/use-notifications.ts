import { queryOptions, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { endpointKey, endpointQuery } from '../../../../client/endpoint';
import { useEndpointMutation } from '../../../../client/endpoint-mutation';
import type { NotificationsResponse } from '../../contract';
import { markNotificationsRead, notificationsList } from '../../endpoints';

/** How often the bell asks for news (paused in background tabs; an unchanged list is a 304). */
export const NOTIFICATIONS_POLL_MS = 30_000;

/** One person's list: the key names them, so another person in this browser never sees it. */
export const notificationsKey = (userId: string): QueryKey => [...endpointKey(notificationsList), userId];

/**
 * The session's person's notifications, polled every NOTIFICATIONS_POLL_MS while the tab is visible
 * (react-query pauses intervals in background tabs). The answer carries an ETag and `no-cache`, so the
 * browser revalidates and an unchanged list comes back as a 304 from the server with the cached body.
 */
export const notificationsQuery = (userId: string) =>
  queryOptions<NotificationsResponse>({
    ...endpointQuery(notificationsList),
    queryKey: notificationsKey(userId),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });

export function useNotifications(userId: string, enabled: boolean) {
  return useQuery({ ...notificationsQuery(userId), enabled });
}

/** Marks notifications read (these ids, or all); the list shows them read at once and is fetched again. */
export function useMarkRead(userId: string) {
  const client = useQueryClient();
  return useEndpointMutation(markNotificationsRead, {
    onSuccess: (res, input) => {
      const ids = new Set(input.body.ids ?? []);
      const now = new Date().toISOString();
      client.setQueryData<NotificationsResponse>(notificationsKey(userId), (old) =>
        old && {
          unreadCount: res.unreadCount,
          notifications: old.notifications.map((n) => (n.readAt === null && (input.body.all || ids.has(n.id)) ? { ...n, readAt: now } : n)),
        },
      );
      void client.invalidateQueries({ queryKey: notificationsKey(userId) });
    },
  });
}
