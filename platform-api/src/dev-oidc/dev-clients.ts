/**
 * What the API and the local OpenID provider agree on outside production: one client per social
 * provider name (the client id is the name) with a fixed development secret. Nothing here imports
 * the provider itself, so the API reads it without the development dependency.
 */
import type { SocialProvider } from '../social/social-providers.ts';

/** Development only: the local provider accepts exactly this secret for the client named `provider`. */
export const devClientSecret = (provider: SocialProvider) => `inkpot-dev-${provider}-secret`;
