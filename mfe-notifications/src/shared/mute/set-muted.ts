import { CombinedGraphQLErrors, type ApolloCache, type ApolloClient, type Reference } from '@apollo/client';
import type { FollowTarget } from '@inkpot/shared-contracts';
import { MuteCollectionDocument } from './__generated__/mute-collection.generated.ts';
import { MuteUserDocument } from './__generated__/mute-user.generated.ts';
import { UnmuteCollectionDocument } from './__generated__/unmute-collection.generated.ts';
import { UnmuteUserDocument } from './__generated__/unmute-user.generated.ts';

/** What a mute or unmute came to. */
export type MuteOutcome =
  | { type: 'done' }
  /** The server already had it so ('You already muted {name}', 'You have not muted {name}'). */
  | { type: 'already' }
  | { type: 'unauthenticated' }
  | { type: 'failed'; message?: string };

interface MuteAnswer {
  __typename: 'MutationSuccess' | 'BadRequest' | 'NotFound';
  message?: string;
}

const ALREADY = /^You (already muted|have not muted) /;

/** The target's `viewerEdge.isMuting` in the one cache: the post menu and any other surface read it. */
export function updateMuteInCache(cache: ApolloCache, target: FollowTarget, muting: boolean): void {
  const targetId = cache.identify({ __typename: target.type === 'user' ? 'User' : 'Collection', id: target.id });
  if (!targetId) return;
  cache.modify<Record<string, unknown>>({
    id: targetId,
    fields: {
      viewerEdge(edge) {
        const edgeId = (edge as Reference | undefined)?.__ref;
        if (edgeId) cache.modify({ id: edgeId, fields: { isMuting: () => muting } });
        return edge;
      },
    },
  });
}

export function muteOutcomeOf(answer: MuteAnswer | null | undefined, error: unknown): MuteOutcome {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
    return { type: 'unauthenticated' };
  }
  if (!answer || error) return { type: 'failed' };
  if (answer.__typename === 'MutationSuccess') return { type: 'done' };
  if (answer.__typename === 'BadRequest' && ALREADY.test(answer.message ?? '')) return { type: 'already' };
  return { type: 'failed', message: answer.message };
}

const OPTIMISTIC = { __typename: 'MutationSuccess', success: true } as const;

/**
 * muteUser / unmuteUser / muteCollection / unmuteCollection, optimistic: the edge's
 * isMuting flips at once and comes back when the server says no.
 */
export async function setMuted(apollo: ApolloClient, target: FollowTarget, muting: boolean): Promise<MuteOutcome> {
  const update = (cache: ApolloCache, answer: MuteAnswer | null | undefined) => {
    if (answer?.__typename === 'MutationSuccess' || (answer && ALREADY.test(answer.message ?? ''))) {
      updateMuteInCache(cache, target, muting);
    }
  };
  try {
    if (target.type === 'user') {
      const variables = { targetUserId: target.id };
      const result = muting
        ? await apollo.mutate({
            mutation: MuteUserDocument,
            variables,
            optimisticResponse: { muteUser: OPTIMISTIC },
            update: (cache, { data }) => update(cache, data?.muteUser),
          })
        : await apollo.mutate({
            mutation: UnmuteUserDocument,
            variables,
            optimisticResponse: { unmuteUser: OPTIMISTIC },
            update: (cache, { data }) => update(cache, data?.unmuteUser),
          });
      const data = result.data;
      const answer = data && ('muteUser' in data ? data.muteUser : data.unmuteUser);
      return muteOutcomeOf(answer, result.error);
    }
    const variables = { targetCollectionId: target.id };
    const result = muting
      ? await apollo.mutate({
          mutation: MuteCollectionDocument,
          variables,
          optimisticResponse: { muteCollection: OPTIMISTIC },
          update: (cache, { data }) => update(cache, data?.muteCollection),
        })
      : await apollo.mutate({
          mutation: UnmuteCollectionDocument,
          variables,
          optimisticResponse: { unmuteCollection: OPTIMISTIC },
          update: (cache, { data }) => update(cache, data?.unmuteCollection),
        });
    const data = result.data;
    const answer = data && ('muteCollection' in data ? data.muteCollection : data.unmuteCollection);
    return muteOutcomeOf(answer, result.error);
  } catch (error) {
    return muteOutcomeOf(null, error);
  }
}
