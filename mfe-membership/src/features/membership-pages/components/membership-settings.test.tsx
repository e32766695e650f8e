import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { APOLLO_DEFAULT_OPTIONS, type BusEventMap } from '@inkpot/shared-contracts';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import type { MembershipSettingsQuery } from '../api/__generated__/membership-settings.generated.ts';
import { MembershipSettings } from './membership-settings.tsx';

type Viewer = NonNullable<MembershipSettingsQuery['viewer']>;
type Status = NonNullable<Viewer['membershipStatus']>;

const VISA: Status['paymentMethod'] = {
  __typename: 'CreditCard',
  id: 'card-1',
  cardType: 'Visa',
  lastFour: '4242',
  expirationMonth: 8,
  expirationYear: 2028,
};

function status(overrides: Partial<Status> = {}): Status {
  return {
    __typename: 'MembershipStatus',
    membershipId: 'm1',
    membershipType: 'monthly',
    currentPeriodEndsAt: '2026-12-06T12:00:00.000Z',
    startedAt: '2026-03-17T12:00:00.000Z',
    currency: 'USD',
    amount: 500,
    discountEndsAt: null,
    paymentProvider: 'STRIPE',
    isCancelled: false,
    paymentFailedAt: null,
    hasCreditCardExpired: false,
    hasRecurringPaymentFailedMoreThanOnce: false,
    planV2: { __typename: 'PlanV2', discount: null },
    switchPlanSchedule: null,
    paymentMethod: VISA,
    ...overrides,
  };
}

const MEMBERSHIP: NonNullable<Viewer['membership']> = {
  __typename: 'Membership',
  id: 'm1',
  tier: 'MEMBER',
  memberSince: '2026-03-17T12:00:00.000Z',
  friendSince: null,
};

const MEMBER: Viewer = {
  __typename: 'Viewer',
  id: 'v1',
  membership: MEMBERSHIP,
  canUncancelMembership: false,
  membershipStatus: status(),
};

/** The parcel with an API that answers MembershipSettings with `viewer` (or fails), at `hash`. */
function renderSettings(viewer: Viewer | Error, hash = '') {
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        if (viewer instanceof Error) observer.error(viewer);
        else {
          observer.next({ data: { viewer } });
          observer.complete();
        }
      }),
  );
  const apollo = new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: APOLLO_DEFAULT_OPTIONS });
  const navigate = jest.fn();
  const { props, bus } = createTestMountProps('membership', {
    viewer: { status: 'signed-in', viewer: { id: 'v1', name: 'M', username: 'm', imageId: null, isMember: true } },
    location: { pathname: '/me/settings', hash, routeName: 'settings' },
  });
  const reactivations: BusEventMap['membership/reactivate-open'][] = [];
  bus.on('membership/reactivate-open').subscribe((event) => reactivations.push(event));
  render(<MembershipSettings {...props} apollo={apollo} navigation={{ ...props.navigation, navigate }} />);
  return { navigate, reactivations };
}

describe('the settings page’s membership sections', () => {
  it("writes a member's plan with the remote's price format, the billing date and the card", async () => {
    renderSettings(MEMBER);
    const membership = await screen.findByRole('region', { name: 'Membership' });
    expect(membership).toHaveAttribute('id', 'membership');
    expect(membership).toHaveTextContent('Member since Mar 2026.');
    expect(membership).toHaveTextContent('Member, monthly: $5/month. Next billing date: Dec 6, 2026.');
    expect(membership).not.toHaveTextContent('$5.00');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveAttribute('id', 'payment');
    expect(payment).toHaveTextContent('Visa ending in 4242');
    expect(within(payment).getByRole('link', { name: 'Update payment method' })).toHaveAttribute(
      'href',
      '/me/settings/payment/update',
    );
    expect(screen.getByRole('region', { name: 'Redeem a gift membership' })).toHaveAttribute(
      'id',
      'redeemGiftMembership',
    );
    expect(screen.queryByRole('button', { name: 'Reactivate membership' })).not.toBeInTheDocument();
  });

  it('writes a Friend’s yearly plan and Friend date', async () => {
    renderSettings({
      ...MEMBER,
      membership: { ...MEMBERSHIP, tier: 'FRIEND', friendSince: '2026-05-02T12:00:00.000Z' },
      membershipStatus: status({ membershipType: 'premium_yearly', amount: 15000 }),
    });
    const membership = await screen.findByRole('region', { name: 'Membership' });
    expect(membership).toHaveTextContent('Friend since May 2026.');
    expect(membership).toHaveTextContent('Friend, yearly: $150/year.');
  });

  it('offers to reactivate a cancelled membership, and says when a payment failed', async () => {
    const { reactivations } = renderSettings({
      ...MEMBER,
      canUncancelMembership: true,
      membershipStatus: status({ isCancelled: true, paymentFailedAt: '2026-11-30T12:00:00.000Z' }),
    });
    const membership = await screen.findByRole('region', { name: 'Membership' });
    expect(membership).toHaveTextContent('Your membership is cancelled and ends on Dec 6, 2026.');
    expect(membership).toHaveTextContent('Your last payment failed on Nov 30, 2026.');
    await userEvent.click(screen.getByRole('button', { name: 'Reactivate membership' }));
    expect(reactivations).toHaveLength(1);
  });

  it('offers membership to a non-member, and links in the app', async () => {
    const { navigate } = renderSettings({ ...MEMBER, membership: null, membershipStatus: null });
    expect(await screen.findByText('You are not a member of Inkpot.')).toBeInTheDocument();
    expect(screen.getByText('No payment method on file.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Update payment method' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Become a member' }));
    expect(navigate).toHaveBeenCalledWith('/plans');
  });

  it('brings the section the hash names into view once drawn', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      renderSettings(MEMBER, '#payment');
      await screen.findByRole('region', { name: 'Payment' });
      expect(scrolled).toEqual(['payment']);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('says when the membership cannot be loaded, with a retry', async () => {
    renderSettings(new Error('down'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your membership could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
