/**
 * Known browsers (docs/remotes/auth.md): a browser that has signed in to an account keeps a long-lived,
 * HttpOnly cookie holding a random id; the database keeps the id's SHA-256 for each account it
 * signed in to. A stranger who knows only the address has no such id, so the sign-in mails such a
 * browser asks for come from an allowance strangers cannot spend, and its wrong codes are its own
 * (src/auth/sign-in.ts). The id is a bearer secret like the session id: never stored in clear.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Request, Response } from 'express';
import type { Database } from '../db/client.ts';
import { knownBrowsers, users } from '../db/schema.ts';
import { randomId, readCookies, sha256 } from './sessions.ts';

export const KNOWN_BROWSER_COOKIE = 'inkpot_known_browser';
export const KNOWN_BROWSER_DAYS = 365;

/** `__Host-` in production, as the session cookie: no other host of the site can plant one. */
export const knownBrowserCookieName = (production: boolean) =>
  production ? `__Host-${KNOWN_BROWSER_COOKIE}` : KNOWN_BROWSER_COOKIE;

const isBrowserId = (value: string | undefined): value is string => value !== undefined && /^[0-9a-f]{32}$/.test(value);

/**
 * The hash of this browser's known-browser id when it has signed in to the account of `email`
 * (normalised) before, else null. Strangers, and addresses without an account, get null alike.
 */
export async function knownBrowserFor(
  db: Database,
  req: Request,
  email: string,
  now: Date,
  production: boolean,
): Promise<string | null> {
  const raw = readCookies(req)[knownBrowserCookieName(production)];
  if (!isBrowserId(raw)) return null;
  const browserHash = sha256(raw);
  const [row] = await db
    .select({ browserHash: knownBrowsers.browserHash })
    .from(knownBrowsers)
    .innerJoin(users, eq(users.id, knownBrowsers.userId))
    .where(
      and(
        eq(knownBrowsers.browserHash, browserHash),
        eq(sql`lower(${users.email})`, email),
        gt(knownBrowsers.expiresAt, now),
      ),
    )
    .limit(1);
  return row ? browserHash : null;
}

/** Records that this browser signed in to `userId` (keeping its id if it has one) and renews the cookie. */
export async function rememberBrowser(
  db: Database,
  req: Request,
  res: Response,
  userId: string,
  now: Date,
  production: boolean,
): Promise<void> {
  const name = knownBrowserCookieName(production);
  const existing = readCookies(req)[name];
  const raw = isBrowserId(existing) ? existing : randomId();
  const expiresAt = new Date(now.getTime() + KNOWN_BROWSER_DAYS * 86_400_000);
  await db
    .insert(knownBrowsers)
    .values({ browserHash: sha256(raw), userId, signedInAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [knownBrowsers.browserHash, knownBrowsers.userId],
      set: { signedInAt: now, expiresAt },
    });
  res.cookie(name, raw, { httpOnly: true, sameSite: 'lax', secure: production, path: '/', expires: expiresAt });
}
