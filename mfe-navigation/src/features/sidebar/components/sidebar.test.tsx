import { parse } from 'graphql';
import { updateFollowInCache } from '@inkpot/shared-contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidebarMenuQueryDocument } from '../../../shared/sidebar-menu/__generated__/sidebar-menu.generated.ts';
import { sidebarVisibility } from '../../../shared/sidebar-menu/sidebar-visibility.ts';
import { mockedApollo, publicationEdge, sidebarMenuResult, writerEdge } from '../../../testing/apollo.ts';
import { createTestMountProps } from '../../../testing/test-mount-props.ts';
import { FOLLOWING_END_TEXT, FOLLOWING_LOAD_ERROR } from './following-list.tsx';
import { Sidebar } from './sidebar.tsx';

const ORDER = { orderBy: 'lastPublishedAt desc' };
const page = (variables: Record<string, unknown>, result: ReturnType<typeof sidebarMenuResult>) => ({
  request: { query: SidebarMenuQueryDocument, variables },
  result: { data: result },
});
const ten = Array.from({ length: 10 }, (_, index) => writerEdge(index + 1, { hasUnread: index === 0 }));

function renderSidebar(mocks: Parameters<typeof mockedApollo>[0], location = { pathname: '/', routeName: 'home' }) {
  const test = createTestMountProps();
  const apollo = mockedApollo(mocks);
  test.hostBus.setState('viewer', {
    status: 'signed-in',
    viewer: { id: 'u1', name: 'Rae Reader', username: 'demo_reader', imageId: null, isMember: false },
  });
  test.hostBus.setState('location', { search: '', hash: '', referrer: null, ...location });
  const view = render(<Sidebar {...test.props} apollo={apollo} />);
  return { ...test, ...view, apollo };
}

beforeEach(() => localStorage.clear());
afterEach(() => act(() => sidebarVisibility.reset(null, true)));

describe('Sidebar', () => {
  it('renders nothing for a visitor', () => {
    const test = createTestMountProps();
    const { container } = render(<Sidebar {...test.props} />);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('lists Home, Library, Profile, Stories, Stats, then Following, with the current page marked', async () => {
    renderSidebar([page(ORDER, sidebarMenuResult([]))], {
      pathname: '/me/stories/drafts',
      routeName: 'yourStoriesFiltered',
    });
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    const links = within(sidebar).getAllByRole('link').slice(0, 6);
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Library',
      'Profile',
      'Stories',
      'Stats',
      'Following',
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Stories' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Library' })).not.toHaveAttribute('aria-current');
    expect(within(sidebar).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/@demo_reader');
    expect(await within(sidebar).findByText(FOLLOWING_END_TEXT)).toBeInTheDocument();
  });

  it('shows 10 followed writers and publications with unread dots, and loads the next page with More', async () => {
    renderSidebar([
      page(ORDER, sidebarMenuResult(ten, { hasNextPage: true, endCursor: 'c1' })),
      page({ ...ORDER, after: 'c1' }, sidebarMenuResult([writerEdge(11), publicationEdge(1)])),
    ]);
    const list = await screen.findByRole('link', { name: /^Writer 1\W+new stories$/ });
    expect(list).toHaveAttribute('href', '/@writer_1');
    expect(screen.getByRole('link', { name: 'Writer 10' })).toBeInTheDocument();
    expect(screen.queryByText(FOLLOWING_END_TEXT)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('link', { name: 'Publication 1' })).toHaveAttribute('href', '/publication-1');
    expect(screen.getByRole('link', { name: 'Writer 11' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Writer 1\W+new stories$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(screen.getByText(FOLLOWING_END_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See suggestions' })).toHaveAttribute('href', '/me/following/suggestions');
  });

  it("says what went wrong and offers 'Try again' when the list cannot load", async () => {
    renderSidebar([
      { request: { query: SidebarMenuQueryDocument, variables: ORDER }, error: new Error('offline') },
      page(ORDER, sidebarMenuResult([writerEdge(1)])),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FOLLOWING_LOAD_ERROR);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Writer 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('navigates in the app from an item', async () => {
    const { navigate } = renderSidebar([page(ORDER, sidebarMenuResult([]))]);
    await userEvent.click(screen.getByRole('link', { name: 'Stats' }));
    expect(navigate).toHaveBeenCalledWith('/me/stats');
  });

  describe('a follow or unfollow elsewhere on the page (the same Apollo cache)', () => {
    const FOLLOW = parse(`
      mutation Follow($id: ID!) {
        followUser(targetUserId: $id) {
          __typename
        }
      }
    `);
    const followed = { data: { followUser: { __typename: 'MutationSuccess' } } };

    it('hides an unfollowed writer at once, without asking the API again', async () => {
      const { apollo } = renderSidebar([page(ORDER, sidebarMenuResult([writerEdge(1), writerEdge(2)]))]);
      await screen.findByRole('link', { name: 'Writer 2' });
      act(() => {
        updateFollowInCache(apollo.cache, {
          viewerId: 'u1',
          target: { type: 'user', id: 'writer2' },
          following: false,
        });
      });
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Writer 2' })).not.toBeInTheDocument());
      expect(screen.getByRole('link', { name: 'Writer 1' })).toBeInTheDocument();
    });

    it('shows a newly followed writer after one refetch of the list', async () => {
      const { apollo } = renderSidebar([
        page(ORDER, sidebarMenuResult([writerEdge(1)])),
        { request: { query: FOLLOW, variables: { id: 'writer7' } }, result: followed },
        page(ORDER, sidebarMenuResult([writerEdge(7), writerEdge(1)])),
      ]);
      await screen.findByRole('link', { name: 'Writer 1' });
      await act(() =>
        apollo.mutate({
          mutation: FOLLOW,
          variables: { id: 'writer7' },
          update: (cache) =>
            updateFollowInCache(cache, {
              viewerId: 'u1',
              target: { type: 'user', id: 'writer7' },
              following: true,
            }),
        }),
      );
      expect(await screen.findByRole('link', { name: 'Writer 7' })).toBeInTheDocument();
      const names = [...document.querySelectorAll('.ink-sidebar__entity-name')].map((name) => name.textContent);
      expect(names).toEqual(['Writer 7', 'Writer 1']);
    });
  });

  it('hides the panel when toggled closed and keeps that per viewer', async () => {
    renderSidebar([page(ORDER, sidebarMenuResult([]))]);
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
    act(() => {
      sidebarVisibility.toggle();
    });
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(localStorage.getItem('inkpot.sidebar.visible.u1')).toBe('false');
  });
});

describe('Sidebar in library mode', () => {
  it("shows the 'Your library' panel beside an icon-only sidebar without the Following link", async () => {
    renderSidebar([page(ORDER, sidebarMenuResult([writerEdge(1)]))], {
      pathname: '/me/stories/responses',
      routeName: 'yourStoriesFiltered',
    });
    const panel = screen.getByRole('navigation', { name: 'Your library' });
    expect(within(panel).getByRole('link', { name: 'Responses' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Library' })).toHaveAttribute('aria-current', 'page');
    expect(within(panel).getByRole('link', { name: 'Highlights' })).toHaveAttribute('href', '/me/list/highlights');
    expect(screen.getByRole('navigation', { name: 'Sidebar' }).closest('.ink-sidebar')).toHaveClass(
      'ink-sidebar--library',
    );
    expect(screen.queryByRole('link', { name: 'Writer 1' })).not.toBeInTheDocument();
  });

  it('is off elsewhere', () => {
    renderSidebar([page(ORDER, sidebarMenuResult([]))]);
    expect(screen.queryByRole('navigation', { name: 'Your library' })).not.toBeInTheDocument();
  });
});

describe('Sidebar as an overlay below 1080 px', () => {
  const narrow = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
  beforeEach(() => {
    window.matchMedia = narrow;
  });
  afterEach(() => {
    // jsdom has no matchMedia: the sidebar then takes the screen as wide.
    delete (window as Partial<Window>).matchMedia;
    document.documentElement.style.overflow = '';
    document.querySelectorAll('[aria-controls="ink-sidebar"]').forEach((toggle) => toggle.remove());
  });

  function renderOverlay() {
    const view = renderSidebar([page(ORDER, sidebarMenuResult(ten))]);
    // The top bar's menu icon (another parcel of this remote), which controls the sidebar.
    const toggle = document.createElement('button');
    toggle.setAttribute('aria-controls', 'ink-sidebar');
    document.body.append(toggle);
    return { ...view, toggle };
  }

  it('starts closed; opened, it takes focus and stops the page behind it from scrolling', async () => {
    const { track, container } = renderOverlay();
    const sidebar = container.querySelector<HTMLElement>('#ink-sidebar');
    if (!sidebar) throw new Error('no sidebar panel');
    expect(sidebar).not.toBeVisible();
    act(() => void sidebarVisibility.toggle());
    expect(sidebar).toBeVisible();
    expect(within(sidebar).getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
    // jsdom lays nothing out: the bars' bottom is 0.
    expect(sidebar.parentElement?.style.getPropertyValue('--ink-sidebar-overlay-top')).toBe('0px');

    await userEvent.keyboard('{Escape}');
    expect(sidebar).not.toBeVisible();
    expect(document.documentElement.style.overflow).toBe('');
    expect(track).toHaveBeenCalledWith('sidebarMenu.closed');
  });

  it('gives focus back to the menu icon on Escape, and closes on a click beside it', async () => {
    const { toggle, container } = renderOverlay();
    act(() => void sidebarVisibility.toggle());
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveFocus();

    act(() => void sidebarVisibility.toggle());
    const backdrop = container.querySelector('.ink-sidebar__backdrop');
    if (!backdrop) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
  });
});
