import { NoncedStyle, useObservableValue } from '@inkpot/shared-contracts';
import type { MountProps, ShellLocation } from '@inkpot/shared-contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createCaptcha } from '../api/captcha.ts';
import { createSusiApi } from '../api/susi-api.ts';
import { useSusiMachine } from '../hooks/use-susi-machine.ts';
import { expiredLinkRequest } from '../model/sign-in-page-request.ts';
import { socialReturnOf } from '../model/social-return.ts';
import { announceAlternateUser } from '../api/alternate-user.ts';
import { ALTERNATE_USER_PARAM } from '@inkpot/shared-contracts/social-sign-in-errors';
import type { AuthOpenRequest } from '../model/susi-operation.ts';
import { redirectTarget } from '../model/sign-in-methods.ts';
import { signInModalCss } from './sign-in-modal.css.ts';
import { SusiDialog } from './susi-dialog.tsx';
import { susiStepContent } from './susi-flow.tsx';

/** The hide animation; keep in step with the CSS. */
export const HIDE_ANIMATION_MS = 180;

export type SignInModalFlowProps = MountProps & {
  /** Leaves the page for `url` with a full load; the browser's own by default. */
  leave?: (url: string) => void;
  /** The `auth/open` that arrived while this code was loading (see sign-in-modal.tsx). */
  initialRequest?: AuthOpenRequest | null;
  /** Told when the modal opens and closes (one-tap hides while it is open: the hide-one-tap flag). */
  onOpenChange?: (open: boolean) => void;
};

const leaveByLocation = (url: string) => window.location.assign(url);

/**
 * The sign-in/sign-up modal's steps: hidden until someone publishes `auth/open`
 * (or the reader comes back from an expired email link), closed by the reader or by `auth/close`.
 * Loaded on first intent by the `sign-in-modal` parcel's root.
 */
export function SignInModalFlow(props: SignInModalFlowProps) {
  const { bus, navigation, config, apollo, telemetry, leave = leaveByLocation, onOpenChange } = props;
  const api = useMemo(() => createSusiApi(apollo, (error) => telemetry.reportError(error)), [apollo, telemetry]);
  const captcha = useMemo(() => createCaptcha(config, (error) => telemetry.reportError(error)), [config, telemetry]);
  const [state, dispatch] = useSusiMachine({ api, captcha, bus, leave });
  const location = useObservableValue<ShellLocation | null>(navigation.location$, null);
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  });
  const [closing, setClosing] = useState(false);

  // The request that made the root load this code is this flow's first.
  const initialRequest = useRef(props.initialRequest ?? null);
  useEffect(() => {
    const request = initialRequest.current;
    initialRequest.current = null;
    if (!request) return;
    const redirect = redirectTarget(request.redirect ?? null, locationRef.current, config.hosts.app);
    dispatch({ type: 'open', request, redirect });
  }, [config, dispatch]);

  useEffect(() => {
    const subscriptions = [
      bus.on('auth/open').subscribe((request) => {
        setClosing(false);
        const redirect = redirectTarget(request.redirect ?? null, locationRef.current, config.hosts.app);
        dispatch({ type: 'open', request, redirect });
      }),
      bus.on('auth/close').subscribe(() => dispatch({ type: 'close' })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus, config, dispatch]);

  // An expired or used email link lands on a page with ?signInError=expired (the API's
  // expiredLinkLocation): offer a new link, once per page load. A social sign-in that did not sign
  // the reader in lands with its error code: say why, in the flow. The host drops the parameter from
  // the address at start-up, so it is read from the page's initial query as well.
  const routeName = location?.routeName ?? null;
  const checkedExpiredLink = useRef(false);
  useEffect(() => {
    const current = locationRef.current;
    if (checkedExpiredLink.current || !current) return;
    checkedExpiredLink.current = true;
    if (routeName === 'signIn' || routeName === 'signUp') return; // the page's own form handles it
    const expired = expiredLinkRequest(current.search) ?? expiredLinkRequest(navigation.initialSearch ?? '');
    const social = expired ? null : (socialReturnOf(current.search) ?? socialReturnOf(navigation.initialSearch ?? ''));
    const request = expired ?? social?.request;
    if (!request) return;
    const rest = new URLSearchParams(current.search);
    const marked = rest.has('signInError');
    for (const name of ['signInError', 'signInProvider', 'operation', ALTERNATE_USER_PARAM]) rest.delete(name);
    const query = rest.toString() ? `?${rest.toString()}` : '';
    dispatch({
      type: 'open',
      request,
      redirect: redirectTarget(null, { ...current, search: query }, config.hosts.app),
      ...(social ? { socialReturn: social.socialReturn } : {}),
    });
    if (marked) navigation.navigate(`${current.pathname}${query}${current.hash}`, { replace: true });
    if (social?.alternateUser)
      void announceAlternateUser(apollo, bus, social.alternateUser, (error) => telemetry.reportError(error));
  }, [routeName, config, dispatch, navigation, apollo, bus, telemetry]);

  const close = useCallback(() => {
    setClosing(true);
  }, []);
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      setClosing(false);
      dispatch({ type: 'close' });
    }, HIDE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [closing, dispatch]);

  useEffect(() => {
    onOpenChange?.(state.open);
  }, [state.open, onOpenChange]);

  // While an entry point is set, the page is flagged as having the overlay.
  const overlayEntryPoint = state.open ? state.entryPoint : null;
  useEffect(() => {
    if (!overlayEntryPoint) return;
    document.documentElement.dataset.susiOverlay = overlayEntryPoint;
    return () => {
      delete document.documentElement.dataset.susiOverlay;
    };
  }, [overlayEntryPoint]);

  if (!state.open) return null;
  const content = susiStepContent({
    ...props,
    state,
    dispatch,
    track: (name, data) => bus.publish('analytics/track', { name, data }),
    followLink: (href) => {
      dispatch({ type: 'close' });
      navigation.navigate(href);
    },
  });
  return (
    <>
      <NoncedStyle>{signInModalCss}</NoncedStyle>
      <SusiDialog {...content} onClose={close} closing={closing} />
    </>
  );
}
