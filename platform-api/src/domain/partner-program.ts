/**
 * The Partner Program: writers earn from members' reading. A writer joins it themselves once they
 * meet its requirements, the same that payouts have: a membership
 * whose period has not ended, and payout information recorded. An account the program refused
 * (PERMISSION_DENIED) or a suspended one cannot join.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/rows.ts';
import { users } from '../db/schema.ts';
import { forbidden, success, type Outcome } from './outcome.ts';
import { hasCurrentMembership, payoutAccountOf } from './payout-information.ts';

export type PartnerProgramRequirement = 'MEMBERSHIP' | 'PAYOUT_ACCOUNT';

export interface PartnerProgramFacts {
  hasMembership: boolean;
  hasPayoutAccount: boolean;
}

/** What a writer still needs to join, in the order to do it (a payout account needs a membership). */
export function missingRequirements(facts: PartnerProgramFacts): PartnerProgramRequirement[] {
  return [
    ...(facts.hasMembership ? [] : (['MEMBERSHIP'] as const)),
    ...(facts.hasPayoutAccount ? [] : (['PAYOUT_ACCOUNT'] as const)),
  ];
}

export const REQUIREMENT_MESSAGES: Readonly<Record<PartnerProgramRequirement, string>> = {
  MEMBERSHIP: 'Joining the Partner Program needs a membership.',
  PAYOUT_ACCOUNT: 'Add your payout information before you join the Partner Program.',
};
export const NOT_ALLOWED = 'This account cannot join the Partner Program.';

export const isEnrolled = (status: string | null) => status === 'ENROLLED';

export async function partnerProgramFacts(db: Database, userId: string, now: Date): Promise<PartnerProgramFacts> {
  const [hasMembership, account] = await Promise.all([
    hasCurrentMembership(db, userId, now),
    payoutAccountOf(db, userId),
  ]);
  return { hasMembership, hasPayoutAccount: account !== null };
}

export async function enrollInPartnerProgram(db: Database, viewer: UserRow, now: Date): Promise<Outcome> {
  if (isEnrolled(viewer.partnerProgramStatus)) return success;
  if (viewer.isSuspended || viewer.partnerProgramStatus === 'PERMISSION_DENIED') return forbidden(NOT_ALLOWED);
  const [missing] = missingRequirements(await partnerProgramFacts(db, viewer.id, now));
  if (missing) return forbidden(REQUIREMENT_MESSAGES[missing]);
  await db.update(users).set({ partnerProgramStatus: 'ENROLLED' }).where(eq(users.id, viewer.id));
  return success;
}
