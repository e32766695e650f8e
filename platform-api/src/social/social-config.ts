/**
 * Settings of the social sign-in providers (Facebook, X, Google, Apple), read from the
 * environment with the rest of the API's config.
 *
 * Staging and production: a provider is on only when its issuer, client id and secret are all set
 * (`OIDC_GOOGLE_ISSUER`, `OIDC_GOOGLE_CLIENT_ID`, `OIDC_GOOGLE_CLIENT_SECRET`, ...). In development,
 * a provider without settings uses the local OpenID provider (src/dev-oidc) on `DEV_OIDC_PORT`.
 */
import { z } from 'zod';
import { deployed } from '../environment.ts';
import { devClientSecret } from '../dev-oidc/dev-clients.ts';
import { SOCIAL_PROVIDERS, type SocialProvider } from './social-providers.ts';

const upper = (provider: SocialProvider) => provider.toUpperCase() as Uppercase<SocialProvider>;

const providerFields = Object.fromEntries(
  SOCIAL_PROVIDERS.flatMap((provider) => [
    [`OIDC_${upper(provider)}_ISSUER`, z.optional(z.url())],
    [`OIDC_${upper(provider)}_CLIENT_ID`, z.optional(z.string().min(1))],
    [`OIDC_${upper(provider)}_CLIENT_SECRET`, z.optional(z.string().min(1))],
  ]),
) as Record<
  `OIDC_${Uppercase<SocialProvider>}_${'ISSUER' | 'CLIENT_ID' | 'CLIENT_SECRET'}`,
  z.ZodOptional<z.ZodString>
>;

/** Spread into the API's config schema. */
export const socialProviderSettings = {
  /** Port of the local OpenID provider that stands in for every provider in development. */
  DEV_OIDC_PORT: z.coerce.number().int().min(1).max(65535).default(4001),
  ...providerFields,
};

type SocialConfig = Parameters<typeof deployed>[0] & { DEV_OIDC_PORT: number } & Partial<
    Record<keyof typeof providerFields, string | undefined>
  >;

/** The issuer of the local OpenID provider (its discovery document is below it). */
export const devIssuer = (port: number) => `http://localhost:${port}`;

export interface SocialProviderSettings {
  provider: SocialProvider;
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** The local OpenID provider of development and tests. */
  local: boolean;
  /** Plain HTTP to the provider: only in development (the local provider, a local test server). */
  allowHttp: boolean;
}

/** A provider's issuer and client, or null when it is disabled (not configured in staging or production). */
export function socialProviderSettingsOf(
  config: SocialConfig,
  provider: SocialProvider,
): SocialProviderSettings | null {
  const key = upper(provider);
  const issuer = config[`OIDC_${key}_ISSUER`];
  const clientId = config[`OIDC_${key}_CLIENT_ID`];
  const clientSecret = config[`OIDC_${key}_CLIENT_SECRET`];
  const production = deployed(config);
  if (issuer && clientId && clientSecret) {
    return { provider, issuer: new URL(issuer), clientId, clientSecret, local: false, allowHttp: !production };
  }
  if (production) return null;
  return {
    provider,
    issuer: new URL(devIssuer(config.DEV_OIDC_PORT)),
    clientId: provider,
    clientSecret: devClientSecret(provider),
    local: true,
    allowHttp: true,
  };
}

/** Half a provider's settings is a mistake worth stopping for, not a silently disabled button. */
export function checkSocialProviderSettings(config: SocialConfig, ctx: z.RefinementCtx) {
  for (const provider of SOCIAL_PROVIDERS) {
    const names = (['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'] as const).map(
      (part) => `OIDC_${upper(provider)}_${part}` as const,
    );
    const set = names.filter((name) => config[name]);
    if (set.length > 0 && set.length < names.length) {
      ctx.addIssue({
        code: 'custom',
        path: [names.find((name) => !config[name]) ?? names.join()],
        message: `set all of ${names.join(', ')} or none`,
      });
    }
  }
}
