/**
 * The social sign-in's rules as plain functions: which operation, whether the flags allow the
 * provider, and what a provider identity does.
 */
import {
  ALTERNATE_USER_PARAM,
  SIGN_IN_ERROR_PARAM,
  SIGN_IN_PROVIDER_PARAM,
  type SocialSignInError,
} from '@inkpot/shared-contracts/social-sign-in-errors';
import type { SocialProvider } from './social-providers.ts';

export type SocialOperation = 'login' | 'register';

/** The flow's operation; sign-in unless sign-up is asked for (the default operation is login). */
export const parseOperation = (raw: unknown): SocialOperation => (raw === 'register' ? 'register' : 'login');

/**
 * Apple is off with disable_login_apple (both operations), Facebook sign-up with
 * disable_signup_facebook. The buttons are hidden in the page; the server refuses them too.
 */
export function refusedByFlags(
  provider: SocialProvider,
  operation: SocialOperation,
  flags: Readonly<Record<string, unknown>>,
): boolean {
  if (provider === 'apple') return flags.disable_login_apple === true;
  if (provider === 'facebook' && operation === 'register') return flags.disable_signup_facebook === true;
  return false;
}

export interface IdentityFacts {
  operation: SocialOperation;
  /** The account this provider identity is already linked to. */
  linkedUserId: string | null;
  /** The account whose address equals the identity's email (compared case-insensitively). */
  emailUserId: string | null;
  email: string | null;
  emailVerified: boolean;
}

export type IdentityDecision =
  | { kind: 'sign-in'; userId: string }
  | { kind: 'link-and-sign-in'; userId: string }
  | { kind: 'create'; email: string; emailVerified: boolean }
  | { kind: 'refuse'; error: SocialSignInError; alternateUserId?: string };

/**
 * - A linked identity signs in, whatever the operation (a sign-up of a known address continues as
 *   sign-in, as with email).
 * - An identity whose provider-verified email is an account's address is linked to it and signs in:
 *   the provider has shown the reader controls that address, as a magic link would.
 * - An unverified email never links (anyone can type an address at some providers).
 * - Otherwise sign-in says it does not know the reader (UNRECOGNIZED_EMAIL) and creates nothing;
 *   sign-up creates the account.
 */
export function decideIdentity(facts: IdentityFacts): IdentityDecision {
  if (facts.linkedUserId) return { kind: 'sign-in', userId: facts.linkedUserId };
  if (facts.emailUserId) {
    return facts.emailVerified
      ? { kind: 'link-and-sign-in', userId: facts.emailUserId }
      : // The account the address belongs to: the page may tell the reader (the alternate user).
        { kind: 'refuse', error: 'unverified-email', alternateUserId: facts.emailUserId };
  }
  if (facts.operation === 'login') return { kind: 'refuse', error: 'unrecognized' };
  if (!facts.email) return { kind: 'refuse', error: 'email-required' };
  return { kind: 'create', email: facts.email, emailVerified: facts.emailVerified };
}

/** The page a failed social sign-in lands on: its redirect target (or home) with the error's parameters. */
export function errorLocation(
  target: string | null,
  error: SocialSignInError,
  details: {
    provider: SocialProvider;
    operation: SocialOperation | null;
    entryPoint?: string | null;
    /** The one-time token of the alternate-user data, when the refusal found the reader's other account. */
    alternateUser?: string | null;
  },
): string {
  const url = new URL(target ?? '/', 'http://same.origin');
  url.searchParams.set(SIGN_IN_ERROR_PARAM, error);
  url.searchParams.set(SIGN_IN_PROVIDER_PARAM, details.provider);
  if (details.operation) url.searchParams.set('operation', details.operation);
  if (details.entryPoint) url.searchParams.set('entryPoint', details.entryPoint);
  if (details.alternateUser) url.searchParams.set(ALTERNATE_USER_PARAM, details.alternateUser);
  return `${url.pathname}${url.search}${url.hash}`;
}
