/**
 * Social sign-in (docs/remotes/auth.md): /m/connect/{provider} starts an OpenID Connect
 * authorization-code flow with PKCE, state and nonce; /m/callback/{provider} finishes it and signs
 * the browser in with the same sessions as the email sign-in. Every failure ends on a redirect
 * with an error code the sign-in UI shows, never signed in.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { deployed } from '../config.ts';
import * as oidc from 'openid-client';
import type { SocialSignInError } from '@inkpot/shared-contracts/social-sign-in-errors';
import type { ApiContext } from '../context.ts';
import { featureFlags, userIdentities, users } from '../db/schema.ts';
import { createUserForEmail, findUserByEmail } from '../auth/accounts.ts';
import { markJustSignedIn, rotateSession } from '../auth/sessions.ts';
import { normalizeEmail, safeRedirect } from '../auth/sign-in-rules.ts';
import { socialProviderSettingsOf, type SocialProviderSettings } from './social-config.ts';
import { callbackUrl, type SocialProvider } from './social-providers.ts';
import {
  browserBinding,
  consumeFlow,
  ensureBrowserBinding,
  flowByState,
  isBoundTo,
  rememberAlternateUser,
  storeFlow,
  type SocialSignInFlow,
} from './social-flows.ts';
import { decideIdentity, errorLocation, parseOperation, refusedByFlags, type SocialOperation } from './social-rules.ts';
import { describeError, forgetProviderConfiguration, isUnreachable, providerConfiguration } from './oidc-clients.ts';

type SocialContext = Pick<ApiContext, 'db' | 'config' | 'services' | 'session' | 'req' | 'res'>;

export const SOCIAL_SCOPE = 'openid email profile';
const FLAG_NAMES = ['disable_login_apple', 'disable_signup_facebook'];

const production = (ctx: SocialContext) => deployed(ctx.config);

/** Where the browser goes next. */
export interface SocialOutcome {
  location: string;
}

class SocialSignInFailure extends Error {
  readonly error: SocialSignInError;
  /** The reader's account that the provider's unverified address belongs to. */
  readonly alternateUserId: string | null;
  constructor(error: SocialSignInError, reason: string, alternateUserId: string | null = null) {
    super(reason);
    this.error = error;
    this.alternateUserId = alternateUserId;
  }
}

async function flagValues(ctx: SocialContext): Promise<Record<string, unknown>> {
  const rows = await ctx.db.select().from(featureFlags).where(inArray(featureFlags.name, FLAG_NAMES));
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/** The provider's settings once the flags and the config allow it, else a failure saying it is off. */
async function enabledProvider(
  ctx: SocialContext,
  provider: SocialProvider,
  operation: SocialOperation,
): Promise<SocialProviderSettings> {
  if (refusedByFlags(provider, operation, await flagValues(ctx)))
    throw new SocialSignInFailure('disabled', `${provider} ${operation} is switched off by a feature flag`);
  const settings = socialProviderSettingsOf(ctx.config, provider);
  if (!settings) throw new SocialSignInFailure('disabled', `${provider} is not configured`);
  return settings;
}

async function configurationOf(settings: SocialProviderSettings): Promise<oidc.Configuration> {
  try {
    return await providerConfiguration(settings);
  } catch (error) {
    throw new SocialSignInFailure(
      isUnreachable(error) ? 'unavailable' : 'failed',
      `discovery of ${settings.issuer.href} failed: ${describeError(error)}`,
    );
  }
}

function failed(
  provider: SocialProvider,
  failure: unknown,
  flow: Partial<SocialSignInFlow> | null,
  alternateUser: string | null = null,
): SocialOutcome {
  const known = failure instanceof SocialSignInFailure ? failure : null;
  const error = known?.error ?? 'failed';
  if (known) console.warn(`[api] social sign-in with ${provider} refused (${error}): ${known.message}`);
  else console.error(`[api] social sign-in with ${provider} failed`, failure);
  return {
    location: errorLocation(flow?.redirect ?? null, error, {
      provider,
      operation: flow?.operation ? parseOperation(flow.operation) : null,
      entryPoint: flow?.entryPoint ?? null,
      alternateUser,
    }),
  };
}

const queryText = (value: unknown) => (typeof value === 'string' ? value : null);

/** An email address or a provider's subject id, as OpenID Connect's login_hint; anything else is dropped. */
export const loginHintOf = (value: unknown): string | null => {
  const text = queryText(value);
  return text && /^[A-Za-z0-9._%+@-]{1,200}$/.test(text) ? text : null;
};

/**
 * GET /m/connect/{provider}?operation=login|register&redirect=...&entryPoint=...&loginHint=...:
 * remembers the flow and sends the browser to the provider's authorization endpoint.
 */
export async function startSocialSignIn(
  ctx: SocialContext,
  provider: SocialProvider,
  query: Record<string, unknown>,
): Promise<SocialOutcome> {
  const operation = parseOperation(query.operation);
  // Never another site: an unsafe target becomes the home page, as for email links.
  const redirect = safeRedirect(queryText(query.redirect), ctx.config.PUBLIC_URL);
  const entryPoint = queryText(query.entryPoint)?.slice(0, 100) || null;
  const loginHint = loginHintOf(query.loginHint);
  try {
    const settings = await enabledProvider(ctx, provider, operation);
    const configuration = await configurationOf(settings);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await storeFlow(ctx.db, {
      state,
      browserBinding: ensureBrowserBinding(ctx.req, ctx.res, production(ctx)),
      provider,
      operation,
      redirect,
      entryPoint,
      codeVerifier,
      nonce,
      now: ctx.services.now(),
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: callbackUrl(ctx.config.PUBLIC_URL, provider),
      scope: SOCIAL_SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      // The local provider shows its identity picker every time, so developers can switch.
      ...(settings.local ? { prompt: 'login' } : {}),
      // The account the reader already chose (the one-tap card): the provider need not ask again.
      ...(loginHint ? { login_hint: loginHint } : {}),
    });
    return { location: url.href };
  } catch (failure) {
    return failed(provider, failure, { redirect, operation, entryPoint });
  }
}

interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** Apple sends email_verified as the string "true"; anything else that is not true is not verified. */
const isVerified = (claim: unknown) => claim === true || claim === 'true';

/** Exchanges the code (PKCE verifier, state, nonce, ID token signature and claims checked by openid-client). */
async function redeemCode(
  configuration: oidc.Configuration,
  settings: SocialProviderSettings,
  flow: SocialSignInFlow,
  currentUrl: URL,
  state: string,
): Promise<ProviderIdentity> {
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    forgetProviderConfiguration(settings);
    throw new SocialSignInFailure(
      isUnreachable(error) ? 'unavailable' : 'failed',
      `code exchange failed: ${describeError(error)}`,
    );
  }
  const claims = tokens.claims();
  if (!claims) throw new SocialSignInFailure('failed', 'no ID token');
  let email = typeof claims.email === 'string' ? claims.email : null;
  let emailVerified = isVerified(claims.email_verified);
  let name = typeof claims.name === 'string' ? claims.name : null;
  // Some providers put the profile only behind the userinfo endpoint.
  if (!email && configuration.serverMetadata().userinfo_endpoint) {
    try {
      const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      email = typeof info.email === 'string' ? info.email : null;
      emailVerified = isVerified(info.email_verified);
      name ??= typeof info.name === 'string' ? info.name : null;
    } catch (error) {
      console.warn(`[api] userinfo of ${settings.provider} failed: ${describeError(error)}`);
    }
  }
  return { issuer: claims.iss, subject: claims.sub, email, emailVerified, name };
}

async function linkedUserId(ctx: SocialContext, identity: ProviderIdentity): Promise<string | null> {
  const [row] = await ctx.db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)))
    .limit(1);
  return row?.userId ?? null;
}

async function linkIdentity(ctx: SocialContext, provider: SocialProvider, identity: ProviderIdentity, userId: string) {
  await ctx.db
    .insert(userIdentities)
    .values({
      provider,
      issuer: identity.issuer,
      subject: identity.subject,
      userId,
      email: identity.email,
      createdAt: ctx.services.now(),
    })
    .onConflictDoNothing();
}

/** The account the identity stands for, created or linked as the rules say. */
async function accountFor(
  ctx: SocialContext,
  provider: SocialProvider,
  operation: SocialOperation,
  identity: ProviderIdentity,
): Promise<string> {
  const email = identity.email ? normalizeEmail(identity.email) : null;
  const decision = decideIdentity({
    operation,
    linkedUserId: await linkedUserId(ctx, identity),
    emailUserId: email ? ((await findUserByEmail(ctx.db, email))?.id ?? null) : null,
    email,
    emailVerified: identity.emailVerified,
  });
  switch (decision.kind) {
    case 'refuse':
      throw new SocialSignInFailure(
        decision.error,
        `${operation} with ${identity.subject} at ${identity.issuer}`,
        decision.alternateUserId ?? null,
      );
    case 'sign-in':
      return decision.userId;
    case 'link-and-sign-in':
      await linkIdentity(ctx, provider, identity, decision.userId);
      return decision.userId;
    case 'create': {
      const user = await createUserForEmail(ctx.db, decision.email, identity.name, ctx.services.now());
      if (!decision.emailVerified)
        await ctx.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
      await linkIdentity(ctx, provider, identity, user.id);
      // A concurrent first sign-in of the same identity may have linked it first: use what is stored.
      return (await linkedUserId(ctx, identity)) ?? user.id;
    }
  }
}

/**
 * GET /m/callback/{provider}?code=...&state=...: the flow must exist, be this browser's, for this
 * provider, unused and unexpired; it is used up before the code is redeemed, so a replayed
 * callback fails whatever the provider would say.
 */
export async function finishSocialSignIn(
  ctx: SocialContext,
  provider: SocialProvider,
  query: Record<string, unknown>,
  search: string,
): Promise<SocialOutcome> {
  const state = queryText(query.state) ?? '';
  const flow = await flowByState(ctx.db, state);
  try {
    if (!flow) throw new SocialSignInFailure('failed', 'unknown state');
    if (flow.provider !== provider) throw new SocialSignInFailure('failed', `state of a ${flow.provider} sign-in`);
    if (!isBoundTo(flow, browserBinding(ctx.req)))
      throw new SocialSignInFailure('failed', 'state started in another browser');
    const now = ctx.services.now();
    if (!(await consumeFlow(ctx.db, flow, now)))
      throw new SocialSignInFailure('failed', flow.usedAt ? 'state already used' : 'state expired');
    const providerError = queryText(query.error);
    if (providerError) throw new SocialSignInFailure('failed', `the provider answered ${providerError.slice(0, 100)}`);

    const operation = parseOperation(flow.operation);
    const settings = await enabledProvider(ctx, provider, operation);
    const configuration = await configurationOf(settings);
    const currentUrl = new URL(`${callbackUrl(ctx.config.PUBLIC_URL, provider)}${search}`);
    const identity = await redeemCode(configuration, settings, flow, currentUrl, state);
    const userId = await accountFor(ctx, provider, operation, identity);
    await ctx.db
      .update(userIdentities)
      .set({ lastUsedAt: now })
      .where(and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)));
    await rotateSession(ctx.db, ctx.res, ctx.session, userId, now, production(ctx));
    markJustSignedIn(ctx.res, production(ctx));
    return { location: flow.redirect ?? '/' };
  } catch (failure) {
    const alternateUserId = failure instanceof SocialSignInFailure ? failure.alternateUserId : null;
    const alternateUser =
      flow && alternateUserId ? await rememberAlternateUser(ctx.db, flow, alternateUserId).catch(() => null) : null;
    return failed(provider, failure, flow, alternateUser);
  }
}
