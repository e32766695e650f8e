import type { ApolloCache, Reference } from '@apollo/client';

export interface FollowTarget {
  __typename: 'User' | 'Collection';
  id: string;
}

/**
 * The cache update every follow and unfollow surface runs after its mutation (spec 02 follow
 * actions), so that the one Apollo cache of the page shows the change everywhere at once:
 * - the target's `viewerEdge.isFollowing` (follow buttons, the sidebar hides an unfollowed entity);
 * - the viewer's Following list (ViewerEdge.followedEntitiesConnection): an unfollowed entity is
 *   removed from every cached page; after a follow the list is dropped, so only a list on screen
 *   asks again, once, for its first page (its place depends on when the entity last published).
 */
export function updateFollowInCache(
  cache: ApolloCache,
  { viewerId, target, following }: { viewerId: string; target: FollowTarget; following: boolean },
): void {
  const targetId = cache.identify({ __typename: target.__typename, id: target.id });
  if (!targetId) return;
  cache.modify<Record<string, unknown>>({
    id: targetId,
    fields: {
      viewerEdge(edge, { readField }) {
        const edgeRef = edge as Reference | undefined;
        if (!edgeRef) return edge;
        const edgeId = readField<string>('id', edgeRef);
        const edgeTypename = target.__typename === 'User' ? 'UserViewerEdge' : 'CollectionViewerEdge';
        const cacheId = edgeId ? cache.identify({ __typename: edgeTypename, id: edgeId }) : undefined;
        if (cacheId) cache.modify({ id: cacheId, fields: { isFollowing: () => following } });
        return edge;
      },
    },
  });

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
