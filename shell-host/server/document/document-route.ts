import {
  matchRoute,
  postIdFromSlug,
  redirectOf,
  type RouteMatch,
  type RoutingMode,
} from '@inkpot/shared-contracts/routes';
import type { ShellConfig } from '@inkpot/shared-contracts/config';
import type { EdgeCachePage } from './edge-cache.ts';

/** What the edge answers for a document path. */
export type DocumentRoute =
  | { kind: 'page'; match: RouteMatch; page: string; cachePage: Exclude<EdgeCachePage['kind'], 'post'> }
  /** A post page: the API says whether the post exists for this viewer, and its state. */
  | { kind: 'post'; match: RouteMatch; postId: string }
  | { kind: 'redirect'; location: string }
  /** `/c/{id}`: the API names the publication's slug, which the edge redirects to. */
  | { kind: 'publication-by-id'; collectionId: string }
  | { kind: 'not-found' };

/** Routes under `/tag/{tagSlug}` are the tag pages of the cache rules. */
const isTagRoute = (match: RouteMatch) => match.route.path.startsWith('/tag/{tagSlug}');

/** Matches a path in a routing mode and says what to answer. */
export function resolveDocumentRoute(
  path: string,
  mode: RoutingMode,
  hosts: ShellConfig['hosts'],
  logger: Pick<Console, 'error'> = console,
): DocumentRoute {
  return documentRouteOf(matchRoute(path, mode), mode, hosts, logger);
}

/**
 * No route, or a route without a page and without a redirect target: not found. A redirect
 * route goes to its target only when every parameter is non-empty; otherwise it logs an error
 * and is not found.
 */
export function documentRouteOf(
  match: RouteMatch | null,
  mode: RoutingMode,
  hosts: ShellConfig['hosts'],
  logger: Pick<Console, 'error'> = console,
): DocumentRoute {
  if (!match) return { kind: 'not-found' };
  const { route, params } = match;
  const redirect = redirectOf(match, mode.kind, hosts);
  if (redirect?.kind === 'invalid') {
    logger.error(`[edge] ${redirect.message} Answering not found.`);
    return { kind: 'not-found' };
  }
  if (redirect) return { kind: 'redirect', location: redirect.location };
  const { page } = route;
  if (!page) return { kind: 'not-found' };
  if (route.name === 'collectionById' && params.collectionId) {
    return { kind: 'publication-by-id', collectionId: params.collectionId };
  }
  if (page === 'post') {
    const postId = postIdFromSlug(params.postId ?? '');
    return postId ? { kind: 'post', match, postId } : { kind: 'not-found' };
  }
  return { kind: 'page', match, page, cachePage: page === 'home' ? 'home' : isTagRoute(match) ? 'tag' : 'other' };
}
