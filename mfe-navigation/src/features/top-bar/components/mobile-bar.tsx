import type { FeatureFlags, ShellNavigation, Telemetry } from '@inkpot/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import { OPEN_IN_APP_EVENTS, openInAppHref } from '../model/open-in-app.ts';

/**
 * The second, 41 px bar on small screens (spec 01 §2, §9) with the open-in-app link; it logs
 * openInApp.viewed when drawn and openInApp.clicked when followed.
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
  const logged = useRef(false);
  useEffect(() => {
    // Once per page: a resize back and forth does not log it again.
    if (!visible || logged.current) return;
    logged.current = true;
    telemetry.track(OPEN_IN_APP_EVENTS.viewed);
  }, [visible, telemetry]);
  if (!visible) return null;
  const href = openInAppHref(pageUrl, { userAgent: navigator.userAgent, flags, buildLink: navigation.buildLink });
  return (
    <div className="ink-top-bar__mobile-bar">
      <a className="ink-top-bar__open-in-app" href={href} onClick={() => telemetry.track(OPEN_IN_APP_EVENTS.clicked)}>
        Open in app
      </a>
    </div>
  );
}

/** Spec 01 §9: the second bar shows below the first breakpoint (552 px). */
export const SMALL_SCREEN = '(max-width: 551px)';

function useSmallScreen(): boolean {
  const [small, setSmall] = useState(() => window.matchMedia?.(SMALL_SCREEN).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(SMALL_SCREEN);
    if (!query) return;
    const onChange = () => setSmall(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return small;
}
