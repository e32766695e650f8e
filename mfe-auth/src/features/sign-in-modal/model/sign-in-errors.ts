/**
 * Spec 02 §8.1: the sign-in error catalogue. N is a count the server gives (attempts left,
 * minutes, days); an error type without its own text reads 'Please try again.'.
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

/** Spec 02 §5: remaining attempts are 6 minus the failures so far. */
export const MAX_SIGN_IN_ATTEMPTS = 6;
export const remainingAttempts = (failCount: number): number => Math.max(MAX_SIGN_IN_ATTEMPTS - failCount, 0);

/**
 * The account lockout toast (spec 02 §8.1: built from the error type, failCount and
 * lockedOutUntil): the catalogue text with the count that applies to the type.
 */
export function accountLockoutMessage(
  type: SignInErrorType,
  failCount: number,
  lockedOutUntil: Date | null,
  now: Date,
): string {
  const msLeft = lockedOutUntil ? Math.max(lockedOutUntil.getTime() - now.getTime(), 0) : 0;
  switch (type) {
    case 'InvalidPassword':
    case 'InvalidTwoFactorAuthCode':
      return signInErrorMessage(type, remainingAttempts(failCount));
    case 'PasswordSoftLockout':
    case 'TwoFactorAuthSoftLockout':
      return signInErrorMessage(type, Math.max(Math.ceil(msLeft / 60_000), 1));
    case 'IpAuthLockout':
      return signInErrorMessage(type, Math.max(Math.ceil(msLeft / 86_400_000), 1));
    default:
      return signInErrorMessage(type);
  }
}
