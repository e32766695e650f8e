/**
 * The sign-in error catalogue, worded once for both sides: the API answers a wrong or locked-out
 * login code with these texts, and the auth remote shows them (and its own lockout toast) from the
 * same table. N is a count the server gives (attempts left, minutes, days); an error type without
 * its own text reads 'Please try again.'.
 */
export type SignInErrorType =
  | 'InvalidPassword'
  | 'PasswordSoftLockout'
  | 'PasswordPermanentLockout'
  | 'InvalidTwoFactorAuthCode'
  | 'TwoFactorAuthSoftLockout'
  | 'TwoFactorAuthPermanentLockout'
  | 'IpAuthLockout';

export const DEFAULT_SIGN_IN_ERROR = 'Please try again.';

/** Too many attempts, when the answer brings no words of its own; also the API's per-network limit. */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';

/** Wrong codes (or passwords) count down from this many before the one-minute soft lockout. */
export const MAX_SIGN_IN_ATTEMPTS = 6;

export function signInErrorMessage(type: SignInErrorType | string | null, n = 0): string {
  switch (type) {
    case 'InvalidPassword':
      return `That password was incorrect. You have ${n} more attempt(s) before your account is locked for 1 minute.`;
    case 'PasswordSoftLockout':
      return `Due to too many password attempts, your account is locked for ${n} minute(s).`;
    case 'PasswordPermanentLockout':
      return 'Due to security reasons, you can no longer sign in with password. Recover your password by requesting a magic link below.';
    case 'InvalidTwoFactorAuthCode':
      return `That verification code was incorrect. You have ${n} more attempt(s) before your account is locked for 1 minute.`;
    case 'TwoFactorAuthSoftLockout':
      return `You reached your maximum number of attempts. Your account will be locked for ${n} minute(s).`;
    case 'TwoFactorAuthPermanentLockout':
      return 'Your account has been locked, because you have attempted to enter a verification code too many times.';
    case 'IpAuthLockout':
      return `For security reasons, you cannot sign in from this network for ${n} day(s).`;
    default:
      return DEFAULT_SIGN_IN_ERROR;
  }
}
