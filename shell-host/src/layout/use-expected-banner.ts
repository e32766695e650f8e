import {
  bannerPageFrom,
  createDismissalStore,
  dismissalViewerKey,
  expectedBanner,
  type BannerFacts,
  type BannerVariant,
  type FeatureFlags,
  type ShellLocation,
  type ViewerState,
} from '@inkpot/shared-contracts';
import { useMemo, useState } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';
import { browserStorage } from '../lib/browser-storage.ts';

/**
 * The banner the membership remote will show on this page, decided at the host's first render
 * from the edge's preloaded facts, so the banner's box has its height in the server's HTML. The
 * dismissals this browser stored count once the page is hydrated (the server cannot read them).
 * The remote decides again on the API's answer; the host holds the box only until then.
 */
export function useExpectedBanner(
  viewer: ViewerState,
  location: ShellLocation,
  flags: FeatureFlags,
  facts: BannerFacts | undefined,
): BannerVariant | null {
  const [store] = useState(() => createDismissalStore(browserStorage()));
  // Dismissal windows are days long: the time the page started is precise enough.
  const [now] = useState(() => Date.now());
  const hydrated = useHydrated();
  // The page as the banner stack reads it: the route the host matched, in its routing mode (the
  // host's own location always names it).
  const page = useMemo(() => bannerPageFrom(location.page ?? null, location.params), [location]);
  return useMemo(() => {
    const key = hydrated ? dismissalViewerKey(viewer) : null;
    return expectedBanner({
      viewer,
      facts,
      flags,
      page,
      now,
      localDismissals: key ? store.get(key) : {},
    });
  }, [store, now, viewer, facts, flags, page, hydrated]);
}
