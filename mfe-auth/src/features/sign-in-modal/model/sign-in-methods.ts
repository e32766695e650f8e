import type { FeatureFlags, ShellLocation } from '@inkpot/shared-contracts';
import type { SusiOperation } from './susi-operation.ts';

/** X (also called Twitter) is still called twitter on the auth domain. */
export type SocialProvider = 'google' | 'facebook' | 'twitter' | 'apple';
export type SignInMethod = 'email' | SocialProvider;

export const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'X',
  apple: 'Apple',
};

// The product does not give the order of the options; this one is ours.
const ALL_METHODS: readonly SignInMethod[] = ['email', 'google', 'facebook', 'twitter', 'apple'];

const isOn = (flags: FeatureFlags, name: string) => flags[name] === true;

// Google refuses its sign-in inside embedded web views (Facebook, Instagram, LinkedIn, Line, ...).
const IN_APP_BROWSER = /\b(FBAN|FBAV|FB_IAB|Instagram|LinkedInApp|Line\/|Twitter|MicroMessenger|Snapchat)\b|; wv\)/i;

/** Google is hidden inside certain in-app browsers. */
export const isInAppBrowser = (userAgent: string): boolean => IN_APP_BROWSER.test(userAgent);

/** The methods offered for an operation once the feature flags have had their say. */
export function signInMethods(operation: SusiOperation, flags: FeatureFlags, userAgent = ''): SignInMethod[] {
  return ALL_METHODS.filter((method) => {
    if (method === 'google') return !isInAppBrowser(userAgent);
    if (method === 'apple') return !isOn(flags, 'disable_login_apple');
    if (method === 'facebook' && operation === 'register') return !isOn(flags, 'disable_signup_facebook');
    return true;
  });
}

/** 'Sign in with Google', 'Sign up with email', … */
export function methodLabel(method: SignInMethod, operation: SusiOperation): string {
  const verb = operation === 'login' ? 'Sign in' : 'Sign up';
  return `${verb} with ${method === 'email' ? 'email' : PROVIDER_NAMES[method]}`;
}

/**
 * Where a social provider button sends the browser: the provider's connect path on the auth
 * domain, carrying the operation, where to come back to and the entry point, and with an action
 * url that url and the account token.
 */
export function connectLink(
  provider: SocialProvider,
  operation: SusiOperation,
  redirect: string,
  entryPoint: string | null = null,
  action: { actionUrl: string | null; token: string | null } = { actionUrl: null, token: null },
): string {
  const query = new URLSearchParams({ operation, redirect });
  if (entryPoint) query.set('entryPoint', entryPoint);
  if (action.actionUrl) query.set('actionUrl', action.actionUrl);
  if (action.token) query.set('token', action.token);
  return `/m/connect/${provider}?${query.toString()}`;
}

/** Where to come back to after signing in: the requested target, else the page being read. */
export function redirectTarget(
  requested: string | null,
  location: Pick<ShellLocation, 'pathname' | 'search' | 'hash'> | null,
  appOrigin: string,
): string {
  if (requested) return requested;
  return location ? `${appOrigin}${location.pathname}${location.search}${location.hash}` : `${appOrigin}/`;
}
