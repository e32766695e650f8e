/** Membership writes, enforcing spec 01 §4 on the server whatever the client showed. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { memberships, paymentMethods } from '../db/schema.ts';
import { uncancelOutcome } from './membership-rules.ts';
import { forbidden, notFound, success, type Outcome } from './outcome.ts';

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
