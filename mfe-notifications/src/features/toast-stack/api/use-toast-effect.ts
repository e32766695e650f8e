import { updateFollowInCache, type MountProps } from '@inkpot/shared-contracts';
import { useCallback } from 'react';
import { SendVerificationEmailDocument } from './__generated__/send-verification-email.generated.ts';
import { ShowCatalogResponseDocument } from './__generated__/show-catalog-response.generated.ts';
import { UndoFollowPublisherDocument } from './__generated__/undo-follow-publisher.generated.ts';
import { UnhidePostResponseDocument } from './__generated__/unhide-post-response.generated.ts';
import { setMuted } from '../../../shared/mute/set-muted.ts';
import { changeStory } from '../../../shared/story/story-actions.ts';
import { acceptPrivacy } from '../model/conditions.ts';
import type { ToastEffect } from '../model/toast-view.ts';

type Answer = { __typename: string } | null | undefined;

/** The parameters the 'your stories' view gets after an undelete. */
export function undeletedStoriesLink(
  buildLink: MountProps['navigation']['buildLink'],
  postId: string,
  title: string,
): string {
  return buildLink(
    'yourStoriesFiltered',
    { filterBy: 'deleted' },
    { undeletedPost: 'true', undeletedPostId: postId, undeletedPostTitle: title, tab: 'deleted' },
  );
}

/**
 * Runs a toast's action with the real mutation. Resolves to true when it worked; a failure shows
 * the generic error toast.
 */
export function useToastEffect({
  apollo,
  bus,
  navigation,
  viewer$,
}: Pick<MountProps, 'apollo' | 'bus' | 'navigation' | 'viewer$'>) {
  return useCallback(
    async (effect: ToastEffect): Promise<boolean> => {
      const ok = (answer: Answer, error: unknown, expected = 'MutationSuccess') => {
        const worked = !error && answer?.__typename === expected;
        if (!worked) bus.publish('toast/show', { kind: 'error' });
        return worked;
      };
      try {
        switch (effect.type) {
          case 'unmute': {
            // The same optimistic unmute as the post menu's, so the menu shows Mute again at once.
            const outcome = await setMuted(apollo, { type: effect.entity.type, id: effect.entity.id }, false);
            return ok(
              outcome.type === 'failed' || outcome.type === 'unauthenticated'
                ? null
                : { __typename: 'MutationSuccess' },
              null,
            );
          }
          case 'unfollow-collection': {
            let viewerId: string | null = null;
            viewer$.subscribe((v) => (viewerId = v.status === 'signed-in' ? v.viewer.id : null)).unsubscribe();
            const result = await apollo.mutate({
              mutation: UndoFollowPublisherDocument,
              variables: { targetCollectionId: effect.collectionId },
              update: (cache, { data }) => {
                if (viewerId && data?.unfollowCollection.__typename === 'MutationSuccess') {
                  const target = { type: 'collection' as const, id: effect.collectionId };
                  updateFollowInCache(cache, { target, viewerId, following: false, countDelta: -1 });
                }
              },
            });
            return ok(result.data?.unfollowCollection, result.error);
          }
          case 'unhide-response': {
            const result = await apollo.mutate({
              mutation: UnhidePostResponseDocument,
              variables: { parentPostId: effect.parentPostId, postResponseId: effect.responseId },
              update: (cache, { data }) => {
                if (data?.unhidePostResponseOnParentPost.__typename !== 'MutationSuccess') return;
                // The response is back on its story: a list or count on screen asks again.
                const parent = cache.identify({ __typename: 'Post', id: effect.parentPostId });
                if (!parent) return;
                cache.evict({ id: parent, fieldName: 'threadedPostResponses' });
                cache.evict({ id: parent, fieldName: 'responsesCount' });
              },
            });
            return ok(result.data?.unhidePostResponseOnParentPost, result.error);
          }
          case 'show-catalog-response': {
            const result = await apollo.mutate({
              mutation: ShowCatalogResponseDocument,
              variables: { parentCatalogId: effect.catalogId, catalogResponseId: effect.responseId },
            });
            return ok(result.data?.showCatalogResponseOnParent, result.error);
          }
          case 'restore-post':
          case 'undelete-post': {
            // Optimistic in the cache like the post menu's: the post page leaves its trash notice at once.
            const outcome = await changeStory(apollo, effect.postId, { type: 'restore' });
            const worked = ok(outcome.type === 'done' ? { __typename: 'MutationSuccess' } : null, null);
            if (worked && effect.type === 'undelete-post') {
              navigation.navigate(undeletedStoriesLink(navigation.buildLink, effect.postId, effect.title));
            }
            return worked;
          }
          case 'send-verification-email': {
            const result = await apollo.mutate({ mutation: SendVerificationEmailDocument });
            const worked = ok(
              result.data?.sendVerificationEmail ? { __typename: 'MutationSuccess' } : null,
              result.error,
            );
            if (worked) bus.publish('toast/show', { kind: 'verification-email-sent' });
            return worked;
          }
          case 'retry':
            return bus.publish('toast/retry', { retryKey: effect.retryKey });
          case 'sign-in':
            return bus.publish('auth/open', { operation: 'login' });
          case 'accept-privacy':
            acceptPrivacy(localStorage);
            return true;
        }
      } catch {
        bus.publish('toast/show', { kind: 'error' });
        return false;
      }
    },
    [apollo, bus, navigation, viewer$],
  );
}
