import { bannerPageOfLocation, type BannerPage, type MountProps, type ShellLocation } from '@inkpot/shared-contracts';
import { useEffect, useMemo, useState } from 'react';

const UNMATCHED: BannerPage = Object.freeze({ page: null, postId: null });

type RouteTableLoader = () => Promise<{ bannerPageOf: (pathname: string) => BannerPage }>;

const loadRouteTable: RouteTableLoader = () =>
  import(/* webpackChunkName: "route-table-banner-page" */ '../model/route-table-banner-page.ts');

/**
 * Where the banners are shown: the page and post the host matched for the location (contract
 * 1.4). A host before 1.4 does not say: the route table is then loaded and the path matched here
 * (should that fail, the page counts as unmatched: page banners stay off, the others show). Null
 * while not known, and while there is no location yet.
 */
export function useBannerPage(
  location: ShellLocation | null,
  telemetry: MountProps['telemetry'],
  load: RouteTableLoader = loadRouteTable,
): BannerPage | null {
  const fromHost = useMemo(() => (location ? bannerPageOfLocation(location) : null), [location]);
  const unsaid = location !== null && fromHost === null ? location.pathname : null;
  const [matched, setMatched] = useState<{ pathname: string; page: BannerPage } | null>(null);

  useEffect(() => {
    if (unsaid === null) return;
    let active = true;
    load().then(
      ({ bannerPageOf }) => active && setMatched({ pathname: unsaid, page: bannerPageOf(unsaid) }),
      (error: unknown) => {
        telemetry.reportError(error, { feature: 'banner-stack', step: 'route-table' });
        if (active) setMatched({ pathname: unsaid, page: UNMATCHED });
      },
    );
    return () => {
      active = false;
    };
  }, [unsaid, telemetry, load]);

  if (fromHost) return fromHost;
  return unsaid !== null && matched?.pathname === unsaid ? matched.page : null;
}
