/** The plans page's offer, from the one price table. */
import {
  billingPeriodOf,
  formatMinorUnits,
  GIFT_PROVIDER,
  isMembershipType,
  PLAN_PRICES,
  PRICE_CURRENCY,
  type MembershipType,
  type MinorUnits,
} from '@inkpot/shared-contracts';

export interface PlanOffer {
  type: MembershipType;
  tier: 'Member' | 'Friend';
  name: string;
  price: MinorUnits;
  per: 'month' | 'year';
  crossout: MinorUnits | null;
  saved: MinorUnits | null;
  perks: string;
}

export const PLAN_OFFERS: readonly PlanOffer[] = [
  {
    type: 'monthly',
    tier: 'Member',
    name: 'Member, monthly',
    price: PLAN_PRICES.monthly,
    per: 'month',
    crossout: null,
    saved: null,
    perks: 'Read every member-only story.',
  },
  {
    type: 'yearly',
    tier: 'Member',
    name: 'Member, yearly',
    price: PLAN_PRICES.yearly,
    per: 'year',
    crossout: PLAN_PRICES.yearly_crossout,
    saved: PLAN_PRICES.yearly_saved,
    perks: 'Read every member-only story.',
  },
  {
    type: 'premium_monthly',
    tier: 'Friend',
    name: 'Friend, monthly',
    price: PLAN_PRICES.premium_monthly,
    per: 'month',
    crossout: null,
    saved: null,
    perks: 'Everything members get, a Friend badge, and more of your fee goes to writers.',
  },
  {
    type: 'premium_yearly',
    tier: 'Friend',
    name: 'Friend, yearly',
    price: PLAN_PRICES.premium_yearly,
    per: 'year',
    crossout: PLAN_PRICES.premium_yearly_crossout,
    saved: minus(PLAN_PRICES.premium_yearly_crossout, PLAN_PRICES.premium_yearly),
    perks: 'Everything members get, a Friend badge, and more of your fee goes to writers.',
  },
];

/** The fifty-percent-off-one-year discount variant. */
export const FIFTY_PERCENT_OFF = {
  price: PLAN_PRICES.fifty_percent_off_yearly,
  crossout: PLAN_PRICES.fifty_percent_off_yearly_crossout,
  saved: PLAN_PRICES.fifty_percent_off_yearly_saved,
};

function minus(a: MinorUnits, b: MinorUnits): MinorUnits {
  return (a - b) as MinorUnits;
}

export const PAYMENTS_DISABLED = 'Payments are not enabled on this server, so no membership can be bought here.';

export const planName = (type: string) => PLAN_OFFERS.find((offer) => offer.type === type)?.name ?? type;

/** 'year' for the annual types, else 'month': what a plan's price is per. */
export const perWord = (type: string) =>
  isMembershipType(type) && billingPeriodOf(type) === 'annual' ? 'year' : 'month';

/** A plan's price with its period, the way every membership surface writes it: '$5/month', '$150/year'. */
export const pricePerPeriod = (type: string, amount: number, currency: string = PRICE_CURRENCY) =>
  `${formatMinorUnits(amount, currency)}/${perWord(type)}`;

/**
 * 'Member, monthly: $5/month.': the plan a membership is on, with its price; a gift's is
 * 'Member, yearly: a gift.' (nothing is charged for it).
 */
export const planText = (facts: {
  membershipType: string;
  amount: number;
  currency: string;
  paymentProvider?: string;
}) =>
  facts.paymentProvider === GIFT_PROVIDER
    ? `${planName(facts.membershipType)}: a gift.`
    : `${planName(facts.membershipType)}: ${pricePerPeriod(facts.membershipType, facts.amount, facts.currency)}.`;
