import type { ApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { UnfollowCollectionDocument } from '../../../__generated__/operations.ts';
import {
  followCacheUpdate,
  followOutcomeOf,
  OPTIMISTIC_SUCCESS,
  type FollowOutcome,
  type FollowVariables,
} from './follow-outcome.ts';

/** UnfollowCollection (spec 02 §7), optimistic: the cache changes at once and rolls back if the server says no. */
export function useUnfollowCollectionMutation(apollo: ApolloClient) {
  return useCallback(
    async (variables: FollowVariables): Promise<FollowOutcome> => {
      const update = followCacheUpdate('collection', false, variables);
      try {
        const result = await apollo.mutate({
          mutation: UnfollowCollectionDocument,
          variables: { targetCollectionId: variables.targetId },
          optimisticResponse: { unfollowCollection: OPTIMISTIC_SUCCESS },
          update: (cache, { data }) => update(cache, data?.unfollowCollection),
        });
        const outcome = followOutcomeOf(result.data?.unfollowCollection, result.error);
        return outcome;
      } catch (error) {
        return followOutcomeOf(null, error);
      }
    },
    [apollo],
  );
}
