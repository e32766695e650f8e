import type { ApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { FollowUserDocument } from '../../../__generated__/operations.ts';
import {
  followCacheUpdate,
  followOutcomeOf,
  OPTIMISTIC_SUCCESS,
  type FollowOutcome,
  type FollowVariables,
} from './follow-outcome.ts';

/** FollowUser (spec 02 §7), optimistic: the cache changes at once and rolls back if the server says no. */
export function useFollowUserMutation(apollo: ApolloClient) {
  return useCallback(
    async (variables: FollowVariables): Promise<FollowOutcome> => {
      const update = followCacheUpdate('user', true, variables);
      try {
        const result = await apollo.mutate({
          mutation: FollowUserDocument,
          variables: { targetUserId: variables.targetId },
          optimisticResponse: { followUser: OPTIMISTIC_SUCCESS },
          update: (cache, { data }) => update(cache, data?.followUser),
        });
        const outcome = followOutcomeOf(result.data?.followUser, result.error);
        return outcome;
      } catch (error) {
        return followOutcomeOf(null, error);
      }
    },
    [apollo],
  );
}
