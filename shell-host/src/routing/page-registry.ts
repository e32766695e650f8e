import { PAGE_LAYOUTS, REMOTE_PAGES, ROUTE_TABLE, type RouteDefinition } from '@inkpot/shared-contracts';
import type { PageModule } from './page-props.ts';
import { RoutingError } from './resolve-route.ts';

type Loader = () => Promise<PageModule>;

const home: Loader = () => import('../pages/home/home-page.tsx');
const landing: Loader = () => import('../pages/home/landing-page.tsx');
const post: Loader = () => import('../pages/story/post-page.tsx');
const profile: Loader = () => import('../pages/people/profile-page.tsx');
const publicationHome: Loader = () => import('../pages/publication/publication-home-page.tsx');
const settings: Loader = () => import('../pages/account/settings-page.tsx');
const search: Loader = () => import('../pages/search/search-page.tsx');
const notFound: Loader = () => import('../pages/status/not-found-page.tsx');
const serverError: Loader = () => import('../pages/status/server-error-page.tsx');
const placeholder: Loader = () => import('../pages/status/placeholder-page.tsx');
const signIn: Loader = () => import('../pages/account/sign-in-page.tsx');
const remotePage: Loader = () => import('../pages/status/remote-page.tsx');
const followingSuggestions: Loader = () => import('../pages/home/following-suggestions-page.tsx');
const list: Loader = () => import('../pages/library/list-page.tsx');
const payout: Loader = () => import('../pages/account/payout-page.tsx');
const tag: Loader = () => import('../pages/topics/tag-page.tsx');
const exploreTopics: Loader = () => import('../pages/topics/explore-topics-page.tsx');
const topStories: Loader = () => import('../pages/topics/top-stories-page.tsx');
const publicationAbout: Loader = () => import('../pages/publication/publication-about-page.tsx');
const publicationLatest: Loader = () => import('../pages/publication/publication-latest-page.tsx');
const publicationTagged: Loader = () => import('../pages/publication/publication-tagged-page.tsx');
const publicationFollowers: Loader = () => import('../pages/publication/publication-followers-page.tsx');
const publicationStats: Loader = () => import('../pages/publication/publication-stats-page.tsx');
const publicationNewsletter: Loader = () => import('../pages/publication/publication-newsletter-page.tsx');
const editorInbox: Loader = () => import('../pages/publication/editor-inbox-page.tsx');
const storyEditor: Loader = () => import('../pages/writing/story-editor-page.tsx');
const yourStories: Loader = () => import('../pages/writing/your-stories-page.tsx');
const library: Loader = () => import('../pages/library/library-page.tsx');
const following: Loader = () => import('../pages/people/following-page.tsx');
const stats: Loader = () => import('../pages/stats/stats-page.tsx');
const followingFeed: Loader = () => import('../pages/people/following-feed-page.tsx');
const partnerProgram: Loader = () => import('../pages/account/partner-program-page.tsx');
const partnerDashboard: Loader = () => import('../pages/account/partner-dashboard-page.tsx');
const publicationSettings: Loader = () => import('../pages/publication/publication-settings-page.tsx');

/** The pages the host renders itself, each its own chunk. */
const OWN_PAGES: Readonly<Record<string, Loader>> = {
  home,
  'home-lo-legacy': landing,
  post,
  'user-profile': profile,
  'user-followers': profile,
  'user-following': profile,
  'user-about': profile,
  'publication-profile': publicationHome,
  settings,
  search,
  'not-found': notFound,
  'server-error': serverError,
  'sign-in': signIn,
  'customize-suggestions': followingSuggestions,
  'user-catalog': list,
  // A list of the viewer's at /me/list/{catalogSlugId}; /me/lists/saved stays the placeholder (the module renders it).
  'your-catalog': list,
  'your-catalogs': library,
  // /me/following; its topics and per-kind routes stay the placeholder (the module renders it for them).
  'customize-following': following,
  // The viewer's stats: all stories, and one story's (/me/stats/post/{postId}).
  'stats-homepage': stats,
  'stats-post': stats,
  // The stories of what the viewer follows; the followed topics stay the placeholder (the module renders it).
  'your-following-feed': followingFeed,
  'landing-partner-program': partnerProgram,
  'partner-program-payout-settings': payout,
  // The viewer's own Partner Program dashboard, one view for every tab.
  'partner-program-dashboard': partnerDashboard,
  'publication-about': publicationAbout,
  'publication-latest': publicationLatest,
  'publication-tagged': publicationTagged,
  'publication-followers': publicationFollowers,
  // A publication's stats, for its OWNER and EDITORs; a newsletter's stats stay the placeholder (the module renders it).
  'publication-stats': publicationStats,
  'publication-newsletter-landing': publicationNewsletter,
  // A publication's settings for its OWNER and EDITORs: about, navigation, editors (the routes of
  // settings it does not offer say so on the page).
  'publication-settings': publicationSettings,
  // A topic's stories; its top writers stay the placeholder (the module renders it for that route).
  'topic-portal': tag,
  'explore-topics': exploreTopics,
  // The top stories; the other routes of this identifier (series, sequences, a day's top stories)
  // stay the placeholder (the module renders it for them).
  series: topStories,
  // Writing: one module for a new story and an edited one, so a new story keeps its editor when it
  // gets its address; reposts, responses and revisions stay the placeholder (the module renders it).
  'new-story': storyEditor,
  'post-editor': storyEditor,
  'your-stories': yourStories,
  // The submissions inbox of a publication's OWNER and EDITORs (`editor-inbox` is its other name).
  'publication-editor-inbox': editorInbox,
  'editor-inbox': editorInbox,
};

/** Every page identifier the route table, its flag variants and the layouts' page lists name. */
export const KNOWN_PAGES: ReadonlySet<string> = new Set([
  ...PAGE_LAYOUTS.keys(),
  ...ROUTE_TABLE.flatMap((route: RouteDefinition) => [
    ...(route.page ? [route.page] : []),
    ...(route.variants ?? []).map((variant) => variant.page),
  ]),
  'home-lo-legacy',
]);

/**
 * The module of a page identifier. Pages the spec only lists get the placeholder page (a real
 * layout with a title and a "not available yet" body). An unknown identifier is a routing error.
 */
export function pageLoader(page: string): Loader {
  const own = OWN_PAGES[page];
  if (own) return own;
  // Pages a remote renders in a page slot (e.g. the membership remote's plans).
  if (Object.hasOwn(REMOTE_PAGES, page)) return remotePage;
  if (KNOWN_PAGES.has(page)) return placeholder;
  throw new RoutingError(`Unknown page identifier "${page}".`);
}

const modules = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * The module of a lazily loaded chunk, one promise per loader (React's `use` suspends on it; a
 * failed chunk load is forgotten so that the next render tries again). Once loaded, the promise
 * carries React's `status` and `value`, so `use` reads it without suspending: the browser loads
 * the server-rendered page's chunk before it hydrates, and hydration then never waits on it.
 */
export function loadedModule<T>(loader: () => Promise<T>): Promise<T> {
  let module = modules.get(loader) as (Promise<T> & { status?: string; value?: T }) | undefined;
  if (!module) {
    const loading: Promise<T> & { status?: string; value?: T } = loader();
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => modules.delete(loader),
    );
    modules.set(loader, loading);
    module = loading;
  }
  return module;
}

/** The page module of a loader (see `loadedModule`). */
export const pageModule = (loader: Loader): Promise<PageModule> => loadedModule(loader);
