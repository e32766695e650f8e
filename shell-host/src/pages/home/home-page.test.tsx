import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { APOLLO_DEFAULT_OPTIONS } from '@inkpot/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import HomePage, { Aside, homeFeedOf, queries } from './home-page.tsx';
import { fetchPageQueries } from '../../routing/page-data.ts';
import { feedFixture, pageProps, renderWithShell, storyFixture } from '../testing.tsx';
import {
  HomeFollowingFeedDocument,
  HomeForYouFeedDocument,
  HomeStaffPicksDocument,
} from './__generated__/home-page.generated.ts';

const first = { paging: { limit: 10 } };

function forYou(titles: string[], to: string | null = null, variables: object = first) {
  return {
    request: { query: HomeForYouFeedDocument, variables },
    result: {
      data: {
        __typename: 'Query',
        webRecommendedFeed: feedFixture(
          titles.map((title) => storyFixture({ title })),
          to,
        ),
      },
    },
  };
}

function following(titles: string[]) {
  return {
    request: { query: HomeFollowingFeedDocument, variables: first },
    result: {
      data: { __typename: 'Query', followingFeed: feedFixture(titles.map((title) => storyFixture({ title }))) },
    },
  };
}

describe('homeFeedOf', () => {
  it("is 'following' only for ?feed=following", () => {
    expect(homeFeedOf('?feed=following')).toBe('following');
    expect(homeFeedOf('')).toBe('for-you');
    expect(homeFeedOf('?feed=other')).toBe('for-you');
  });
});

describe('HomePage', () => {
  it("shows 'For you' by default: a placeholder, then the recommended stories", async () => {
    renderWithShell(<HomePage {...pageProps('home')} />, { mocks: [forYou(['Night Trains', 'Small Functions'])] });

    const tabs = screen.getByRole('navigation', { name: 'Feeds' });
    expect(within(tabs).getByRole('link', { name: 'For you' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Following' })).toHaveAttribute('href', '/?feed=following');
    expect(screen.getByRole('status', { name: 'Loading stories for you' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Stories for you' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Night Trains' })).toBeInTheDocument();
  });

  it('appends the next page on "Show more"', async () => {
    const mocks = [
      forYou(['One', 'Two'], 'cursor-2'),
      forYou(['Three'], null, { paging: { limit: 2, to: 'cursor-2' } }),
    ];
    renderWithShell(<HomePage {...pageProps('home')} />, { mocks });

    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Three' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Stories for you' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['One', 'Two', 'Three']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows the Following feed for ?feed=following, with a way to find people when it is empty', async () => {
    renderWithShell(<HomePage {...pageProps('home', {}, { search: '?feed=following' })} />, { mocks: [following([])] });
    expect(screen.getByRole('link', { name: 'Following' })).toHaveAttribute('aria-current', 'page');
    expect(
      await screen.findByText('Stories from the writers and publications you follow will appear here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find writers and publications to follow.' })).toHaveAttribute(
      'href',
      '/me/following/suggestions',
    );
  });

  it('says when the feed cannot be loaded, and tries again on request', async () => {
    const mocks = [
      { request: { query: HomeForYouFeedDocument, variables: first }, result: { errors: [new GraphQLError('down')] } },
      forYou(['Back again']),
    ];
    renderWithShell(<HomePage {...pageProps('home')} />, { mocks });

    expect(await screen.findByRole('alert')).toHaveTextContent('Your stories could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });
});

describe('Aside', () => {
  it("lists three staff picks under 'Staff Picks'", async () => {
    renderWithShell(<Aside />, {
      mocks: [
        {
          request: { query: HomeStaffPicksDocument, variables: { paging: { limit: 3 } } },
          result: {
            data: { __typename: 'Query', staffPicksFeed: feedFixture([storyFixture({ title: 'Picked' })], 'more') },
          },
        },
      ],
    });
    const section = screen.getByRole('region', { name: 'Staff Picks' });
    expect(await within(section).findByRole('link', { name: 'Picked' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'Picked' })).toBeInTheDocument();
    // The column is a short list: no paging there.
    expect(within(section).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('queries', () => {
  it('fills the cache with the queries the page and its column read', async () => {
    const staffPicks = {
      request: { query: HomeStaffPicksDocument, variables: { paging: { limit: 3 } } },
      result: { data: { __typename: 'Query', staffPicksFeed: feedFixture([storyFixture()]) } },
    };
    const apollo = new ApolloClient({
      link: new MockLink([forYou(['Cached']), staffPicks]),
      cache: new InMemoryCache(),
      defaultOptions: APOLLO_DEFAULT_OPTIONS,
    });
    await fetchPageQueries(apollo, queries());
    expect(
      apollo.readQuery({ query: HomeForYouFeedDocument, variables: first })?.webRecommendedFeed.items,
    ).toHaveLength(1);
    expect(apollo.readQuery({ query: HomeStaffPicksDocument, variables: { paging: { limit: 3 } } })).not.toBeNull();
  });
});
