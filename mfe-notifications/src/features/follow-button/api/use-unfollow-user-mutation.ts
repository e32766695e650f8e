import type { ApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { UnfollowUserDocument } from '../../../__generated__/operations.ts';
import {
  followCacheUpdate,
  followOutcomeOf,
  OPTIMISTIC_SUCCESS,
  type FollowOutcome,
  type FollowVariables,
} from './follow-outcome.ts';

/** UnfollowUser (spec 02 §7), optimistic: the cache changes at once and rolls back if the server says no. */
export function useUnfollowUserMutation(apollo: ApolloClient) {
  return useCallback(
    async (variables: FollowVariables): Promise<FollowOutcome> => {
      const update = followCacheUpdate('user', false, variables);
      try {
        const result = await apollo.mutate({
          mutation: UnfollowUserDocument,
          variables: { targetUserId: variables.targetId },
          optimisticResponse: { unfollowUser: OPTIMISTIC_SUCCESS },
          update: (cache, { data }) => update(cache, data?.unfollowUser),
        });
        const outcome = followOutcomeOf(result.data?.unfollowUser, result.error);
        return outcome;
      } catch (error) {
        return followOutcomeOf(null, error);
      }
    },
    [apollo],
  );
}
