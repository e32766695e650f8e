/** Membership writes, enforcing the membership rules (membership-rules.ts) on the server whatever the client showed. */
import {
  ALREADY_A_MEMBER,
  GIFT_CODE_REFUSALS,
  GIFT_PROVIDER,
  giftCodeInputError,
  isCancellationReason,
  normalizeGiftCode,
  type GiftCodeValidity,
} from '@inkpot/shared-contracts/gift-codes';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { giftCodes, memberships, paymentMethods, users } from '../db/schema.ts';
import {
  cancelOutcome,
  canSwitchPlan,
  giftCodeValidity,
  giftPeriodEnd,
  isRunning,
  PLAN_PRICES,
  uncancelOutcome,
} from './membership-rules.ts';
import { badRequest, forbidden, notFound, success, type Outcome } from './outcome.ts';

/** Reactivates the viewer's cancelled membership (UncancelMembership). */
export async function uncancelMembership(db: Database, viewerId: string, membershipId: string): Promise<Outcome> {
  const [membership] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, membershipId), eq(memberships.userId, viewerId)))
    .limit(1);
  if (!membership) return notFound('Membership not found.');
  const [card] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, viewerId))
    .limit(1);
  const rule = uncancelOutcome(membership, card !== undefined);
  if (!rule.ok) return forbidden(rule.reason);
  await db
    .update(memberships)
    .set({ isCancelled: false })
    .where(and(eq(memberships.id, membership.id), eq(memberships.isCancelled, true)));
  return success;
}

/**
 * Schedules the viewer's plan to change at the end of the current period (only on a
 * card processor, without a payment failure, not cancelled). Choosing the current plan again
 * drops a scheduled switch. No payment is taken here.
 */
export async function switchMembershipPlan(
  db: Database,
  viewerId: string,
  membershipId: string,
  membershipType: string,
): Promise<Outcome> {
  if (!Object.hasOwn(PLAN_PRICES, membershipType)) return badRequest(`Unknown plan "${membershipType}".`);
  const [membership] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, membershipId), eq(memberships.userId, viewerId)))
    .limit(1);
  if (!membership) return notFound('Membership not found.');
  if (!canSwitchPlan(membership)) return forbidden('This membership cannot switch plans.');
  const scheduled = membershipType === membership.membershipType ? null : membershipType;
  await db.update(memberships).set({ scheduledMembershipType: scheduled }).where(eq(memberships.id, membership.id));
  return success;
}

/**
 * Cancels the viewer's membership at the end of its period: it keeps running until then (and the
 * reactivate banner and modal offer it back). A scheduled plan switch is dropped with it.
 */
export async function cancelMembership(
  db: Database,
  viewerId: string,
  membershipId: string,
  reason: string | null | undefined,
  now: Date,
): Promise<Outcome> {
  if (reason != null && !isCancellationReason(reason)) return badRequest(`Unknown cancellation reason "${reason}".`);
  const [membership] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, membershipId), eq(memberships.userId, viewerId)))
    .limit(1);
  if (!membership) return notFound('Membership not found.');
  const rule = cancelOutcome(membership);
  if (!rule.ok) return membership.isCancelled ? badRequest(rule.reason) : forbidden(rule.reason);
  await db
    .update(memberships)
    .set({ isCancelled: true, cancelledAt: now, cancellationReason: reason ?? null, scheduledMembershipType: null })
    .where(and(eq(memberships.id, membership.id), eq(memberships.isCancelled, false)));
  return success;
}

export type RedeemOutcome =
  Outcome | { kind: 'refused'; validity: Exclude<GiftCodeValidity, 'VALID'>; message: string };

const refused = (validity: Exclude<GiftCodeValidity, 'VALID'>): RedeemOutcome => ({
  kind: 'refused',
  validity,
  message: GIFT_CODE_REFUSALS[validity],
});

/**
 * Redeems a gift code for the viewer: a year of the gift's plan from now, paid by the gift (it does
 * not renew). The code is claimed and the membership written in one transaction, and the claim only
 * succeeds on a code nobody has redeemed, so two readers racing for one code cannot both have it.
 * A reader whose membership still runs is refused (nothing is used up); an ended one is replaced.
 */
export async function redeemGiftCode(db: Database, viewerId: string, typed: string, now: Date): Promise<RedeemOutcome> {
  const inputError = giftCodeInputError(typed);
  if (inputError) return badRequest(inputError);
  const code = normalizeGiftCode(typed);
  return db.transaction(async (tx) => {
    const [gift] = await tx.select().from(giftCodes).where(eq(giftCodes.code, code)).limit(1);
    const [reader] = await tx
      .select({ hasPastMemberships: users.hasPastMemberships })
      .from(users)
      .where(eq(users.id, viewerId))
      .limit(1);
    const [current] = await tx.select().from(memberships).where(eq(memberships.userId, viewerId)).limit(1);
    // A membership that has ended makes a past member, whatever the account's flag says.
    const hasPastMemberships =
      (reader?.hasPastMemberships ?? false) || (current !== undefined && !isRunning(current, now));
    const validity = giftCodeValidity(gift ?? null, { hasPastMemberships }, now);
    if (validity !== 'VALID') return refused(validity);
    if (current && isRunning(current, now)) return forbidden(ALREADY_A_MEMBER);

    const claimed = await tx
      .update(giftCodes)
      .set({ redeemedBy: viewerId, redeemedAt: now })
      .where(and(eq(giftCodes.code, code), isNull(giftCodes.redeemedBy)))
      .returning({ membershipType: giftCodes.membershipType });
    const plan = claimed[0];
    if (!plan) return refused('ALREADY_USED');

    const membership = {
      tier: plan.membershipType.startsWith('premium_') ? 'FRIEND' : 'MEMBER',
      membershipType: plan.membershipType,
      paymentProvider: GIFT_PROVIDER,
      memberSince: current?.memberSince ?? now,
      friendSince: plan.membershipType.startsWith('premium_') ? now : null,
      startedAt: now,
      currentPeriodEndsAt: giftPeriodEnd(now),
      // Nothing is charged for a gift, now or later.
      amount: 0,
      currency: 'USD',
      discountEndsAt: null,
      isCancelled: false,
      cancelledAt: null,
      cancellationReason: null,
      paymentFailedAt: null,
      hasRecurringPaymentFailedMoreThanOnce: false,
      scheduledMembershipType: null,
    };
    if (current) {
      await tx.update(memberships).set(membership).where(eq(memberships.id, current.id));
      await tx.update(users).set({ hasPastMemberships: true }).where(eq(users.id, viewerId));
    } else {
      await tx.insert(memberships).values({ id: `gift:${code}`, userId: viewerId, ...membership });
    }
    return success;
  });
}
