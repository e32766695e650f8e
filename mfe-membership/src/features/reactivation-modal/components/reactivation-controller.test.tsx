import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { APOLLO_DEFAULT_OPTIONS, type BusEventMap } from '@inkpot/shared-contracts';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { REACTIVATION_ERROR } from '../model/reactivation.ts';
import { REACTIVATED_MESSAGE, ReactivationController } from './reactivation-controller.tsx';

const PERIOD_END = new Date(Date.UTC(2030, 6, 4, 12)).toISOString();

const cancelledMembership = {
  __typename: 'MembershipStatus',
  membershipId: 'm-cancelled',
  membershipType: 'monthly',
  currentPeriodEndsAt: PERIOD_END,
  startedAt: new Date(Date.UTC(2030, 5, 4)).toISOString(),
  currency: 'USD',
  amount: 500,
  discountEndsAt: null,
  paymentProvider: 'CARD_PROCESSOR',
  isCancelled: true,
  paymentFailedAt: null,
  hasCreditCardExpired: false,
  hasRecurringPaymentFailedMoreThanOnce: false,
  planV2: { __typename: 'PlanV2', discount: null },
  switchPlanSchedule: null,
  paymentMethod: {
    __typename: 'CreditCard',
    id: 'pm1',
    cardType: 'Visa',
    lastFour: '4242',
    expirationMonth: 12,
    expirationYear: 2031,
  },
};

/** An API stand-in: the modal's query answers a cancelled membership; UncancelMembership answers `uncancel`. */
function fakeApi(uncancel: Array<Record<string, unknown>>, answered: Promise<void>) {
  const calls: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push(name);
        if (name === 'UncancelMembership') {
          observer.next({ data: { uncancelMembership: uncancel.shift() ?? { __typename: 'MutationSuccess' } } });
          observer.complete();
          return;
        }
        void answered.then(() => {
          observer.next({
            data: {
              viewer: {
                __typename: 'Viewer',
                id: 'u1',
                canUncancelMembership: true,
                membershipStatus: cancelledMembership,
              },
            },
          });
          observer.complete();
        });
      }),
  );
  const apollo = new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: APOLLO_DEFAULT_OPTIONS });
  return { apollo, calls };
}

function setUp(options: { hash?: string; uncancel?: Array<Record<string, unknown>>; answered?: Promise<void> } = {}) {
  const api = fakeApi(options.uncancel ?? [], options.answered ?? Promise.resolve());
  const navigate = jest.fn();
  const { props, bus } = createTestMountProps('membership', {
    location: { pathname: '/me/settings', search: '?tab=membership', hash: options.hash ?? '' },
  });
  const toasts: BusEventMap['toast/show'][] = [];
  bus.on('toast/show').subscribe((toast) => toasts.push(toast));
  render(<ReactivationController bus={props.bus} apollo={api.apollo} navigation={{ ...props.navigation, navigate }} />);
  return { ...api, bus, navigate, toasts };
}

describe('reactivation modal', () => {
  it('stays closed and asks nothing until it is opened, then opens on membership/reactivate-open', async () => {
    const { bus, calls } = setUp();
    expect(screen.queryByTestId('reactivation-modal')).toBeNull();
    expect(calls).toEqual([]);
    act(() => bus.forSender('navigation').publish('membership/reactivate-open', {}));
    const modal = await screen.findByTestId('reactivation-modal');
    expect(screen.getByRole('dialog', { name: 'Reactivate membership' })).toBeInTheDocument();
    expect(await screen.findByText('Your next billing cycle starts on Jul 4, 2030.')).toBeInTheDocument();
    expect(modal).toHaveTextContent('You will be charged $5 monthly.');
    expect(calls).toEqual(['ReactivateMembershipConfirmationModalWrapper']);
  });

  it('shows the error in the modal when the mutation answers anything but MutationSuccess; then succeeds', async () => {
    const user = userEvent.setup();
    const { bus, toasts, calls } = setUp({ uncancel: [{ __typename: 'Forbidden', message: 'no' }] });
    act(() => bus.forSender('navigation').publish('membership/reactivate-open', {}));
    await screen.findByText('You will be charged $5 monthly.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REACTIVATION_ERROR);
    expect(screen.getByTestId('reactivation-modal')).toBeInTheDocument();
    expect(toasts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByTestId('reactivation-modal')).toBeNull());
    expect(toasts).toEqual([expect.objectContaining({ message: REACTIVATED_MESSAGE })]);
    expect(calls.filter((name) => name === 'UncancelMembership')).toHaveLength(2);
  });

  it('opens from #reactivateMembership; closing cleans the hash without a new history entry', async () => {
    const user = userEvent.setup();
    const { navigate } = setUp({ hash: '#reactivateMembership' });
    await screen.findByText('You will be charged $5 monthly.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(navigate).toHaveBeenCalledWith('/me/settings?tab=membership', { replace: true });
  });

  it('keeps Confirm disabled until the membership has loaded; Escape closes', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    const { bus } = setUp({ answered: new Promise((resolve) => (answer = resolve)) });
    act(() => bus.forSender('navigation').publish('membership/reactivate-open', {}));
    await screen.findByTestId('reactivation-modal');
    expect(screen.getByText('Loading your membership…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    act(() => answer());
    await screen.findByText('You will be charged $5 monthly.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('reactivation-modal')).toBeNull());
  });
});
