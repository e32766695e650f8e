import type { ApolloCache, Reference } from '@apollo/client';

interface NotificationStatus {
  unreadNotificationCount?: number;
}

/**
 * The cache update every surface that changes read state runs, so the bell's count (the cached
 * `Query.notificationStatus.unreadNotificationCount`, which the top bar reads) moves at once,
 * without asking the API again:
 * - `unread`: the new count, or a function of the cached one (never below zero);
 * - `read`: ids of notifications now read, whose cached `isRead` turns true wherever they are shown.
 * Nothing happens to a count no surface has asked for yet: the first query brings the API's.
 */
export function updateNotificationReadInCache(
  cache: ApolloCache,
  { unread, read = [] }: { unread: number | ((cached: number) => number); read?: readonly string[] },
): void {
  cache.modify<Record<string, unknown>>({
    id: 'ROOT_QUERY',
    fields: {
      notificationStatus(status) {
        const value = status as NotificationStatus | Reference | null;
        if (!value || !('unreadNotificationCount' in value) || typeof value.unreadNotificationCount !== 'number') {
          return status;
        }
        const next = typeof unread === 'function' ? unread(value.unreadNotificationCount) : unread;
        return { ...value, unreadNotificationCount: Math.max(0, Math.trunc(next)) };
      },
    },
  });
  for (const id of read) {
    const cacheId = cache.identify({ __typename: 'Notification', id });
    if (cacheId) cache.modify({ id: cacheId, fields: { isRead: () => true } });
  }
}
