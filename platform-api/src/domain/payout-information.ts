/**
 * A writer records where their earnings are paid (the payout settings). There is no payment
 * provider here: this stores what the writer entered, validated, for the payouts to come. Payouts
 * need a membership: only a reader with a membership may record it.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { memberships, payoutAccounts } from '../db/schema.ts';
import { badRequest, forbidden, success, type Outcome } from './outcome.ts';

export interface PayoutInformation {
  accountHolderName: string;
  country: string;
  accountNumber: string;
}

export const ACCOUNT_HOLDER_MAX = 100;

/** The input as stored, or why it cannot be. */
export function validPayoutInformation(
  input: PayoutInformation,
): { ok: true; value: PayoutInformation } | { ok: false; message: string } {
  const accountHolderName = input.accountHolderName.trim().replace(/\s+/g, ' ');
  const country = input.country.trim().toUpperCase();
  const accountNumber = input.accountNumber.replace(/[\s-]/g, '').toUpperCase();
  if (!accountHolderName) return { ok: false, message: 'Enter the name on the account.' };
  if (accountHolderName.length > ACCOUNT_HOLDER_MAX)
    return { ok: false, message: `The name on the account can be at most ${ACCOUNT_HOLDER_MAX} characters.` };
  if (!/^[A-Z]{2}$/.test(country)) return { ok: false, message: 'Choose the country of the account (two letters).' };
  if (!/^[A-Z0-9]{8,34}$/.test(accountNumber))
    return { ok: false, message: 'The account number has 8 to 34 letters and digits.' };
  return { ok: true, value: { accountHolderName, country, accountNumber } };
}

/** A membership whose period has not ended (a cancelled one counts until then). */
export async function hasCurrentMembership(db: Database, userId: string, now: Date): Promise<boolean> {
  const [membership] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), gt(memberships.currentPeriodEndsAt, now)))
    .limit(1);
  return membership !== undefined;
}

export async function recordPayoutInformation(
  db: Database,
  viewerId: string,
  input: PayoutInformation,
  now: Date,
): Promise<Outcome> {
  const valid = validPayoutInformation(input);
  if (!valid.ok) return badRequest(valid.message);
  if (!(await hasCurrentMembership(db, viewerId, now))) return forbidden('Payouts need a membership.');
  const values = { ...valid.value, updatedAt: now };
  await db
    .insert(payoutAccounts)
    .values({ userId: viewerId, ...values })
    .onConflictDoUpdate({ target: payoutAccounts.userId, set: values });
  return success;
}

export async function payoutAccountOf(db: Database, viewerId: string) {
  const [account] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, viewerId)).limit(1);
  return account ?? null;
}
