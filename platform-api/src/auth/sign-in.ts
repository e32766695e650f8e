/**
 * The email sign-in flow (issue 3, spec 02 §4.2-4.3): sending the link and code, checking a code,
 * following a link. Resolvers and routes only translate these results.
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
import {
  clearWrongCodes,
  codeAttemptState,
  invalidCodeMessage,
  lockAccountUntil,
  recordWrongCode,
  softLockoutMessage,
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
import { markJustSignedIn, readCookies, rotateSession } from './sessions.ts';
import { normalizeEmail, safeRedirect, SIGN_IN_MESSAGES, signInMail } from './sign-in-rules.ts';

/** Remembers, in this browser only, which email a code was sent to, so a bare code can be checked. */
export const PENDING_SIGN_IN_COOKIE = 'inkpot_susi';
export const EMAIL_CALLBACK_PATH = '/m/callback/email';

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

async function sendChallengeMail(
  ctx: FlowContext,
  email: string,
  operation: ChallengeOperation,
  redirect: string | null,
  fullName: string | null,
) {
  const { code, token } = await issueChallenge(ctx.db, {
    email,
    operation,
    redirect,
    fullName,
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
  // Counted before the account is looked up, so known and unknown addresses reach it alike.
  if (!(await ctx.services.rateLimits.consume('auth-email:address', email)).allowed) {
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
  await sendChallengeMail(ctx, email, operation, safeRedirect(input.redirect, ctx.config.PUBLIC_URL), fullName);
  ctx.res.cookie(PENDING_SIGN_IN_COOKIE, email, { ...cookieOptions(ctx), maxAge: CHALLENGE_TTL_MS });
  return { __typename: 'SusiMethod', value: operation };
}

/**
 * Signs the browser in as the challenge's account (creating it for a sign-up) with a fresh
 * session id. Null when a sign-in challenge's account no longer exists. Suspended accounts sign in
 * too: the product tells them about the suspension once they are in (spec 02 §4.6).
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
  await clearWrongCodes(ctx.db, challenge.email);
  ctx.res.clearCookie(PENDING_SIGN_IN_COOKIE, cookieOptions(ctx));
  return user;
}

/**
 * verifyLoginCode: checks the code against the newest open challenge of the email this browser
 * asked a code for. Success signs the browser in; the Token is a hand-off for /m/callback/email,
 * which then sends the reader on to the redirect stored with the request.
 */
export async function checkLoginCode(ctx: FlowContext, loginCode: string): Promise<VerifyLoginCodeResult> {
  if (!(await ctx.services.rateLimits.consume('login-code:ip', ctx.ip)).allowed) {
    return { __typename: 'RateLimited', message: SIGN_IN_MESSAGES.rateLimited };
  }
  if (!isLoginCodeFormat(loginCode)) return { __typename: 'BadRequest', message: SIGN_IN_MESSAGES.codeFormat };
  const email = normalizeEmail(readCookies(ctx.req)[PENDING_SIGN_IN_COOKIE] ?? '');
  if (!email) return { __typename: 'NotFound', message: SIGN_IN_MESSAGES.codeNotFound };

  const now = ctx.services.now();
  const attempts = await codeAttemptState(ctx.db, email, now);
  if (attempts.kind === 'locked')
    return { __typename: 'TooManyRequests', message: softLockoutMessage(attempts.minutesLeft) };

  const challenge = await latestOpenCodeChallenge(ctx.db, email, now);
  if (!challenge) return { __typename: 'NotFound', message: SIGN_IN_MESSAGES.codeNotFound };
  if (!matchesHash(loginCode, challenge.codeHash)) {
    const outcome = await recordWrongCode(ctx.db, email, challenge.id, now);
    const daily = await ctx.services.rateLimits.consume('login-code:account', email);
    if (!daily.allowed) {
      // Too many wrong codes for this account today, across codes: locked until the day's window ends.
      await lockAccountUntil(ctx.db, email, new Date(now.getTime() + daily.retryAfterSeconds * 1000), now);
      return { __typename: 'TooManyRequests', message: softLockoutMessage(Math.ceil(daily.retryAfterSeconds / 60)) };
    }
    return outcome.kind === 'locked'
      ? { __typename: 'TooManyRequests', message: softLockoutMessage(outcome.minutes) }
      : { __typename: 'BadRequest', message: invalidCodeMessage(outcome.remaining) };
  }

  const consumed = await consumeChallenge(ctx.db, challenge.id, now);
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

  const consumed = await consumeChallenge(ctx.db, challenge.id, now);
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
  if (!(await ctx.services.rateLimits.consume('auth-email:address', email)).allowed) return false;
  await sendChallengeMail(ctx, email, 'verify', null, null);
  return true;
}
