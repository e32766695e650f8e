import { useMutation } from '@apollo/client/react';
import type { FeatureFlags, ShellNavigation, Telemetry } from '@inkpot/shared-contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LogGateExposureDocument } from '../api/__generated__/log-gate-exposure.generated.ts';
import { OPEN_IN_APP_EVENTS, openInAppGateExposure, openInAppHref } from '../model/open-in-app.ts';

/**
 * The second, 41 px bar on small screens with the open-in-app link; it logs
 * openInApp.viewed when drawn and openInApp.clicked when followed, and on Android the exposure of
 * the gate that picks its link there.
 */
export function MobileBar({
  pageUrl,
  flags,
  navigation,
  telemetry,
}: {
  pageUrl: string;
  flags: FeatureFlags;
  navigation: ShellNavigation;
  telemetry: Telemetry;
}) {
  const visible = useSmallScreen();
  const userAgent = useSyncExternalStore(noChange, browserUserAgent, serverUserAgent);
  const logged = useRef(false);
  const [logGateExposure] = useMutation(LogGateExposureDocument);
  useEffect(() => {
    // Once per page: a resize back and forth does not log it again. Asked of the screen itself:
    // while a server-rendered bar hydrates, `visible` is still the server's guess.
    if (!visible || logged.current || !smallScreen()) return;
    logged.current = true;
    telemetry.track(OPEN_IN_APP_EVENTS.viewed);
    const exposure = openInAppGateExposure(navigator.userAgent);
    // An exposure that is not logged changes nothing the reader sees.
    if (exposure) logGateExposure({ variables: { input: exposure } }).catch(() => undefined);
  }, [visible, telemetry, logGateExposure]);
  if (!visible) return null;
  const href = openInAppHref(pageUrl, { userAgent, flags, buildLink: navigation.buildLink });
  return (
    <div className="ink-top-bar__mobile-bar">
      <a className="ink-top-bar__open-in-app" href={href} onClick={() => telemetry.track(OPEN_IN_APP_EVENTS.clicked)}>
        Open in app
      </a>
    </div>
  );
}

/** The second bar shows below the first breakpoint (552 px). */
export const SMALL_SCREEN = '(max-width: 551px)';

const smallScreen = () => window.matchMedia?.(SMALL_SCREEN).matches ?? false;

function onScreenChange(changed: () => void) {
  const query = window.matchMedia?.(SMALL_SCREEN);
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}

/**
 * Whether the screen is small. The server cannot know: it draws the bar, which its CSS hides on
 * larger screens, so a phone has it from the first paint; once hydrated, the screen decides.
 */
function useSmallScreen(): boolean {
  return useSyncExternalStore(onScreenChange, smallScreen, () => true);
}

const noChange = () => () => undefined;
const browserUserAgent = () => navigator.userAgent;
// The server's link is the one for every system but Android; hydrated, the browser's own.
const serverUserAgent = () => '';
