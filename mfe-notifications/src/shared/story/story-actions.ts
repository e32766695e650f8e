import { CombinedGraphQLErrors, type ApolloCache, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { DeletePostDocument } from './__generated__/delete-post.generated.ts';
import { DisablePostSubscriptionPromotionDocument } from './__generated__/disable-post-subscription-promotion.generated.ts';
import { EnablePostSubscriptionPromotionDocument } from './__generated__/enable-post-subscription-promotion.generated.ts';
import { FeaturePostOnCollectionDocument } from './__generated__/feature-post-on-collection.generated.ts';
import { PinPostOnCollectionDocument } from './__generated__/pin-post-on-collection.generated.ts';
import { UndeletePostDocument } from './__generated__/undelete-post.generated.ts';
import { UnfeaturePostOnCollectionDocument } from './__generated__/unfeature-post-on-collection.generated.ts';
import { UnpinPostOnCollectionDocument } from './__generated__/unpin-post-on-collection.generated.ts';

/** What an author or an editor does to a story, as data. */
export type StoryChange =
  | { type: 'trash' }
  | { type: 'restore' }
  | { type: 'pin'; pinned: boolean }
  | { type: 'feature'; featured: boolean }
  | { type: 'promotion'; enabled: boolean };

export type StoryOutcome = { type: 'done' } | { type: 'unauthenticated' } | { type: 'failed'; message?: string };

interface StoryAnswer {
  __typename: 'MutationSuccess' | 'BadRequest' | 'NotFound' | 'Forbidden';
  success?: boolean;
  message?: string;
}

/** The Post field a change sets, and its new value: the menu, the toast's Undo and the post page read it. */
export type StoryField =
  'isDeleted' | 'isPinnedOnCollection' | 'isFeaturedOnCollection' | 'isSubscriptionPromotionEnabled';

export function storyFieldOf(change: StoryChange): [StoryField, boolean] {
  switch (change.type) {
    case 'trash':
      return ['isDeleted', true];
    case 'restore':
      return ['isDeleted', false];
    case 'pin':
      return ['isPinnedOnCollection', change.pinned];
    case 'feature':
      return ['isFeaturedOnCollection', change.featured];
    case 'promotion':
      return ['isSubscriptionPromotionEnabled', change.enabled];
  }
}

/** Sets the story's field in the one cache, so every surface showing it (the post page too) updates. */
export function updateStoryInCache(cache: ApolloCache, postId: string, change: StoryChange): void {
  const id = cache.identify({ __typename: 'Post', id: postId });
  if (!id) return;
  const [field, value] = storyFieldOf(change);
  cache.modify({ id, fields: { [field]: () => value } });
}

export function storyOutcomeOf(answer: StoryAnswer | null | undefined, error: unknown): StoryOutcome {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
    return { type: 'unauthenticated' };
  }
  if (!answer || error) return { type: 'failed' };
  if (answer.__typename === 'MutationSuccess') return { type: 'done' };
  return { type: 'failed', message: answer.message };
}

type StoryDocument = TypedDocumentNode<Record<string, StoryAnswer>, { targetPostId: string }>;

/** The mutation behind a change and the field of its answer. */
function mutationOf(change: StoryChange): [StoryDocument, string] {
  const pick = <K extends string>(
    document: TypedDocumentNode<Record<K, StoryAnswer>, { targetPostId: string }>,
    field: K,
  ) => [document as unknown as StoryDocument, field] as [StoryDocument, string];
  switch (change.type) {
    case 'trash':
      return pick(DeletePostDocument, 'deletePost');
    case 'restore':
      return pick(UndeletePostDocument, 'undeletePost');
    case 'pin':
      return change.pinned
        ? pick(PinPostOnCollectionDocument, 'pinPostOnCollection')
        : pick(UnpinPostOnCollectionDocument, 'unpinPostOnCollection');
    case 'feature':
      return change.featured
        ? pick(FeaturePostOnCollectionDocument, 'featurePostOnCollection')
        : pick(UnfeaturePostOnCollectionDocument, 'unfeaturePostOnCollection');
    case 'promotion':
      return change.enabled
        ? pick(EnablePostSubscriptionPromotionDocument, 'enablePostSubscriptionPromotion')
        : pick(DisablePostSubscriptionPromotionDocument, 'disablePostSubscriptionPromotion');
  }
}

/**
 * deletePost / undeletePost / pinPostOnCollection / featurePostOnCollection /
 * enablePostSubscriptionPromotion and their opposites, optimistic: the story's field changes at
 * once in the cache and comes back when the server says no.
 */
export async function changeStory(apollo: ApolloClient, postId: string, change: StoryChange): Promise<StoryOutcome> {
  const [mutation, field] = mutationOf(change);
  try {
    const result = await apollo.mutate({
      mutation,
      variables: { targetPostId: postId },
      optimisticResponse: { [field]: { __typename: 'MutationSuccess', success: true } },
      update: (cache, { data }) => {
        if (data?.[field]?.__typename === 'MutationSuccess') updateStoryInCache(cache, postId, change);
      },
    });
    return storyOutcomeOf(result.data?.[field], result.error);
  } catch (error) {
    return storyOutcomeOf(null, error);
  }
}
