import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import ProfilePage, { profileRefOf, queries } from './profile-page.tsx';
import { PeopleFollowersDocument, PeopleFollowingDocument } from './__generated__/people-lists.generated.ts';
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
  ProfilePageDocument,
  type ProfilePageQuery,
  type ProfilePageQueryVariables,
} from './__generated__/profile-page.generated.ts';

type ProfileUser = NonNullable<ProfilePageQuery['user']>;

function rosa(overrides: Partial<ProfileUser> = {}): ProfileUser {
  return {
    __typename: 'User',
    id: '40e124c25159',
    name: 'Rosa Bergstrom',
    username: 'rosabergstrom',
    bio: 'Rosa writes about design and productivity.',
    socialStats: { __typename: 'SocialStats', followerCount: 1234, followingCount: 2 },
    membership: null,
    latestPosts: feedFixture([storyFixture({ title: 'Why First Customers Matter' })]),
    ...overrides,
  };
}

function profileMock(variables: ProfilePageQueryVariables, user: ProfileUser | null) {
  return {
    request: { query: ProfilePageDocument, variables: { paging: { limit: 10 }, ...variables } },
    result: { data: { __typename: 'Query', user } },
  };
}

const byUsername = profileMock({ username: 'rosabergstrom' }, rosa());

describe('profileRefOf', () => {
  it('takes the username (without @), else the id, else the signed-in viewer', () => {
    expect(profileRefOf({ username: '@rosa' }, { status: 'visitor' })).toEqual({ username: 'rosa' });
    expect(profileRefOf({ userId: '40e1' }, { status: 'visitor' })).toEqual({ id: '40e1' });
    expect(profileRefOf({}, SIGNED_IN)).toEqual({ id: 'a1b2c3d4e5f6' });
    expect(profileRefOf({}, { status: 'loading' })).toBe('loading');
    expect(profileRefOf({}, { status: 'visitor' })).toBe('sign-in');
  });
});

describe('ProfilePage', () => {
  it('shows name, bio, abbreviated counts, the follow-button slot and the latest stories', async () => {
    const { container } = renderWithShell(
      <ProfilePage {...pageProps('userProfile', { username: 'rosabergstrom' })} />,
      { mocks: [byUsername] },
    );
    expect(screen.getByRole('status', { name: 'Loading profile' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Bergstrom' })).toBeInTheDocument();
    expect(screen.getByText('Rosa writes about design and productivity.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1.2K Followers' })).toHaveAttribute('href', '/@rosabergstrom/followers');
    expect(screen.getByRole('link', { name: '2 Following' })).toHaveAttribute('href', '/@rosabergstrom/following');
    const slot = container.querySelector('[data-slot="follow-button"]');
    expect(slot).toHaveAttribute('data-remote', 'notifications');
    expect(slot).toHaveAttribute('data-state', 'fallback');
    const stories = screen.getByRole('list', { name: 'Stories by Rosa Bergstrom' });
    expect(within(stories).getByRole('link', { name: 'Why First Customers Matter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('loads /u/{id} by id', async () => {
    renderWithShell(<ProfilePage {...pageProps('userById', { userId: '40e124c25159' })} />, {
      mocks: [profileMock({ id: '40e124c25159' }, rosa())],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Bergstrom' })).toBeInTheDocument();
  });

  it("shows the signed-in reader's own profile on /me, without a follow button", async () => {
    const { container } = renderWithShell(<ProfilePage {...pageProps('me')} />, {
      mocks: [profileMock({ id: 'a1b2c3d4e5f6' }, rosa({ id: 'a1b2c3d4e5f6', name: 'Morgan Member' }))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Morgan Member' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="follow-button"]')).not.toBeInTheDocument();
  });

  it('asks a visitor on /me to sign in', async () => {
    const { events } = renderWithShell(<ProfilePage {...pageProps('me')} />, { viewer: { status: 'visitor' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(published(events, 'auth/open')[0]?.payload).toMatchObject({ operation: 'login' });
  });

  it('shows the bio and membership on the About page', async () => {
    const member = rosa({
      membership: {
        __typename: 'Membership',
        id: 'm1',
        tier: 'MEMBER',
        memberSince: '2025-03-17T12:00:00.000Z',
        friendSince: null,
      },
    });
    renderWithShell(<ProfilePage {...pageProps('userAbout', { username: 'rosabergstrom' })} />, {
      mocks: [profileMock({ username: 'rosabergstrom' }, member)],
    });
    const about = await screen.findByRole('region', { name: 'About' });
    expect(about).toHaveTextContent('Rosa writes about design and productivity.');
    expect(about).toHaveTextContent('Inkpot member since Mar 2025');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('list', { name: /Stories by/ })).not.toBeInTheDocument();
  });

  it('shows the follower count on the followers page and lists the followers', async () => {
    renderWithShell(<ProfilePage {...pageProps('userFollowers', { username: 'rosabergstrom' })} />, {
      mocks: [
        byUsername,
        {
          request: { query: PeopleFollowersDocument, variables: { username: 'rosabergstrom', after: null } },
          result: {
            data: {
              user: {
                __typename: 'User',
                id: '40e124c25159',
                name: 'Rosa Bergstrom',
                followersConnection: {
                  __typename: 'UsersConnection',
                  nodes: [{ __typename: 'User', id: 'f1', name: 'Ada Reader', username: 'ada', bio: 'Reads a lot.' }],
                  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
                },
              },
            },
          },
        },
      ],
    });
    const section = await screen.findByRole('region', { name: '1.2K Followers' });
    const list = await within(section).findByRole('list', { name: 'People who follow Rosa Bergstrom' });
    expect(within(list).getByRole('link', { name: 'Ada Reader' })).toHaveAttribute('href', '/@ada');
    expect(section).not.toHaveTextContent('not available');
  });

  it('asks for the profile and its people list ahead on the followers and following pages only', () => {
    const ref = { username: 'rosabergstrom' };
    const names = (route: Parameters<typeof pageProps>[0]) =>
      queries(ref, pageProps(route, ref).route).map((query) => query.query);
    expect(names('userFollowers')).toEqual([ProfilePageDocument, PeopleFollowersDocument]);
    expect(names('userFollowing')).toEqual([ProfilePageDocument, PeopleFollowingDocument]);
    expect(names('userProfile')).toEqual([ProfilePageDocument]);
  });

  it('links tabs without the /@username prefix on the writer’s own domain', async () => {
    renderWithShell(
      <ProfilePage
        {...pageProps(
          'userProfile',
          { username: 'rosabergstrom' },
          { mode: { kind: 'user', username: 'rosabergstrom' } },
        )}
      />,
      {
        mocks: [byUsername],
        mode: { kind: 'user', username: 'rosabergstrom' },
      },
    );
    expect(await screen.findByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('renders the not-found page for a username that names nobody', async () => {
    renderWithShell(<ProfilePage {...pageProps('userProfile', { username: 'nobody' })} />, {
      mocks: [profileMock({ username: 'nobody' }, null), notFoundStaffPicksMock()],
    });
    expect(await screen.findByRole('heading', { name: 'Out of nothing, something.' })).toBeInTheDocument();
  });

  it('says when the profile cannot be loaded', async () => {
    renderWithShell(<ProfilePage {...pageProps('userProfile', { username: 'rosabergstrom' })} />, {
      mocks: [
        {
          request: { query: ProfilePageDocument, variables: { username: 'rosabergstrom', paging: { limit: 10 } } },
          result: { errors: [new GraphQLError('down')] },
        },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This profile could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
