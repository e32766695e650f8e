/** The membership rules (reactivate, switch plan), shared by the Viewer fields and the membership mutations. */
import { GIFT_MEMBERSHIP_MONTHS, GIFT_PROVIDER, type GiftCodeValidity } from '@inkpot/shared-contracts/gift-codes';

/** The providers whose memberships Inkpot can change itself (app stores manage their own). */
export const CARD_PROCESSORS: ReadonlySet<string> = new Set(['CARD_PROCESSOR', 'SECOND_CARD_PROCESSOR']);

export interface MembershipFacts {
  paymentProvider: string;
  isCancelled: boolean;
  paymentFailedAt: Date | null;
}

export type RuleOutcome = { ok: true } | { ok: false; reason: string };

/** Uncancel: a card-processor membership, cancelled, with a payment method on file. */
export function uncancelOutcome(membership: MembershipFacts, hasPaymentMethod: boolean): RuleOutcome {
  if (!CARD_PROCESSORS.has(membership.paymentProvider)) {
    return { ok: false, reason: 'This membership is billed through an app store; reactivate it there.' };
  }
  if (!membership.isCancelled) return { ok: false, reason: 'This membership is not cancelled.' };
  if (!hasPaymentMethod) return { ok: false, reason: 'Add a payment method to reactivate your membership.' };
  return { ok: true };
}

export const canUncancel = (membership: MembershipFacts, hasPaymentMethod: boolean): boolean =>
  uncancelOutcome(membership, hasPaymentMethod).ok;

/**
 * Cancel: only a card-processor membership renews, so only it can be cancelled here (app stores
 * cancel their own; a gift ends by itself), and only once.
 */
export function cancelOutcome(membership: Pick<MembershipFacts, 'paymentProvider' | 'isCancelled'>): RuleOutcome {
  if (membership.paymentProvider === GIFT_PROVIDER) {
    return { ok: false, reason: 'A gift membership does not renew, so there is nothing to cancel.' };
  }
  if (!CARD_PROCESSORS.has(membership.paymentProvider)) {
    return { ok: false, reason: 'This membership is billed through an app store; cancel it there.' };
  }
  if (membership.isCancelled) return { ok: false, reason: 'This membership is already cancelled.' };
  return { ok: true };
}

export const canCancel = (membership: Pick<MembershipFacts, 'paymentProvider' | 'isCancelled'>): boolean =>
  cancelOutcome(membership).ok;

export interface GiftCodeFacts {
  expiresAt: Date;
  redeemedBy: string | null;
  redeemableByPastMembers: boolean;
}

/**
 * Whether a gift code can be redeemed by this reader now: unknown, used, expired (valid through
 * its expiry instant), or meant for readers who were never members.
 */
export function giftCodeValidity(
  code: GiftCodeFacts | null,
  reader: { hasPastMemberships: boolean },
  now: Date,
): GiftCodeValidity {
  if (!code) return 'NOT_FOUND';
  if (code.redeemedBy !== null) return 'ALREADY_USED';
  if (now.getTime() >= code.expiresAt.getTime()) return 'EXPIRED';
  if (!code.redeemableByPastMembers && reader.hasPastMemberships) return 'NOT_REDEEMABLE_BY_PAST_MEMBERS';
  return 'VALID';
}

/** A membership still runs until its period ends, cancelled or not. */
export const isRunning = (membership: { currentPeriodEndsAt: Date }, now: Date): boolean =>
  membership.currentPeriodEndsAt.getTime() > now.getTime();

/** The end of a gift membership redeemed at `now`: the one-year gift plan, to the same instant. */
export function giftPeriodEnd(now: Date): Date {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + GIFT_MEMBERSHIP_MONTHS);
  return end;
}

/** Switch plan: a card-processor membership, no payment failure, not cancelled. */
export function canSwitchPlan(membership: MembershipFacts): boolean {
  return (
    CARD_PROCESSORS.has(membership.paymentProvider) && membership.paymentFailedAt === null && !membership.isCancelled
  );
}

export interface CardExpiry {
  expirationMonth: number | null;
  expirationYear: number | null;
}

/** A card is valid through the last moment of its expiration month (UTC); unknown expiry counts as valid. */
export function hasCardExpired(card: CardExpiry, now: Date): boolean {
  if (card.expirationMonth === null || card.expirationYear === null) return false;
  const firstInvalidMoment = Date.UTC(card.expirationYear, card.expirationMonth, 1);
  return now.getTime() >= firstInvalidMoment;
}

/** List prices in minor units (USD). */
export const PLAN_PRICES: Readonly<Record<string, number>> = {
  monthly: 500,
  yearly: 5000,
  premium_monthly: 1500,
  premium_yearly: 15000,
};

const isMonthly = (membershipType: string) => membershipType === 'monthly' || membershipType === 'premium_monthly';

/**
 * The regular price and how many billing cycles a discounted plan lasts: whole periods from
 * the start of the membership to the end of the discount (at least one).
 */
export function planDiscount(membership: {
  membershipType: string;
  amount: number;
  startedAt: Date;
  discountEndsAt: Date | null;
}) {
  if (!membership.discountEndsAt) return null;
  const start = membership.startedAt;
  const end = membership.discountEndsAt;
  const months = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + (end.getUTCMonth() - start.getUTCMonth());
  const cycles = isMonthly(membership.membershipType) ? months : Math.round(months / 12);
  return {
    regularPrice: PLAN_PRICES[membership.membershipType] ?? membership.amount,
    numCycles: Math.max(1, cycles),
  };
}
