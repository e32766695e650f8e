import { useObservableValue, type MountProps, type ShellLocation, type ViewerState } from '@inkpot/shared-contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isOnSubdomain, shouldShowOneTap } from '../model/one-tap-conditions.ts';
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
  Pick<OneTapProps, 'leave'>;

/**
 * Decides, from the conditions of spec 02 §4.4, whether one-tap shows; only then loads it. When a
 * condition stops holding (the reader signs in, leaves for another kind of page, narrows the
 * window) one-tap unmounts, which cancels its prompt.
 */
export function OneTapGate(props: OneTapGateProps) {
  const { config, flags, viewer$, navigation } = props;
  const viewer = useObservableValue<ViewerState>(viewer$, { status: 'loading' });
  const location = useObservableValue<ShellLocation | null>(navigation.location$, null);
  const viewportWidth = useViewportWidth();
  // Read once per page: a dismissal on this page unmounts the prompt by itself.
  const [hiddenAt] = useState(readHideTime);
  const [loadedAt] = useState(Date.now);
  const picker = config.googleOneTap;
  const show = shouldShowOneTap({
    viewer: viewer.status,
    flags,
    onSubdomain: isOnSubdomain(window.location.hostname, config.hosts.app),
    viewportWidth,
    hiddenAt,
    now: loadedAt,
    routeName: location?.routeName ?? null,
    referrer: location?.referrer ?? (document.referrer || null),
    hasPicker: picker !== undefined,
  });
  if (!show || !picker || !location) return null;
  const redirect = `${config.hosts.app}${location.pathname}${location.search}${location.hash}`;
  return (
    <Suspense fallback={null}>
      <OneTap {...props} picker={picker} redirect={redirect} />
    </Suspense>
  );
}
