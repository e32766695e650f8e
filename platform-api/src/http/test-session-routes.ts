/**
 * Test sessions: how the e2e suite signs its test accounts in on a system that has no development
 * mailbox (staging, a preview, production when an operator allows it). An operator secret
 * authorizes each request; the session is the one a reader's sign-in starts (same cookie, same
 * table), only short-lived.
 *
 * POST /_/api/test-sessions with `Authorization: Bearer <TEST_SESSION_SECRET>` and the JSON body
 * `{ "email": "<address>" }` answers `{ userId, email, xsrf, expiresAt }` and sets the session cookie.
 *
 * - No TEST_SESSION_SECRET: 404, as a path that does not exist.
 * - Production: 404 unless TEST_SESSIONS_IN_PRODUCTION is on as well.
 * - A missing or wrong secret: 401 (compared in constant time).
 * - An address off the allow-list (TEST_ACCOUNTS; unset: the seed world's accounts in development
 *   and staging, none in production), or an account that does not exist: 403.
 * - Every request, refused or not, spends the caller's `test-session:ip` allowance (429 past it).
 * - Every mint and every refusal is logged on one line, never with the secret.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { findUserByEmail } from '../auth/accounts.ts';
import { rotateSession } from '../auth/sessions.ts';
import { normalizeEmail } from '../auth/sign-in-rules.ts';
import { deployed, type ApiConfig } from '../config.ts';
import { buildWorld } from '../seed/world.ts';
import { requestContext, type ApiDeps } from './request-context.ts';

export const TEST_SESSIONS_PATH = '/_/api/test-sessions';
/** How long a test session lasts: long enough for a run of the suite, short enough to be worthless after it. */
export const TEST_SESSION_TTL_MS = 60 * 60_000;

/** Equal secrets, compared on their digests so neither their contents nor their lengths leak through timing. */
const sameSecret = (sent: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(sent).digest(), createHash('sha256').update(expected).digest());

const bearerOf = (req: Request): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match?.[1] ?? null;
};

/** Whether test sessions are served at all in this configuration (and, when not, why). */
export function testSessionsRefusal(config: ApiConfig): string | null {
  if (!config.TEST_SESSION_SECRET) return 'TEST_SESSION_SECRET is not set';
  if (config.INKPOT_ENVIRONMENT === 'production' && !config.TEST_SESSIONS_IN_PRODUCTION)
    return 'production needs TEST_SESSIONS_IN_PRODUCTION=1 as well';
  return null;
}

/** The addresses test sessions may be minted for (TEST_ACCOUNTS, else the seed's accounts outside production). */
export function testAccountsOf(config: ApiConfig): ReadonlySet<string> {
  if (config.TEST_ACCOUNTS) return new Set(config.TEST_ACCOUNTS);
  if (config.INKPOT_ENVIRONMENT === 'production') return new Set();
  return new Set(buildWorld().users.map((user) => user.email.toLowerCase()));
}

export function testSessionRoutes(deps: ApiDeps): express.Router {
  const router = express.Router();
  const production = deployed(deps.config);
  const refusal = testSessionsRefusal(deps.config);
  let allowed: ReadonlySet<string> | null = null;

  const refuse = (req: Request, res: Response, status: number, error: string, reason = error) => {
    console.warn(`[api] test session refused (${status}, ${reason}) for ${req.ip ?? 'an unknown address'}`);
    res.status(status).json({ error });
  };

  router.all(TEST_SESSIONS_PATH, async (req, res, next) => {
    try {
      res.set('Cache-Control', 'no-store, private');
      const secret = deps.config.TEST_SESSION_SECRET;
      if (refusal || !secret) {
        res.status(404).json({ error: 'Not found.' });
        return;
      }
      if (req.method !== 'POST') {
        res
          .set('Allow', 'POST')
          .status(405)
          .json({ error: `Use POST ${TEST_SESSIONS_PATH}.` });
        return;
      }
      const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
      const spent = await deps.services.rateLimits.consume('test-session:ip', ip);
      if (!spent.allowed) {
        res.set('Retry-After', String(spent.retryAfterSeconds));
        refuse(req, res, 429, `Too many test sessions; retry in ${spent.retryAfterSeconds} s.`, 'rate limited');
        return;
      }
      const sent = bearerOf(req);
      if (sent === null || !sameSecret(sent, secret)) {
        res.set('WWW-Authenticate', 'Bearer realm="test-sessions"');
        refuse(
          req,
          res,
          401,
          'Send the test-session secret as `Authorization: Bearer <TEST_SESSION_SECRET>`.',
          sent === null ? 'no bearer secret' : 'wrong secret',
        );
        return;
      }
      const body: unknown = req.body;
      const raw =
        typeof body === 'object' && body !== null && typeof (body as { email?: unknown }).email === 'string'
          ? (body as { email: string }).email
          : null;
      if (raw === null) {
        res.status(400).json({ error: 'Send a JSON body with the account\'s address: { "email": "..." }.' });
        return;
      }
      const email = normalizeEmail(raw);
      if (!email) {
        res.status(400).json({ error: `Not an email address: ${JSON.stringify(raw.slice(0, 100))}.` });
        return;
      }
      allowed ??= testAccountsOf(deps.config);
      if (!allowed.has(email)) {
        refuse(req, res, 403, `${email} is not a test account here (TEST_ACCOUNTS).`, `${email} not allowed`);
        return;
      }
      const user = await findUserByEmail(deps.db, email);
      if (!user) {
        refuse(req, res, 403, `No account has the address ${email}.`, `${email} has no account`);
        return;
      }
      const ctx = await requestContext(deps, req, res);
      const now = deps.services.now();
      const { xsrf, expiresAt } = await rotateSession(
        deps.db,
        res,
        ctx.session,
        user.id,
        now,
        production,
        TEST_SESSION_TTL_MS,
      );
      console.info(
        `[api] test session minted for ${email} (user ${user.id}) from ${ip}, expires ${expiresAt.toISOString()}`,
      );
      res.json({ userId: user.id, email, xsrf, expiresAt: expiresAt.toISOString() });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
