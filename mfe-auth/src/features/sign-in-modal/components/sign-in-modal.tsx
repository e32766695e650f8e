import type { ShellLocation } from '@inkpot/shared-contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSignInConfirmation } from '../hooks/use-sign-in-confirmation.ts';
import { redirectTarget } from '../model/sign-in-methods.ts';
import { expiredLinkRequest } from '../model/sign-in-page-request.ts';
import { socialReturnOf } from '../model/social-return.ts';
import type { AuthOpenRequest } from '../model/susi-operation.ts';
import type { SignInModalFlowProps } from './sign-in-modal-flow.tsx';

const loadFlow = () => import(/* webpackChunkName: "sign-in-flow" */ './sign-in-modal-flow.tsx');
const SignInModalFlow = lazy(() => loadFlow().then((module) => ({ default: module.SignInModalFlow })));

/** Links that lead to sign-in: hovering or focusing one is an intent to sign in. */
const SIGN_IN_LINK = 'a[href*="/m/signin"], a[href*="/m/signup"]';

/**
 * The `sign-in-modal` parcel: small on purpose. The steps of the flow load on first intent
 * (hover or focus of a Sign in / Sign up link, or `auth/open`), not with the page; an expired
 * email link, or a social sign-in that came back without signing in, counts as intent. The sign-in confirmation after a completed sign-in lives here,
 * since it needs none of the steps.
 */
export function SignInModal(props: Omit<SignInModalFlowProps, 'initialRequest'>) {
  const { bus, navigation, config } = props;
  const [firstRequest, setFirstRequest] = useState<AuthOpenRequest | null>(null);
  const [wanted, setWanted] = useState(() => {
    const search = `${navigation.initialSearch ?? ''}&${window.location.search.slice(1)}`;
    return expiredLinkRequest(search) !== null || socialReturnOf(search) !== null;
  });
  const flowMounted = useRef(false);
  const markFlowMounted = useCallback(() => {
    flowMounted.current = true;
  }, []);
  useSignInConfirmation(bus, props.viewer$, props.apollo, props.telemetry);

  useEffect(() => {
    let location: ShellLocation | null = null;
    const subscriptions = [
      navigation.location$.subscribe((next) => (location = next)),
      bus.on('auth/open').subscribe((request) => {
        // Once the flow is there it listens itself; until then, keep the latest request for it,
        // with the page it was made on as the redirect target.
        if (flowMounted.current) return;
        setFirstRequest({ ...request, redirect: redirectTarget(request.redirect ?? null, location, config.hosts.app) });
        setWanted(true);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus, navigation, config]);

  useEffect(() => {
    if (wanted) return;
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(SIGN_IN_LINK)) return;
      void loadFlow();
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FlowMountedMarker onMount={markFlowMounted} />
      <SignInModalFlow {...props} initialRequest={firstRequest} />
    </Suspense>
  );
}

/** Renders nothing; tells the root when the flow (in the same Suspense boundary) has mounted. */
function FlowMountedMarker({ onMount }: { onMount: () => void }) {
  useEffect(() => {
    onMount();
  }, [onMount]);
  return null;
}
