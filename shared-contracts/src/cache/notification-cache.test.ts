import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { updateNotificationReadInCache } from './notification-cache.ts';

const COUNT = parse(`
  query UnreadNotificationCount {
    notificationStatus {
      unreadNotificationCount
    }
  }
`);

const LIST = parse(`
  query Notifications {
    notificationsConnection {
      nodes {
        id
        isRead
      }
    }
  }
`);

function cacheWith(count: number) {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: COUNT,
    data: { notificationStatus: { __typename: 'NotificationStatus', unreadNotificationCount: count } },
  });
  cache.writeQuery({
    query: LIST,
    data: {
      notificationsConnection: {
        __typename: 'NotificationsConnection',
        nodes: [
          { __typename: 'Notification', id: '1', isRead: false },
          { __typename: 'Notification', id: '2', isRead: false },
        ],
      },
    },
  });
  return cache;
}

const countIn = (cache: InMemoryCache) =>
  cache.readQuery<{ notificationStatus: { unreadNotificationCount: number } }>({ query: COUNT })?.notificationStatus
    .unreadNotificationCount;
const readStates = (cache: InMemoryCache) =>
  cache
    .readQuery<{ notificationsConnection: { nodes: Array<{ id: string; isRead: boolean }> } }>({ query: LIST })
    ?.notificationsConnection.nodes.map((node) => node.isRead);

describe('updateNotificationReadInCache', () => {
  it('sets the bell’s count and marks the named notifications read', () => {
    const cache = cacheWith(132);
    updateNotificationReadInCache(cache, { unread: 0, read: ['1', '2'] });
    expect(countIn(cache)).toBe(0);
    expect(readStates(cache)).toEqual([true, true]);
  });

  it('moves the count from the cached one, never below zero', () => {
    const cache = cacheWith(1);
    updateNotificationReadInCache(cache, { unread: (count) => count - 1, read: ['2'] });
    expect(countIn(cache)).toBe(0);
    expect(readStates(cache)).toEqual([false, true]);
    updateNotificationReadInCache(cache, { unread: (count) => count - 1 });
    expect(countIn(cache)).toBe(0);
  });

  it('leaves a cache without a count alone', () => {
    const cache = new InMemoryCache();
    updateNotificationReadInCache(cache, { unread: 0, read: ['9'] });
    expect(cache.extract()).toEqual({});
  });
});
