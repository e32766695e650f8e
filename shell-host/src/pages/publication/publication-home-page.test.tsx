import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { APOLLO_DEFAULT_OPTIONS } from '@inkpot/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublicationHomePage, { publicationSlugOf, queries } from './publication-home-page.tsx';
import { fetchPageQueries } from '../../routing/page-data.ts';
import { feedFixture, notFoundStaffPicksMock, pageProps, renderWithShell, storyFixture } from '../testing.tsx';
import { PublicationFrameDocument } from './__generated__/publication-frame.generated.ts';
import { PublicationHomeDocument, type PublicationHomeQuery } from './__generated__/publication-home-page.generated.ts';

type Home = NonNullable<PublicationHomeQuery['collectionByDomainOrSlug']>;

function quietMachines(latestPosts: Home['latestPosts']): Home {
  return {
    __typename: 'Collection',
    id: 'ed81a8476040',
    slug: 'quiet-machines',
    name: 'Quiet Machines',
    description: 'Software, hardware and the people who maintain them.',
    subscriberCount: 10,
    latestPosts,
  };
}

function homeMock(paging: { limit: number; to?: string }, home: Home | null) {
  return {
    request: { query: PublicationHomeDocument, variables: { slug: 'quiet-machines', paging } },
    result: { data: { __typename: 'Query', collectionByDomainOrSlug: home } },
  };
}

describe('publicationSlugOf', () => {
  it('takes the slug parameter or the custom domain’s slug; an id alone names nothing the API can find', () => {
    expect(publicationSlugOf({ collectionSlug: 'quiet-machines' }, { kind: 'default' })).toBe('quiet-machines');
    expect(publicationSlugOf({}, { kind: 'collection', collectionSlug: 'quiet-machines' })).toBe('quiet-machines');
    expect(publicationSlugOf({ collectionId: 'ed81a8476040' }, { kind: 'default' })).toBeNull();
  });
});

describe('queries', () => {
  it('loads the stories and the publication the layout’s frame shows', async () => {
    const frame = {
      request: { query: PublicationFrameDocument, variables: { slug: 'quiet-machines' } },
      result: {
        data: {
          __typename: 'Query',
          collectionByDomainOrSlug: {
            __typename: 'Collection',
            id: 'ed81a8476040',
            slug: 'quiet-machines',
            name: 'Quiet Machines',
            avatar: null,
          },
        },
      },
    };
    const apollo = new ApolloClient({
      link: new MockLink([homeMock({ limit: 10 }, quietMachines(feedFixture([]))), frame]),
      cache: new InMemoryCache(),
      defaultOptions: APOLLO_DEFAULT_OPTIONS,
    });
    await fetchPageQueries(apollo, queries({ collectionSlug: 'quiet-machines' }));
    const page = apollo.readQuery({
      query: PublicationHomeDocument,
      variables: { slug: 'quiet-machines', paging: { limit: 10 } },
    });
    expect(page?.collectionByDomainOrSlug?.name).toBe('Quiet Machines');
    const frameData = apollo.readQuery({ query: PublicationFrameDocument, variables: { slug: 'quiet-machines' } });
    expect(frameData?.collectionByDomainOrSlug?.name).toBe('Quiet Machines');
  });
});

describe('PublicationHomePage', () => {
  it('shows the publication and its latest stories, with more on request', async () => {
    const mocks = [
      homeMock({ limit: 10 }, quietMachines(feedFixture([storyFixture({ title: 'Small Functions' })], 'c2'))),
      homeMock({ limit: 1, to: 'c2' }, quietMachines(feedFixture([storyFixture({ title: 'Repairable Phones' })]))),
    ];
    renderWithShell(<PublicationHomePage {...pageProps('collection', { collectionSlug: 'quiet-machines' })} />, {
      mocks,
    });

    expect(screen.getByRole('status', { name: 'Loading publication' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiet Machines' })).toBeInTheDocument();
    expect(screen.getByText('10 Followers')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Latest stories in Quiet Machines' });
    expect(within(list).getByRole('link', { name: 'Small Functions' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByRole('link', { name: 'Repairable Phones' })).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(2);
  });

  it('says so when the publication has no stories yet', async () => {
    renderWithShell(<PublicationHomePage {...pageProps('collection', { collectionSlug: 'quiet-machines' })} />, {
      mocks: [homeMock({ limit: 10 }, quietMachines(feedFixture([])))],
    });
    expect(await screen.findByText('Quiet Machines hasn’t published any stories yet.')).toBeInTheDocument();
  });

  it('renders the not-found page for an unknown slug and for /c/{id}', async () => {
    const { unmount } = renderWithShell(
      <PublicationHomePage {...pageProps('collection', { collectionSlug: 'quiet-machines' })} />,
      { mocks: [homeMock({ limit: 10 }, null), notFoundStaffPicksMock()] },
    );
    expect(await screen.findByRole('heading', { name: 'Out of nothing, something.' })).toBeInTheDocument();
    unmount();

    renderWithShell(<PublicationHomePage {...pageProps('collectionById', { collectionId: 'ed81a8476040' })} />, {
      mocks: [notFoundStaffPicksMock()],
    });
    expect(screen.getByRole('heading', { name: 'Out of nothing, something.' })).toBeInTheDocument();
  });
});
