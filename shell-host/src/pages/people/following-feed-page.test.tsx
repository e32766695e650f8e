import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { APOLLO_DEFAULT_OPTIONS } from '@inkpot/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchPageQueries } from '../../routing/page-data.ts';
import FollowingFeedPage, { followingFeedUrl, followingFeedView, queries } from './following-feed-page.tsx';
import {
  feedFixture,
  notFoundStaffPicksMock,
  pageProps,
  published,
  renderWithShell,
  SIGNED_IN,
  storyFixture,
} from '../testing.tsx';
import {
  FollowingFeedEntitiesDocument,
  FollowingFeedPageDocument,
  FollowingFeedPublicationDocument,
  FollowingFeedWriterDocument,
  type FollowingFeedEntitiesQuery,
  type FollowingFeedPageQuery,
  type FollowingFeedPageQueryVariables,
} from './__generated__/following-feed-page.generated.ts';

const WRITER_ID = 'bbbbbbbbbbbb';
const PUBLICATION_ID = 'cccccccccccc';

function feedMock(variables: FollowingFeedPageQueryVariables, feed: FollowingFeedPageQuery['followingFeed']) {
  return {
    request: { query: FollowingFeedPageDocument, variables },
    result: { data: { __typename: 'Query' as const, followingFeed: feed } },
  };
}

type Edge = NonNullable<
  FollowingFeedEntitiesQuery['viewer']
>['viewerEdge']['followedEntitiesConnection']['edges'][number];

const writerEdge: Edge = {
  __typename: 'FollowedEntityEdge',
  node: {
    __typename: 'FollowedEntityNode',
    id: `USER:${WRITER_ID}`,
    entity: { __typename: 'User', id: WRITER_ID, name: 'Ada Writer', username: 'ada' },
  },
};
const publicationEdge: Edge = {
  __typename: 'FollowedEntityEdge',
  node: {
    __typename: 'FollowedEntityNode',
    id: `COLLECTION:${PUBLICATION_ID}`,
    entity: { __typename: 'Collection', id: PUBLICATION_ID, name: 'The Long Margin', slug: 'the-long-margin' },
  },
};

function entitiesMock(edges: Edge[], hasNextPage = false) {
  return {
    request: { query: FollowingFeedEntitiesDocument, variables: {} },
    result: {
      data: {
        __typename: 'Query' as const,
        viewer: {
          __typename: 'Viewer' as const,
          id: SIGNED_IN.status === 'signed-in' ? SIGNED_IN.viewer.id : '',
          viewerEdge: {
            __typename: 'ViewerEdge' as const,
            id: 'edge',
            followedEntitiesConnection: {
              __typename: 'FollowedEntitiesConnection' as const,
              edges,
              pageInfo: { __typename: 'PageInfo' as const, hasNextPage },
            },
          },
        },
      },
    },
  };
}

const writerMock = (user: { name: string; bio: string } | null) => ({
  request: { query: FollowingFeedWriterDocument, variables: { id: WRITER_ID } },
  result: {
    data: {
      __typename: 'Query' as const,
      user: user && { __typename: 'User' as const, id: WRITER_ID, username: 'ada', ...user },
    },
  },
});

const ALL = { paging: { limit: 10 } };
const ONE_WRITER = { filter: { entityType: 'USER' as const, entityId: WRITER_ID }, paging: { limit: 10 } };

describe('followingFeedView', () => {
  it('reads the kind and the one entity from the address', () => {
    expect(followingFeedView({ entityName: 'writers' })).toEqual({ kind: 'all' });
    expect(followingFeedView({ entityName: 'Writers' })).toEqual({ kind: 'all' });
    expect(followingFeedView({ entityName: 'topics' })).toEqual({ kind: 'topics' });
    expect(followingFeedView({ entityName: 'writers', entityId: 'w1' })).toEqual({
      kind: 'one',
      entityType: 'USER',
      entityId: 'w1',
    });
    expect(followingFeedView({ entityName: 'publications', entityId: 'p1' })).toEqual({
      kind: 'one',
      entityType: 'COLLECTION',
      entityId: 'p1',
    });
    expect(followingFeedView({ entityName: 'publications' })).toBeNull();
    expect(followingFeedView({ entityName: 'topics', entityId: 't1' })).toBeNull();
    expect(followingFeedView({ entityName: 'lists' })).toBeNull();
  });

  it('builds the address of each view', () => {
    expect(followingFeedUrl({ kind: 'all' })).toBe('/me/following-feed/writers');
    expect(followingFeedUrl({ kind: 'one', entityType: 'COLLECTION', entityId: 'p1' })).toBe(
      '/me/following-feed/publications/p1',
    );
  });

  it('preloads the feed, the filters and the one entity; nothing for topics', async () => {
    expect(queries({ entityName: 'topics' })).toEqual([]);
    expect(queries({ entityName: 'lists' })).toEqual([]);
    const apollo = new ApolloClient({
      link: new MockLink([
        feedMock(ONE_WRITER, feedFixture([storyFixture({ title: 'Preloaded' })])),
        entitiesMock([writerEdge]),
        writerMock({ name: 'Ada Writer', bio: '' }),
      ]),
      cache: new InMemoryCache(),
      defaultOptions: APOLLO_DEFAULT_OPTIONS,
    });
    await fetchPageQueries(apollo, queries({ entityName: 'writers', entityId: WRITER_ID }));
    expect(
      apollo.readQuery({ query: FollowingFeedPageDocument, variables: ONE_WRITER })?.followingFeed.items,
    ).toHaveLength(1);
    expect(apollo.readQuery({ query: FollowingFeedWriterDocument, variables: { id: WRITER_ID } })?.user?.name).toBe(
      'Ada Writer',
    );
  });
});

describe('FollowingFeedPage', () => {
  it('lists the stories of everything followed, newest first, 10 a page with Show more, and tabs to each one', async () => {
    const mocks = [
      feedMock(ALL, feedFixture([storyFixture({ title: 'Newest' }), storyFixture({ title: 'Older' })], 'c2')),
      feedMock({ paging: { limit: 2, to: 'c2' } }, feedFixture([storyFixture({ title: 'Oldest' })])),
      entitiesMock([writerEdge, publicationEdge]),
    ];
    renderWithShell(<FollowingFeedPage {...pageProps('followingFeed', { entityName: 'writers' })} />, { mocks });

    expect(screen.getByRole('heading', { level: 1, name: 'Following' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Stories from the writers and publications you follow' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Newest', 'Older']);
    const tabs = await screen.findByRole('navigation', { name: 'Whose stories' });
    expect(within(tabs).getByRole('link', { name: 'Writers and publications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Ada Writer' })).toHaveAttribute(
      'href',
      `/me/following-feed/writers/${WRITER_ID}`,
    );
    expect(within(tabs).getByRole('link', { name: 'The Long Margin' })).toHaveAttribute(
      'href',
      `/me/following-feed/publications/${PUBLICATION_ID}`,
    );
    expect(within(tabs).queryByRole('link', { name: 'See all' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByRole('link', { name: 'Oldest' })).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('leads to follow suggestions when nothing is followed yet', async () => {
    renderWithShell(<FollowingFeedPage {...pageProps('followingFeed', { entityName: 'writers' })} />, {
      mocks: [feedMock(ALL, feedFixture([])), entitiesMock([])],
    });
    expect(
      await screen.findByText('Stories from the writers and publications you follow will appear here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find writers and publications to follow.' })).toHaveAttribute(
      'href',
      '/me/following/suggestions',
    );
    expect(screen.queryByRole('navigation', { name: 'Whose stories' })).not.toBeInTheDocument();
  });

  it('shows one followed writer with their stories, and links the rest when more are followed than shown', async () => {
    const mocks = [
      feedMock(ONE_WRITER, feedFixture([storyFixture({ title: 'By Ada' })])),
      entitiesMock([writerEdge, publicationEdge], true),
      writerMock({ name: 'Ada Writer', bio: 'Writes about margins.' }),
    ];
    renderWithShell(
      <FollowingFeedPage {...pageProps('followingFeedEntity', { entityName: 'writers', entityId: WRITER_ID })} />,
      { mocks },
    );
    const header = await screen.findByRole('region', { name: 'Ada Writer' });
    expect(within(header).getByRole('link', { name: 'Ada Writer' })).toHaveAttribute('href', '/@ada');
    expect(within(header).getByText('Writes about margins.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Stories from Ada Writer' });
    expect(within(list).getByRole('link', { name: 'By Ada' })).toBeInTheDocument();
    const tabs = await screen.findByRole('navigation', { name: 'Whose stories' });
    expect(within(tabs).getByRole('link', { name: 'Ada Writer' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Writers and publications' })).not.toHaveAttribute('aria-current');
    expect(within(tabs).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/me/following');
  });

  it('says whose stories appear here when one entity has none for the viewer', async () => {
    const variables = {
      filter: { entityType: 'COLLECTION' as const, entityId: PUBLICATION_ID },
      paging: { limit: 10 },
    };
    const mocks = [
      feedMock(variables, feedFixture([])),
      entitiesMock([]),
      {
        request: { query: FollowingFeedPublicationDocument, variables: { id: PUBLICATION_ID } },
        result: {
          data: {
            __typename: 'Query' as const,
            collection: {
              __typename: 'Collection' as const,
              id: PUBLICATION_ID,
              name: 'The Long Margin',
              slug: 'the-long-margin',
              description: '',
            },
          },
        },
      },
    ];
    renderWithShell(
      <FollowingFeedPage
        {...pageProps('followingFeedEntity', { entityName: 'publications', entityId: PUBLICATION_ID })}
      />,
      { mocks },
    );
    expect(await screen.findByText('There are no stories from The Long Margin here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the publication' })).toHaveAttribute('href', '/the-long-margin');
  });

  it('is the not-found page for an unknown writer or an unknown kind', async () => {
    const { unmount } = renderWithShell(
      <FollowingFeedPage {...pageProps('followingFeedEntity', { entityName: 'writers', entityId: WRITER_ID })} />,
      { mocks: [feedMock(ONE_WRITER, feedFixture([])), entitiesMock([]), writerMock(null), notFoundStaffPicksMock()] },
    );
    expect(await screen.findByRole('heading', { name: 'Out of nothing, something.' })).toBeInTheDocument();
    unmount();
    renderWithShell(<FollowingFeedPage {...pageProps('followingFeed', { entityName: 'lists' })} />, {
      mocks: [notFoundStaffPicksMock()],
    });
    expect(await screen.findByRole('heading', { name: 'Out of nothing, something.' })).toBeInTheDocument();
  });

  it('offers to try again when the stories could not be loaded', async () => {
    const failed = { request: { query: FollowingFeedPageDocument, variables: ALL }, error: new Error('API down') };
    renderWithShell(<FollowingFeedPage {...pageProps('followingFeed', { entityName: 'writers' })} />, {
      mocks: [failed, entitiesMock([]), feedMock(ALL, feedFixture([storyFixture({ title: 'Back again' })]))],
    });
    expect(await screen.findByText('The stories could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });

  it('asks visitors to sign in, and keeps the placeholder for followed topics', async () => {
    const { events, unmount } = renderWithShell(
      <FollowingFeedPage {...pageProps('followingFeed', { entityName: 'writers' })} />,
      { viewer: { status: 'visitor' } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(published(events, 'auth/open')).toHaveLength(1);
    unmount();
    renderWithShell(<FollowingFeedPage {...pageProps('followingFeed', { entityName: 'topics' })} />);
    expect(screen.getByText(/This page is not available on .* yet\./)).toBeInTheDocument();
  });
});
