/**
 * /membership: what membership gives, in the product's own words (the paid membership and its
 * two tiers), priced from the one price table.
 */
import { formatMinorUnits, PLAN_PRICES, weeklyPriceOfYearly } from '@inkpot/shared-contracts';

export interface TierSummary {
  tier: 'Member' | 'Friend';
  /** Which plans make the tier. */
  plans: string;
  /** From the cheapest of its plans: '$5/month or $50/year'. */
  prices: string;
  gives: readonly string[];
}

export const MEMBERSHIP_LEAD = 'A paid membership unlocks member-only stories.';

/** The weekly price of the yearly plan, as the upsell banner gives it ('$0.96/week'). */
export const weeklyPriceText = () => `${formatMinorUnits(weeklyPriceOfYearly())}/week`;

export const TIERS: readonly TierSummary[] = [
  {
    tier: 'Member',
    plans: 'Monthly and yearly plans',
    prices: `${formatMinorUnits(PLAN_PRICES.monthly)}/month or ${formatMinorUnits(PLAN_PRICES.yearly)}/year`,
    gives: [
      'Read every member-only story: they carry a star, and its popover explains the paywall.',
      'Support the writers you read: member-only stories are eligible to earn money.',
    ],
  },
  {
    tier: 'Friend',
    plans: 'The two premium plans, premium monthly and premium yearly',
    prices: `${formatMinorUnits(PLAN_PRICES.premium_monthly)}/month or ${formatMinorUnits(PLAN_PRICES.premium_yearly)}/year`,
    gives: [
      'Everything members get.',
      'A Friend badge on your profile, with a popover saying since when you have been a Friend.',
      'More of your fee goes to writers.',
    ],
  },
];
