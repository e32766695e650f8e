import { randomBytes } from 'node:crypto';
import { sha256 } from '../hash.ts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Request, Response } from 'express';
import { parse as parseCookies } from 'cookie';
import type { SessionInfo } from '../context.ts';
import type { SessionLookups } from './session-lookups.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { JUST_SIGNED_IN_COOKIE, JUST_SIGNED_IN_MAX_AGE_S } from '@inkpot/shared-contracts/sign-in-marker';
import { VISITOR_ID_COOKIE } from '@inkpot/shared-contracts/registry';

export const SESSION_COOKIE = 'inkpot_sid';
/** The visitor id cookie; the edge reads it too (canaries are sticky per visitor). */
export const VISITOR_COOKIE = VISITOR_ID_COOKIE;
export const SESSION_DAYS = 30;

/**
 * The session cookie's name: `__Host-` prefixed in production, so browsers insist on Secure,
 * Path=/ and no Domain, and no other host of the site can plant or overwrite it. Development
 * serves http, where a Secure cookie would not be kept, so it goes without the prefix.
 */
export const sessionCookieName = (production: boolean) => (production ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

export { sha256 };
/** 128 random bits, hex. */
export const randomId = () => randomBytes(16).toString('hex');

export function readCookies(req: Request): Record<string, string | undefined> {
  return parseCookies(req.headers.cookie ?? '');
}

/**
 * The session lookup every request makes, built once per database as a named prepared statement:
 * drizzle does not build its SQL again, and PostgreSQL does not parse and plan it again, per request.
 */
const prepareSessionLookup = (db: Database) =>
  db
    .select({ xsrf: sessions.xsrf, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_lookup');
const preparedLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/** The request's session, from `kept` (sessions read a moment ago) when it has it, else from the database. */
export async function findSession(
  db: Database,
  req: Request,
  now: Date,
  production = false,
  kept?: SessionLookups,
): Promise<SessionInfo | null> {
  const raw = readCookies(req)[sessionCookieName(production)];
  if (!raw || !/^[0-9a-f]{32}$/.test(raw)) return null;
  const idHash = sha256(raw);
  const known = kept?.get(idHash, now);
  if (known) return known;
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    preparedLookups.set(db, lookup);
  }
  const started = kept?.begin() ?? 0;
  // A placeholder reaches the driver as given: the time as text, which both drivers take.
  const [row] = await lookup.execute({ idHash, now: now.toISOString() });
  if (!row) return null;
  const session = { idHash, userId: row.user.id, xsrf: row.xsrf, user: row.user };
  kept?.keep(started, session, row.expiresAt);
  return session;
}

const cookieOptions = (production: boolean) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: production,
  path: '/',
});

/**
 * Starts a new session (a fresh id on every sign-in) and sets its cookie. It lasts SESSION_DAYS
 * unless `lifetimeMs` says otherwise (the short-lived sessions of test accounts).
 */
export async function startSession(
  db: Database,
  res: Response,
  userId: string,
  now: Date,
  production: boolean,
  lifetimeMs = SESSION_DAYS * 86_400_000,
) {
  const raw = randomId();
  const xsrf = randomBytes(12).toString('base64url');
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await db.insert(sessions).values({ idHash: sha256(raw), userId, xsrf, createdAt: now, expiresAt });
  res.cookie(sessionCookieName(production), raw, { ...cookieOptions(production), expires: expiresAt });
  return { xsrf, expiresAt };
}

/**
 * Signs a browser in as `userId`: the session it had (if any) ends and a new id is issued, so a
 * session id known before sign-in is worthless after it (session fixation).
 */
export async function rotateSession(
  db: Database,
  res: Response,
  previous: SessionInfo | null,
  userId: string,
  now: Date,
  production: boolean,
  lifetimeMs?: number,
) {
  if (previous) await db.delete(sessions).where(eq(sessions.idHash, previous.idHash));
  return startSession(db, res, userId, now, production, lifetimeMs);
}

/**
 * Tells the page the browser lands on that it comes straight from a sign-in (the confirmation
 * toast and login tracking). Set by the HTTP callbacks only, which every sign-in
 * of a reader ends at; readable by the page, which deletes it once read.
 */
export function markJustSignedIn(res: Response, production: boolean) {
  res.cookie(JUST_SIGNED_IN_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure: production,
    path: '/',
    maxAge: JUST_SIGNED_IN_MAX_AGE_S * 1000,
  });
}

export async function endSession(db: Database, res: Response, session: SessionInfo | null, production: boolean) {
  if (session) await db.delete(sessions).where(eq(sessions.idHash, session.idHash));
  res.clearCookie(sessionCookieName(production), cookieOptions(production));
}

/** The visitor id cookie (not HttpOnly-sensitive, but kept HttpOnly anyway). */
export function ensureVisitorId(req: Request, res: Response, production: boolean): string {
  const existing = readCookies(req)[VISITOR_COOKIE];
  if (existing && /^[0-9a-f]{32}$/.test(existing)) return existing;
  const id = randomId();
  res.cookie(VISITOR_COOKIE, id, { ...cookieOptions(production), maxAge: 365 * 86_400_000 });
  return id;
}
