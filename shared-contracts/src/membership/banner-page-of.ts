import { matchRoute } from '../routes/route-matcher.ts';
import { bannerPageFrom, type BannerPage } from './banner-page.ts';

// Its own module: the route table it matches against is most of a remote's banner code, and a
// remote that reads the page from the location (banner-page.ts) must not carry it.

/** The banner page of a path, matched against the route table. */
export function bannerPageOf(pathname: string): BannerPage {
  const match = matchRoute(pathname);
  return bannerPageFrom(match?.route.page ?? null, match?.params);
}
