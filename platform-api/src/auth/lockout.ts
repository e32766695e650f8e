/**
 * Wrong login codes per email and requester (the browser that asked for the code): 6 attempts
 * counting down, then a 1-minute soft lockout, after which the count starts again
 * (docs/remotes/auth.md). Counted per requester because a code only answers in the browser that
 * asked for it (src/auth/login-codes.ts): a stranger's wrong codes lock out the stranger, not the
 * owner. The lockout also revokes that browser's open codes (OWASP ASVS: a code is
 * invalidated on lockout), so the minute buys no further guesses at the same code; the link in
 * the mail keeps working. A code that took 6 wrong guesses is revoked in any case, and a
 * requester, or all the browsers that have not signed in to the account together (UNKNOWN_BROWSERS),
 * that keep failing are locked for longer (src/auth/sign-in.ts, the `login-code:*` rate limits).
 */
import { MAX_SIGN_IN_ATTEMPTS, signInErrorMessage } from '@inkpot/shared-contracts/sign-in-errors';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authAttempts, authChallenges } from '../db/schema.ts';
import { revokeOpenCodes } from './login-codes.ts';

/** The requester whose lock holds for every browser that has not signed in to the account. */
export const UNKNOWN_BROWSERS = '*';

export const MAX_CODE_ATTEMPTS = MAX_SIGN_IN_ATTEMPTS;
export const SOFT_LOCKOUT_MS = 60_000;

/** A wrong code, with the attempts left: the catalogue's InvalidTwoFactorAuthCode text. */
export const invalidCodeMessage = (remaining: number) => signInErrorMessage('InvalidTwoFactorAuthCode', remaining);

/** A locked-out code check, with the minutes left: the catalogue's TwoFactorAuthSoftLockout text. */
export const softLockoutMessage = (minutes: number) => signInErrorMessage('TwoFactorAuthSoftLockout', minutes);

export interface AttemptRecord {
  failedCount: number;
  lockedUntil: Date | null;
}

export type AttemptState = { kind: 'open'; failures: number } | { kind: 'locked'; minutesLeft: number };

/** Where an email stands at `now`: a lockout that has run out leaves a fresh count. */
export function attemptState(record: AttemptRecord | null, now: Date): AttemptState {
  if (!record) return { kind: 'open', failures: 0 };
  if (record.lockedUntil) {
    const left = record.lockedUntil.getTime() - now.getTime();
    if (left > 0) return { kind: 'locked', minutesLeft: Math.ceil(left / 60_000) };
    return { kind: 'open', failures: 0 };
  }
  return { kind: 'open', failures: record.failedCount };
}

export type FailureOutcome = { kind: 'remaining'; remaining: number } | { kind: 'locked'; minutes: number };

/** The record after one more wrong code, and what to tell the reader. */
export function afterFailure(
  record: AttemptRecord | null,
  now: Date,
): { record: AttemptRecord; outcome: FailureOutcome } {
  const state = attemptState(record, now);
  const failures = (state.kind === 'open' ? state.failures : MAX_CODE_ATTEMPTS) + 1;
  if (failures >= MAX_CODE_ATTEMPTS) {
    return {
      record: { failedCount: failures, lockedUntil: new Date(now.getTime() + SOFT_LOCKOUT_MS) },
      outcome: { kind: 'locked', minutes: Math.ceil(SOFT_LOCKOUT_MS / 60_000) },
    };
  }
  return {
    record: { failedCount: failures, lockedUntil: null },
    outcome: { kind: 'remaining', remaining: MAX_CODE_ATTEMPTS - failures },
  };
}

const attemptsOf = (email: string, requester: string) =>
  and(eq(authAttempts.email, email), eq(authAttempts.requester, requester));

/** Where `requester` (a requester hash, or UNKNOWN_BROWSERS) stands with `email`'s codes at `now`. */
export async function codeAttemptState(
  db: Database,
  email: string,
  requester: string,
  now: Date,
): Promise<AttemptState> {
  const [row] = await db.select().from(authAttempts).where(attemptsOf(email, requester)).limit(1);
  return attemptState(row ?? null, now);
}

/**
 * Counts one wrong code against the requester and against the code itself; the requester's row
 * is locked so that concurrent wrong codes all count. A lockout, or a code's sixth wrong guess,
 * revokes the requester's open codes (not its links, nor anyone else's codes).
 */
export async function recordWrongCode(
  db: Database,
  email: string,
  requesterHash: string,
  challengeId: number,
  now: Date,
): Promise<FailureOutcome> {
  return db.transaction(async (tx) => {
    await tx.insert(authAttempts).values({ email, requester: requesterHash, failedCount: 0 }).onConflictDoNothing();
    const [row] = await tx.select().from(authAttempts).where(attemptsOf(email, requesterHash)).for('update');
    const next = afterFailure(row ?? null, now);
    await tx.update(authAttempts).set(next.record).where(attemptsOf(email, requesterHash));
    const [challenge] = await tx
      .update(authChallenges)
      .set({ failedAttempts: sql`${authChallenges.failedAttempts} + 1` })
      .where(eq(authChallenges.id, challengeId))
      .returning({ failedAttempts: authChallenges.failedAttempts });
    if (next.outcome.kind === 'locked' || (challenge?.failedAttempts ?? 0) >= MAX_CODE_ATTEMPTS) {
      await revokeOpenCodes(tx as unknown as Database, email, requesterHash, now);
    }
    return next.outcome;
  });
}

/**
 * Locks `requester` (a requester hash, or UNKNOWN_BROWSERS) out of `email`'s codes until `until`
 * (over a daily allowance of wrong codes) and revokes the open codes of `revokeFor`, the requester
 * whose wrong code it was.
 */
export async function lockCodesUntil(
  db: Database,
  email: string,
  requester: string,
  until: Date,
  now: Date,
  revokeFor: string,
): Promise<void> {
  await db
    .insert(authAttempts)
    .values({ email, requester, failedCount: MAX_CODE_ATTEMPTS, lockedUntil: until })
    .onConflictDoUpdate({
      target: [authAttempts.email, authAttempts.requester],
      set: { failedCount: MAX_CODE_ATTEMPTS, lockedUntil: until },
    });
  await revokeOpenCodes(db, email, revokeFor, now);
}

/** Forgets one requester's wrong codes (it has just signed in); other requesters' counts stay. */
export async function clearWrongCodes(db: Database, email: string, requesterHash: string): Promise<void> {
  await db.delete(authAttempts).where(attemptsOf(email, requesterHash));
}
