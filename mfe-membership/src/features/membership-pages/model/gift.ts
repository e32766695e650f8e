/**
 * /gift and the gift checkout: what a gift membership is, and why none can be bought here. Buying
 * needs a payment provider and this server reaches none, so the page says so instead of a checkout.
 */
import { formatMinorUnits, PLAN_PRICES } from '@inkpot/shared-contracts';

export interface GiftOffer {
  id: 'member-year' | 'friend-year';
  name: string;
  price: string;
  gives: string;
}

/** The one-year gift plans, at the yearly prices. */
export const GIFT_OFFERS: readonly GiftOffer[] = [
  {
    id: 'member-year',
    name: 'A year of membership',
    price: formatMinorUnits(PLAN_PRICES.yearly),
    gives: 'Every member-only story for a year, for someone you choose.',
  },
  {
    id: 'friend-year',
    name: 'A year as a Friend',
    price: formatMinorUnits(PLAN_PRICES.premium_yearly),
    gives: 'Everything members get and a Friend badge, for a year.',
  },
];

export const GIFT_BUYING_DISABLED =
  'Buying a gift needs a payment provider, and none is reachable from this server, so no gift can be bought here.';

/** The gift's recipient gets a code and redeems it: a gift membership does not renew. */
export const GIFT_HOW_IT_WORKS =
  'The person you give it to gets a gift code and redeems it on the redeem page. A gift membership lasts a year and does not renew.';
