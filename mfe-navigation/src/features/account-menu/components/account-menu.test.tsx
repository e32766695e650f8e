import type { BusEventMap, MountProps, ViewerState } from '@inkpot/shared-contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { AvatarMenuQueryDocument, type AvatarMenuQuery } from '../api/__generated__/avatar-menu.generated.ts';
import { MENU_FADE_MS } from '../../../shared/menu/menu-state.ts';
import { mockedApollo } from '../../../testing/apollo.ts';
import { createTestMountProps } from '../../../testing/test-mount-props.ts';
import { MISSING_XSRF_ERROR } from '../model/account-menu-entries.ts';
import { AccountMenu } from './account-menu.tsx';

const SIGNED_IN: ViewerState = {
  status: 'signed-in',
  viewer: { id: 'u1', name: 'Casey Cancelled', username: 'demo_cancelled', imageId: null, isMember: true },
};

function avatarMenu(overrides: Partial<NonNullable<AvatarMenuQuery['viewer']>> = {}) {
  const viewer: NonNullable<AvatarMenuQuery['viewer']> = {
    __typename: 'Viewer',
    id: 'u1',
    name: 'Casey Cancelled',
    username: 'demo_cancelled',
    imageId: null,
    mastodonAccountId: null,
    membership: { __typename: 'Membership', id: 'm1', tier: 'MEMBER' },
    membershipStatus: { __typename: 'MembershipStatus', membershipId: 'm1', isCancelled: true },
    canUncancelMembership: true,
    canSwitchMembershipPlan: false,
    partnerProgramEnrollment: null,
    verifications: { __typename: 'Verifications', isBookAuthor: false },
    adminCollections: [],
    ...overrides,
  };
  return { request: { query: AvatarMenuQueryDocument }, result: { data: { __typename: 'Query', viewer } } };
}

function renderMenu({ viewer = { status: 'visitor' } as ViewerState, xsrf = 'xsrf-1' as string | null } = {}) {
  const test = createTestMountProps();
  const apollo = mockedApollo([avatarMenu()]);
  let token = xsrf;
  const session: MountProps['session'] = { xsrf: () => token };
  const leave = jest.fn<undefined, [string]>();
  const events: Array<{ type: string; payload: unknown }> = [];
  test.hostBus.events$.subscribe((event) => events.push(event));
  const view = render(
    <ApolloProvider client={apollo}>
      <p>Outside</p>
      <AccountMenu
        {...test.props}
        session={session}
        viewer={viewer}
        signInHref={(operation) => `/m/signin?operation=${operation}`}
        leave={leave}
      />
    </ApolloProvider>,
  );
  return { ...test, ...view, leave, events, setXsrf: (next: string | null) => (token = next) };
}

const menu = () => screen.queryByRole('navigation', { name: 'Account' });

describe('AccountMenu', () => {
  afterEach(() => jest.useRealTimers());

  it('opens on click, logs nav.avatarMenuOpened, and closes on a second click after a 300 ms fade', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { track } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    expect(menu()).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await act(async () => {});
    expect(track).toHaveBeenCalledWith('nav.avatarMenuOpened');

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Fading out: still drawn for the fade, then gone.
    expect(menu()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(MENU_FADE_MS));
    expect(menu()).not.toBeInTheDocument();
  });

  it.each([
    ['an outside click', () => fireEvent.mouseDown(screen.getByText('Outside'))],
    ['a page scroll', () => fireEvent.scroll(window)],
  ])('closes on %s', async (_, dismiss) => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    act(dismiss);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    await userEvent.tab();
    expect(trigger).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it("offers a visitor 'Get started on Inkpot'; Sign up opens the sign-up options through the bus", async () => {
    const { events } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(within(menu() as HTMLElement).getByRole('heading', { name: 'Get started on Inkpot' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'auth/open', payload: { operation: 'register', step: 'SIGNUP_OPTIONS' } }),
    );
  });

  describe('signed in', () => {
    it("shows the viewer's entries once the menu query answers, and 'More' switches to the sub-view", async () => {
      renderMenu({ viewer: SIGNED_IN });
      await userEvent.click(screen.getByRole('button', { name: 'Account menu for Casey Cancelled' }));
      expect(await screen.findByRole('link', { name: /Casey Cancelled/ })).toHaveAttribute('href', '/@demo_cancelled');
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      const more = screen.getByRole('navigation', { name: 'More' });
      expect(within(more).getByRole('link', { name: 'Press' })).toHaveAttribute('href', '/press');
      await userEvent.click(within(more).getByRole('button', { name: /Back/ }));
      expect(menu()).toBeInTheDocument();
    });

    it("opens the membership remote's reactivation modal from 'Reactivate Membership'", async () => {
      const { events } = renderMenu({ viewer: SIGNED_IN });
      await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
      await userEvent.click(await screen.findByRole('button', { name: 'Reactivate Membership' }));
      const published: Array<{ type: string; payload: BusEventMap['membership/reactivate-open'] }> = events.filter(
        (event): event is { type: 'membership/reactivate-open'; payload: Record<string, never> } =>
          event.type === 'membership/reactivate-open',
      );
      expect(published).toEqual([expect.objectContaining({ payload: {} })]);
    });

    it('signs out with the xsrf token the session has at click time', async () => {
      const { leave, setXsrf } = renderMenu({ viewer: SIGNED_IN, xsrf: null });
      await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
      // The page recovered its session after the menu was drawn.
      setXsrf('recovered-token');
      await userEvent.click(screen.getByRole('link', { name: 'Sign out' }));
      expect(leave).toHaveBeenCalledWith('/m/signout/recovered-token');
    });

    it('logs an error and still signs out without a token', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const { leave } = renderMenu({ viewer: SIGNED_IN, xsrf: null });
        await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
        await userEvent.click(screen.getByRole('link', { name: 'Sign out' }));
        expect(leave).toHaveBeenCalledWith('/m/signout');
        expect(error).toHaveBeenCalledWith(expect.stringContaining(MISSING_XSRF_ERROR));
      } finally {
        error.mockRestore();
      }
    });

    it('navigates in the app from an entry and closes', async () => {
      const { navigate } = renderMenu({ viewer: SIGNED_IN });
      const trigger = screen.getByRole('button', { name: /Account menu/ });
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('link', { name: 'Settings' }));
      expect(navigate).toHaveBeenCalledWith('/me/settings');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
