import {
  ALTERNATE_USER_PARAM,
  isSocialSignInError,
  SIGN_IN_ERROR_PARAM,
  SIGN_IN_PROVIDER_PARAM,
} from '@inkpot/shared-contracts/social-sign-in-errors';
import { PROVIDER_NAMES, type SocialProvider } from './sign-in-methods.ts';
import type { SocialReturn } from './susi-machine.ts';
import type { AuthOpenRequest } from './susi-operation.ts';

const isProviderKey = (value: string): value is SocialProvider => Object.hasOwn(PROVIDER_NAMES, value);

/**
 * A social sign-in that came back to the page without signing the reader in: the API redirects
 * with `?signInError=<code>&signInProvider=<provider>&operation=<login|register>`. What the flow
 * opens with, or null when the address carries no such return (an unknown code is ignored: only
 * the codes of the shared list have words).
 */
export function socialReturnOf(
  search: string,
): { request: AuthOpenRequest; socialReturn: SocialReturn; alternateUser: string | null } | null {
  const query = new URLSearchParams(search);
  const error = query.get(SIGN_IN_ERROR_PARAM);
  if (!isSocialSignInError(error)) return null;
  const provider = query.get(SIGN_IN_PROVIDER_PARAM) ?? '';
  const operation = query.get('operation') === 'register' ? 'register' : 'login';
  return {
    request: { operation },
    socialReturn: { error, providerName: isProviderKey(provider) ? PROVIDER_NAMES[provider] : 'your provider' },
    // The one-time token of the reader's other account (with unverified-email only).
    alternateUser: error === 'unverified-email' ? query.get(ALTERNATE_USER_PARAM) || null : null,
  };
}
