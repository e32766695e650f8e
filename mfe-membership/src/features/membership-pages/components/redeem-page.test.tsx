import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { APOLLO_DEFAULT_OPTIONS, type BusEventMap, type RemotePageProps } from '@inkpot/shared-contracts';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { RedeemPage } from './redeem-page.tsx';

const SIGNED_IN = {
  status: 'signed-in' as const,
  viewer: { id: 'v1', name: 'Rae', username: 'rae', imageId: null, isMember: false },
};

/** The page with an API answering each operation by name; what was sent is recorded. */
function renderRedeem(answers: Record<string, (variables: Record<string, unknown>) => unknown>, signedIn = true) {
  const sent: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        const answer = answers[operation.operationName ?? ''];
        if (!answer) observer.error(new Error(`unexpected ${operation.operationName}`));
        else {
          observer.next({ data: answer(operation.variables) as Record<string, unknown> });
          observer.complete();
        }
      }),
  );
  const apollo = new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: APOLLO_DEFAULT_OPTIONS });
  const { props, bus } = createTestMountProps('membership', {
    viewer: signedIn ? SIGNED_IN : { status: 'visitor' },
    location: { pathname: '/redeem', routeName: 'redeem' },
  });
  const opened: BusEventMap['auth/open'][] = [];
  bus.on('auth/open').subscribe((event) => opened.push(event));
  const pageProps: RemotePageProps = { ...props, apollo, page: { id: 'redeem-gift-membership', params: {} } };
  render(<RedeemPage {...pageProps} />);
  return { sent, opened };
}

const MEMBERSHIP_AFTER = {
  viewer: {
    __typename: 'Viewer',
    id: 'v1',
    membership: {
      __typename: 'Membership',
      id: 'm1',
      tier: 'MEMBER',
      memberSince: '2026-11-21T12:00:00.000Z',
      friendSince: null,
    },
    canUncancelMembership: false,
    membershipStatus: {
      __typename: 'MembershipStatus',
      membershipId: 'm1',
      membershipType: 'yearly',
      currentPeriodEndsAt: '2027-11-21T12:00:00.000Z',
      startedAt: '2026-11-21T12:00:00.000Z',
      currency: 'USD',
      amount: 0,
      discountEndsAt: null,
      paymentProvider: 'GIFT',
      isCancelled: false,
      paymentFailedAt: null,
      hasCreditCardExpired: false,
      hasRecurringPaymentFailedMoreThanOnce: false,
      planV2: { __typename: 'PlanV2', discount: null },
      switchPlanSchedule: null,
      paymentMethod: null,
    },
  },
};

describe('the redeem page', () => {
  it('asks a visitor to sign in, and comes back to this address after', async () => {
    window.history.replaceState(null, '', '/redeem?giftCode=INKPOT-GIFT-READER');
    const { opened } = renderRedeem({}, false);
    expect(screen.queryByLabelText('Gift code')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(opened).toEqual([{ operation: 'login', redirect: '/redeem?giftCode=INKPOT-GIFT-READER' }]);
    window.history.replaceState(null, '', '/');
  });

  it('refuses what cannot be a code without asking the API, keeping what was typed', async () => {
    const { sent } = renderRedeem({});
    const field = screen.getByLabelText('Gift code');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the gift code you were given.');
    await userEvent.type(field, 'gift_code!');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/letters and digits in groups joined by dashes/);
    expect(field).toHaveValue('gift_code!');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("fills in a gift link's code once in the browser", () => {
    window.history.replaceState(null, '', '/redeem?giftCode=INKPOT-GIFT-READER');
    renderRedeem({});
    expect(screen.getByLabelText('Gift code')).toHaveValue('INKPOT-GIFT-READER');
    window.history.replaceState(null, '', '/');
  });

  it("shows the API's refusal under the field", async () => {
    const { sent } = renderRedeem({
      RedeemGiftCode: () => ({
        redeemGiftCode: {
          __typename: 'GiftCodeRefused',
          validity: 'ALREADY_USED',
          message: 'This gift code has already been redeemed.',
        },
      }),
    });
    await userEvent.type(screen.getByLabelText('Gift code'), 'inkpot-gift-used');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This gift code has already been redeemed.');
    expect(sent).toEqual([{ operationName: 'RedeemGiftCode', variables: { code: 'INKPOT-GIFT-USED' } }]);
    expect(screen.getByLabelText('Gift code')).toHaveValue('inkpot-gift-used');
  });

  it('welcomes the new member with until when the gift runs', async () => {
    const { sent } = renderRedeem({
      RedeemGiftCode: () => ({ redeemGiftCode: { __typename: 'MutationSuccess' } }),
      MembershipSettings: () => MEMBERSHIP_AFTER,
    });
    await userEvent.type(screen.getByLabelText('Gift code'), 'INKPOT-GIFT-READER');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(/Your gift membership runs until Nov 21, 2027\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage membership' })).toHaveAttribute('href', '/manage-membership');
    expect(screen.queryByLabelText('Gift code')).toBeNull();
    expect(sent.map((operation) => operation.operationName)).toEqual(['RedeemGiftCode', 'MembershipSettings']);
  });

  it('says to try again when the request fails', async () => {
    renderRedeem({});
    await userEvent.type(screen.getByLabelText('Gift code'), 'INKPOT-GIFT-READER');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be redeemed right now');
  });
});
