/**
 * Emailed sign-in challenges: a 6-digit login code and a magic-link token, both from the
 * cryptographic RNG, stored only as SHA-256 hashes, bound to one email, single use and valid for
 * 10 minutes (spec 02 §3, §9). As OWASP ASVS asks of out-of-band codes, only the newest
 * challenge of an address is ever open: issuing one revokes the older ones, using one revokes the
 * others, and a lockout revokes them all (src/auth/lockout.ts), so a code guessed at or leaked
 * before is worthless after.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authChallenges } from '../db/schema.ts';
import { sha256 } from './sessions.ts';

export const LOGIN_CODE_LENGTH = 6;
export const CHALLENGE_TTL_MS = 10 * 60_000;

/** The sign-in/sign-up flow's operation (spec 02 §1). */
export type SusiOperation = 'login' | 'register';
/** What using a challenge does: sign in, sign up, or confirm the address of a signed-in user. */
export type ChallengeOperation = SusiOperation | 'verify';

export type AuthChallenge = typeof authChallenges.$inferSelect;

export const isLoginCodeFormat = (value: string) => /^[0-9]{6}$/.test(value);

/** 32 random bytes, base64url: 43 characters. */
export const isLinkTokenFormat = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

export function generateLoginCode(): string {
  return randomInt(0, 10 ** LOGIN_CODE_LENGTH)
    .toString()
    .padStart(LOGIN_CODE_LENGTH, '0');
}

export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Compares a submitted secret with a stored hash in constant time. */
export function matchesHash(secret: string, storedHash: string): boolean {
  const submitted = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return submitted.length === stored.length && timingSafeEqual(submitted, stored);
}

export interface NewChallenge {
  email: string;
  operation: ChallengeOperation;
  redirect: string | null;
  fullName: string | null;
  now: Date;
}

/** Revokes the open challenges of `email` (all but `except`): their codes and links stop working. */
export async function revokeOpenChallenges(db: Database, email: string, now: Date, except?: number): Promise<void> {
  await db
    .update(authChallenges)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authChallenges.email, email),
        isNull(authChallenges.usedAt),
        isNull(authChallenges.revokedAt),
        except === undefined ? undefined : ne(authChallenges.id, except),
      ),
    );
}

/**
 * Stores a new challenge and hands back its code and link token (the only time they exist in
 * clear); the address's older challenges are revoked.
 */
export async function issueChallenge(db: Database, values: NewChallenge) {
  const code = generateLoginCode();
  const token = generateLinkToken();
  await revokeOpenChallenges(db, values.email, values.now);
  const [challenge] = await db
    .insert(authChallenges)
    .values({
      email: values.email,
      operation: values.operation,
      codeHash: sha256(code),
      tokenHash: sha256(token),
      redirect: values.redirect,
      fullName: values.fullName,
      createdAt: values.now,
      expiresAt: new Date(values.now.getTime() + CHALLENGE_TTL_MS),
    })
    .returning();
  if (!challenge) throw new Error('Storing a sign-in challenge returned no row.');
  return { challenge, code, token };
}

/** A code is checked against the newest sign-in challenge still open for that email; older codes are superseded. */
export async function latestOpenCodeChallenge(db: Database, email: string, now: Date): Promise<AuthChallenge | null> {
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.email, email),
        inArray(authChallenges.operation, ['login', 'register']),
        isNull(authChallenges.usedAt),
        isNull(authChallenges.revokedAt),
        gt(authChallenges.expiresAt, now),
      ),
    )
    .orderBy(desc(authChallenges.id))
    .limit(1);
  return row ?? null;
}

/** The challenge a link token belongs to, whatever its state (the caller tells expired from used). */
export async function challengeByToken(db: Database, token: string): Promise<AuthChallenge | null> {
  if (!isLinkTokenFormat(token)) return null;
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(eq(authChallenges.tokenHash, sha256(token)))
    .limit(1);
  return row ?? null;
}

export const isOpen = (challenge: AuthChallenge, now: Date) =>
  challenge.usedAt === null && challenge.revokedAt === null && challenge.expiresAt.getTime() > now.getTime();

/**
 * Marks the challenge used, once: of two concurrent uses only one gets a result. The emailed link
 * stops working at the same moment; its place is taken by a hand-off token that only lets the
 * browser that just signed in finish at /m/callback/email (spec 02 §4.3). Every other open
 * challenge of the address is revoked: an older link does not sign in after a newer one was used.
 */
export async function consumeChallenge(
  db: Database,
  challengeId: number,
  now: Date,
): Promise<{ handoffToken: string } | null> {
  const handoffToken = generateLinkToken();
  const updated = await db
    .update(authChallenges)
    .set({ usedAt: now, tokenHash: sha256(handoffToken) })
    .where(
      and(
        eq(authChallenges.id, challengeId),
        isNull(authChallenges.usedAt),
        isNull(authChallenges.revokedAt),
        gt(authChallenges.expiresAt, now),
      ),
    )
    .returning({ id: authChallenges.id, email: authChallenges.email });
  const [used] = updated;
  if (!used) return null;
  await revokeOpenChallenges(db, used.email, now, used.id);
  return { handoffToken };
}
