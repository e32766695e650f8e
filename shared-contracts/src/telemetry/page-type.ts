/**
 * The page-type label performance metrics are kept under: collection-about, collection-homepage,
 * collection-tagged, homepage, list, post, profile, sequence-post, stats-post, tag, topic; any other
 * page is `other`. From the host's page name (the page token's page kind): the host labels its
 * performance events with it, and the API its release-health rows.
 */
export const PAGE_TYPE_LABELS = [
  'collection-about',
  'collection-homepage',
  'collection-tagged',
  'homepage',
  'list',
  'post',
  'profile',
  'sequence-post',
  'stats-post',
  'tag',
  'topic',
  'other',
] as const;
export type PageTypeLabel = (typeof PAGE_TYPE_LABELS)[number];

const BY_PAGE: Readonly<Record<string, PageTypeLabel>> = {
  home: 'homepage',
  'home-lo-legacy': 'homepage',
  post: 'post',
  'sequence-post': 'sequence-post',
  'user-profile': 'profile',
  'user-followers': 'profile',
  'user-following': 'profile',
  'user-about': 'profile',
  'user-catalog': 'list',
  'your-catalog': 'list',
  'publication-profile': 'collection-homepage',
  'publication-latest': 'collection-homepage',
  'publication-about': 'collection-about',
  'publication-tagged': 'collection-tagged',
  'stats-post': 'stats-post',
  'topic-portal': 'topic',
};

export function pageTypeOf(pageKind: string | null | undefined): PageTypeLabel {
  if (!pageKind) return 'other';
  return BY_PAGE[pageKind] ?? (pageKind === 'tag' || pageKind.startsWith('tag-') ? 'tag' : 'other');
}

/** The route a post is read in a series from: its page is the post page, its kind `sequence-post`. */
const SEQUENCE_POST_ROUTE = 'sequencePost';

/**
 * The page kind a page is reported under (its page token, its performance events): the route's
 * page, except a post read inside a series, which is `sequence-post`.
 */
export function pageKindOfRoute(routeName: string, page: string): string {
  return routeName === SEQUENCE_POST_ROUTE ? 'sequence-post' : page;
}
