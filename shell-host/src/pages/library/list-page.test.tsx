import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ListPage, { FOLLOW_LIST_ENTRY_POINT, LIST_PAGE_SIZE, listIdOf } from './list-page.tsx';
import {
  pageProps,
  published,
  renderWithShell,
  SIGNED_IN,
  storyFixture,
  type RenderWithShellOptions,
} from '../testing.tsx';
import { FollowListDocument, ListPageDocument, RemoveFromListDocument } from './__generated__/list-page.generated.ts';

function listMock(overrides: Record<string, unknown> = {}) {
  return {
    request: { query: ListPageDocument, variables: { id: '0a1b2c3d4e5f', limit: LIST_PAGE_SIZE } },
    result: {
      data: {
        catalogById: {
          __typename: 'Catalog',
          id: '0a1b2c3d4e5f',
          name: 'Slow mornings',
          visibility: 'PUBLIC',
          predefined: null,
          itemCount: 1,
          followerCount: 2,
          viewerEdge: { __typename: 'CatalogViewerEdge', id: 'edge-1', isFollowing: false },
          creator: { __typename: 'User', id: 'owner-1', name: 'Rae Reader', username: 'rae' },
          items: [{ __typename: 'CatalogItem', catalogItemId: 'i1', post: storyFixture() }],
          ...overrides,
        },
      },
    },
  };
}

function followMock(answer: Record<string, unknown>) {
  return {
    request: { query: FollowListDocument, variables: { id: '0a1b2c3d4e5f' } },
    result: { data: { followCatalog: answer } },
  };
}

const render = (mocks: RenderWithShellOptions['mocks'], options: Pick<RenderWithShellOptions, 'viewer'> = {}) =>
  renderWithShell(
    <ListPage {...pageProps('userList', { username: 'rae', catalogSlugId: 'slow-mornings-0a1b2c3d4e5f' })} />,
    { mocks, ...options },
  );

describe('listIdOf', () => {
  it('reads the id from the slug', () => {
    expect(listIdOf({ catalogSlugId: 'slow-mornings-0a1b2c3d4e5f' })).toBe('0a1b2c3d4e5f');
    expect(listIdOf({})).toBeNull();
  });
});

describe('ListPage', () => {
  it("shows the list's name, owner, stories and followers; Follow follows it with the follow-list toast", async () => {
    const { events } = render([listMock(), followMock({ __typename: 'MutationSuccess' })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow mornings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rae Reader' })).toHaveAttribute('href', '/@rae');
    expect(screen.getByText(/1 story · 2 followers/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Stories in this list' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/1 story · 3 followers/)).toBeInTheDocument();
    expect(published(events, 'toast/show').map(({ payload }) => payload)).toEqual([
      { kind: 'follow-list', listName: 'Slow mornings' },
    ]);
  });

  it('keeps Follow and says why when the API refuses', async () => {
    const { events } = render([
      listMock(),
      followMock({ __typename: 'BadRequest', message: "You're already following Slow mornings" }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(published(events, 'toast/show')).toHaveLength(1));
    expect(published(events, 'toast/show')[0]?.payload).toEqual({
      kind: 'error',
      message: "You're already following Slow mornings",
    });
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByText(/2 followers/)).toBeInTheDocument();
  });

  it('without an answer shows the retryable-error toast, whose Retry follows after all', async () => {
    const { events, bus } = render([
      listMock(),
      {
        request: { query: FollowListDocument, variables: { id: '0a1b2c3d4e5f' } },
        error: new Error('Failed to fetch'),
      },
      followMock({ __typename: 'MutationSuccess' }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(published(events, 'toast/show')).toHaveLength(1));
    expect(published(events, 'toast/show')[0]?.payload).toEqual({
      kind: 'retryable-error',
      retryKey: 'list-follow-0a1b2c3d4e5f',
    });
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();

    // Another page's retry is not this button's.
    act(() => bus.forSender('notifications').publish('toast/retry', { retryKey: 'list-follow-other' }));
    act(() => bus.forSender('notifications').publish('toast/retry', { retryKey: 'list-follow-0a1b2c3d4e5f' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(published(events, 'toast/show').map(({ payload }) => payload)).toEqual([
      { kind: 'retryable-error', retryKey: 'list-follow-0a1b2c3d4e5f' },
      { kind: 'follow-list', listName: 'Slow mornings' },
    ]);
  });

  it('asks a visitor to sign in', async () => {
    const { events } = render([listMock()], { viewer: { status: 'visitor' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(published(events, 'auth/open').map(({ payload }) => payload)).toEqual([
      { operation: 'login', entryPoint: FOLLOW_LIST_ENTRY_POINT, redirect: window.location.href },
    ]);
  });

  it("offers no Follow on one's own list", async () => {
    render([
      listMock({ creator: { __typename: 'User', id: 'a1b2c3d4e5f6', name: 'Morgan Member', username: 'morgan' } }),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Slow mornings' });
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });
});

describe('the owner’s reading list', () => {
  const story = storyFixture({ title: 'Kept for later', isInReadingList: true });
  const readingList = {
    request: {
      query: ListPageDocument,
      variables: { id: 'predefined:a1b2c3d4e5f6:READING_LIST', limit: LIST_PAGE_SIZE },
    },
    result: {
      data: {
        catalogById: {
          __typename: 'Catalog',
          id: 'rl-1',
          name: 'Reading list',
          visibility: 'PRIVATE',
          predefined: 'READING_LIST',
          itemCount: 1,
          followerCount: 0,
          viewerEdge: { __typename: 'CatalogViewerEdge', id: 'edge-rl', isFollowing: false },
          creator: { __typename: 'User', id: 'a1b2c3d4e5f6', name: 'Morgan Member', username: 'morgan' },
          items: [{ __typename: 'CatalogItem', catalogItemId: 'i9', post: story }],
        },
      },
    },
  };
  const remove = (answer: Record<string, unknown>) => ({
    request: { query: RemoveFromListDocument, variables: { postId: story.id, catalogId: 'rl-1' } },
    result: { data: { removePostFromCatalog: answer } },
  });
  const renderReadingList = (mocks: RenderWithShellOptions['mocks'], viewer?: RenderWithShellOptions['viewer']) =>
    renderWithShell(<ListPage {...pageProps('yourList', { catalogSlugId: 'reading-list' })} />, {
      mocks,
      ...(viewer ? { viewer } : {}),
    });

  it('opens /me/list/reading-list as the viewer’s reading list by its predefined id', () => {
    expect(listIdOf({ catalogSlugId: 'reading-list' }, SIGNED_IN)).toBe('predefined:a1b2c3d4e5f6:READING_LIST');
    expect(listIdOf({ username: 'morgan', catalogSlugId: 'reading-list' }, SIGNED_IN)).toBe(
      'predefined:a1b2c3d4e5f6:READING_LIST',
    );
    // Someone else's reading list cannot be named, nor one without a viewer.
    expect(listIdOf({ username: 'rae', catalogSlugId: 'reading-list' }, SIGNED_IN)).toBeNull();
    expect(listIdOf({ catalogSlugId: 'reading-list' }, { status: 'visitor' })).toBeNull();
  });

  it('lets the owner remove a story: it leaves the list and the count, with a toast', async () => {
    const { events } = renderReadingList([readingList, remove({ __typename: 'MutationSuccess' })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reading list' })).toBeInTheDocument();
    expect(screen.getByText(/1 story · 0 followers · Private/)).toBeInTheDocument();
    // No Follow on one's own list.
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove “Kept for later” from Reading list' }));
    expect(await screen.findByText('This list has no stories yet.')).toBeInTheDocument();
    expect(screen.getByText(/0 stories/)).toBeInTheDocument();
    expect(published(events, 'toast/show').map(({ payload }) => payload)).toEqual([
      { kind: 'message', message: 'Removed from Reading list.' },
    ]);
  });

  it('keeps the story when the API refuses, and says why', async () => {
    const { events } = renderReadingList([
      readingList,
      remove({ __typename: 'BadRequest', message: 'This story is not in Reading list.' }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove “Kept for later” from Reading list' }));
    await waitFor(() => expect(published(events, 'toast/show')).toHaveLength(1));
    expect(published(events, 'toast/show')[0]?.payload).toEqual({
      kind: 'error',
      message: 'This story is not in Reading list.',
    });
    expect(screen.getByRole('link', { name: 'Kept for later' })).toBeInTheDocument();
  });

  it('offers Remove to the owner only', async () => {
    renderWithShell(
      <ListPage {...pageProps('userList', { username: 'rae', catalogSlugId: 'slow-mornings-0a1b2c3d4e5f' })} />,
      {
        mocks: [listMock()],
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Slow mornings' });
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('asks a visitor at /me/list/reading-list to sign in', async () => {
    renderReadingList([], { status: 'visitor' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reading list' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('leaves /me/lists/saved to the placeholder', () => {
    renderWithShell(<ListPage {...pageProps('savedList')} />);
    expect(screen.getByText(/not available on Inkpot yet/)).toBeInTheDocument();
  });
});
