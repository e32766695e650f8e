import type { ShellLocation, ShellNavigation, SidebarLinkId } from '@inkpot/shared-contracts';

/** The sidebar's main links are shared-contracts' sidebarLinks (the host's fallback draws them too). */
export type SidebarItemId = SidebarLinkId | 'following';

const READING_LIST_ROUTES = new Set(['yourLists', 'savedList', 'readingHistoryList', 'yourList', 'readingHistory']);
const STATS_ROUTES = new Set(['stats', 'statsPost', 'statsPostRange', 'audience', 'audienceDetails']);
const FOLLOWING_FEEDS = new Set(['writers', 'topics']);
const FOLLOWING_ENTITIES = new Set(['writers', 'publications']);

/** Path segments after a fixed prefix, decoded (`/me/stories/responses` after `/me/stories` → ['responses']). */
function segmentsAfter(pathname: string, prefix: string): string[] {
  if (!pathname.startsWith(`${prefix}/`)) return [];
  return pathname
    .slice(prefix.length + 1)
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/**
 * The sidebar item the page is on, or null:
 * - Library on reading-list routes, on the list 'highlights', and on your stories filtered by 'responses';
 * - Following on the following feed for 'writers' or 'topics', and on a followed writer's or publication's feed.
 */
export function activeSidebarItem(location: ShellLocation | null, username: string | null): SidebarItemId | null {
  if (!location) return null;
  const { routeName, pathname } = location;
  switch (routeName) {
    case 'home':
      return 'home';
    case 'yourStoriesFiltered':
      return segmentsAfter(pathname, '/me/stories')[0] === 'responses' ? 'library' : 'stories';
    case 'yourStories':
      return 'stories';
    case 'followingFeed':
      return FOLLOWING_FEEDS.has(segmentsAfter(pathname, '/me/following-feed')[0] ?? '') ? 'following' : null;
    case 'followingFeedEntity':
      return FOLLOWING_ENTITIES.has(segmentsAfter(pathname, '/me/following-feed')[0] ?? '') ? 'following' : null;
    case 'me':
      return 'profile';
    case 'userProfile':
      return username !== null && pathname === `/@${username}` ? 'profile' : null;
    default:
      if (routeName && READING_LIST_ROUTES.has(routeName)) return 'library';
      if (routeName && STATS_ROUTES.has(routeName)) return 'stats';
      return null;
  }
}

export interface LibraryLink {
  label: string;
  href: string;
}

/** The 'Your library' panel beside the sidebar in library mode. */
export function libraryLinks(buildLink: ShellNavigation['buildLink']): LibraryLink[] {
  return [
    { label: 'Your lists', href: buildLink('yourLists') },
    { label: 'Saved lists', href: buildLink('savedList') },
    { label: 'Highlights', href: buildLink('yourList', { catalogSlugId: 'highlights' }) },
    { label: 'Reading history', href: buildLink('readingHistoryList') },
    { label: 'Responses', href: buildLink('yourStoriesFiltered', { filterBy: 'responses' }) },
  ];
}

/** Library mode: on a wide screen, on a page where Library is the active item. */
export function isLibraryMode(active: SidebarItemId | null, wide: boolean): boolean {
  return wide && active === 'library';
}
