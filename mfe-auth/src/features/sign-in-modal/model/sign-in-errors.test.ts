import { accountLockoutMessage, remainingAttempts, signInErrorMessage } from './sign-in-errors.ts';

describe('sign-in error catalogue (spec 02 §8.1)', () => {
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

  it('counts remaining attempts down from 6', () => {
    expect([0, 1, 5, 6, 9].map(remainingAttempts)).toEqual([6, 5, 1, 0, 0]);
  });

  it('builds the account lockout toast from the type, failCount and lockedOutUntil', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(accountLockoutMessage('InvalidTwoFactorAuthCode', 2, null, now)).toBe(
      'That verification code was incorrect. You have 4 more attempt(s) before your account is locked for 1 minute.',
    );
    expect(accountLockoutMessage('TwoFactorAuthSoftLockout', 6, new Date('2026-11-23T10:01:30Z'), now)).toBe(
      'You reached your maximum number of attempts. Your account will be locked for 2 minute(s).',
    );
    expect(accountLockoutMessage('IpAuthLockout', 0, new Date('2026-11-25T09:00:00Z'), now)).toBe(
      'For security reasons, you cannot sign in from this network for 2 day(s).',
    );
  });
});
