import { NoncedStyle, type RemotePageProps } from '@inkpot/shared-contracts';
import { MEMBERSHIP_LEAD, TIERS, weeklyPriceText } from '../model/membership-landing.ts';
import { membershipPagesCss } from './membership-pages.css.ts';
import { RouteLink } from './route-link.tsx';

/** /membership: what membership gives, its two tiers and their prices, and where to go from here. */
export function MembershipLandingPage({ config, navigation }: RemotePageProps) {
  return (
    <div className="ink-mpage" data-testid="membership-page">
      <NoncedStyle>{membershipPagesCss}</NoncedStyle>
      <h1 className="ink-mpage__title">Membership</h1>
      <p className="ink-mpage__lead">
        {MEMBERSHIP_LEAD} Get unlimited access to the best of {config.productName} for only {weeklyPriceText()}.
      </p>
      <div className="ink-mpage__plans">
        {TIERS.map((tier) => (
          <section
            key={tier.tier}
            className={`ink-mpage__plan${tier.tier === 'Friend' ? ' ink-mpage__plan--friend' : ''}`}
            aria-labelledby={`tier-${tier.tier}`}
            data-tier={tier.tier}
          >
            <h2 id={`tier-${tier.tier}`}>{tier.tier}</h2>
            <p className="ink-mpage__perks">{tier.plans}</p>
            <p className="ink-mpage__tier-price">{tier.prices}</p>
            <ul className="ink-mpage__gives">
              {tier.gives.map((give) => (
                <li key={give}>{give}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="ink-mpage__actions">
        <RouteLink navigation={navigation} to="plans" className="ink-mpage__button">
          See membership plans
        </RouteLink>
        <RouteLink navigation={navigation} to="gift" className="ink-mpage__button ink-mpage__button--quiet">
          Give a membership
        </RouteLink>
        <RouteLink navigation={navigation} to="redeem" className="ink-mpage__button ink-mpage__button--quiet">
          Redeem a gift
        </RouteLink>
      </p>
    </div>
  );
}
