import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { BusEventMap } from '@inkpot/shared-contracts';
import { sidebarVisibility } from '../../../shared/sidebar-menu/sidebar-visibility.ts';
import { UnreadNotificationCountDocument } from '../api/__generated__/unread-notification-count.generated.ts';
import { clickIsLeftToBrowser } from '../../../testing/follow-link.ts';
import { mockSmallScreen, restoreScreen } from '../../../testing/small-screen.ts';
import { createTestMountProps, homeLocation } from '../../../testing/test-mount-props.ts';
import { TopBar } from './top-bar.tsx';

const aboutLocation = { pathname: '/about', search: '?ref=x', hash: '', routeName: 'about', referrer: null };

function renderTopBar({ viewer = 'visitor' as 'visitor' | 'loading', location = homeLocation } = {}) {
  const test = createTestMountProps();
  test.hostBus.setState('viewer', { status: viewer });
  test.hostBus.setState('location', location);
  const authOpens: BusEventMap['auth/open'][] = [];
  test.hostBus.on('auth/open').subscribe((payload) => authOpens.push(payload));
  const view = render(<TopBar {...test.props} />);
  return { ...test, ...view, authOpens };
}

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => setScrollY(0));

describe('TopBar', () => {
  it('is the page banner with the product logo linking home, navigating in the app on click', async () => {
    const { navigate } = renderTopBar();
    const banner = screen.getByRole('banner');
    const logo = within(banner).getByRole('link', { name: 'Inkpot' });
    expect(logo).toHaveAttribute('href', '/');

    await userEvent.click(logo);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('leaves a modified click on the logo to the browser', () => {
    const { navigate } = renderTopBar();
    expect(clickIsLeftToBrowser(screen.getByRole('link', { name: 'Inkpot' }), { metaKey: true })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('hands the host an element inside the header for the search box, and frees it on unmount', () => {
    const { fill, unmountSlot, unmount } = renderTopBar();
    expect(fill).toHaveBeenCalledTimes(1);
    const [name, element] = fill.mock.calls[0] ?? [];
    expect(name).toBe('search');
    expect(element).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('banner')).toContainElement(element ?? null);

    unmount();
    expect(unmountSlot).toHaveBeenCalledTimes(1);
  });

  it('stays up and reports the error when the host cannot fill the search slot', () => {
    const test = createTestMountProps();
    test.fill.mockImplementation(() => {
      throw new Error('no search remote');
    });
    render(<TopBar {...test.props} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(test.reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'no search remote' }), {
      slot: 'search',
    });
  });

  describe('for a visitor', () => {
    it("offers 'Get started' and 'Sign in' on the home route", () => {
      renderTopBar({ location: homeLocation });
      expect(screen.getByRole('link', { name: 'Get started' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    });

    it("offers 'Sign up' elsewhere, and switches as the reader navigates", () => {
      const { hostBus } = renderTopBar({ location: aboutLocation });
      expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument();

      act(() => {
        hostBus.setState('location', homeLocation);
      });
      expect(screen.getByRole('link', { name: 'Get started' })).toBeInTheDocument();
    });

    it('opens the sign-in modal at the sign-in options when Sign in is clicked', async () => {
      const { authOpens, navigate } = renderTopBar();
      await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
      expect(authOpens).toEqual([{ operation: 'login', step: 'SIGNIN_OPTIONS' }]);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('opens the modal at the sign-up options from Get started and Sign up', async () => {
      const { authOpens, hostBus } = renderTopBar();
      await userEvent.click(screen.getByRole('link', { name: 'Get started' }));
      act(() => {
        hostBus.setState('location', aboutLocation);
      });
      await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
      expect(authOpens).toEqual([
        { operation: 'register', step: 'SIGNUP_OPTIONS' },
        { operation: 'register', step: 'SIGNUP_OPTIONS' },
      ]);
    });

    it('links both buttons to the sign-in page with the operation and the current address', () => {
      renderTopBar({ location: aboutLocation });
      const paramsOf = (name: string) =>
        new URL(screen.getByRole('link', { name }).getAttribute('href') ?? '', 'https://inkpot.test');

      const signIn = paramsOf('Sign in');
      expect(signIn.pathname).toBe('/m/signin');
      expect(signIn.searchParams.get('operation')).toBe('login');
      expect(signIn.searchParams.get('redirect')).toBe('https://inkpot.test/about?ref=x');
      expect(paramsOf('Sign up').searchParams.get('operation')).toBe('register');
    });

    it.each([
      ['ctrl', { ctrlKey: true }],
      ['cmd', { metaKey: true }],
      ['shift', { shiftKey: true }],
      ['middle button', { button: 1 }],
    ])('follows the link instead of opening the modal on a %s click', (_, init) => {
      const { authOpens } = renderTopBar();
      expect(clickIsLeftToBrowser(screen.getByRole('link', { name: 'Sign in' }), init)).toBe(true);
      expect(clickIsLeftToBrowser(screen.getByRole('link', { name: 'Get started' }), init)).toBe(true);
      expect(authOpens).toEqual([]);
    });

    it('follows the Write link on a modified click', () => {
      const { authOpens } = renderTopBar();
      expect(clickIsLeftToBrowser(screen.getByRole('link', { name: 'Write' }), { ctrlKey: true })).toBe(true);
      expect(authOpens).toEqual([]);
    });

    it('opens registration from Write, tagged with the write entry point', async () => {
      const { authOpens, navigate } = renderTopBar();
      const write = screen.getByRole('link', { name: 'Write' });
      expect(write).toHaveAttribute('href', '/new-story');

      await userEvent.click(write);
      expect(authOpens).toEqual([{ operation: 'register', entryPoint: 'write' }]);
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  it('shows no header buttons while the viewer is loading', () => {
    renderTopBar({ viewer: 'loading' });
    expect(screen.queryByRole('link', { name: /sign in|sign up|get started/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  describe('for a signed-in viewer', () => {
    /** The bar once the viewer is known, and its queries have had their answer (here, no network). */
    async function renderSignedIn() {
      const rendered = renderTopBar({ viewer: 'loading' });
      await act(async () => {
        rendered.hostBus.setState('viewer', {
          status: 'signed-in',
          viewer: { id: 'u1', name: 'Ada Lovelace', username: 'ada', imageId: null, isMember: false },
        });
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      return rendered;
    }

    it('shows the account menu button named after the viewer instead of the header buttons', async () => {
      await renderSignedIn();
      expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sidebar' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/me/notifications');
      expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument();
    });

    it("hydrates the server's bar whatever the browser knows by then, and shows it once hydrated", async () => {
      const viewer = {
        status: 'signed-in' as const,
        viewer: { id: 'u1', name: 'Ada Lovelace', username: 'ada', imageId: null, isMember: false },
      };
      const server = createTestMountProps();
      server.hostBus.setState('viewer', viewer);
      const container = document.createElement('div');
      container.innerHTML = renderToString(<TopBar {...server.props} />);
      document.body.append(container);
      // By the time the parcel hydrates, the page's cache may hold the count (another surface
      // asked for it), and the sidebar is open on a wide screen.
      const browser = createTestMountProps();
      browser.hostBus.setState('viewer', viewer);
      browser.props.apollo.writeQuery({
        query: UnreadNotificationCountDocument,
        data: {
          __typename: 'Query',
          notificationStatus: { __typename: 'NotificationStatus', unreadNotificationCount: 5 },
        },
      });
      sidebarVisibility.state$.next({ open: true, animated: false });
      const mismatches = jest.fn();
      try {
        const root = await act(async () =>
          hydrateRoot(container, <TopBar {...browser.props} />, { onRecoverableError: mismatches }),
        );
        expect(mismatches).not.toHaveBeenCalled();
        expect(within(container).getByTestId('unread-count')).toHaveTextContent('5');
        expect(within(container).getByRole('button', { name: 'Sidebar' })).toHaveAttribute('aria-expanded', 'true');
        act(() => root.unmount());
      } finally {
        sidebarVisibility.state$.next({ open: false, animated: false });
        container.remove();
      }
    });

    it('draws the viewer’s uploaded image as the avatar, and a new one as soon as the host publishes it', async () => {
      const rendered = await renderSignedIn();
      const trigger = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
      expect(trigger.querySelector('img')).toBeNull();
      expect(trigger.querySelector('[data-initial="A"]')).toBeInTheDocument();

      const publishImage = (imageId: string | null) =>
        act(() =>
          rendered.hostBus.setState('viewer', {
            status: 'signed-in',
            viewer: { id: 'u1', name: 'Ada Lovelace', username: 'ada', imageId, isMember: false },
          }),
        );
      const first = '0123456789abcdef0123456789abcdef';
      publishImage(first);
      expect(trigger.querySelector('img')).toHaveAttribute('src', `/_/api/images/${first}/avatar-64.webp`);
      expect(trigger.querySelector('img')).toHaveAttribute('width', '32');

      const second = 'fedcba9876543210fedcba9876543210';
      publishImage(second);
      expect(trigger.querySelector('img')).toHaveAttribute('src', `/_/api/images/${second}/avatar-64.webp`);

      publishImage(null);
      expect(trigger.querySelector('img')).toBeNull();
      expect(trigger).toHaveAccessibleName('Account menu for Ada Lovelace');
    });

    it('goes to the editor from Write', async () => {
      const { navigate, authOpens } = await renderSignedIn();
      await userEvent.click(screen.getByRole('link', { name: 'Write' }));
      expect(navigate).toHaveBeenCalledWith('/new-story');
      expect(authOpens).toEqual([]);
    });
  });

  describe('on scroll', () => {
    // jsdom has no layout: place the bar first on the page, as a browser would report it.
    beforeEach(() => {
      jest
        .spyOn(Element.prototype, 'getBoundingClientRect')
        .mockImplementation(() => DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 1024, height: 57 }));
    });
    afterEach(() => jest.restoreAllMocks());

    /** The bar that floats and collapses, inside the banner's frame (which keeps its place). */
    const movingBar = () => screen.getByRole('link', { name: 'Inkpot' }).closest('.ink-top-bar');

    it('collapses while scrolling down and comes back on scroll up', () => {
      renderTopBar();
      const bar = movingBar();

      act(() => setScrollY(400));
      expect(bar).toHaveClass('ink-top-bar--collapsed');

      act(() => setScrollY(350));
      expect(bar).toHaveClass('ink-top-bar--floating');
      expect(bar).not.toHaveClass('ink-top-bar--collapsed');
    });

    it('floats from its first paint when mounted on a page already scrolled down', () => {
      setScrollY(400);
      renderTopBar();
      const bar = movingBar();
      expect(bar).toHaveClass('ink-top-bar--floating');
      expect(bar).not.toHaveClass('ink-top-bar--collapsed');
    });

    it('is back in its place at the top', () => {
      renderTopBar();
      const bar = movingBar();
      act(() => setScrollY(400));
      act(() => setScrollY(0));
      expect(bar).not.toHaveClass('ink-top-bar--collapsed');
      expect(bar).not.toHaveClass('ink-top-bar--floating');
    });
  });
});

describe('the open-in-app link', () => {
  afterEach(restoreScreen);

  it('leads to the app-link route for the current page, logging viewed on small screens and clicked', async () => {
    mockSmallScreen(true);
    const { track } = renderTopBar({ location: aboutLocation });
    // Part of the page's banner, like the bar above it: no page content outside a landmark.
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Open in app' });
    const href = new URL(link.getAttribute('href') ?? '', 'https://inkpot.test');
    expect(href.pathname).toBe('/m/app');
    expect(href.searchParams.get('redirect')).toBe('https://inkpot.test/about?ref=x');
    expect(track).toHaveBeenCalledWith('openInApp.viewed');
    expect(clickIsLeftToBrowser(link)).toBe(true);
    expect(track).toHaveBeenCalledWith('openInApp.clicked');
  });

  it('is not there on larger screens, and logs no view', () => {
    mockSmallScreen(false);
    const { track } = renderTopBar();
    expect(screen.queryByRole('link', { name: 'Open in app' })).not.toBeInTheDocument();
    expect(track).not.toHaveBeenCalledWith('openInApp.viewed');
  });
});
