import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { FollowTarget } from '@inkpot/shared-contracts';
import { useEffect, useRef } from 'react';
import {
  FollowButtonCollectionDocument,
  FollowButtonUserDocument,
} from '../api/__generated__/follow-button-target.generated.ts';

export interface FollowTargetState {
  name: string;
  isFollowing: boolean;
}

/**
 * The target's name and the viewer's edge to it, from the one cache (so a follow anywhere on the
 * page shows here). Asked again when the viewer changes: the edge is per viewer.
 */
export function useFollowTarget(
  apollo: ApolloClient,
  target: FollowTarget,
  viewerKey: string,
): { state: FollowTargetState | null; loading: boolean } {
  const user = useQuery(FollowButtonUserDocument, {
    client: apollo,
    variables: { id: target.id },
    skip: target.type !== 'user',
  });
  const collection = useQuery(FollowButtonCollectionDocument, {
    client: apollo,
    variables: { id: target.id },
    skip: target.type !== 'collection',
  });
  const active = target.type === 'user' ? user : collection;
  const refetch = active.refetch;
  const lastViewer = useRef(viewerKey);
  useEffect(() => {
    if (lastViewer.current === viewerKey) return;
    lastViewer.current = viewerKey;
    void refetch();
  }, [viewerKey, refetch]);

  const entity = target.type === 'user' ? user.data?.user : collection.data?.collection;
  return {
    state: entity ? { name: entity.name, isFollowing: entity.viewerEdge.isFollowing } : null,
    loading: active.loading,
  };
}
