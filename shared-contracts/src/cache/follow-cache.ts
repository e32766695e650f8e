import type { ApolloCache, Reference } from '@apollo/client';
import type { FollowTarget } from '../mount/mount-props.ts';

interface SocialStats {
  followerCount?: number;
  followingCount?: number;
}

/**
 * The cache update every follow and unfollow surface runs after its mutation, so that the one
 * Apollo cache of the page shows the change everywhere at once:
 * - the target's `viewerEdge.isFollowing` (follow buttons, the sidebar hides an unfollowed entity);
 * - with `countDelta` (±1 for a follow or unfollow the server made, 0 when only the state is
 *   corrected): the target's follower count (a publication's `subscriberCount`) and the viewer's
 *   following count;
 * - the viewer's Following list (ViewerEdge.followedEntitiesConnection): an unfollowed entity is
 *   removed from every cached page; after a follow the list is dropped, so only a list on screen
 *   asks again, once, for its first page (its place depends on when the entity last published).
 */
export function updateFollowInCache(
  cache: ApolloCache,
  {
    viewerId,
    target,
    following,
    countDelta: requestedDelta = 0,
  }: { viewerId: string; target: FollowTarget; following: boolean; countDelta?: 1 | 0 | -1 },
): void {
  const typename = target.type === 'user' ? 'User' : 'Collection';
  const targetId = cache.identify({ __typename: typename, id: target.id });
  if (!targetId) return;
  // A query answered after the server made the change may have reached the cache before the
  // mutation's answer: the target then already shows the new state, and its counts include it.
  const countDelta = requestedDelta && cachedFollowing(cache, targetId) === following ? 0 : requestedDelta;
  const moveCount = (count: unknown) => (typeof count === 'number' ? Math.max(0, count + countDelta) : count);
  cache.modify<Record<string, unknown>>({
    id: targetId,
    fields: {
      socialStats(stats) {
        const value = stats as SocialStats | null;
        return value && countDelta ? { ...value, followerCount: moveCount(value.followerCount) } : stats;
      },
      // A publication's followers are its subscriberCount.
      subscriberCount: (count) => (countDelta ? moveCount(count) : count),
      viewerEdge(edge) {
        const edgeId = (edge as Reference | undefined)?.__ref;
        if (edgeId) cache.modify({ id: edgeId, fields: { isFollowing: () => following } });
        return edge;
      },
    },
  });

  const viewerUserId = cache.identify({ __typename: 'User', id: viewerId });
  if (viewerUserId && countDelta) {
    cache.modify<Record<string, unknown>>({
      id: viewerUserId,
      fields: {
        socialStats(stats) {
          const value = stats as SocialStats | null;
          return value ? { ...value, followingCount: moveCount(value.followingCount) } : stats;
        },
      },
    });
  }

  // The viewer's edge, wherever the API keeps it: read from the cached viewer.
  let listOwner: string | undefined;
  const viewerCacheId = cache.identify({ __typename: 'Viewer', id: viewerId });
  if (viewerCacheId) {
    cache.modify<Record<string, unknown>>({
      id: viewerCacheId,
      fields: {
        viewerEdge(edge) {
          listOwner = (edge as Reference | undefined)?.__ref;
          return edge;
        },
      },
    });
  }
  if (!listOwner) return;
  if (following) {
    cache.evict({ id: listOwner, fieldName: 'followedEntitiesConnection' });
    cache.gc();
    return;
  }
  cache.modify<Record<string, unknown>>({
    id: listOwner,
    fields: {
      followedEntitiesConnection(connection, { readField }) {
        const value = connection as { edges?: ReadonlyArray<{ node: Reference }> } | undefined;
        if (!value?.edges) return connection;
        const edges = value.edges.filter((edge) => {
          const entity = readField<Reference>('entity', edge.node);
          return !entity || entity.__ref !== targetId;
        });
        return { ...value, edges };
      },
    },
  });
}

/** The target's cached `viewerEdge.isFollowing`, if the cache holds it. */
function cachedFollowing(cache: ApolloCache, targetId: string): boolean | undefined {
  let isFollowing: boolean | undefined;
  cache.modify<Record<string, unknown>>({
    id: targetId,
    fields: {
      viewerEdge(edge, { readField }) {
        const value = edge ? readField<boolean>('isFollowing', edge as Reference) : undefined;
        if (typeof value === 'boolean') isFollowing = value;
        return edge;
      },
    },
  });
  return isFollowing;
}
