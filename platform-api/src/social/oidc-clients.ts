/**
 * The API as an OpenID Connect relying party (openid-client): one discovered configuration per
 * provider, kept while it works.
 */
import * as oidc from 'openid-client';
import type { SocialProviderSettings } from './social-config.ts';

/** Seconds a provider may take to answer discovery, the token request or userinfo. */
export const PROVIDER_TIMEOUT_S = 5;

const configurations = new Map<string, Promise<oidc.Configuration>>();
const keyOf = (settings: SocialProviderSettings) => `${settings.issuer.href} ${settings.clientId}`;

/**
 * The provider's discovered configuration. A failed discovery is not remembered (the next sign-in
 * asks again), and neither is a configuration a sign-in failed with (its keys may have rotated).
 */
export function providerConfiguration(settings: SocialProviderSettings): Promise<oidc.Configuration> {
  const key = keyOf(settings);
  let configuration = configurations.get(key);
  if (!configuration) {
    configuration = oidc.discovery(
      settings.issuer,
      settings.clientId,
      undefined,
      oidc.ClientSecretPost(settings.clientSecret),
      {
        timeout: PROVIDER_TIMEOUT_S,
        // Verify the ID token's signature against the provider's keys too, not only its claims.
        execute: [
          oidc.enableNonRepudiationChecks,
          // Production insists on HTTPS; the local provider of development and tests speaks plain HTTP.
          ...(settings.allowHttp && settings.issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : []),
        ],
      },
    );
    configurations.set(key, configuration);
    configuration.catch(() => configurations.delete(key));
  }
  return configuration;
}

export function forgetProviderConfiguration(settings: SocialProviderSettings): void {
  configurations.delete(keyOf(settings));
}

/** True when the provider did not answer at all (refused, timed out, no such host), as opposed to answering no. */
export function isUnreachable(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && depth < 6; depth += 1) {
    const { name, code, message } = cause as { name?: string; code?: string; message?: string };
    if (name === 'TimeoutError' || name === 'AbortError') return true;
    if (
      typeof code === 'string' &&
      /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|UND_ERR_)/.test(code)
    )
      return true;
    if (name === 'TypeError' && message === 'fetch failed') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** A short reason for the log: the library's error code and message. */
export function describeError(error: unknown): string {
  const {
    code,
    message,
    cause,
    error: oauthError,
  } = error as {
    code?: string;
    message?: string;
    cause?: unknown;
    /** The provider's OAuth error code (invalid_grant, ...) in a response-body error. */
    error?: unknown;
  };
  const causeText = cause && typeof cause === 'object' && 'message' in cause ? ` (${String(cause.message)})` : '';
  const oauthText = typeof oauthError === 'string' ? ` [${oauthError}]` : '';
  return `${code ?? 'error'}: ${message ?? String(error)}${oauthText}${causeText}`;
}
