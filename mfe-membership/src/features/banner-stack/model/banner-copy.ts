import {
  formatMinorUnits,
  PLAN_PRICES,
  weeklyPriceOfYearly,
  type BannerCopy,
  type BannerVariant,
} from '@inkpot/shared-contracts';
import { formatDay, type MembershipFacts } from '../../../shared/membership-facts.ts';

/** Where the banners lead (upgrades of Members go to manage-membership, others to plans). */
export const PLANS_HREF = '/plans';
export const MANAGE_MEMBERSHIP_HREF = '/manage-membership';
/** The reactivate banner opens the modal (it opens from this hash). */
export const REACTIVATE_HASH = '#reactivateMembership';

/**
 * Each banner's text, link text and destination. The spec gives the rules but not the words,
 * except the upsell's price (the yearly amount over 52 weeks); these are ours. Each fits the
 * banner's box (one line on wide screens, three below 728 px, `BANNER_HEIGHT_PX`): the host holds
 * that box before paint, so a longer text would move the page.
 */
export function bannerCopy(
  productName: string,
  facts: MembershipFacts | null,
): Partial<Record<BannerVariant, BannerCopy>> {
  const card =
    facts?.paymentMethod && facts.paymentMethod.__typename !== 'PaypalAccount'
      ? `${facts.paymentMethod.cardType} card ending in ${facts.paymentMethod.lastFour}`
      : 'card';
  const periodEnd = facts ? formatDay(facts.currentPeriodEndsAt) : '';
  return {
    upsell: {
      text: `Get unlimited access to the best of ${productName} for only ${formatMinorUnits(weeklyPriceOfYearly())}/week.`,
      linkText: 'Become a member',
      href: PLANS_HREF,
    },
    'friend-upsell': {
      text: `Support the writers you read most: become a Friend for ${formatMinorUnits(PLAN_PRICES.premium_monthly)}/month.`,
      linkText: 'Upgrade',
      href: MANAGE_MEMBERSHIP_HREF,
    },
    ...(facts && {
      reactivate: {
        text: `Your membership ends on ${periodEnd}.`,
        linkText: 'Reactivate membership',
        href: REACTIVATE_HASH,
      },
      'card-expired': {
        text: `Your ${card} has expired.`,
        linkText: 'Update payment method',
        href: MANAGE_MEMBERSHIP_HREF,
      },
      'recurring-payment-failed': {
        text: `We couldn’t charge your ${card}.`,
        linkText: 'Update payment method',
        href: MANAGE_MEMBERSHIP_HREF,
      },
      'card-expiring': {
        text: `Your ${card} expires before your next payment.`,
        linkText: 'Update payment method',
        href: MANAGE_MEMBERSHIP_HREF,
      },
    }),
    event: {
      text: `${productName} Live: writers read from their new stories this week.`,
      linkText: 'See the programme',
      href: '/about',
    },
  };
}
