import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useShell } from '../../routing/page-props.ts';
import { useShellBus, useToastRetry } from '../page-parts.tsx';
import { SaveStoryDocument, UnsaveStoryDocument } from './__generated__/save-button.generated.ts';

/** The sign-in modal's entry point for a visitor who wanted to save a story. */
export const SAVE_ENTRY_POINT = 'save_post';

/** The toasts of a save (the spec names none of its own: these are its plain message toast). */
export const SAVED_MESSAGE = 'Saved to your Reading list.';
export const UNSAVED_MESSAGE = 'Removed from your Reading list.';

/** The operations whose lists show the reading list: refetched after a save, when on screen. */
const LISTS_ON_SCREEN = ['LibraryPage', 'ListPage'];

export interface SaveButtonProps {
  post: { id: string; title: string; isInReadingList: boolean };
  className?: string;
}

/**
 * Save / Saved for a story: adds it to the viewer's 'Reading list' (removes it when saved). The
 * button flips at once (optimistic) and flips back when the API refuses (its reason as an error
 * toast) or does not answer (the retryable-error toast, whose Retry tries again); a save says so
 * with a toast. Visitors get the sign-in modal.
 */
export function SaveButton({ post, className }: SaveButtonProps) {
  const { services, viewer } = useShell();
  const bus = useShellBus();
  const saved = post.isInReadingList;
  const retryKey = `save-story-${post.id}`;
  // The optimistic answer flips the button now; a refusal or no answer drops it, so it flips back.
  const markSaved = (value: boolean) => (cache: ApolloCache, answer: { __typename: string } | undefined) => {
    if (answer?.__typename !== 'MutationSuccess') return;
    cache.modify<Record<string, unknown>>({
      id: cache.identify({ __typename: 'Post', id: post.id }),
      fields: { isInReadingList: () => value },
    });
  };
  const [save] = useMutation(SaveStoryDocument, {
    client: services.apollo,
    optimisticResponse: { addPostToCatalog: { __typename: 'MutationSuccess' } },
    update: (cache, { data }) => markSaved(true)(cache, data?.addPostToCatalog),
    refetchQueries: LISTS_ON_SCREEN,
  });
  const [unsave] = useMutation(UnsaveStoryDocument, {
    client: services.apollo,
    optimisticResponse: { removePostFromCatalog: { __typename: 'MutationSuccess' } },
    update: (cache, { data }) => markSaved(false)(cache, data?.removePostFromCatalog),
    refetchQueries: LISTS_ON_SCREEN,
  });

  const toggle = async () => {
    if (viewer.status !== 'signed-in') {
      bus.publish('auth/open', { operation: 'login', entryPoint: SAVE_ENTRY_POINT, redirect: window.location.href });
      return;
    }
    const variables = { postId: post.id };
    const answer = saved
      ? (await unsave({ variables }).catch(() => null))?.data?.removePostFromCatalog
      : (await save({ variables }).catch(() => null))?.data?.addPostToCatalog;
    if (answer?.__typename === 'MutationSuccess') {
      bus.publish('toast/show', { kind: 'message', message: saved ? UNSAVED_MESSAGE : SAVED_MESSAGE });
      return;
    }
    // A refusal says why; no answer at all can be tried again from the toast.
    if (answer && 'message' in answer) bus.publish('toast/show', { kind: 'error', message: answer.message });
    else bus.publish('toast/show', { kind: 'retryable-error', retryKey });
  };
  useToastRetry(retryKey, () => void toggle());

  const label = saved ? `Remove “${post.title}” from your Reading list` : `Save “${post.title}” to your Reading list`;
  return (
    <button
      type="button"
      className={className ? `ink-save ${className}` : 'ink-save'}
      aria-pressed={saved}
      aria-label={label}
      title={saved ? 'Saved' : 'Save'}
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M6 3.5h12a.5.5 0 0 1 .5.5v16.2a.3.3 0 0 1-.5.24L12 16l-6 4.44a.3.3 0 0 1-.5-.24V4a.5.5 0 0 1 .5-.5Z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
      <span className="ink-save__text">{saved ? 'Saved' : 'Save'}</span>
    </button>
  );
}
