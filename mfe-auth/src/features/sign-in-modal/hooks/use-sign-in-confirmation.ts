import type { RemoteBus, ViewerState } from '@inkpot/shared-contracts';
import { useEffect } from 'react';
import type { Observable } from 'rxjs';
import { isMultiUserLogin, seenUsersAfterLogin, signInConfirmationToast } from '../model/sign-in-confirmation.ts';
import { JUST_SIGNED_IN_KEY } from './use-susi-machine.ts';

const SEEN_USERS_KEY = 'inkpot.susi.seen-users';

function readSeenUsers(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SEEN_USERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The page after a sign-in through the flow (the flow marks it before leaving for the callback):
 * the confirmation toast, `auth/signed-in`, susi.clientSuccess and login tracking (spec 02 §4.5,
 * §4.6). Runs once per sign-in.
 */
export function useSignInConfirmation(bus: RemoteBus, viewer$: Observable<ViewerState>): void {
  useEffect(() => {
    const subscription = viewer$.subscribe((viewer) => {
      if (viewer.status !== 'signed-in') return;
      let justSignedIn: boolean;
      try {
        justSignedIn = sessionStorage.getItem(JUST_SIGNED_IN_KEY) !== null;
        sessionStorage.removeItem(JUST_SIGNED_IN_KEY);
      } catch {
        return;
      }
      if (!justSignedIn) return;
      const seen = seenUsersAfterLogin(readSeenUsers(), viewer.viewer.id);
      try {
        localStorage.setItem(SEEN_USERS_KEY, JSON.stringify(seen.slice(-20)));
      } catch {
        // Tracking only.
      }
      bus.publish('toast/show', signInConfirmationToast(viewer.viewer));
      bus.publish('auth/signed-in', { viewerId: viewer.viewer.id });
      bus.publish('analytics/track', { name: 'susi.clientSuccess', data: { viewerId: viewer.viewer.id } });
      if (isMultiUserLogin(seen)) {
        bus.publish('analytics/track', { name: 'user.multiUserLogin', data: { users: new Set(seen).size } });
      }
    });
    return () => subscription.unsubscribe();
  }, [bus, viewer$]);
}
