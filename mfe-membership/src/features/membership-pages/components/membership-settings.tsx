import { useQuery } from '@apollo/client/react';
import { NoncedStyle, useObservableValue, type MountProps, type ShellLocation } from '@inkpot/shared-contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { MembershipSettingsDocument } from '../api/__generated__/membership-settings.generated.ts';
import { billingDateText, formatDay, memberSinceText, paymentMethodSummary } from '../../../shared/membership-facts.ts';
import { planText } from '../model/plans.ts';
import { membershipPagesCss } from './membership-pages.css.ts';
import { ReactivateButton } from './reactivate-button.tsx';
import { RouteLink } from './route-link.tsx';

/** A section whose id is one of the settings page's anchors (the host opens this tab for them). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="ink-mpage__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The settings page's 'Membership and payment' tab (the host places it in its `membership-settings`
 * slot): the viewer's plan and billing, the payment method, and gift codes, written with the
 * remote's own price and date rules. The sections' ids are the page's anchors #membership, #payment
 * and #redeemGiftMembership: once drawn, the one the location's hash names is brought into view (the
 * host's page cannot, the sections come after it).
 */
export function MembershipSettings({ apollo, bus, navigation, config }: MountProps) {
  const { data, loading, error, refetch } = useQuery(MembershipSettingsDocument, { client: apollo });
  const location = useObservableValue<ShellLocation | null>(navigation.location$, null);
  const anchor = location?.hash.replace(/^#/, '') ?? '';
  const viewer = data?.viewer;
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = anchor ? document.getElementById(anchor) : null;
    if (viewer && target && root.current?.contains(target)) target.scrollIntoView?.();
  }, [viewer, anchor]);

  const frame = (body: ReactNode) => (
    <div ref={root} className="ink-mpage ink-mpage--narrow" data-testid="membership-settings">
      <NoncedStyle>{membershipPagesCss}</NoncedStyle>
      {body}
    </div>
  );
  if (!viewer) {
    if (loading || !error) return frame(<p aria-busy="true">Loading your membership…</p>);
    return frame(
      <p role="alert">
        Your membership could not be loaded.{' '}
        <button type="button" className="ink-mpage__button ink-mpage__button--quiet" onClick={() => void refetch()}>
          Try again
        </button>
      </p>,
    );
  }
  const { membership, membershipStatus: status } = viewer;
  const method = status ? paymentMethodSummary(status.paymentMethod) : null;
  return frame(
    <>
      <Section id="membership" title="Membership">
        {membership ? (
          <>
            <p>{memberSinceText(membership)}</p>
            {status && (
              <>
                <p>
                  {planText(status)} {billingDateText(status)}
                </p>
                {status.paymentFailedAt && <p>Your last payment failed on {formatDay(status.paymentFailedAt)}.</p>}
              </>
            )}
            {viewer.canUncancelMembership && (
              <p>
                <ReactivateButton bus={bus} />
              </p>
            )}
            <p>
              <RouteLink navigation={navigation} to="manageMembership">
                Manage membership
              </RouteLink>
            </p>
          </>
        ) : (
          <>
            <p>You are not a member of {config.productName}.</p>
            <p>
              <RouteLink navigation={navigation} to="plans">
                Become a member
              </RouteLink>
            </p>
          </>
        )}
      </Section>
      <Section id="payment" title="Payment">
        <p>{method ?? 'No payment method on file.'}</p>
        {status?.hasCreditCardExpired && <p>This card has expired.</p>}
        {status && (
          <p>
            <RouteLink navigation={navigation} to="updatePayment">
              Update payment method
            </RouteLink>
          </p>
        )}
      </Section>
      <Section id="redeemGiftMembership" title="Redeem a gift membership">
        <p>
          <RouteLink navigation={navigation} to="redeemGift">
            Redeem a gift code
          </RouteLink>
        </p>
      </Section>
    </>,
  );
}
