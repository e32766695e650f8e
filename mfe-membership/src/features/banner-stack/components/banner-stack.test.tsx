import {
  bannerPageOfLocation,
  buildLink,
  createEventBus,
  dismissalStorageKey,
  useObservableValue,
  type MembershipStatus,
  type MountProps,
  type ShellLocation,
  type ViewerState,
} from '@inkpot/shared-contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { BannerData } from '../model/banner-data.ts';
import { BannerStackView } from './banner-stack.tsx';

function Harness({
  viewer$,
  navigation,
  telemetry,
  bannerData$,
}: Pick<MountProps, 'viewer$' | 'navigation' | 'telemetry'> & { bannerData$?: Observable<BannerData | null> }) {
  const viewer = useObservableValue<ViewerState | null>(viewer$, null);
  const location = useObservableValue<ShellLocation | null>(navigation.location$, null);
  const data = useObservableValue<BannerData | null>(bannerData$ ?? new BehaviorSubject(null), null);
  return (
    <BannerStackView
      viewer={viewer}
      location={location}
      page={location ? bannerPageOfLocation(location) : null}
      data={data}
      navigation={navigation}
      telemetry={telemetry}
    />
  );
}

const DAY = 24 * 60 * 60 * 1000;

const signedIn = (id: string, isMember: boolean): ViewerState => ({
  status: 'signed-in',
  viewer: { id, name: 'Ada Lovelace', username: 'ada', imageId: null, isMember },
});
const at = (page: string, pathname = '/'): ShellLocation => ({
  pathname,
  search: '',
  hash: '',
  routeName: page,
  page,
  params: {},
  referrer: null,
});

const upsellData: BannerData = {
  membership: null,
  isPostLocked: false,
  eventBannerEnabled: false,
  copy: { upsell: { text: 'Get unlimited access to every story.', linkText: 'Become a member', href: '/membership' } },
};

const expiredCardMembership: MembershipStatus = {
  isCancelled: false,
  paymentProvider: 'CARD_PROCESSOR',
  currentPeriodEndsAt: Date.now() + 30 * DAY,
  paymentFailedAt: null,
  hasCreditCardExpired: true,
  hasRecurringPaymentFailedMoreThanOnce: false,
  paymentMethod: { kind: 'CreditCard', expirationMonth: 1, expirationYear: 2020 },
};

function renderStack({
  viewer,
  location = at('home'),
  data,
}: {
  viewer: ViewerState;
  location?: ShellLocation;
  data?: BannerData | null;
}) {
  const bus = createEventBus();
  bus.setState('viewer', viewer);
  bus.setState('location', location);
  const telemetry = { track: jest.fn(), reportError: jest.fn() };
  const navigation = { navigate: jest.fn(), buildLink, location$: bus.state('location') };
  const bannerData$ = data === undefined ? undefined : new BehaviorSubject<BannerData | null>(data);
  const view = render(
    <Harness viewer$={bus.state('viewer')} navigation={navigation} telemetry={telemetry} bannerData$={bannerData$} />,
  );
  return { bus, telemetry, navigation, view, user: userEvent.setup() };
}

beforeEach(() => localStorage.clear());

describe('BannerStack', () => {
  it('shows nothing to a visitor', () => {
    renderStack({ viewer: { status: 'visitor' } });
    expect(screen.getByTestId('banner-area')).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows nothing to a signed-in non-member while membership data is not loaded', () => {
    renderStack({ viewer: signedIn('u1', false) });
    expect(screen.getByTestId('banner-area')).toBeEmptyDOMElement();
  });

  it('shows the upsell to a signed-in non-member once the facts are in, and records the view', () => {
    const { telemetry } = renderStack({ viewer: signedIn('u1', false), data: upsellData });

    const banner = screen.getByRole('region', { name: /Get unlimited access to every story\./ });
    expect(banner).toHaveTextContent('Get unlimited access to every story. Become a member');
    expect(screen.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/membership');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(telemetry.track).toHaveBeenCalledWith('upsell.viewed');
  });

  it("takes the API's membership over the page load's viewer: no upsell once a gift is redeemed here", () => {
    const giftMembership: MembershipStatus = {
      ...expiredCardMembership,
      paymentProvider: 'GIFT',
      hasCreditCardExpired: false,
      paymentMethod: null,
    };
    renderStack({ viewer: signedIn('u1', false), data: { ...upsellData, membership: giftMembership } });
    expect(screen.getByTestId('banner-area')).toHaveAttribute('data-banner', '');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows nothing to a member with nothing to fix', () => {
    renderStack({
      viewer: signedIn('u1', true),
      data: { ...upsellData, membership: { ...expiredCardMembership, hasCreditCardExpired: false } },
    });
    expect(screen.getByTestId('banner-area')).toBeEmptyDOMElement();
  });

  it('hides the upsell when dismissed and remembers it for that viewer only', async () => {
    const { user, telemetry, view } = renderStack({ viewer: signedIn('u1', false), data: upsellData });

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(screen.getByTestId('banner-area')).toBeEmptyDOMElement();
    expect(telemetry.track).toHaveBeenCalledWith('upsell.dismissed');
    const stored = JSON.parse(localStorage.getItem(dismissalStorageKey('u1')) ?? '{}') as Record<string, number>;
    expect(Math.abs(Date.now() - (stored.upsell ?? 0))).toBeLessThan(60_000);

    view.unmount();
    const again = renderStack({ viewer: signedIn('u1', false), data: upsellData });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    again.view.unmount();

    renderStack({ viewer: signedIn('u2', false), data: upsellData });
    expect(screen.getByRole('region', { name: /Get unlimited access/ })).toBeInTheDocument();
  });

  it('shows the upsell again once the 90-day dismissal has passed', () => {
    localStorage.setItem(dismissalStorageKey('u1'), JSON.stringify({ upsell: Date.now() - 91 * DAY }));
    renderStack({ viewer: signedIn('u1', false), data: upsellData });
    expect(screen.getByRole('region', { name: /Get unlimited access/ })).toBeInTheDocument();
  });

  it('ignores unreadable stored dismissals with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(dismissalStorageKey('u1'), '{"upsell": 17');

    renderStack({ viewer: signedIn('u1', false), data: upsellData });

    expect(screen.getByRole('region', { name: /Get unlimited access/ })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(dismissalStorageKey('u1')));
    warn.mockRestore();
  });

  it('follows the banner link inside the app', async () => {
    const { user, navigation, telemetry } = renderStack({ viewer: signedIn('u1', false), data: upsellData });
    await user.click(screen.getByRole('link', { name: 'Become a member' }));
    expect(navigation.navigate).toHaveBeenCalledWith('/membership');
    expect(telemetry.track).toHaveBeenCalledWith('upsell.clicked');
  });

  it('shows the payment banner on the home page and drops it when the reader moves to another page', () => {
    const { bus } = renderStack({
      viewer: signedIn('u1', true),
      location: at('home'),
      data: {
        membership: expiredCardMembership,
        isPostLocked: false,
        eventBannerEnabled: false,
        copy: { 'card-expired': { text: 'Your card has expired.', linkText: 'Update it', href: '/me/settings' } },
      },
    });
    expect(screen.getByRole('region', { name: /Your card has expired\./ })).toBeInTheDocument();

    act(() => void bus.setState('location', at('search', '/search')));
    expect(screen.getByTestId('banner-area')).toBeEmptyDOMElement();
  });
});
