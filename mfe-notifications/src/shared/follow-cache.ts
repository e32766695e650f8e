import type { ApolloCache, Reference } from '@apollo/client';

export type FollowTargetType = 'user' | 'collection';

export interface FollowChange {
  target: { type: FollowTargetType; id: string };
  viewerId: string;
  following: boolean;
  /** How much the counts move: ±1 for a follow or unfollow, 0 when only the state is corrected. */
  countDelta: 1 | 0 | -1;
}

interface StatsShape {
  followerCount?: number;
  followingCount?: number;
}

/**
 * Spec 02 §4.7 in the one Apollo cache every surface reads: the target's viewer edge flips, its
 * followerCount and the viewer's followingCount move by one. Run for the optimistic answer and
 * again for the server's, so a failure rolls back by itself when Apollo drops the optimistic layer.
 */
export function applyFollowChange(cache: ApolloCache, change: FollowChange): void {
  const { target, viewerId, following, countDelta } = change;
  const targetId = cache.identify({ __typename: target.type === 'user' ? 'User' : 'Collection', id: target.id });
  if (!targetId) return;
  let edgeId: string | undefined;
  cache.modify<Record<string, unknown>>({
    id: targetId,
    fields: {
      viewerEdge(edge) {
        edgeId = edge ? cache.identify(edge as Reference) : undefined;
        return edge;
      },
      socialStats(stats) {
        const value = stats as StatsShape | null;
        if (!value || typeof value.followerCount !== 'number') return stats;
        return { ...value, followerCount: Math.max(0, value.followerCount + countDelta) };
      },
      // A publication's followers are its subscriberCount.
      subscriberCount(count) {
        return typeof count === 'number' ? Math.max(0, count + countDelta) : count;
      },
    },
  });
  if (edgeId) cache.modify({ id: edgeId, fields: { isFollowing: () => following } });

  const viewerUserId = cache.identify({ __typename: 'User', id: viewerId });
  if (viewerUserId && countDelta !== 0) {
    cache.modify<Record<string, unknown>>({
      id: viewerUserId,
      fields: {
        socialStats(stats) {
          const value = stats as StatsShape | null;
          if (!value || typeof value.followingCount !== 'number') return stats;
          return { ...value, followingCount: Math.max(0, value.followingCount + countDelta) };
        },
      },
    });
  }
}

/**
 * After the server confirmed: the viewer's list of followed writers and publications (the
 * sidebar) is read again by whoever shows it.
 */
export function refreshFollowedList(cache: ApolloCache, viewerId: string): void {
  const edgeId = cache.identify({ __typename: 'ViewerEdge', id: `viewer-edge:${viewerId}` });
  if (edgeId) cache.evict({ id: edgeId, fieldName: 'followedEntitiesConnection' });
}
