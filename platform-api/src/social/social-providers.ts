/** The social sign-in providers and where each sends the browser back. */

/** X keeps its old name `twitter` in paths (/m/connect/twitter), as on the auth domain. */
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

/** Where a provider sends the browser back (through the edge, on the public origin). */
export const callbackPath = (provider: SocialProvider) => `/m/callback/${provider}`;

export const callbackUrl = (publicUrl: string, provider: SocialProvider) =>
  `${publicUrl.replace(/\/$/, '')}${callbackPath(provider)}`;
