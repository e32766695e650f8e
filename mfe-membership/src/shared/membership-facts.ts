/**
 * The membership facts of the API (the `MembershipStatus_facts` fragment) in the shapes the
 * remote's pure rules read, and the display formats of dates.
 */
import type { MembershipStatus_factsFragment } from '../features/banner-stack/api/__generated__/membership-status.generated.ts';
import { CARD_PROCESSORS, GIFT_PROVIDER } from '@inkpot/shared-contracts';

export type MembershipFacts = MembershipStatus_factsFragment;

/** The date formats: 'LLL d, yyyy' ('Jul 4, 2026') and 'LLL yyyy' (member-since and friend-since dates). */
import { formatDay, formatMonth } from '@inkpot/shared-contracts/dates';
export { formatDay, formatMonth };

/** 'Visa ending in 4242', 'PayPal (ada@example.com)'; null without a payment method. */
export function paymentMethodSummary(method: MembershipFacts['paymentMethod']): string | null {
  if (!method) return null;
  if (method.__typename === 'PaypalAccount') return method.email ? `PayPal (${method.email})` : 'PayPal';
  const wallet =
    method.__typename === 'ApplePayCard'
      ? ' (Apple Pay)'
      : method.__typename === 'GooglePayCard'
        ? ' (Google Pay)'
        : '';
  return `${method.cardType} ending in ${method.lastFour}${wallet}`;
}

/** Switching plan needs a card processor, no payment failure, not cancelled. */
export const canSwitchPlan = (facts: Pick<MembershipFacts, 'paymentProvider' | 'paymentFailedAt' | 'isCancelled'>) =>
  CARD_PROCESSORS.includes(facts.paymentProvider) && facts.paymentFailedAt === null && !facts.isCancelled;

/** 'Friend since Jun 2024.' for a Friend who has the date, else 'Member since Mar 2025.'. */
export function memberSinceText(membership: {
  tier: string;
  memberSince: string;
  friendSince?: string | null;
}): string {
  return membership.tier === 'FRIEND' && membership.friendSince
    ? `Friend since ${formatMonth(membership.friendSince)}.`
    : `Member since ${formatMonth(membership.memberSince)}.`;
}

/** A membership a gift paid for: nothing to bill, it ends by itself. */
export const isGiftMembership = (facts: Pick<MembershipFacts, 'paymentProvider'>) =>
  facts.paymentProvider === GIFT_PROVIDER;

/**
 * When the current period ends: the end of a gift or of a cancelled membership, else the next
 * billing date.
 */
export const billingDateText = (
  facts: Pick<MembershipFacts, 'isCancelled' | 'currentPeriodEndsAt'> &
    Partial<Pick<MembershipFacts, 'paymentProvider'>>,
) =>
  facts.paymentProvider === GIFT_PROVIDER
    ? `Your gift membership ends on ${formatDay(facts.currentPeriodEndsAt)}; it does not renew.`
    : facts.isCancelled
      ? `Your membership is cancelled and ends on ${formatDay(facts.currentPeriodEndsAt)}.`
      : `Next billing date: ${formatDay(facts.currentPeriodEndsAt)}.`;
