/**
 * The email sign-in flow (docs/remotes/auth.md): sending the link and code, checking a code,
 * following a link. Resolvers and routes only translate these results.
 *
 * Against a stranger who knows only an address: the code in a mail answers only in the
 * browser that asked for it (the requester cookie), so the stranger's wrong codes count against
 * the stranger; a browser that has signed in to the account before (src/auth/known-browsers.ts)
 * asks for mails from an allowance of its own; the link in a mail works after a code lockout; and
 * an address being hammered is logged (src/auth/sign-in-alerts.ts).
 */
import { eq } from 'drizzle-orm';
import type {
  SendAcctAuthEmailInput,
  SendAcctAuthEmailResult,
  VerifyLoginCodeResult,
} from '../__generated__/resolvers-types.ts';
import type { ApiContext } from '../context.ts';
import { deployed } from '../config.ts';
import type { UserRow } from '../db/rows.ts';
import { users } from '../db/schema.ts';
import { createUserForEmail, findUserByEmail } from './accounts.ts';
import { knownBrowserFor, rememberBrowser } from './known-browsers.ts';
import {
  clearWrongCodes,
  codeAttemptState,
  invalidCodeMessage,
  lockCodesUntil,
  recordWrongCode,
  softLockoutMessage,
  UNKNOWN_BROWSERS,
} from './lockout.ts';
import {
  type AuthChallenge,
  type ChallengeOperation,
  CHALLENGE_TTL_MS,
  challengeByToken,
  consumeChallenge,
  isLoginCodeFormat,
  isOpen,
  issueChallenge,
  latestOpenCodeChallenge,
  matchesHash,
} from './login-codes.ts';
import { markJustSignedIn, randomId, readCookies, rotateSession, sha256 } from './sessions.ts';
import { alertAddressHammered } from './sign-in-alerts.ts';
import { normalizeEmail, safeRedirect, SIGN_IN_MESSAGES, signInMail } from './sign-in-rules.ts';

/** Remembers, in this browser only, which email a code was sent to, so a bare code can be checked. */
export const PENDING_SIGN_IN_COOKIE = 'inkpot_susi';
/**
 * The requester id: a random secret the browser gets when it asks for a code, stored hashed with
 * the code, so the code answers in that browser only. Kept for a day (the wrong-code window) and
 * reused while it lasts, so a browser's wrong codes add up across its mails.
 */
export const REQUESTER_COOKIE = 'inkpot_susi_requester';
export const REQUESTER_MAX_AGE_MS = 24 * 60 * 60_000;
export const EMAIL_CALLBACK_PATH = '/m/callback/email';

/** `__Host-` in production, as the session cookie: no other host of the site can plant one. */
export const requesterCookieName = (production: boolean) =>
  production ? `__Host-${REQUESTER_COOKIE}` : REQUESTER_COOKIE;
const isRequesterId = (value: string | undefined): value is string =>
  value !== undefined && /^[0-9a-f]{32}$/.test(value);

type FlowContext = Pick<ApiContext, 'db' | 'config' | 'services' | 'session' | 'ip' | 'req' | 'res'>;

const production = (ctx: FlowContext) => deployed(ctx.config);
const cookieOptions = (ctx: FlowContext) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: production(ctx),
  path: '/',
});

const emailLink = (ctx: FlowContext, token: string) =>
  `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}${EMAIL_CALLBACK_PATH}?token=${encodeURIComponent(token)}`;

/** This browser's requester id, if it has a well-formed one. */
const requesterIdOf = (ctx: FlowContext) => {
  const raw = readCookies(ctx.req)[requesterCookieName(production(ctx))];
  return isRequesterId(raw) ? raw : null;
};

async function sendChallengeMail(
  ctx: FlowContext,
  email: string,
  operation: ChallengeOperation,
  redirect: string | null,
  fullName: string | null,
  requesterHash: string | null,
) {
  const { code, token } = await issueChallenge(ctx.db, {
    email,
    operation,
    redirect,
    fullName,
    requesterHash,
    now: ctx.services.now(),
  });
  await ctx.services.mailer.send(signInMail({ email, operation, code, link: emailLink(ctx, token) }));
}

/** sendAcctAuthEmail: one mail with a magic link and a 6-digit code. */
export async function sendSignInEmail(
  ctx: FlowContext,
  input: SendAcctAuthEmailInput,
): Promise<SendAcctAuthEmailResult> {
  if (!(await ctx.services.rateLimits.consume('auth-email:ip', ctx.ip)).allowed) {
    return { __typename: 'RateLimited', message: SIGN_IN_MESSAGES.rateLimited };
  }
  const email = normalizeEmail(input.email);
  if (!email) return { __typename: 'BadRequest', message: SIGN_IN_MESSAGES.invalidEmail };
  if (input.operation !== 'login' && input.operation !== 'register') {
    return { __typename: 'BadRequest', message: SIGN_IN_MESSAGES.unknownOperation };
  }
  if (input.type != null && input.type !== 'LOGIN_CODE' && input.type !== 'LINK') {
    return { __typename: 'BadRequest', message: SIGN_IN_MESSAGES.unknownType };
  }
  // Counted before the account is looked up, so known and unknown addresses reach it alike. A
  // browser that has signed in to the account spends its own allowance, which strangers cannot.
  const knownBrowser = await knownBrowserFor(ctx.db, ctx.req, email, ctx.services.now(), production(ctx));
  const allowance = knownBrowser
    ? await ctx.services.rateLimits.consume('auth-email:known-browser', `${knownBrowser}:${email}`)
    : await ctx.services.rateLimits.consume('auth-email:address', email);
  if (!allowance.allowed) {
    if (!knownBrowser) await alertAddressHammered(ctx, 'anonymous-mail-allowance-spent', email);
    return { __typename: 'RateLimited', message: SIGN_IN_MESSAGES.addressRateLimited };
  }

  const existing = await findUserByEmail(ctx.db, email);
  // Sign-up with a known address continues as sign-in; only a real sign-up faces the captcha.
  const operation = existing ? 'login' : input.operation;
  if (operation === 'login' && !existing)
    return { __typename: 'NotFound', message: SIGN_IN_MESSAGES.unrecognizedEmail };
  if (operation === 'register' && !(await ctx.services.captcha.verify(input.captchaValue, 'signup'))) {
    return { __typename: 'FailedChallenge', message: SIGN_IN_MESSAGES.captchaFailed };
  }

  const fullName = operation === 'register' ? input.fullName?.trim().slice(0, 100) || null : null;
  const requester = requesterIdOf(ctx) ?? randomId();
  await sendChallengeMail(
    ctx,
    email,
    operation,
    safeRedirect(input.redirect, ctx.config.PUBLIC_URL),
    fullName,
    sha256(requester),
  );
  ctx.res.cookie(PENDING_SIGN_IN_COOKIE, email, { ...cookieOptions(ctx), maxAge: CHALLENGE_TTL_MS });
  ctx.res.cookie(requesterCookieName(production(ctx)), requester, {
    ...cookieOptions(ctx),
    maxAge: REQUESTER_MAX_AGE_MS,
  });
  return { __typename: 'SusiMethod', value: operation };
}

/**
 * Signs the browser in as the challenge's account (creating it for a sign-up) with a fresh
 * session id, and remembers the browser as one that has signed in to it. Null when a sign-in
 * challenge's account no longer exists. Suspended accounts sign in too: the product tells them
 * about the suspension once they are in (docs/remotes/auth.md).
 */
async function signInWithChallenge(ctx: FlowContext, challenge: AuthChallenge): Promise<UserRow | null> {
  const now = ctx.services.now();
  let user = await findUserByEmail(ctx.db, challenge.email);
  if (!user && challenge.operation === 'register')
    user = await createUserForEmail(ctx.db, challenge.email, challenge.fullName, now);
  if (!user) return null;
  if (challenge.operation === 'verify' && !user.emailVerified) {
    await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  }
  await rotateSession(ctx.db, ctx.res, ctx.session, user.id, now, production(ctx));
  await rememberBrowser(ctx.db, ctx.req, ctx.res, user.id, now, production(ctx));
  // Only this browser's wrong codes are forgiven: a stranger's count and lock stay.
  const requester = requesterIdOf(ctx);
  if (requester) await clearWrongCodes(ctx.db, challenge.email, sha256(requester));
  ctx.res.clearCookie(PENDING_SIGN_IN_COOKIE, cookieOptions(ctx));
  return user;
}

/** Counts a wrong code against the daily allowances; the scope to lock, and for how long, once one is spent. */
async function overDailyWrongCodes(
  ctx: FlowContext,
  email: string,
  requesterHash: string,
  known: boolean,
): Promise<{ scope: string; seconds: number } | null> {
  const own = await ctx.services.rateLimits.consume('login-code:requester', `${requesterHash}:${email}`);
  if (!own.allowed) return { scope: requesterHash, seconds: own.retryAfterSeconds };
  if (known) return null;
  const shared = await ctx.services.rateLimits.consume('login-code:account', email);
  return shared.allowed ? null : { scope: UNKNOWN_BROWSERS, seconds: shared.retryAfterSeconds };
}

/**
 * verifyLoginCode: checks the code against the newest open challenge this browser (its requester
 * id) asked for the email it asked a code for. A code asked for in another browser is no code
 * here: NotFound, counted against nobody. Success signs the browser in; the Token is a hand-off
 * for /m/callback/email, which then sends the reader on to the redirect stored with the request.
 */
export async function checkLoginCode(ctx: FlowContext, loginCode: string): Promise<VerifyLoginCodeResult> {
  if (!(await ctx.services.rateLimits.consume('login-code:ip', ctx.ip)).allowed) {
    return { __typename: 'RateLimited', message: SIGN_IN_MESSAGES.rateLimited };
  }
  if (!isLoginCodeFormat(loginCode)) return { __typename: 'BadRequest', message: SIGN_IN_MESSAGES.codeFormat };
  const email = normalizeEmail(readCookies(ctx.req)[PENDING_SIGN_IN_COOKIE] ?? '');
  const requester = requesterIdOf(ctx);
  if (!email || !requester) return { __typename: 'NotFound', message: SIGN_IN_MESSAGES.codeNotFound };
  const requesterHash = sha256(requester);

  const now = ctx.services.now();
  const known = (await knownBrowserFor(ctx.db, ctx.req, email, now, production(ctx))) !== null;
  for (const scope of known ? [requesterHash] : [requesterHash, UNKNOWN_BROWSERS]) {
    const attempts = await codeAttemptState(ctx.db, email, scope, now);
    if (attempts.kind === 'locked')
      return { __typename: 'TooManyRequests', message: softLockoutMessage(attempts.minutesLeft) };
  }

  const challenge = await latestOpenCodeChallenge(ctx.db, email, requesterHash, now);
  if (!challenge) return { __typename: 'NotFound', message: SIGN_IN_MESSAGES.codeNotFound };
  if (!matchesHash(loginCode, challenge.codeHash)) {
    const outcome = await recordWrongCode(ctx.db, email, requesterHash, challenge.id, now);
    // Too many wrong codes today, across codes: from this browser, or (for browsers that have not
    // signed in to the account) from all of them together. Locked until the day's window ends.
    const over = await overDailyWrongCodes(ctx, email, requesterHash, known);
    if (over) {
      await lockCodesUntil(
        ctx.db,
        email,
        over.scope,
        new Date(now.getTime() + over.seconds * 1000),
        now,
        requesterHash,
      );
      if (over.scope === UNKNOWN_BROWSERS) await alertAddressHammered(ctx, 'unknown-browsers-wrong-codes', email);
      return { __typename: 'TooManyRequests', message: softLockoutMessage(Math.ceil(over.seconds / 60)) };
    }
    return outcome.kind === 'locked'
      ? { __typename: 'TooManyRequests', message: softLockoutMessage(outcome.minutes) }
      : { __typename: 'BadRequest', message: invalidCodeMessage(outcome.remaining) };
  }

  const consumed = await consumeChallenge(ctx.db, challenge.id, now, 'code');
  if (!consumed || !(await signInWithChallenge(ctx, challenge))) {
    return { __typename: 'NotFound', message: SIGN_IN_MESSAGES.codeNotFound };
  }
  return { __typename: 'Token', value: consumed.handoffToken };
}

/** Where a failed link sends the reader: the home page, which offers a new link (entry point email_login_timeout). */
export function expiredLinkLocation(operation: string | null): string {
  return `/?signInError=expired${operation === 'register' ? '&operation=register' : ''}`;
}

/**
 * GET /m/callback/email: a fresh link signs in; the hand-off token of a code just used sends the
 * browser that used it on to its redirect; anything else is an expired link.
 */
export async function followEmailLink(ctx: FlowContext, token: string): Promise<{ location: string }> {
  const now = ctx.services.now();
  const challenge = await challengeByToken(ctx.db, token);
  if (!challenge) return { location: expiredLinkLocation(null) };
  const destination = { location: challenge.redirect ?? '/' };

  if (!isOpen(challenge, now)) {
    const handOff = challenge.usedAt !== null && challenge.expiresAt.getTime() > now.getTime();
    if (handOff && ctx.session) {
      const [viewer] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, ctx.session.userId));
      if (viewer?.email.toLowerCase() === challenge.email) {
        // The code's hand-off: the browser signed in a moment ago and lands now.
        markJustSignedIn(ctx.res, production(ctx));
        return destination;
      }
    }
    return { location: expiredLinkLocation(challenge.operation) };
  }

  const consumed = await consumeChallenge(ctx.db, challenge.id, now, 'link');
  if (!consumed || !(await signInWithChallenge(ctx, challenge)))
    return { location: expiredLinkLocation(challenge.operation) };
  markJustSignedIn(ctx.res, production(ctx));
  return destination;
}

/** sendVerificationEmail: a link that confirms the signed-in reader's address. False for visitors. */
export async function sendVerificationMail(ctx: FlowContext): Promise<boolean> {
  if (!ctx.session) return false;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.session.userId));
  if (!user) return false;
  const email = normalizeEmail(user.email);
  if (!email || !(await ctx.services.rateLimits.consume('auth-email:ip', ctx.ip)).allowed) return false;
  // The signed-in reader's own allowance: strangers spending the address's cannot block it.
  const allowance = await ctx.services.rateLimits.consume('auth-email:known-browser', `${ctx.session.idHash}:${email}`);
  if (!allowance.allowed) return false;
  await sendChallengeMail(ctx, email, 'verify', null, null, null);
  return true;
}
