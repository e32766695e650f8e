import { useQuery } from '@apollo/client/react';
import {
  MEMBERSHIP_TYPES,
  NoncedStyle,
  planPrice,
  useObservableValue,
  type CancellationReason,
  type RemotePageProps,
  type ViewerState,
} from '@inkpot/shared-contracts';
import { useCallback, useState } from 'react';
import {
  ManageMembershipPageDocument,
  SwitchMembershipPlanDocument,
} from '../api/__generated__/manage-membership.generated.ts';
import {
  billingDateText,
  canSwitchPlan,
  formatDay,
  memberSinceText,
  paymentMethodSummary,
} from '../../../shared/membership-facts.ts';
import { useCancelMembershipMutation } from '../api/use-cancel-membership-mutation.ts';
import { cancelledText } from '../model/cancellation.ts';
import { PAYMENTS_DISABLED, planName, planText, pricePerPeriod } from '../model/plans.ts';
import { CancelMembershipDialog } from './cancel-membership-dialog.tsx';
import { membershipPagesCss } from './membership-pages.css.ts';
import { ReactivateButton } from './reactivate-button.tsx';

/**
 * /manage-membership: the viewer's plan, next billing date, payment method, reactivation, plan
 * switch, and cancelling (with a confirmation), after which the reactivate banner and button apply.
 */
export function ManageMembershipPage({ apollo, bus, viewer$, navigation, config }: RemotePageProps) {
  const viewer = useObservableValue<ViewerState | null>(viewer$, null);
  const signedIn = viewer?.status === 'signed-in';
  const { data, loading, refetch } = useQuery(ManageMembershipPageDocument, { client: apollo, skip: !signedIn });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [switching, setSwitching] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const closeCancel = useCallback(() => setConfirmingCancel(false), []);
  const cancelMembership = useCancelMembershipMutation(apollo);

  const frame = (body: React.ReactNode) => (
    <div className="ink-mpage ink-mpage--narrow" data-testid="manage-membership-page">
      <NoncedStyle>{membershipPagesCss}</NoncedStyle>
      <h1 className="ink-mpage__title">Manage membership</h1>
      {body}
    </div>
  );

  if (!viewer || viewer.status === 'loading' || (signedIn && loading && !data)) {
    return frame(<p className="ink-mpage__lead">Loading your membership…</p>);
  }
  if (!signedIn) {
    return frame(
      <>
        <p className="ink-mpage__lead">Sign in to manage your membership.</p>
        <button
          type="button"
          className="ink-mpage__button"
          onClick={() => bus.publish('auth/open', { operation: 'login', redirect: '/manage-membership' })}
        >
          Sign in
        </button>
      </>,
    );
  }
  const status = data?.viewer?.membershipStatus;
  const membership = data?.viewer?.membership;
  if (!status || !membership) {
    return frame(
      <>
        <p className="ink-mpage__lead">You are not a member of {config.productName} yet.</p>
        <a
          className="ink-mpage__button"
          href="/plans"
          onClick={(event) => {
            event.preventDefault();
            navigation.navigate('/plans');
          }}
        >
          See membership plans
        </a>
      </>,
    );
  }

  const switchTo = async (membershipType: string) => {
    setSwitching(true);
    setNotice(null);
    try {
      const result = await apollo.mutate({
        mutation: SwitchMembershipPlanDocument,
        variables: { input: { membershipId: status.membershipId, membershipType } },
      });
      const ok = result.data?.switchMembershipPlan.__typename === 'MutationSuccess';
      if (ok) await refetch();
      setNotice(
        ok
          ? {
              ok: true,
              text: `Your plan changes to ${planName(membershipType)} on ${formatDay(status.currentPeriodEndsAt)}.`,
            }
          : { ok: false, text: 'Your plan could not be changed, please try again.' },
      );
    } catch {
      setNotice({ ok: false, text: 'Your plan could not be changed, please try again.' });
    } finally {
      setSwitching(false);
    }
  };

  const cancel = async (reason: CancellationReason | null) => {
    const failure = await cancelMembership(status.membershipId, reason);
    if (!failure) {
      setConfirmingCancel(false);
      setNotice({ ok: true, text: cancelledText(status.currentPeriodEndsAt) });
    }
    return failure;
  };

  const switchable = canSwitchPlan(status) && data.viewer?.canSwitchMembershipPlan !== false;
  const scheduled = status.switchPlanSchedule;
  const method = paymentMethodSummary(status.paymentMethod);
  return frame(
    <>
      <section className="ink-mpage__section" aria-labelledby="manage-plan">
        <h2 id="manage-plan">Your plan</h2>
        <p>
          {planText(status)} {memberSinceText(membership)}
        </p>
        <p data-testid="billing-date">{billingDateText(status)}</p>
        {scheduled && (
          <p>
            Changes to {planName(scheduled.plan.membershipType)} (
            {pricePerPeriod(scheduled.plan.membershipType, scheduled.plan.price.amount, scheduled.plan.price.currency)})
            on {formatDay(scheduled.startAt)}.
          </p>
        )}
        {data.viewer?.canUncancelMembership && <ReactivateButton bus={bus} />}
      </section>
      <section className="ink-mpage__section" aria-labelledby="manage-payment">
        <h2 id="manage-payment">Payment method</h2>
        <p data-testid="payment-method">{method ?? 'No payment method on file.'}</p>
        {status.hasCreditCardExpired && <p>This card has expired.</p>}
        <button
          type="button"
          className="ink-mpage__button ink-mpage__button--quiet"
          onClick={() => setNotice({ ok: false, text: PAYMENTS_DISABLED })}
        >
          Update payment method
        </button>
      </section>
      {switchable && (
        <section className="ink-mpage__section" aria-labelledby="manage-switch">
          <h2 id="manage-switch">Switch plan</h2>
          <p>A new plan starts when the current period ends.</p>
          <div className="ink-mpage__switch">
            {MEMBERSHIP_TYPES.filter((type) => type !== (scheduled?.plan.membershipType ?? status.membershipType)).map(
              (type) => (
                <button
                  key={type}
                  type="button"
                  className="ink-mpage__button ink-mpage__button--quiet"
                  disabled={switching}
                  onClick={() => void switchTo(type)}
                >
                  {type === status.membershipType
                    ? `Keep ${planName(type)}`
                    : `Switch to ${planName(type)} (${pricePerPeriod(type, planPrice(type))})`}
                </button>
              ),
            )}
          </div>
        </section>
      )}
      {data.viewer?.canCancelMembership && (
        <section className="ink-mpage__section" aria-labelledby="manage-cancel">
          <h2 id="manage-cancel">Cancel membership</h2>
          <p>You keep your membership until the end of the period you paid for, and can reactivate it until then.</p>
          <button
            type="button"
            className="ink-mpage__button ink-mpage__button--quiet ink-mpage__button--danger-quiet"
            onClick={() => {
              setNotice(null);
              setConfirmingCancel(true);
            }}
          >
            Cancel membership
          </button>
        </section>
      )}
      {confirmingCancel && (
        <CancelMembershipDialog
          currentPeriodEndsAt={status.currentPeriodEndsAt}
          onConfirm={cancel}
          onClose={closeCancel}
        />
      )}
      {notice && (
        <p
          className={`ink-mpage__notice${notice.ok ? ' ink-mpage__notice--ok' : ''}`}
          role={notice.ok ? 'status' : 'alert'}
        >
          {notice.text}
        </p>
      )}
    </>,
  );
}
