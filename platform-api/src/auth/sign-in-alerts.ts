/**
 * Alert-worthy sign-in rates: one structured warning line when an address is being
 * hammered, for the log pipeline to alert on. It names the address masked, never whole, and never
 * a code or link; at most one line per address and reason an hour (`sign-in-alert:address`).
 */
import { and, countDistinct, eq, gt } from 'drizzle-orm';
import type { ApiContext } from '../context.ts';
import { authChallenges } from '../db/schema.ts';
import { obfuscateEmail } from '../domain/email-mask.ts';

export type SignInAlertReason =
  /** Browsers that have not signed in to the address asked for more mails than its hourly allowance. */
  | 'anonymous-mail-allowance-spent'
  /** Those browsers together entered more wrong codes than the address's daily allowance. */
  | 'unknown-browsers-wrong-codes';

export const SIGN_IN_ALERT_EVENT = 'sign-in.address-hammered';

export interface SignInAlert {
  reason: SignInAlertReason;
  email: string;
  /** The IP of the request that went over the limit. */
  ip: string;
  /** Distinct browsers that were sent a mail to the address in the last hour, the owner's included. */
  requestersLastHour: number;
  at: Date;
}

/** The log line: one JSON object, the address masked as the settings page shows it. */
export function signInAlertLine(alert: SignInAlert): string {
  return JSON.stringify({
    level: 'warn',
    event: SIGN_IN_ALERT_EVENT,
    reason: alert.reason,
    address: obfuscateEmail(alert.email),
    ip: alert.ip,
    requestersLastHour: alert.requestersLastHour,
    at: alert.at.toISOString(),
  });
}

/** Logs the alert unless one for the same address and reason was logged in the last hour. */
export async function alertAddressHammered(
  ctx: Pick<ApiContext, 'db' | 'services' | 'ip'>,
  reason: SignInAlertReason,
  email: string,
): Promise<void> {
  if (!(await ctx.services.rateLimits.consume('sign-in-alert:address', `${reason}:${email}`)).allowed) return;
  const at = ctx.services.now();
  const [row] = await ctx.db
    .select({ requesters: countDistinct(authChallenges.requesterHash) })
    .from(authChallenges)
    .where(and(eq(authChallenges.email, email), gt(authChallenges.createdAt, new Date(at.getTime() - 3_600_000))));
  console.warn(signInAlertLine({ reason, email, ip: ctx.ip, requestersLastHour: row?.requesters ?? 0, at }));
}
