import { CombinedGraphQLErrors, type ApolloCache } from '@apollo/client';
import { updateFollowInCache, type FollowTarget } from '@inkpot/shared-contracts';

/** What a follow or unfollow came to, for the button and its toast. */
export type FollowOutcome =
  | { type: 'done' }
  /** The server already had it so ('You're already following {name}'). */
  | { type: 'already' }
  | { type: 'self' }
  /** The session ended: the reader has to sign in again. */
  | { type: 'unauthenticated' }
  | { type: 'failed' };

/** The shape every follow and unfollow answer shares (FollowResult). */
export interface FollowAnswer {
  __typename: 'MutationSuccess' | 'BadRequest' | 'NotFound';
  message?: string;
}

export interface FollowVariables {
  targetId: string;
  viewerId: string;
}

const ALREADY = /^You're (already|not) following /;
const SELF = /^You cannot follow yourself/;

/** The cache update of one follow or unfollow (optimistic answer first, then the server's). */
export function followCacheUpdate(type: FollowTarget['type'], following: boolean, variables: FollowVariables) {
  return (cache: ApolloCache, answer: FollowAnswer | undefined) => {
    const change = { target: { type, id: variables.targetId }, viewerId: variables.viewerId, following };
    if (answer?.__typename === 'MutationSuccess') {
      updateFollowInCache(cache, { ...change, countDelta: following ? 1 : -1 });
    } else if (answer?.__typename === 'BadRequest' && ALREADY.test(answer.message ?? '')) {
      // The server was already there: show its state, counts unknown so left alone.
      updateFollowInCache(cache, { ...change, countDelta: 0 });
    }
  };
}

/** Reads a finished mutation (answer, or error) as an outcome. */
export function followOutcomeOf(answer: FollowAnswer | undefined | null, error: unknown): FollowOutcome {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
    return { type: 'unauthenticated' };
  }
  if (!answer || error) return { type: 'failed' };
  if (answer.__typename === 'MutationSuccess') return { type: 'done' };
  if (answer.__typename === 'BadRequest' && ALREADY.test(answer.message ?? '')) return { type: 'already' };
  if (answer.__typename === 'BadRequest' && SELF.test(answer.message ?? '')) return { type: 'self' };
  return { type: 'failed' };
}

export const OPTIMISTIC_SUCCESS = { __typename: 'MutationSuccess', success: true } as const;
