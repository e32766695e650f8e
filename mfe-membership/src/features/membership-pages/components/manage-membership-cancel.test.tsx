import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { APOLLO_DEFAULT_OPTIONS, type RemotePageProps } from '@inkpot/shared-contracts';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import type { ManageMembershipPageQuery } from '../api/__generated__/manage-membership.generated.ts';
import { ManageMembershipPage } from './manage-membership-page.tsx';

type Viewer = NonNullable<ManageMembershipPageQuery['viewer']>;
type Status = NonNullable<Viewer['membershipStatus']>;

const status = (overrides: Partial<Status> = {}): Status => ({
  __typename: 'MembershipStatus',
  membershipId: 'm1',
  membershipType: 'monthly',
  currentPeriodEndsAt: '2026-12-06T12:00:00.000Z',
  startedAt: '2026-11-06T12:00:00.000Z',
  currency: 'USD',
  amount: 500,
  discountEndsAt: null,
  paymentProvider: 'CARD_PROCESSOR',
  isCancelled: false,
  paymentFailedAt: null,
  hasCreditCardExpired: false,
  hasRecurringPaymentFailedMoreThanOnce: false,
  planV2: { __typename: 'PlanV2', discount: null },
  switchPlanSchedule: null,
  paymentMethod: null,
  ...overrides,
});

const viewerWith = (membershipStatus: Status, can: { cancel: boolean; uncancel: boolean }): Viewer => ({
  __typename: 'Viewer',
  id: 'v1',
  membership: {
    __typename: 'Membership',
    id: 'm1',
    tier: 'MEMBER',
    memberSince: '2025-03-01T00:00:00.000Z',
    friendSince: null,
  },
  canUncancelMembership: can.uncancel,
  canSwitchMembershipPlan: !membershipStatus.isCancelled,
  canCancelMembership: can.cancel,
  membershipStatus,
});

/**
 * The page with an API holding one membership: CancelMembership answers `cancelAnswer` and, on
 * success, cancels it for the next ManageMembershipPage.
 */
function renderManage(cancelAnswer: Record<string, unknown>) {
  let cancelled = false;
  const sent: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        if (operation.operationName === 'CancelMembership') {
          if (cancelAnswer['__typename'] === 'MutationSuccess') cancelled = true;
          observer.next({ data: { cancelMembership: cancelAnswer } });
        } else {
          observer.next({
            data: {
              viewer: cancelled
                ? viewerWith(status({ isCancelled: true }), { cancel: false, uncancel: true })
                : viewerWith(status(), { cancel: true, uncancel: false }),
            },
          });
        }
        observer.complete();
      }),
  );
  const apollo = new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: APOLLO_DEFAULT_OPTIONS });
  const { props } = createTestMountProps('membership', {
    viewer: { status: 'signed-in', viewer: { id: 'v1', name: 'M', username: 'm', imageId: null, isMember: true } },
  });
  const page: RemotePageProps = { ...props, apollo, page: { id: 'manage-membership', params: {} } };
  render(<ManageMembershipPage {...page} />);
  return { sent };
}

describe('cancelling from the manage-membership page', () => {
  it('asks first; keeping it changes nothing', async () => {
    const { sent } = renderManage({ __typename: 'MutationSuccess' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel membership?' });
    expect(dialog).toHaveTextContent('Your membership will end on Dec 6, 2026.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep membership' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.map((operation) => operation.operationName)).toEqual(['ManageMembershipPage']);
  });

  it('cancels with the chosen reason; the page then shows the end date and Reactivate', async () => {
    const { sent } = renderManage({ __typename: 'MutationSuccess' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Why are you cancelling? (optional)'), 'costs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your membership is cancelled. It ends on Dec 6, 2026.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Reactivate membership' })).toBeInTheDocument();
    expect(screen.getByTestId('billing-date')).toHaveTextContent(
      'Your membership is cancelled and ends on Dec 6, 2026.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
    expect(sent.find((operation) => operation.operationName === 'CancelMembership')?.variables).toEqual({
      input: { membershipId: 'm1', reason: 'costs' },
    });
  });

  it("keeps the dialog open with the API's reason when it refuses", async () => {
    renderManage({ __typename: 'BadRequest', message: 'This membership is already cancelled.' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This membership is already cancelled.');
    expect(within(dialog).getByRole('button', { name: 'Cancel membership' })).toBeEnabled();
  });
});
