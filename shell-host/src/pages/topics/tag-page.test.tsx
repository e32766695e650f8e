import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { APOLLO_DEFAULT_OPTIONS, routeDefinition } from '@inkpot/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchPageQueries } from '../../routing/page-data.ts';
import TagPage, { queries, servesTagStories } from './tag-page.tsx';
import {
  feedFixture,
  notFoundStaffPicksMock,
  pageProps,
  renderWithShell,
  SIGNED_IN,
  storyFixture,
  topicFixture,
} from '../testing.tsx';
import { TagPageDocument, type TagPageQuery } from './__generated__/tag-page.generated.ts';

const programming: NonNullable<TagPageQuery['tagFromSlug']> = {
  __typename: 'Tag',
  id: 'programming',
  slug: 'programming',
  displayTitle: 'Programming',
  postCount: 12,
};

function tagMock(
  paging: { limit: number; to?: string },
  tag: TagPageQuery['tagFromSlug'],
  feed: TagPageQuery['tagFeed'] = feedFixture([]),
) {
  return {
    request: { query: TagPageDocument, variables: { tagSlug: 'programming', paging } },
    result: { data: { __typename: 'Query' as const, tagFromSlug: tag, tagFeed: feed } },
  };
}

describe('servesTagStories and queries', () => {
  it('serves the topic and its latest stories; its top writers stay the placeholder', async () => {
    expect(servesTagStories(routeDefinition('tagPosts'))).toBe(true);
    expect(servesTagStories(routeDefinition('tagLatest'))).toBe(true);
    expect(servesTagStories(routeDefinition('tagTopWriters'))).toBe(false);
    expect(queries({ tagSlug: 'programming' }, routeDefinition('tagTopWriters'))).toEqual([]);

    const apollo = new ApolloClient({
      link: new MockLink([tagMock({ limit: 10 }, programming)]),
      cache: new InMemoryCache(),
      defaultOptions: APOLLO_DEFAULT_OPTIONS,
    });
    await fetchPageQueries(apollo, queries({ tagSlug: 'programming' }, routeDefinition('tagPosts')));
    const data = apollo.readQuery({
      query: TagPageDocument,
      variables: { tagSlug: 'programming', paging: { limit: 10 } },
    });
    expect(data?.tagFromSlug?.displayTitle).toBe('Programming');
  });
});

describe('TagPage', () => {
  it('names the topic and lists its stories newest first, with more on request', async () => {
    const mocks = [
      tagMock(
        { limit: 10 },
        programming,
        feedFixture(
          [
            storyFixture({
              title: 'Small Functions',
              ...topicFixture('programming', 'Programming'),
            }),
          ],
          'c2',
        ),
      ),
      tagMock({ limit: 1, to: 'c2' }, programming, feedFixture([storyFixture({ title: 'Legacy Code' })])),
    ];
    renderWithShell(<TagPage {...pageProps('tagPosts', { tagSlug: 'programming' })} />, { mocks });

    expect(screen.getByRole('status', { name: 'Loading topic' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Programming' })).toBeInTheDocument();
    expect(screen.getByText('12 stories')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Topic' })).toHaveAttribute('href', '/explore-topics');
    const list = screen.getByRole('list', { name: 'Latest stories in Programming' });
    expect(within(list).getByRole('link', { name: 'Small Functions' })).toBeInTheDocument();
    // The cards do not link this topic again.
    expect(within(list).queryByRole('link', { name: 'Programming' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByRole('link', { name: 'Legacy Code' })).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('renders the same for a signed-in reader and a visitor', async () => {
    for (const viewer of [SIGNED_IN, { status: 'visitor' as const }]) {
      const { unmount } = renderWithShell(<TagPage {...pageProps('tagLatest', { tagSlug: 'programming' })} />, {
        mocks: [tagMock({ limit: 10 }, programming, feedFixture([storyFixture({ title: 'Type Systems' })]))],
        viewer,
      });
      expect(await screen.findByRole('link', { name: 'Type Systems' })).toBeInTheDocument();
      unmount();
    }
  });

  it('says so when the topic has no stories yet', async () => {
    renderWithShell(<TagPage {...pageProps('tagPosts', { tagSlug: 'programming' })} />, {
      mocks: [tagMock({ limit: 10 }, { ...programming, postCount: 0 })],
    });
    expect(await screen.findByText('There are no stories in Programming yet.')).toBeInTheDocument();
    expect(screen.getByText('0 stories')).toBeInTheDocument();
  });

  it('is the not-found page for an unknown topic', async () => {
    renderWithShell(<TagPage {...pageProps('tagPosts', { tagSlug: 'programming' })} />, {
      mocks: [tagMock({ limit: 10 }, null), notFoundStaffPicksMock()],
    });
    expect(await screen.findByRole('heading', { name: 'Out of nothing, something.' })).toBeInTheDocument();
  });

  it('offers to try again when the topic could not be loaded', async () => {
    const failed = {
      request: { query: TagPageDocument, variables: { tagSlug: 'programming', paging: { limit: 10 } } },
      error: new Error('API down'),
    };
    renderWithShell(<TagPage {...pageProps('tagPosts', { tagSlug: 'programming' })} />, {
      mocks: [failed, tagMock({ limit: 10 }, programming)],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This topic could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Programming' })).toBeInTheDocument();
  });

  it('keeps the placeholder for the topic’s top writers', () => {
    renderWithShell(<TagPage {...pageProps('tagTopWriters', { tagSlug: 'programming' })} />);
    expect(screen.getByText(/This page is not available on .* yet\./)).toBeInTheDocument();
  });
});
