import { signInErrorMessage, TOO_MANY_ATTEMPTS_MESSAGE } from './sign-in-errors.ts';

describe('the sign-in error catalogue', () => {
  it.each([
    [
      'InvalidPassword',
      3,
      'That password was incorrect. You have 3 more attempt(s) before your account is locked for 1 minute.',
    ],
    ['PasswordSoftLockout', 2, 'Due to too many password attempts, your account is locked for 2 minute(s).'],
    [
      'PasswordPermanentLockout',
      0,
      'Due to security reasons, you can no longer sign in with password. Recover your password by requesting a magic link below.',
    ],
    [
      'InvalidTwoFactorAuthCode',
      1,
      'That verification code was incorrect. You have 1 more attempt(s) before your account is locked for 1 minute.',
    ],
    [
      'TwoFactorAuthSoftLockout',
      1,
      'You reached your maximum number of attempts. Your account will be locked for 1 minute(s).',
    ],
    [
      'TwoFactorAuthPermanentLockout',
      0,
      'Your account has been locked, because you have attempted to enter a verification code too many times.',
    ],
    ['IpAuthLockout', 7, 'For security reasons, you cannot sign in from this network for 7 day(s).'],
    ['SomethingNew', 0, 'Please try again.'],
    [null, 0, 'Please try again.'],
  ])('%s with N=%i reads %j', (type, n, text) => {
    expect(signInErrorMessage(type, n)).toBe(text);
  });

  it('words too many attempts as the product does', () => {
    expect(TOO_MANY_ATTEMPTS_MESSAGE).toBe('Too many attempts. Please try again later.');
  });
});
