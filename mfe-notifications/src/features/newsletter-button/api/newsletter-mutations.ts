import { CombinedGraphQLErrors, type ApolloCache, type ApolloClient } from '@apollo/client';
import { ExportNewsletterSubscribersDocument } from './__generated__/export-newsletter-subscribers.generated.ts';
import { SubscribeToCollectionNewsletterDocument } from './__generated__/subscribe-to-collection-newsletter.generated.ts';
import { SubscribeToUserNewsletterDocument } from './__generated__/subscribe-to-user-newsletter.generated.ts';
import { UnsubscribeFromCollectionNewsletterDocument } from './__generated__/unsubscribe-from-collection-newsletter.generated.ts';
import { UnsubscribeFromUserNewsletterDocument } from './__generated__/unsubscribe-from-user-newsletter.generated.ts';

export type NewsletterOutcome = { type: 'done' } | { type: 'unauthenticated' } | { type: 'failed'; message?: string };

interface Answer {
  __typename: 'MutationSuccess' | 'BadRequest' | 'NotFound';
  message?: string;
}

function outcomeOf(answer: Answer | null | undefined, error: unknown): NewsletterOutcome {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
    return { type: 'unauthenticated' };
  }
  if (!answer || error) return { type: 'failed' };
  return answer.__typename === 'MutationSuccess' ? { type: 'done' } : { type: 'failed', message: answer.message };
}

/** The writer's (User) or publication's (Collection) `viewerEdge.isSubscribedToNewsletter` in the one cache. */
function setSubscribedInCache(
  cache: ApolloCache,
  owner: { __typename: 'User' | 'Collection'; id: string },
  subscribed: boolean,
) {
  const id = cache.identify(owner);
  if (!id) return;
  cache.modify<Record<string, unknown>>({
    id,
    fields: {
      viewerEdge(edge) {
        const edgeId = (edge as { __ref?: string } | undefined)?.__ref;
        if (edgeId) cache.modify({ id: edgeId, fields: { isSubscribedToNewsletter: () => subscribed } });
        return edge;
      },
    },
  });
}

const OPTIMISTIC = { __typename: 'MutationSuccess', success: true } as const;

/** subscribeToUserNewsletter / unsubscribeFromUserNewsletter, optimistic; rolled back when refused. */
export async function setNewsletterSubscription(
  apollo: ApolloClient,
  writerId: string,
  subscribe: boolean,
): Promise<NewsletterOutcome> {
  const variables = { targetUserId: writerId };
  const update = (cache: ApolloCache, answer: Answer | undefined) => {
    if (answer?.__typename === 'MutationSuccess')
      setSubscribedInCache(cache, { __typename: 'User', id: writerId }, subscribe);
  };
  try {
    if (subscribe) {
      const result = await apollo.mutate({
        mutation: SubscribeToUserNewsletterDocument,
        variables,
        optimisticResponse: { subscribeToUserNewsletter: OPTIMISTIC },
        update: (cache, { data }) => update(cache, data?.subscribeToUserNewsletter),
      });
      return outcomeOf(result.data?.subscribeToUserNewsletter, result.error);
    }
    const result = await apollo.mutate({
      mutation: UnsubscribeFromUserNewsletterDocument,
      variables,
      optimisticResponse: { unsubscribeFromUserNewsletter: OPTIMISTIC },
      update: (cache, { data }) => update(cache, data?.unsubscribeFromUserNewsletter),
    });
    return outcomeOf(result.data?.unsubscribeFromUserNewsletter, result.error);
  } catch (error) {
    return outcomeOf(null, error);
  }
}

/** subscribeToCollectionNewsletter / unsubscribeFromCollectionNewsletter, optimistic; rolled back when refused. */
export async function setPublicationNewsletterSubscription(
  apollo: ApolloClient,
  publicationId: string,
  subscribe: boolean,
): Promise<NewsletterOutcome> {
  const variables = { collectionId: publicationId };
  const update = (cache: ApolloCache, answer: Answer | undefined) => {
    if (answer?.__typename === 'MutationSuccess')
      setSubscribedInCache(cache, { __typename: 'Collection', id: publicationId }, subscribe);
  };
  try {
    if (subscribe) {
      const result = await apollo.mutate({
        mutation: SubscribeToCollectionNewsletterDocument,
        variables,
        optimisticResponse: { subscribeToCollectionNewsletter: OPTIMISTIC },
        update: (cache, { data }) => update(cache, data?.subscribeToCollectionNewsletter),
      });
      return outcomeOf(result.data?.subscribeToCollectionNewsletter, result.error);
    }
    const result = await apollo.mutate({
      mutation: UnsubscribeFromCollectionNewsletterDocument,
      variables,
      optimisticResponse: { unsubscribeFromCollectionNewsletter: OPTIMISTIC },
      update: (cache, { data }) => update(cache, data?.unsubscribeFromCollectionNewsletter),
    });
    return outcomeOf(result.data?.unsubscribeFromCollectionNewsletter, result.error);
  } catch (error) {
    return outcomeOf(null, error);
  }
}

/** exportNewsletterSubscribers: the API mails the viewer their subscriber list. */
export async function exportSubscribers(apollo: ApolloClient): Promise<NewsletterOutcome> {
  try {
    const result = await apollo.mutate({ mutation: ExportNewsletterSubscribersDocument });
    return outcomeOf(result.data?.exportNewsletterSubscribers, result.error);
  } catch (error) {
    return outcomeOf(null, error);
  }
}
