/**
 * Wrong login codes per email: 6 attempts counting down, then a 1-minute soft lockout, after
 * which the count starts again (spec 02 §5, §8.1, §9). The lockout also revokes the address's
 * open codes and links (OWASP ASVS: a code is invalidated on lockout), so the minute buys no
 * further guesses at the same code: the reader asks for a new one. A code that took 6 wrong
 * guesses is revoked in any case, and an account that keeps failing is locked for longer
 * (src/auth/sign-in.ts, the `login-code:account` rate limit).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authAttempts, authChallenges } from '../db/schema.ts';
import { revokeOpenChallenges } from './login-codes.ts';

export const MAX_CODE_ATTEMPTS = 6;
export const SOFT_LOCKOUT_MS = 60_000;

/** InvalidTwoFactorAuthCode (spec 02 §8.1); the lockout length in it is fixed text. */
export const invalidCodeMessage = (remaining: number) =>
  `That verification code was incorrect. You have ${remaining} more attempt(s) before your account is locked for 1 minute.`;

/** TwoFactorAuthSoftLockout (spec 02 §8.1). */
export const softLockoutMessage = (minutes: number) =>
  `You reached your maximum number of attempts. Your account will be locked for ${minutes} minute(s).`;

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

export async function codeAttemptState(db: Database, email: string, now: Date): Promise<AttemptState> {
  const [row] = await db.select().from(authAttempts).where(eq(authAttempts.email, email)).limit(1);
  return attemptState(row ?? null, now);
}

/**
 * Counts one wrong code against the account and against the code itself; the account row is
 * locked so that concurrent wrong codes all count. A lockout, or a code's sixth wrong guess,
 * revokes the address's open challenges.
 */
export async function recordWrongCode(
  db: Database,
  email: string,
  challengeId: number,
  now: Date,
): Promise<FailureOutcome> {
  return db.transaction(async (tx) => {
    await tx.insert(authAttempts).values({ email, failedCount: 0 }).onConflictDoNothing();
    const [row] = await tx.select().from(authAttempts).where(eq(authAttempts.email, email)).for('update');
    const next = afterFailure(row ?? null, now);
    await tx.update(authAttempts).set(next.record).where(eq(authAttempts.email, email));
    const [challenge] = await tx
      .update(authChallenges)
      .set({ failedAttempts: sql`${authChallenges.failedAttempts} + 1` })
      .where(eq(authChallenges.id, challengeId))
      .returning({ failedAttempts: authChallenges.failedAttempts });
    if (next.outcome.kind === 'locked' || (challenge?.failedAttempts ?? 0) >= MAX_CODE_ATTEMPTS) {
      await revokeOpenChallenges(tx as unknown as Database, email, now);
    }
    return next.outcome;
  });
}

/** Locks the account until `until` (an account over its daily wrong codes) and revokes its open challenges. */
export async function lockAccountUntil(db: Database, email: string, until: Date, now: Date): Promise<void> {
  await db
    .insert(authAttempts)
    .values({ email, failedCount: MAX_CODE_ATTEMPTS, lockedUntil: until })
    .onConflictDoUpdate({ target: authAttempts.email, set: { failedCount: MAX_CODE_ATTEMPTS, lockedUntil: until } });
  await revokeOpenChallenges(db, email, now);
}

export async function clearWrongCodes(db: Database, email: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.email, email));
}
