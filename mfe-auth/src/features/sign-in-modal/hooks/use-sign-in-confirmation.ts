import type { ApolloClient } from '@apollo/client';
import type { RemoteBus, Telemetry, ViewerState } from '@inkpot/shared-contracts';
import { JUST_SIGNED_IN_COOKIE } from '@inkpot/shared-contracts/sign-in-marker';
import { useEffect } from 'react';
import type { Observable } from 'rxjs';
import { SignInConfirmationViewerDocument } from '../api/__generated__/sign-in-confirmation-viewer.generated.ts';
import {
  hasCookie,
  isMultiUserLogin,
  seenUsersAfterLogin,
  signInConfirmationToast,
  tierOf,
} from '../model/sign-in-confirmation.ts';

const SEEN_USERS_KEY = 'inkpot.susi.seen-users';

function readSeenUsers(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SEEN_USERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Reads and removes the API's just-signed-in marker: true once per sign-in. */
function takeJustSignedIn(): boolean {
  if (!hasCookie(document.cookie, JUST_SIGNED_IN_COOKIE)) return false;
  document.cookie = `${JUST_SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return true;
}

async function membershipTier(apollo: ApolloClient, telemetry: Telemetry): Promise<string | null> {
  try {
    const { data, error } = await apollo.query({
      query: SignInConfirmationViewerDocument,
      fetchPolicy: 'network-only',
    });
    if (error) telemetry.reportError(error, { feature: 'sign-in-confirmation' });
    return data?.viewer?.membership?.tier ?? null;
  } catch (error) {
    telemetry.reportError(error, { feature: 'sign-in-confirmation' });
    return null;
  }
}

/**
 * The page after a sign-in, by any way in (code, magic link, social provider: the API's callback
 * marks it with a short-lived cookie, shared-contracts/src/sign-in-marker.ts): the confirmation
 * toast with the member or Friend badge, `auth/signed-in`, susi.clientSuccess and login tracking
 * (the users seen signing in on this browser). Runs once per sign-in.
 */
export function useSignInConfirmation(
  bus: RemoteBus,
  viewer$: Observable<ViewerState>,
  apollo: ApolloClient,
  telemetry: Telemetry,
): void {
  useEffect(() => {
    let active = true;
    const subscription = viewer$.subscribe((viewer) => {
      if (viewer.status !== 'signed-in') return;
      let justSignedIn: boolean;
      try {
        justSignedIn = takeJustSignedIn();
      } catch {
        return;
      }
      if (!justSignedIn) return;
      const { id } = viewer.viewer;
      const seen = seenUsersAfterLogin(readSeenUsers(), id);
      try {
        localStorage.setItem(SEEN_USERS_KEY, JSON.stringify(seen.slice(-20)));
      } catch {
        // Tracking only.
      }
      bus.publish('auth/signed-in', { viewerId: id });
      bus.publish('analytics/track', { name: 'susi.clientSuccess', data: { viewerId: id } });
      if (isMultiUserLogin(seen)) {
        bus.publish('analytics/track', { name: 'user.multiUserLogin', data: { users: new Set(seen).size } });
      }
      // Only members need the tier (their badge); the others are confirmed at once.
      const tier = viewer.viewer.isMember ? membershipTier(apollo, telemetry) : Promise.resolve(null);
      void tier.then((apiTier) => {
        if (!active) return;
        bus.publish('toast/show', signInConfirmationToast(viewer.viewer, tierOf(apiTier, viewer.viewer.isMember)));
      });
    });
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [bus, viewer$, apollo, telemetry]);
}
