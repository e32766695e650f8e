import { isMultiUserLogin, seenUsersAfterLogin, signInConfirmationToast } from './sign-in-confirmation.ts';

const viewer = { id: 'u1', name: 'Ada Lovelace', username: 'ada', imageId: null, isMember: false };

describe('sign-in confirmation', () => {
  it("says 'in as' for a reader without membership", () => {
    expect(signInConfirmationToast(viewer).message).toBe('Signed in as Ada Lovelace');
  });

  it("says 'into your member account' for a member", () => {
    expect(signInConfirmationToast({ ...viewer, isMember: true }).message).toBe('Signed into your member account');
  });

  it('names a reader without a name by username', () => {
    expect(signInConfirmationToast({ ...viewer, name: '' }).message).toBe('Signed in as @ada');
  });
});

describe('login tracking', () => {
  it('keeps each user once, newest last', () => {
    expect(seenUsersAfterLogin(['a', 'b'], 'a')).toEqual(['b', 'a']);
    expect(seenUsersAfterLogin([], 'a')).toEqual(['a']);
  });

  it('is a multi-user login from two distinct users on', () => {
    expect(isMultiUserLogin(['a'])).toBe(false);
    expect(isMultiUserLogin(['a', 'b'])).toBe(true);
  });
});
