import { matchRoute } from '@inkpot/shared-contracts';
import type { IndexRequest, SearchIndexKind } from './search-indexes.ts';

/**
 * Where the search box is used (its search context) decides which indexes it asks and how:
 * post hits 8 on publication and profile pages, default 3.
 */
export type SearchContext =
  | { kind: 'home' }
  | { kind: 'publication'; domainOrSlug: string }
  | { kind: 'tag'; tagSlug: string }
  | { kind: 'profile'; username: string };

/** Ids a context needs to filter by, resolved through the API (PublicationSearchQuery, UserSearchQuery). */
export interface ContextIds {
  collectionId?: string;
  creatorId?: string;
}

export const DEFAULT_HITS_PER_INDEX = 3;
export const SCOPED_POST_HITS = 8;

/** The context of the page at `pathname`; `publication` is the host's publication frame, when there is one. */
export function searchContextOf(pathname: string, publication?: { domainOrSlug: string }): SearchContext {
  const params = matchRoute(pathname)?.params ?? {};
  if (params.collectionSlug) return { kind: 'publication', domainOrSlug: params.collectionSlug };
  if (publication) return { kind: 'publication', domainOrSlug: publication.domainOrSlug };
  if (params.username) return { kind: 'profile', username: params.username };
  if (params.tagSlug) return { kind: 'tag', tagSlug: params.tagSlug };
  return { kind: 'home' };
}

export const contextKey = (context: SearchContext): string =>
  context.kind === 'home'
    ? 'home'
    : context.kind === 'publication'
      ? `publication:${context.domainOrSlug}`
      : context.kind === 'tag'
        ? `tag:${context.tagSlug}`
        : `profile:${context.username}`;

/** Facet values are quoted so ids and slugs with spaces or colons stay one value. */
const facet = (attribute: string, value: string) =>
  `${attribute}:"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * The popover's multi-query. Everywhere: stories first, then the homepage's default indexes
 * (people, publications, topics), 3 hits each. A publication or a profile scopes stories to
 * itself with 8 hits and asks nothing else; a topic page scopes stories to the topic.
 * Without the ids of a scoped context (unknown slug) the search is the homepage's.
 */
export function suggestionRequests(context: SearchContext, ids: ContextIds, query: string): IndexRequest[] {
  const q = query.trim();
  const everywhere = (kinds: readonly SearchIndexKind[]): IndexRequest[] =>
    kinds.map((kind) => ({ kind, query: q, hitsPerPage: DEFAULT_HITS_PER_INDEX }));
  if (context.kind === 'publication' && ids.collectionId) {
    return [
      { kind: 'post', query: q, hitsPerPage: SCOPED_POST_HITS, filters: facet('collectionId', ids.collectionId) },
    ];
  }
  if (context.kind === 'profile' && ids.creatorId) {
    return [{ kind: 'post', query: q, hitsPerPage: SCOPED_POST_HITS, filters: facet('creatorId', ids.creatorId) }];
  }
  if (context.kind === 'tag') {
    return [
      { kind: 'post', query: q, hitsPerPage: DEFAULT_HITS_PER_INDEX, filters: facet('tagSlug', context.tagSlug) },
      ...everywhere(['user', 'collection', 'tag']),
    ];
  }
  return everywhere(['post', 'user', 'collection', 'tag']);
}

/** Requests are tagged as logged in or logged out. */
export const analyticsTag = (signedIn: boolean) => (signedIn ? 'logged-in' : 'logged-out');
