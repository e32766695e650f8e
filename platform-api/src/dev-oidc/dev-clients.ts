/**
 * What the API and the local OpenID provider agree on outside production: one client per social
 * provider name, with a fixed development secret. Nothing here imports the provider itself, so the
 * API can read it without the development dependency.
 */

/** Spec 02 §1; X keeps its old name `twitter` in paths (/m/connect/twitter). */
export const SOCIAL_PROVIDERS = ['facebook', 'twitter', 'google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

export const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  facebook: 'Facebook',
  twitter: 'X',
  google: 'Google',
  apple: 'Apple',
};

/** Development only: the local provider accepts exactly this secret for the client named `provider`. */
export const devClientSecret = (provider: SocialProvider) => `inkpot-dev-${provider}-secret`;

/** Where a provider sends the browser back (through the edge, on the public origin). */
export const callbackPath = (provider: SocialProvider) => `/m/callback/${provider}`;

export const callbackUrl = (publicUrl: string, provider: SocialProvider) =>
  `${publicUrl.replace(/\/$/, '')}${callbackPath(provider)}`;
