import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import SettingsPage, { SETTINGS_TABS, settingsTabOf, tabOfAnchor } from './settings-page.tsx';
import { pageProps, published, renderWithShell } from '../testing.tsx';
import { SettingsPageDocument, type SettingsPageQuery } from './__generated__/settings-page.generated.ts';
import { ClaimSubdomainDocument, UnclaimSubdomainDocument } from './__generated__/subdomain-setting.generated.ts';

type Viewer = NonNullable<SettingsPageQuery['viewer']>;

const SPEC_ANCHORS = [
  'email',
  'profileInformation',
  'username',
  'audience-development',
  'followers',
  'managePublications',
  'email-settings',
  'manageSubscriptions',
  'membership',
  'payment',
  'connections',
  'developers',
  'security',
  'tokens',
  'redeemGiftMembership',
];

function viewer(overrides: Partial<Viewer> = {}): Viewer {
  return {
    __typename: 'Viewer',
    id: 'a1b2c3d4e5f6',
    name: 'Morgan Member',
    username: 'demo_member',
    imageId: null,
    emailObfuscated: 'm•••r@demo.inkpot.test',
    unverifiedEmail: null,
    hasSubdomain: false,
    isEligibleToImportEmails: false,
    isSuspended: false,
    twitterScreenName: null,
    mastodonAccountId: null,
    adminCollections: [
      { __typename: 'Collection', id: 'c1', name: 'Night Shift Engineering', slug: 'night-shift-engineering' },
    ],
    ...overrides,
  };
}

function settingsMock(value: Viewer = viewer()) {
  return {
    request: { query: SettingsPageDocument, variables: { userId: 'a1b2c3d4e5f6' } },
    result: {
      data: {
        __typename: 'Query',
        viewer: value,
        user: {
          __typename: 'User',
          id: 'a1b2c3d4e5f6',
          socialStats: { __typename: 'SocialStats', followerCount: 1500, followingCount: 3 },
        },
      },
    },
  };
}

function renderSettings(search = '', hash = '', mocks: MockLink.MockedResponse[] = [settingsMock()]) {
  return renderWithShell(<SettingsPage {...pageProps('settings', {}, { search, hash })} />, { mocks });
}

describe('settings tabs and anchors', () => {
  it('places every anchor of the settings page on exactly one tab', () => {
    const placed = SETTINGS_TABS.flatMap((entry) => [...entry.anchors]);
    expect([...placed].sort()).toEqual([...SPEC_ANCHORS].sort());
    expect(new Set(placed).size).toBe(placed.length);
    expect(tabOfAnchor('payment')).toBe('membership');
    expect(tabOfAnchor('nowhere')).toBeNull();
  });

  it('opens the tab of ?tab=, else of the anchor, else of the path, else account', () => {
    expect(settingsTabOf('?tab=security', '#membership')).toBe('security');
    expect(settingsTabOf('', '#membership')).toBe('membership');
    expect(settingsTabOf('?tab=bogus', '#tokens')).toBe('security');
    expect(settingsTabOf('', '', 'notifications')).toBe('notifications');
    expect(settingsTabOf('', '')).toBe('account');
  });
});

describe('SettingsPage', () => {
  it('shows the five tabs as links changing ?tab=, with Account open by default', async () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Settings' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Account', '/me/settings?tab=account'],
      ['Publishing', '/me/settings?tab=publishing'],
      ['Notifications', '/me/settings?tab=notifications'],
      ['Membership and payment', '/me/settings?tab=membership'],
      ['Security and apps', '/me/settings?tab=security'],
    ]);
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');

    const email = await screen.findByRole('region', { name: 'Email address' });
    expect(email).toHaveAttribute('id', 'email');
    expect(email).toHaveTextContent('m•••r@demo.inkpot.test');
    expect(screen.getByRole('region', { name: 'Username and subdomain' })).toHaveTextContent('@demo_member');
    expect(screen.getByRole('region', { name: 'Profile information' })).toHaveAttribute('id', 'profileInformation');
  });

  it('navigates between tabs in the app', async () => {
    const { navigate } = renderSettings();
    await userEvent.click(screen.getByRole('link', { name: 'Publishing' }));
    expect(navigate).toHaveBeenCalledWith('/me/settings?tab=publishing');
  });

  it('shows publications and followers on Publishing', async () => {
    renderSettings('?tab=publishing');
    const publications = await screen.findByRole('region', { name: 'Manage publications' });
    expect(within(publications).getByRole('link', { name: 'Night Shift Engineering' })).toHaveAttribute(
      'href',
      '/night-shift-engineering',
    );
    expect(screen.getByRole('link', { name: '1.5K Followers' })).toHaveAttribute('href', '/@demo_member/followers');
    expect(document.getElementById('audience-development')).toBeInTheDocument();
  });

  it("opens Membership and payment for a #payment link: the membership remote's slot, and no membership rule of its own", async () => {
    const { container } = renderSettings('', '#payment');
    expect(screen.getByRole('link', { name: 'Membership and payment' })).toHaveAttribute('aria-current', 'page');
    const slot = await waitFor(() => {
      const found = container.querySelector('[data-slot="membership-settings"]');
      expect(found).toHaveAttribute('data-state', 'fallback');
      return found;
    });
    expect(slot).toHaveAttribute('data-remote', 'membership');
    expect(slot).toHaveTextContent('Your membership could not be loaded right now. Please try again later.');
    expect(screen.queryByRole('region', { name: 'Membership' })).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent('$');
  });

  it('shows the security anchors on Security and apps', async () => {
    renderSettings('?tab=security');
    await screen.findByRole('region', { name: 'Security' });
    for (const id of ['security', 'connections', 'developers', 'tokens']) {
      expect(document.getElementById(id)).toBeInTheDocument();
    }
    expect(document.getElementById('email')).not.toBeInTheDocument();
  });

  it('says when the settings cannot be loaded', async () => {
    renderSettings('', '', [
      {
        request: { query: SettingsPageDocument, variables: { userId: 'a1b2c3d4e5f6' } },
        result: { errors: [new GraphQLError('down')] },
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your settings could not be loaded.');
  });

  it('asks a visitor to sign in, opening sign-in on the bus', async () => {
    const { events } = renderWithShell(<SettingsPage {...pageProps('settings')} />, { viewer: { status: 'visitor' } });
    expect(screen.getByText('Sign in to see and change your settings.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Settings' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(published(events, 'auth/open')).toEqual([
      expect.objectContaining({ sender: 'shell', payload: expect.objectContaining({ operation: 'login' }) }),
    ]);
  });
});

describe('the subdomain setting', () => {
  const unclaim = (result: MockLink.MockedResponse['result'] | undefined, error?: Error) => ({
    request: { query: UnclaimSubdomainDocument },
    ...(error ? { error } : { result }),
  });
  const toasts = (events: ReturnType<typeof renderSettings>['events']) =>
    published(events, 'toast/show').map(({ payload }) => payload);

  it('deactivates the subdomain: the section then offers to claim it again', async () => {
    const { events } = renderSettings('', '', [
      settingsMock(viewer({ hasSubdomain: true })),
      unclaim({ data: { unclaimSubdomain: { __typename: 'MutationSuccess' } } }),
    ]);
    expect(await screen.findByText(/^Your profile is also at \S+\.\S+\.$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate subdomain' }));
    expect(await screen.findByRole('button', { name: 'Claim subdomain' })).toBeInTheDocument();
    expect(toasts(events)).toEqual([{ kind: 'message', message: expect.stringMatching(/ is deactivated\.$/) }]);
  });

  it.each([
    ['an answer that refuses', unclaim({ data: { unclaimSubdomain: { __typename: 'BadRequest', message: 'No.' } } })],
    ['no answer', unclaim(undefined, new Error('Failed to fetch'))],
  ])('shows the subdomain-unclaim-error toast after %s, and keeps the subdomain', async (_case, mock) => {
    const { events } = renderSettings('', '', [settingsMock(viewer({ hasSubdomain: true })), mock]);
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate subdomain' }));
    await screen.findByRole('button', { name: 'Deactivate subdomain' });
    await waitFor(() => expect(toasts(events)).toEqual([{ kind: 'subdomain-unclaim-error' }]));
    expect(screen.queryByRole('button', { name: 'Claim subdomain' })).toBeNull();
  });

  it('claims a subdomain', async () => {
    const { events } = renderSettings('', '', [
      settingsMock(viewer({ hasSubdomain: false })),
      {
        request: { query: ClaimSubdomainDocument },
        result: { data: { claimSubdomain: { __typename: 'MutationSuccess' } } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim subdomain' }));
    expect(await screen.findByRole('button', { name: 'Deactivate subdomain' })).toBeInTheDocument();
    expect(toasts(events)).toEqual([
      { kind: 'message', message: expect.stringMatching(/^Your profile is now also at /) },
    ]);
  });
});
