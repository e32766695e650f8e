import type { ShellLocation } from '../events/state.ts';
import { postIdFromSlug } from '../routes/route-links.ts';

/** Where the banners are shown: the page identifier (payment banners go by page: home, settings, post) and its post. */
export interface BannerPage {
  page: string | null;
  postId: string | null;
}

/** The banner page of a route's page identifier and parameters. */
export function bannerPageFrom(page: string | null, params: Readonly<Record<string, string>> | undefined): BannerPage {
  const raw = page === 'post' ? params?.postId : undefined;
  return { page, postId: raw ? (postIdFromSlug(raw) ?? raw) : null };
}

/**
 * The banner page of a location, as the host matched it (contract 1.4), without the route table;
 * null when the host did not say (a host before 1.4: ask `bannerPageOf`, which matches the path).
 */
export function bannerPageOfLocation(location: ShellLocation): BannerPage | null {
  return location.page === undefined ? null : bannerPageFrom(location.page, location.params);
}
