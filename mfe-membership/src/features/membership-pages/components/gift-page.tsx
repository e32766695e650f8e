import { NoncedStyle, type RemotePageProps } from '@inkpot/shared-contracts';
import { GIFT_BUYING_DISABLED, GIFT_HOW_IT_WORKS, GIFT_OFFERS } from '../model/gift.ts';
import { membershipPagesCss } from './membership-pages.css.ts';
import { RouteLink } from './route-link.tsx';

/**
 * /gift, /gift-checkout and /gift-plans: the gift memberships and their prices. Buying stays off,
 * and says why, in plain words above the offers: no payment provider is reachable here.
 */
export function GiftPage({ config, navigation }: RemotePageProps) {
  return (
    <div className="ink-mpage" data-testid="gift-page">
      <NoncedStyle>{membershipPagesCss}</NoncedStyle>
      <h1 className="ink-mpage__title">Gift a membership</h1>
      <p className="ink-mpage__lead">Give someone every member-only story on {config.productName}.</p>
      <p className="ink-mpage__notice" id="gift-buying-disabled" data-testid="gift-buying-disabled">
        {GIFT_BUYING_DISABLED}
      </p>
      <div className="ink-mpage__plans ink-mpage__plans--two">
        {GIFT_OFFERS.map((offer) => (
          <section key={offer.id} className="ink-mpage__plan" aria-labelledby={`gift-${offer.id}`} data-gift={offer.id}>
            <h2 id={`gift-${offer.id}`}>{offer.name}</h2>
            <p className="ink-mpage__price">{offer.price}</p>
            <p className="ink-mpage__perks">{offer.gives}</p>
            <button type="button" className="ink-mpage__button" disabled aria-describedby="gift-buying-disabled">
              Buy {offer.name.toLowerCase()}
            </button>
          </section>
        ))}
      </div>
      <section className="ink-mpage__section" aria-labelledby="gift-how">
        <h2 id="gift-how">How a gift works</h2>
        <p>{GIFT_HOW_IT_WORKS}</p>
        <p>
          <RouteLink navigation={navigation} to="redeem">
            Redeem a gift code
          </RouteLink>
        </p>
      </section>
    </div>
  );
}
