import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { FollowTarget } from '@inkpot/shared-contracts';
import { FollowCollectionDocument } from './__generated__/follow-collection.generated.ts';
import { FollowUserDocument } from './__generated__/follow-user.generated.ts';
import { UnfollowCollectionDocument } from './__generated__/unfollow-collection.generated.ts';
import { UnfollowUserDocument } from './__generated__/unfollow-user.generated.ts';
import {
  followCacheUpdate,
  followOutcomeOf,
  OPTIMISTIC_SUCCESS,
  type FollowAnswer,
  type FollowOutcome,
  type FollowVariables,
} from './follow-outcome.ts';

export type RunFollow = (apollo: ApolloClient, variables: FollowVariables) => Promise<FollowOutcome>;

/**
 * One of FollowUser, UnfollowUser, FollowCollection, UnfollowCollection, optimistic:
 * the cache changes at once and rolls back if the server says no.
 */
function followMutation<K extends string, V extends OperationVariables>(
  document: TypedDocumentNode<Record<K, FollowAnswer>, V>,
  field: K,
  variablesOf: (targetId: string) => V,
  type: FollowTarget['type'],
  following: boolean,
): RunFollow {
  const optimisticResponse = {} as Record<K, FollowAnswer>;
  optimisticResponse[field] = OPTIMISTIC_SUCCESS;
  return async (apollo, variables) => {
    const update = followCacheUpdate(type, following, variables);
    try {
      const result = await apollo.mutate({
        mutation: document,
        variables: variablesOf(variables.targetId),
        optimisticResponse,
        update: (cache, { data }) => update(cache, data?.[field]),
      });
      return followOutcomeOf(result.data?.[field], result.error);
    } catch (error) {
      return followOutcomeOf(null, error);
    }
  };
}

/** The mutation for a target's type and the direction (follow or unfollow). */
export const FOLLOW_MUTATIONS: Record<FollowTarget['type'], { follow: RunFollow; unfollow: RunFollow }> = {
  user: {
    follow: followMutation(FollowUserDocument, 'followUser', (id) => ({ targetUserId: id }), 'user', true),
    unfollow: followMutation(UnfollowUserDocument, 'unfollowUser', (id) => ({ targetUserId: id }), 'user', false),
  },
  collection: {
    follow: followMutation(
      FollowCollectionDocument,
      'followCollection',
      (id) => ({ targetCollectionId: id }),
      'collection',
      true,
    ),
    unfollow: followMutation(
      UnfollowCollectionDocument,
      'unfollowCollection',
      (id) => ({ targetCollectionId: id }),
      'collection',
      false,
    ),
  },
};
