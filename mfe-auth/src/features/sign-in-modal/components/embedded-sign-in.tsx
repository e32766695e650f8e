import { NoncedStyle, useObservableValue } from '@inkpot/shared-contracts';
import type { MountProps, ShellLocation } from '@inkpot/shared-contracts';
import { useEffect, useMemo, useRef } from 'react';
import { createCaptcha } from '../api/captcha.ts';
import { createSusiApi } from '../api/susi-api.ts';
import { useSusiMachine } from '../hooks/use-susi-machine.ts';
import { redirectTarget } from '../model/sign-in-methods.ts';
import { signInPageRequest } from '../model/sign-in-page-request.ts';
import { socialReturnOf } from '../model/social-return.ts';
import { signInModalCss } from './sign-in-modal.css.ts';
import { SusiPanel } from './susi-dialog.tsx';
import { susiStepContent } from './susi-flow.tsx';

export type EmbeddedSignInProps = MountProps & { leave?: (url: string) => void };

const leaveByLocation = (url: string) => window.location.assign(url);

/**
 * The sign-in flow in embedded mode, for the `/m/signin` and `/m/signup` pages:
 * opened from the page's address (operation, redirect, entry point), never hidden, with a close
 * link to the redirect target or the home page.
 */
export function EmbeddedSignIn(props: EmbeddedSignInProps) {
  const { bus, navigation, config, apollo, telemetry, leave = leaveByLocation } = props;
  const api = useMemo(() => createSusiApi(apollo, (error) => telemetry.reportError(error)), [apollo, telemetry]);
  const captcha = useMemo(() => createCaptcha(config, (error) => telemetry.reportError(error)), [config, telemetry]);
  const [state, dispatch] = useSusiMachine({ api, captcha, bus, leave });
  const location = useObservableValue<ShellLocation | null>(navigation.location$, null);
  const pathname = location?.pathname ?? null;
  const search = location?.search ?? '';

  // The host drops operation, redirect and entry point from the address at start-up (they are off
  // the query allow-list): on the page the reader landed on, they come from its initial query.
  const initialSearch = useRef(navigation.initialSearch ?? '');
  useEffect(() => {
    if (pathname === null) return;
    const query = search || initialSearch.current;
    initialSearch.current = '';
    const { request, redirect } = signInPageRequest({ pathname, search: query });
    const social = socialReturnOf(query);
    dispatch({
      type: 'open',
      request: social ? { ...request, operation: social.request.operation } : request,
      redirect: redirectTarget(redirect, null, config.hosts.app),
      embedded: true,
      ...(social ? { socialReturn: social.socialReturn } : {}),
    });
  }, [pathname, search, config, dispatch]);

  if (!state.open) return null;
  const closeHref = state.redirect;
  const content = susiStepContent({
    ...props,
    state,
    dispatch,
    track: (name, data) => bus.publish('analytics/track', { name, data }),
    followLink: (href) => navigation.navigate(href),
  });
  return (
    <>
      <NoncedStyle>{signInModalCss}</NoncedStyle>
      <SusiPanel {...content} closeHref={closeHref} onFollowLink={(href) => navigation.navigate(href)} />
    </>
  );
}
