/**
 * Emailed sign-in challenges: a 6-digit login code and a magic-link token, both from the
 * cryptographic RNG, stored only as SHA-256 hashes, bound to one email, single use and valid for
 * 10 minutes (docs/remotes/auth.md). The code is also bound to the browser that asked for the mail (its
 * requester id, src/auth/sign-in.ts): entered anywhere else it is no code at all, so a stranger
 * who knows only the address cannot guess at, lock or revoke the owner's code.
 * As OWASP ASVS asks of out-of-band codes, only the newest challenge of a browser is open: asking
 * again revokes that browser's older ones, using one revokes every other one of the address, and
 * a lockout revokes that browser's codes (src/auth/lockout.ts), so a code guessed at or leaked
 * before is worthless after. The link, a 256-bit secret that cannot be guessed, outlives a code
 * lockout: the owner can still sign in from the mail.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authChallenges } from '../db/schema.ts';
import { sha256 } from './sessions.ts';

export const LOGIN_CODE_LENGTH = 6;
export const CHALLENGE_TTL_MS = 10 * 60_000;

/** The sign-in/sign-up flow's operation. */
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
  /** SHA-256 of the asking browser's requester id; null for a verification mail (a link only). */
  requesterHash: string | null;
  now: Date;
}

/** Challenges asked for by one browser (or, for null, the verification mails). */
const askedBy = (requesterHash: string | null): SQL =>
  requesterHash === null ? isNull(authChallenges.requesterHash) : eq(authChallenges.requesterHash, requesterHash);

/**
 * Revokes the open challenges of `email`: all of them but `except`, or only those `requesterHash`
 * asked for. Their codes and links stop working.
 */
export async function revokeOpenChallenges(
  db: Database,
  email: string,
  now: Date,
  scope: { except?: number; requesterHash?: string | null } = {},
): Promise<void> {
  await db
    .update(authChallenges)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authChallenges.email, email),
        isNull(authChallenges.usedAt),
        isNull(authChallenges.revokedAt),
        scope.except === undefined ? undefined : ne(authChallenges.id, scope.except),
        scope.requesterHash === undefined ? undefined : askedBy(scope.requesterHash),
      ),
    );
}

/** Revokes the codes of the open challenges `requesterHash` asked for `email`; their links keep working. */
export async function revokeOpenCodes(db: Database, email: string, requesterHash: string, now: Date): Promise<void> {
  await db
    .update(authChallenges)
    .set({ codeRevokedAt: now })
    .where(
      and(
        eq(authChallenges.email, email),
        eq(authChallenges.requesterHash, requesterHash),
        isNull(authChallenges.usedAt),
        isNull(authChallenges.revokedAt),
        isNull(authChallenges.codeRevokedAt),
      ),
    );
}

/**
 * Stores a new challenge and hands back its code and link token (the only time they exist in
 * clear); the older challenges the same browser asked for are revoked, other browsers' are not
 * (a stranger's request must not end the owner's code).
 */
export async function issueChallenge(db: Database, values: NewChallenge) {
  const code = generateLoginCode();
  const token = generateLinkToken();
  await revokeOpenChallenges(db, values.email, values.now, { requesterHash: values.requesterHash });
  const [challenge] = await db
    .insert(authChallenges)
    .values({
      email: values.email,
      operation: values.operation,
      codeHash: sha256(code),
      tokenHash: sha256(token),
      redirect: values.redirect,
      fullName: values.fullName,
      requesterHash: values.requesterHash,
      createdAt: values.now,
      expiresAt: new Date(values.now.getTime() + CHALLENGE_TTL_MS),
    })
    .returning();
  if (!challenge) throw new Error('Storing a sign-in challenge returned no row.');
  return { challenge, code, token };
}

/**
 * A code is checked against the newest sign-in challenge the same browser asked for that email
 * and whose code is still open; older codes are superseded, and other browsers' are out of reach.
 */
export async function latestOpenCodeChallenge(
  db: Database,
  email: string,
  requesterHash: string,
  now: Date,
): Promise<AuthChallenge | null> {
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.email, email),
        eq(authChallenges.requesterHash, requesterHash),
        inArray(authChallenges.operation, ['login', 'register']),
        isNull(authChallenges.usedAt),
        isNull(authChallenges.revokedAt),
        isNull(authChallenges.codeRevokedAt),
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
 * browser that just signed in finish at /m/callback/email. Every other open
 * challenge of the address is revoked: an older link does not sign in after a newer one was used.
 * Used `via` its code, it must not have had its code revoked meanwhile (a lockout in between).
 */
export async function consumeChallenge(
  db: Database,
  challengeId: number,
  now: Date,
  via: 'code' | 'link',
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
        via === 'code' ? isNull(authChallenges.codeRevokedAt) : undefined,
        gt(authChallenges.expiresAt, now),
      ),
    )
    .returning({ id: authChallenges.id, email: authChallenges.email });
  const [used] = updated;
  if (!used) return null;
  await revokeOpenChallenges(db, used.email, now, { except: used.id });
  return { handoffToken };
}
