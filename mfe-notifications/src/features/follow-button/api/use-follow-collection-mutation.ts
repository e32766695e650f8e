import type { ApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { FollowCollectionDocument } from '../../../__generated__/operations.ts';
import {
  followCacheUpdate,
  followOutcomeOf,
  OPTIMISTIC_SUCCESS,
  type FollowOutcome,
  type FollowVariables,
} from './follow-outcome.ts';

/** FollowCollection (spec 02 §7), optimistic: the cache changes at once and rolls back if the server says no. */
export function useFollowCollectionMutation(apollo: ApolloClient) {
  return useCallback(
    async (variables: FollowVariables): Promise<FollowOutcome> => {
      const update = followCacheUpdate('collection', true, variables);
      try {
        const result = await apollo.mutate({
          mutation: FollowCollectionDocument,
          variables: { targetCollectionId: variables.targetId },
          optimisticResponse: { followCollection: OPTIMISTIC_SUCCESS },
          update: (cache, { data }) => update(cache, data?.followCollection),
        });
        const outcome = followOutcomeOf(result.data?.followCollection, result.error);
        return outcome;
      } catch (error) {
        return followOutcomeOf(null, error);
      }
    },
    [apollo],
  );
}
