/** Membership writes, enforcing spec 01 §4 on the server whatever the client showed. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { memberships, paymentMethods } from '../db/schema.ts';
import { canSwitchPlan, PLAN_PRICES, uncancelOutcome } from './membership-rules.ts';
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
 * Schedules the viewer's plan to change at the end of the current period (spec 01 §4: only on a
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
