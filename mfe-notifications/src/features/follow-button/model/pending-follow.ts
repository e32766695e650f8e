import type { FollowTarget } from '@inkpot/shared-contracts';

/**
 * A visitor's Follow, kept across the sign-in (which may reload the page) and done once the
 * viewer is signed in. sessionStorage: this tab only, gone with it.
 */
export const PENDING_FOLLOW_KEY = 'inkpot.pendingFollow';
/** An intent older than this is dropped rather than acted on by surprise. */
export const PENDING_FOLLOW_MAX_AGE_MS = 30 * 60 * 1000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function savePendingFollow(storage: Storage, target: FollowTarget, now: number): void {
  try {
    storage.setItem(PENDING_FOLLOW_KEY, JSON.stringify({ ...target, at: now }));
  } catch {
    // Storage full or refused: the visitor signs in and clicks Follow again.
  }
}

/** True (and forgotten) when a fresh intent to follow `target` is waiting. */
export function takePendingFollow(storage: Storage, target: FollowTarget, now: number): boolean {
  let raw: string | null;
  try {
    raw = storage.getItem(PENDING_FOLLOW_KEY);
  } catch {
    return false;
  }
  if (!raw) return false;
  let intent: unknown;
  try {
    intent = JSON.parse(raw);
  } catch {
    storage.removeItem(PENDING_FOLLOW_KEY);
    return false;
  }
  const { type, id, at } = (intent ?? {}) as { type?: unknown; id?: unknown; at?: unknown };
  if (typeof at !== 'number' || now - at > PENDING_FOLLOW_MAX_AGE_MS || now < at) {
    storage.removeItem(PENDING_FOLLOW_KEY);
    return false;
  }
  if (type !== target.type || id !== target.id) return false;
  storage.removeItem(PENDING_FOLLOW_KEY);
  return true;
}

/** Spec: Follow, Following, and Unfollow while a followed button is hovered. */
export function followButtonLabel(isFollowing: boolean, hovered: boolean): 'Follow' | 'Following' | 'Unfollow' {
  if (!isFollowing) return 'Follow';
  return hovered ? 'Unfollow' : 'Following';
}

/** The entry point the sign-in modal is opened with, for its copy and analytics. */
export const FOLLOW_ENTRY_POINT = 'follow';
