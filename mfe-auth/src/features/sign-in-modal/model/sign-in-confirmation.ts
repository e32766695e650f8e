import type { ToastKind, ViewerState } from '@inkpot/shared-contracts';

type SignedInViewer = Extract<ViewerState, { status: 'signed-in' }>['viewer'];
export type MembershipTier = 'MEMBER' | 'FRIEND';
export type SignInConfirmation = Extract<ToastKind, { kind: 'sign-in-confirmation' }>;

/**
 * The tier the toast shows: none without a current membership (the viewer's isMember), FRIEND when
 * the API says so, else MEMBER (also when the tier could not be asked).
 */
export function tierOf(apiTier: string | null | undefined, isMember: boolean): MembershipTier | null {
  if (!isMember) return null;
  return apiTier === 'FRIEND' ? 'FRIEND' : 'MEMBER';
}

/**
 * The sign-in confirmation toast, as the notifications remote's kind: it says 'into
 * your member account' for members and 'in as' for everyone else, and FRIEND shows another badge.
 * `tier` null is a reader without membership.
 */
export function signInConfirmationToast(viewer: SignedInViewer, tier: MembershipTier | null): SignInConfirmation {
  const name = viewer.name || (viewer.username ? `@${viewer.username}` : 'yourself');
  return { kind: 'sign-in-confirmation', name, tier };
}

/** The users seen signing in on this browser, newest last, each once. */
export function seenUsersAfterLogin(seen: readonly string[], viewerId: string): string[] {
  return [...seen.filter((id) => id !== viewerId), viewerId];
}

/** A multi-user-login event fires once at least two distinct users have signed in here. */
export const isMultiUserLogin = (seen: readonly string[]): boolean => new Set(seen).size >= 2;

/** Whether a `document.cookie` string carries the marker `name` (platform-api's markJustSignedIn). */
export function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(';').some((pair) => pair.trim().split('=')[0] === name);
}
