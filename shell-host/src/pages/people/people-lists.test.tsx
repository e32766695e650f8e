import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FollowingPage from './following-page.tsx';
import { appendPeople, FollowersList } from './people-lists.tsx';
import { pageProps, renderWithShell, SIGNED_IN } from '../testing.tsx';
import { PeopleFollowersDocument, PeopleFollowingDocument } from './__generated__/people-lists.generated.ts';

const person = (n: number) => ({
  __typename: 'User' as const,
  id: `p${n}`,
  name: `Person ${n}`,
  username: `person${n}`,
  bio: n === 1 ? 'Writes about rivers.' : '',
});

function followersMock(after: string | null, nodes: ReturnType<typeof person>[], next: string | null) {
  return {
    request: { query: PeopleFollowersDocument, variables: { username: 'rosa', after } },
    result: {
      data: {
        user: {
          __typename: 'User',
          id: 'rosa-id',
          name: 'Rosa Bergstrom',
          followersConnection: {
            __typename: 'UsersConnection',
            nodes,
            pageInfo: { __typename: 'PageInfo', hasNextPage: next !== null, endCursor: next ?? 'end' },
          },
        },
      },
    },
  };
}

describe('appendPeople', () => {
  it('appends the next page without anyone already shown', () => {
    const page = (ids: string[], hasNextPage: boolean) => ({
      nodes: ids.map((id) => ({ __typename: 'User', id })),
      pageInfo: { hasNextPage, endCursor: ids.at(-1) ?? null },
    });
    expect(appendPeople(page(['a', 'b'], true), page(['b', 'c'], false))).toEqual(page(['a', 'b', 'c'], false));
  });
});

describe('FollowersList', () => {
  it('lists followers with name, bio and a follow slot each, and shows more on request', async () => {
    renderWithShell(<FollowersList personRef={{ username: 'rosa' }} label="People who follow Rosa" />, {
      mocks: [
        followersMock(null, [person(1), person(2)], 'cursor-2'),
        followersMock('cursor-2', [person(2), person(3)], null),
      ],
    });
    const list = await screen.findByRole('list', { name: 'People who follow Rosa' });
    let items = within(list).getAllByTestId('person');
    expect(items).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Person 1' })).toHaveAttribute('href', '/@person1');
    expect(items[0]).toHaveTextContent('Writes about rivers.');
    for (const item of items) expect(item.querySelector('[data-slot="follow-button"]')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: 'Person 3' });
    items = within(screen.getByRole('list', { name: 'People who follow Rosa' })).getAllByTestId('person');
    expect(items.map((item) => item.dataset.entityId)).toEqual(['p1', 'p2', 'p3']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('places no follow button for the viewer themself', async () => {
    const viewer = { ...person(9), id: SIGNED_IN.status === 'signed-in' ? SIGNED_IN.viewer.id : '' };
    renderWithShell(<FollowersList personRef={{ username: 'rosa' }} label="Followers" />, {
      mocks: [followersMock(null, [viewer], null)],
    });
    const [item] = within(await screen.findByRole('list', { name: 'Followers' })).getAllByTestId('person');
    expect(item?.querySelector('[data-slot="follow-button"]')).toBeNull();
  });

  it('says so when nobody follows', async () => {
    renderWithShell(<FollowersList personRef={{ username: 'rosa' }} label="Followers" />, {
      mocks: [followersMock(null, [], null)],
    });
    expect(await screen.findByText('Nobody follows Rosa Bergstrom yet.')).toBeInTheDocument();
  });
});

describe('FollowingPage', () => {
  const followingMock = {
    request: { query: PeopleFollowingDocument, variables: { id: 'a1b2c3d4e5f6', after: null } },
    result: {
      data: {
        user: {
          __typename: 'User',
          id: 'a1b2c3d4e5f6',
          name: 'Morgan Member',
          followingConnection: {
            __typename: 'FollowingConnection',
            nodes: [
              person(1),
              {
                __typename: 'Collection',
                id: 'c1',
                name: 'The Quarterly',
                slug: 'the-quarterly',
                description: 'Long reads.',
              },
            ],
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'x' },
          },
        },
      },
    },
  };

  it('lists the writers and publications the viewer follows, each named as such', async () => {
    renderWithShell(<FollowingPage {...pageProps('following')} />, { mocks: [followingMock] });
    expect(screen.getByRole('heading', { level: 1, name: 'Following' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Writers and publications you follow' });
    const items = within(list).getAllByTestId('person');
    expect(items.map((item) => item.textContent)).toEqual([
      // The avatar's initial, then the name, kind and bio.
      'PPerson 1WriterWrites about rivers.',
      'TThe QuarterlyPublicationLong reads.',
    ]);
    expect(within(list).getByRole('link', { name: 'The Quarterly' })).toHaveAttribute('href', '/the-quarterly');
    expect(screen.getByRole('link', { name: 'See suggestions' })).toHaveAttribute('href', '/me/following/suggestions');
  });

  it('asks a visitor to sign in, and leaves the other routes to the placeholder', () => {
    renderWithShell(<FollowingPage {...pageProps('following')} />, { viewer: { status: 'visitor' } });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('leaves /me/following/topics to the placeholder', () => {
    renderWithShell(<FollowingPage {...pageProps('followingTopics')} />);
    expect(screen.getByText(/not available on Inkpot yet/)).toBeInTheDocument();
  });
});
