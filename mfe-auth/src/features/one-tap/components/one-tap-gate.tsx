import { useObservableValue, type MountProps, type ShellLocation, type ViewerState } from '@inkpot/shared-contracts';
import type { FeatureFlags } from '@inkpot/shared-contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { mergedOneTapFlags, serverOneTapFlags } from '../api/one-tap-flags.ts';
import { isOnSubdomain, oneTapBlock, shouldShowOneTap, type OneTapFacts } from '../model/one-tap-conditions.ts';
import { readHideTime } from '../model/one-tap-hide-time.ts';
import type { OneTapProps } from './one-tap.tsx';

// The prompt, the card and the picker are a chunk of their own: readers who do not qualify never load it.
const OneTap = lazy(() =>
  import(/* webpackChunkName: "one-tap" */ './one-tap.tsx').then((module) => ({ default: module.OneTap })),
);

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

export type OneTapGateProps = Pick<
  MountProps,
  'apollo' | 'bus' | 'config' | 'telemetry' | 'flags' | 'viewer$' | 'navigation'
> &
  Pick<OneTapProps, 'leave'> & {
    /** The hide-one-tap flag: set while the sign-in modal is open. */
    hidden?: boolean;
  };

/**
 * Decides, from the conditions in one-tap-conditions.ts, whether one-tap shows; only then loads it. When a
 * condition stops holding (the reader signs in, leaves for another kind of page, narrows the
 * window) one-tap unmounts, which cancels its prompt.
 */
export function OneTapGate(props: OneTapGateProps) {
  const { config, flags, viewer$, navigation, apollo, telemetry, hidden = false } = props;
  const viewer = useObservableValue<ViewerState>(viewer$, { status: 'loading' });
  const location = useObservableValue<ShellLocation | null>(navigation.location$, null);
  const viewportWidth = useViewportWidth();
  // Read once per page: a dismissal on this page unmounts the prompt by itself.
  const [hiddenAt] = useState(readHideTime);
  const [loadedAt] = useState(Date.now);
  const [serverFlags, setServerFlags] = useState<FeatureFlags | null>(null);
  const picker = config.googleOneTap;
  const facts: OneTapFacts = {
    viewer: viewer.status,
    flags: mergedOneTapFlags(flags, serverFlags ?? {}),
    onSubdomain: isOnSubdomain(window.location.hostname, config.hosts.app),
    viewportWidth,
    hiddenAt,
    now: loadedAt,
    routeName: location?.routeName ?? null,
    referrer: location?.referrer ?? (document.referrer || null),
    hasPicker: picker !== undefined,
  };
  // The server's flags are asked only once every other condition holds (most pages never ask).
  const everythingButFlags =
    oneTapBlock({ ...facts, flags: { enable_google_one_tap: true, enable_google_one_tap_on_subdomains: true } }) ===
    null;
  const needsServerFlags = everythingButFlags && serverFlags === null;
  useEffect(() => {
    if (!needsServerFlags) return;
    let current = true;
    serverOneTapFlags(apollo).then(
      (answer) => current && setServerFlags(answer),
      (error: unknown) => {
        telemetry.reportError(error, { feature: 'one-tap' });
        if (current) setServerFlags({});
      },
    );
    return () => {
      current = false;
    };
  }, [needsServerFlags, apollo, telemetry]);

  if (hidden || !shouldShowOneTap(facts) || !picker || !location) return null;
  const redirect = `${config.hosts.app}${location.pathname}${location.search}${location.hash}`;
  return (
    <Suspense fallback={null}>
      <OneTap {...props} picker={picker} redirect={redirect} />
    </Suspense>
  );
}
