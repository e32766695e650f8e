/** The reactivation modal's rules and texts (its errors too), apart from React. */
import { billingPeriodOf, formatMinorUnits, isMembershipType } from '@inkpot/shared-contracts';
import { formatDay, type MembershipFacts } from '../../../shared/membership-facts.ts';

export const REACTIVATION_ERROR = 'We couldn\u2019t process your request, please try again.';
export const REACTIVATE_HASH = '#reactivateMembership';

export type ReactivationPhase = 'idle' | 'submitting' | 'succeeded' | 'failed';

/** Confirm is disabled while loading, after success, or when no membership is loaded. */
export const isConfirmDisabled = (state: { loading: boolean; phase: ReactivationPhase; hasMembership: boolean }) =>
  state.loading || state.phase === 'submitting' || state.phase === 'succeeded' || !state.hasMembership;

/** UncancelMembership: MutationSuccess means success, anything else is an error. */
export const isUncancelSuccess = (typename: string | null | undefined) => typename === 'MutationSuccess';

const periodWord = (membershipType: string) =>
  isMembershipType(membershipType) && billingPeriodOf(membershipType) === 'annual' ? 'annually' : 'monthly';

export interface ReactivationTexts {
  /** 'Your next billing cycle starts on Jul 4, 2026.' */
  nextBilling: string;
  /** 'You will be charged $5 monthly.' or, on a monthly discount, the discounted price until its end. */
  charge: string;
}

export function reactivationTexts(facts: MembershipFacts, now: number): ReactivationTexts {
  const nextBilling = `Your next billing cycle starts on ${formatDay(facts.currentPeriodEndsAt)}.`;
  const word = periodWord(facts.membershipType);
  const price = formatMinorUnits(facts.amount, facts.currency);
  const discount = facts.planV2.discount;
  const discountEnds = facts.discountEndsAt ? new Date(facts.discountEndsAt).getTime() : null;
  if (word === 'monthly' && discount && discountEnds !== null && discountEnds > now) {
    const regular = formatMinorUnits(discount.regularPrice.amount, discount.regularPrice.currency);
    return {
      nextBilling,
      charge: `You will be charged ${price} monthly until ${formatDay(discountEnds)}, then ${regular} monthly.`,
    };
  }
  return { nextBilling, charge: `You will be charged ${price} ${word}.` };
}
