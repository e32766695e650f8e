import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notFoundStaffPicksMock, pageProps, renderWithShell } from '../testing.tsx';
import { PublicationFrameDocument } from './__generated__/publication-frame.generated.ts';
import PublicationFollowersPage, { queries } from './publication-followers-page.tsx';
import { PublicationFollowersDocument } from './__generated__/publication-followers-page.generated.ts';

const person = (n: number) => ({
  __typename: 'User',
  id: `u${n}`,
  name: `Reader ${n}`,
  username: `reader${n}`,
  bio: '',
});
const mock = (after: string | null, nodes: ReturnType<typeof person>[], endCursor: string | null, count = 11) => ({
  request: { query: PublicationFollowersDocument, variables: { slug: 'quiet-machines', after } },
  result: {
    data: {
      collectionByDomainOrSlug: {
        __typename: 'Collection',
        id: 'c1',
        name: 'Quiet Machines',
        subscriberCount: count,
        followersConnection: {
          __typename: 'UsersConnection',
          nodes,
          pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
        },
      },
    },
  },
});

describe('publication followers queries', () => {
  it('asks for the first page of followers and the publication bar’s publication', () => {
    expect(queries({ collectionSlug: 'quiet-machines' }).map((query) => query.query)).toEqual([
      PublicationFollowersDocument,
      PublicationFrameDocument,
    ]);
  });
});

describe('PublicationFollowersPage', () => {
  it('lists who follows the publication with a follow button slot each, and more on request', async () => {
    const first = Array.from({ length: 10 }, (_, index) => person(index + 1));
    renderWithShell(
      <PublicationFollowersPage {...pageProps('collectionFollowers', { collectionSlug: 'quiet-machines' })} />,
      {
        viewer: { status: 'visitor' },
        mocks: [mock(null, first, 'cursor-10'), mock('cursor-10', [person(11)], null)],
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Followers' })).toBeInTheDocument();
    expect(screen.getByText('11 followers of Quiet Machines, most recent first.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Followers of Quiet Machines' });
    expect(within(list).getAllByTestId('person')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: 'Reader 1' })).toHaveAttribute('href', '/@reader1');
    expect(list.querySelectorAll('[data-slot="follow-button"]')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByRole('link', { name: 'Reader 11' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when nobody follows it, and is the not-found page for an unknown publication', async () => {
    const { unmount } = renderWithShell(
      <PublicationFollowersPage {...pageProps('collectionFollowers', { collectionSlug: 'quiet-machines' })} />,
      { mocks: [mock(null, [], null, 0)] },
    );
    expect(await screen.findByText('Nobody follows Quiet Machines yet.')).toBeInTheDocument();
    expect(screen.getByText('0 followers of Quiet Machines, most recent first.')).toBeInTheDocument();
    unmount();
    renderWithShell(
      <PublicationFollowersPage {...pageProps('collectionFollowers', { collectionSlug: 'quiet-machines' })} />,
      {
        mocks: [
          {
            request: { query: PublicationFollowersDocument, variables: { slug: 'quiet-machines', after: null } },
            result: { data: { collectionByDomainOrSlug: null } },
          },
          notFoundStaffPicksMock(),
        ],
      },
    );
    expect(await screen.findByRole('heading', { name: 'Out of nothing, something.' })).toBeInTheDocument();
  });
});
