/**
 * How a social sign-in that did not sign the reader in comes back to the page:
 * the API's /m/callback/{provider} (or /m/connect/{provider}) redirects to the sign-in's redirect
 * target, or the home page, with these query parameters, and the sign-in UI shows the text.
 *
 *   ?signInError=<SocialSignInError>&signInProvider=<provider>&operation=<login|register>
 *
 * Only the code travels in the URL, never a text (a text in a URL would let anyone put words in
 * the product's mouth).
 */
export const SIGN_IN_ERROR_PARAM = 'signInError';
export const SIGN_IN_PROVIDER_PARAM = 'signInProvider';
/**
 * With `unverified-email`: a one-time token naming the account the provider's address belongs to;
 * the page reads the alternate-user data with it (the `alternateUser` query), once.
 */
export const ALTERNATE_USER_PARAM = 'alternateUser';

export const SOCIAL_SIGN_IN_ERRORS = [
  /** Sign-in (operation login) with a provider account that belongs to no Inkpot account. */
  'unrecognized',
  /** Wrong, used or expired state; a code the provider refused; an ID token that failed its checks. */
  'failed',
  /** The provider could not be reached. */
  'unavailable',
  /** The provider is switched off (feature flag, or not configured). */
  'disabled',
  /** The provider's email is that of an existing account but the provider has not verified it. */
  'unverified-email',
  /** A sign-up whose provider account shares no email address. */
  'email-required',
] as const;
export type SocialSignInError = (typeof SOCIAL_SIGN_IN_ERRORS)[number];

export const isSocialSignInError = (value: string | null | undefined): value is SocialSignInError =>
  (SOCIAL_SIGN_IN_ERRORS as readonly (string | null | undefined)[]).includes(value);

/**
 * What the sign-in UI says. 'unrecognized' is UNRECOGNIZED_EMAIL (with its 'Would you like to sign
 * in with a different email?' links) and 'failed' the default sign-in error; the product has no
 * words for the others.
 */
export function socialSignInErrorText(error: SocialSignInError, providerName: string): string {
  switch (error) {
    case 'unrecognized':
      return "Sorry, we didn't recognize that email.";
    case 'failed':
      return 'Please try again.';
    case 'unavailable':
      return `We couldn't reach ${providerName}. Please try again.`;
    case 'disabled':
      return `Signing in with ${providerName} is not available.`;
    case 'unverified-email':
      return `${providerName} has not verified the email address of your account there. Please sign in with email.`;
    case 'email-required':
      return `${providerName} did not share an email address. Please sign up with email.`;
  }
}
