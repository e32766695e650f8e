import { formatMinorUnits, NoncedStyle, type RemotePageProps } from '@inkpot/shared-contracts';
import { useState } from 'react';
import { FIFTY_PERCENT_OFF, PAYMENTS_DISABLED, PLAN_OFFERS } from '../model/plans.ts';
import { membershipPagesCss } from './membership-pages.css.ts';

/** /plans (also /payment and /upgrade): the membership plans, priced from the one price table. */
export function PlansPage({ config }: RemotePageProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="ink-mpage" data-testid="plans-page">
      <NoncedStyle>{membershipPagesCss}</NoncedStyle>
      <h1 className="ink-mpage__title">Membership plans</h1>
      <p className="ink-mpage__lead">Read every story on {config.productName} and support the writers you read.</p>
      <div className="ink-mpage__plans">
        {PLAN_OFFERS.map((offer) => (
          <section
            key={offer.type}
            className={`ink-mpage__plan${offer.tier === 'Friend' ? ' ink-mpage__plan--friend' : ''}`}
            aria-labelledby={`plan-${offer.type}`}
            data-plan={offer.type}
          >
            <h2 id={`plan-${offer.type}`}>{offer.name}</h2>
            <p className="ink-mpage__price">
              {formatMinorUnits(offer.price)}
              <small>/{offer.per}</small>
              {offer.crossout !== null && (
                <del className="ink-mpage__crossout" aria-label={`was ${formatMinorUnits(offer.crossout)}`}>
                  {formatMinorUnits(offer.crossout)}
                </del>
              )}
            </p>
            {offer.saved !== null && <p className="ink-mpage__saved">Save {formatMinorUnits(offer.saved)} a year</p>}
            <p className="ink-mpage__perks">{offer.perks}</p>
            <button type="button" className="ink-mpage__button" onClick={() => setChosen(offer.name)}>
              Choose {offer.name}
            </button>
          </section>
        ))}
      </div>
      <p className="ink-mpage__offer">
        Fifty percent off your first year as a Member: {formatMinorUnits(FIFTY_PERCENT_OFF.price)}{' '}
        <del aria-label={`was ${formatMinorUnits(FIFTY_PERCENT_OFF.crossout)}`}>
          {formatMinorUnits(FIFTY_PERCENT_OFF.crossout)}
        </del>{' '}
        (save {formatMinorUnits(FIFTY_PERCENT_OFF.saved)}).
      </p>
      {chosen && (
        <p className="ink-mpage__notice" role="alert">
          {chosen}: {PAYMENTS_DISABLED}
        </p>
      )}
    </div>
  );
}
