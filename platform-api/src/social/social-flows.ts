/**
 * Social sign-ins in progress, kept server-side (table social_sign_in_flows) rather than in a
 * signed cookie: the state is single use for real (an atomic UPDATE ... WHERE used_at IS NULL, so a
 * replayed callback finds nothing even inside the expiry window), the PKCE verifier and the nonce
 * never leave the server, and there is no signing key to share and rotate between API instances.
 * A random HttpOnly cookie binds each flow to the browser that started it (login CSRF: a callback
 * URL made in an attacker's browser does nothing in the victim's).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Request, Response } from 'express';
import type { Database } from '../db/client.ts';
import { socialSignInFlows } from '../db/schema.ts';
import { readCookies, sha256 } from '../auth/sessions.ts';
import type { SocialOperation } from './social-rules.ts';
import type { SocialProvider } from './social-providers.ts';

export const FLOW_TTL_MS = 10 * 60_000;
export const BROWSER_BINDING_COOKIE = 'inkpot_social';
const BINDING_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export type SocialSignInFlow = typeof socialSignInFlows.$inferSelect;

const bindingCookieOptions = (production: boolean) => ({
  httpOnly: true,
  // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
  sameSite: 'lax' as const,
  secure: production,
  // /m: the connect path reuses a binding the browser already has, the callback path checks it.
  path: '/m',
  maxAge: FLOW_TTL_MS,
});

/**
 * The browser's binding value: the one it already has (several sign-ins may run in several tabs),
 * else a new one, set as a cookie that only the callback paths receive.
 */
export function ensureBrowserBinding(req: Request, res: Response, production: boolean): string {
  const existing = readCookies(req)[BROWSER_BINDING_COOKIE];
  const binding = existing && BINDING_FORMAT.test(existing) ? existing : randomBytes(32).toString('base64url');
  res.cookie(BROWSER_BINDING_COOKIE, binding, bindingCookieOptions(production));
  return binding;
}

export function browserBinding(req: Request): string | null {
  const value = readCookies(req)[BROWSER_BINDING_COOKIE];
  return value && BINDING_FORMAT.test(value) ? value : null;
}

export interface NewFlow {
  state: string;
  browserBinding: string;
  provider: SocialProvider;
  operation: SocialOperation;
  redirect: string | null;
  entryPoint: string | null;
  codeVerifier: string;
  nonce: string;
  now: Date;
}

export async function storeFlow(db: Database, flow: NewFlow): Promise<void> {
  // Flows nobody finished are only clutter once expired.
  await db.delete(socialSignInFlows).where(lt(socialSignInFlows.expiresAt, flow.now));
  await db.insert(socialSignInFlows).values({
    stateHash: sha256(flow.state),
    browserHash: sha256(flow.browserBinding),
    provider: flow.provider,
    operation: flow.operation,
    redirect: flow.redirect,
    entryPoint: flow.entryPoint,
    codeVerifier: flow.codeVerifier,
    nonce: flow.nonce,
    createdAt: flow.now,
    expiresAt: new Date(flow.now.getTime() + FLOW_TTL_MS),
  });
}

/** The flow a callback's state names, whatever its condition (the caller tells why it fails). */
export async function flowByState(db: Database, state: string): Promise<SocialSignInFlow | null> {
  if (!state || state.length > 200) return null;
  const [row] = await db
    .select()
    .from(socialSignInFlows)
    .where(eq(socialSignInFlows.stateHash, sha256(state)))
    .limit(1);
  return row ?? null;
}

/** Marks the flow used, once: of two concurrent callbacks only one gets true. */
export async function consumeFlow(db: Database, flow: SocialSignInFlow, now: Date): Promise<boolean> {
  const updated = await db
    .update(socialSignInFlows)
    .set({ usedAt: now })
    .where(
      and(
        eq(socialSignInFlows.stateHash, flow.stateHash),
        isNull(socialSignInFlows.usedAt),
        gt(socialSignInFlows.expiresAt, now),
      ),
    )
    .returning({ stateHash: socialSignInFlows.stateHash });
  return updated.length === 1;
}

export const isBoundTo = (flow: SocialSignInFlow, binding: string | null) =>
  binding !== null && flow.browserHash === sha256(binding);

/**
 * Remembers on a finished flow the account its unverified provider address belongs to, and answers
 * the one-time token the page reads the alternate-user data with (only its hash is stored).
 */
export async function rememberAlternateUser(db: Database, flow: SocialSignInFlow, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .update(socialSignInFlows)
    .set({ alternateUserId: userId, alternateTokenHash: sha256(token) })
    .where(eq(socialSignInFlows.stateHash, flow.stateHash));
  return token;
}

/** The account a token names: once, and only while its flow has not expired. */
export async function takeAlternateUser(db: Database, token: string, now: Date): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .update(socialSignInFlows)
    .set({ alternateReadAt: now })
    .where(
      and(
        eq(socialSignInFlows.alternateTokenHash, sha256(token)),
        isNull(socialSignInFlows.alternateReadAt),
        gt(socialSignInFlows.expiresAt, now),
      ),
    )
    .returning({ userId: socialSignInFlows.alternateUserId });
  return row?.userId ?? null;
}
