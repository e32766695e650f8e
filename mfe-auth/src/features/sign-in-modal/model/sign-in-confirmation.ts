import type { Toast, ViewerState } from '@inkpot/shared-contracts';

type SignedInViewer = Extract<ViewerState, { status: 'signed-in' }>['viewer'];

/**
 * Spec 02 §4.6: the sign-in confirmation toast says 'into your member account' for members and
 * 'in as' for everyone else.
 */
export function signInConfirmationToast(viewer: SignedInViewer): Toast {
  const message = viewer.isMember
    ? 'Signed into your member account'
    : `Signed in as ${viewer.name || (viewer.username ? `@${viewer.username}` : 'yourself')}`;
  return { message, style: 'success', extraParams: { testId: 'sign-in-confirmation' } };
}

/** Spec 02 §4.5: the users seen signing in on this browser, newest last, each once. */
export function seenUsersAfterLogin(seen: readonly string[], viewerId: string): string[] {
  return [...seen.filter((id) => id !== viewerId), viewerId];
}

/** A multi-user-login event fires once at least two distinct users have signed in here. */
export const isMultiUserLogin = (seen: readonly string[]): boolean => new Set(seen).size >= 2;
