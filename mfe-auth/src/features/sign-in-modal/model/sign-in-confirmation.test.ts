import {
  hasCookie,
  isMultiUserLogin,
  seenUsersAfterLogin,
  signInConfirmationToast,
  tierOf,
} from './sign-in-confirmation.ts';

const viewer = { id: 'u1', name: 'Ada Lovelace', username: 'ada', imageId: null, isMember: false };

describe('sign-in confirmation', () => {
  it('is the sign-in-confirmation toast kind, with the tier for members and none for the others', () => {
    expect(signInConfirmationToast(viewer, null)).toEqual({
      kind: 'sign-in-confirmation',
      name: 'Ada Lovelace',
      tier: null,
    });
    expect(signInConfirmationToast({ ...viewer, isMember: true }, 'MEMBER').tier).toBe('MEMBER');
    expect(signInConfirmationToast({ ...viewer, isMember: true }, 'FRIEND').tier).toBe('FRIEND');
  });

  it('names a reader without a name by username', () => {
    expect(signInConfirmationToast({ ...viewer, name: '' }, null).name).toBe('@ada');
  });

  it('takes the tier from the API for a member, MEMBER when unknown, none without membership', () => {
    expect(tierOf('FRIEND', true)).toBe('FRIEND');
    expect(tierOf('MEMBER', true)).toBe('MEMBER');
    expect(tierOf(null, true)).toBe('MEMBER');
    expect(tierOf('FRIEND', false)).toBeNull();
    expect(tierOf(undefined, false)).toBeNull();
  });

  it('finds the marker cookie by its exact name', () => {
    expect(hasCookie('a=1; inkpot_just_signed_in=1', 'inkpot_just_signed_in')).toBe(true);
    expect(hasCookie('inkpot_just_signed_in_not=1', 'inkpot_just_signed_in')).toBe(false);
    expect(hasCookie('', 'inkpot_just_signed_in')).toBe(false);
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
