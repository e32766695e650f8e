import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFragment } from '@apollo/client/react';
import { useState } from 'react';
import { useShell } from '../../routing/page-props.ts';
import { SAVE_ENTRY_POINT, SAVED_MESSAGE, SaveButton, UNSAVED_MESSAGE } from './save-button.tsx';
import { StoryCard } from './story-card.tsx';
import { published, renderWithShell, storyFixture, type RenderWithShellOptions } from '../testing.tsx';
import { StoryCard_postFragmentDoc } from './__generated__/story-card.generated.ts';
import { SaveStoryDocument, UnsaveStoryDocument } from './__generated__/save-button.generated.ts';

const story = storyFixture({ id: '0000000000aa', title: 'A slow read' });

/** A story card read from the one cache (as pages render them), so a save shows as it would there. */
function CachedCard({ isInReadingList }: { isInReadingList: boolean }) {
  const { services } = useShell();
  useState(() =>
    services.apollo.writeFragment({
      fragment: StoryCard_postFragmentDoc,
      fragmentName: 'StoryCard_post',
      data: { ...story, isInReadingList },
    }),
  );
  const { data, complete } = useFragment({
    fragment: StoryCard_postFragmentDoc,
    fragmentName: 'StoryCard_post',
    from: { __typename: 'Post', id: story.id },
  });
  return complete ? <StoryCard post={data} /> : null;
}

const answer = (field: 'addPostToCatalog' | 'removePostFromCatalog', result: Record<string, unknown>) => ({
  request: {
    query: field === 'addPostToCatalog' ? SaveStoryDocument : UnsaveStoryDocument,
    variables: { postId: story.id },
  },
  result: { data: { [field]: result } },
  delay: 300,
});

const render = (saved: boolean, mocks: RenderWithShellOptions['mocks']) =>
  renderWithShell(<CachedCard isInReadingList={saved} />, { mocks });

const saveButton = () => screen.findByRole('button', { name: 'Save “A slow read” to your Reading list' });
const savedButton = () => screen.findByRole('button', { name: 'Remove “A slow read” from your Reading list' });

describe('SaveButton', () => {
  it('saves at once (before the answer), then says so with a toast', async () => {
    const { events } = render(false, [answer('addPostToCatalog', { __typename: 'MutationSuccess' })]);
    await userEvent.click(await saveButton());
    // Optimistic: pressed before the API answered.
    expect(await savedButton()).toHaveAttribute('aria-pressed', 'true');
    expect(published(events, 'toast/show')).toHaveLength(0);
    await waitFor(() =>
      expect(published(events, 'toast/show').map(({ payload }) => payload)).toEqual([
        { kind: 'message', message: SAVED_MESSAGE },
      ]),
    );
    expect(await savedButton()).toHaveAttribute('aria-pressed', 'true');
  });

  it('removes a saved story', async () => {
    const { events } = render(true, [answer('removePostFromCatalog', { __typename: 'MutationSuccess' })]);
    await userEvent.click(await savedButton());
    expect(await saveButton()).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(published(events, 'toast/show').map(({ payload }) => payload)).toEqual([
        { kind: 'message', message: UNSAVED_MESSAGE },
      ]),
    );
  });

  it('flips back and says why when the API refuses', async () => {
    const { events } = render(false, [
      answer('addPostToCatalog', { __typename: 'NotFound', message: 'Story not found.' }),
    ]);
    await userEvent.click(await saveButton());
    await waitFor(() => expect(published(events, 'toast/show')).toHaveLength(1));
    expect(published(events, 'toast/show')[0]?.payload).toEqual({ kind: 'error', message: 'Story not found.' });
    expect(await saveButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('flips back without an answer; the retryable-error toast’s Retry saves after all', async () => {
    const { events, bus } = render(false, [
      { request: { query: SaveStoryDocument, variables: { postId: story.id } }, error: new Error('Failed to fetch') },
      answer('addPostToCatalog', { __typename: 'MutationSuccess' }),
    ]);
    await userEvent.click(await saveButton());
    await waitFor(() => expect(published(events, 'toast/show')).toHaveLength(1));
    expect(published(events, 'toast/show')[0]?.payload).toEqual({
      kind: 'retryable-error',
      retryKey: `save-story-${story.id}`,
    });
    expect(await saveButton()).toHaveAttribute('aria-pressed', 'false');
    act(() => bus.forSender('notifications').publish('toast/retry', { retryKey: `save-story-${story.id}` }));
    expect(await savedButton()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(published(events, 'toast/show')).toHaveLength(2));
  });

  it('asks a visitor to sign in and changes nothing', async () => {
    const { events } = renderWithShell(<SaveButton post={{ ...story, isInReadingList: false }} />, {
      viewer: { status: 'visitor' },
    });
    await userEvent.click(await saveButton());
    expect(published(events, 'auth/open').map(({ payload }) => payload)).toEqual([
      { operation: 'login', entryPoint: SAVE_ENTRY_POINT, redirect: window.location.href },
    ]);
    expect(published(events, 'toast/show')).toHaveLength(0);
  });

  it('is not on compact cards', () => {
    renderWithShell(<StoryCard post={story} compact />);
    expect(screen.queryByRole('button', { name: /Reading list/ })).not.toBeInTheDocument();
  });
});
