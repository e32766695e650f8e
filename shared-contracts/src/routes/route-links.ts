import { matchRoute, modePathOf, type RoutingMode, type RoutingModeKind } from './route-matcher.ts';
import { routeDefinition, type TableRouteName } from './route-table.ts';

export type LinkParams = Readonly<Record<string, string | number | undefined>>;

export interface LinkOptions {
  /**
   * The routing mode of the page the link is shown on; default `default`. With
   * the domain's user or publication given, links to another one's pages count as not served.
   */
  mode?: RoutingModeKind | RoutingMode;
  query?: Readonly<Record<string, string>>;
  /** Without the `#`. */
  hash?: string;
  /**
   * The main host's origin (e.g. `https://inkpot.example`). On a custom domain, a route the
   * domain does not serve under this name (not served at all, or its path is the domain's own
   * page there, like `/about`) is linked absolutely on the main host.
   */
  mainOrigin?: string;
}

const PARAM = /\{(\w+)\}/g;

/**
 * Builds the path of any route of the table. Every path parameter is required: a
 * missing one throws an error naming the missing parameters; an empty or undefined value is
 * substituted but warned about. In a custom-domain mode the domain's own prefix
 * (`/@{username}`, `/{collectionSlug}`) is dropped and its parameter is not needed; routes the
 * mode does not serve keep their default path (the caller links them on the main host).
 */
export function buildRouteLink(name: TableRouteName, params: LinkParams = {}, options: LinkOptions = {}): string {
  const mode = options.mode ?? 'default';
  const kind = typeof mode === 'string' ? mode : mode.kind;
  const link = buildPath(name, params, kind, options);
  if (kind === 'default' || options.mainOrigin === undefined) return link;
  const served = matchRoute(link, mode);
  const same =
    served?.route.name === name &&
    Object.entries(served.params).every(([key, value]) => String(params[key] ?? '') === value);
  if (same) return link;
  return `${options.mainOrigin.replace(/\/$/, '')}${buildPath(name, params, 'default', options)}`;
}

function buildPath(name: TableRouteName, params: LinkParams, mode: RoutingModeKind, options: LinkOptions): string {
  const route = routeDefinition(name);
  const pattern = modePathOf(route.path, mode)?.path ?? route.path;
  const wanted = [...pattern.matchAll(PARAM)].map((m) => m[1] as string);
  const missing = wanted.filter((key) => !(key in params));
  if (missing.length > 0) {
    throw new Error(`Cannot build a link to route "${name}": missing parameter(s) ${missing.join(', ')}`);
  }
  const path = pattern.replace(PARAM, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      console.warn(`Building a link to route "${name}" with an empty "${key}" parameter.`);
    }
    return encodeURIComponent(String(value ?? ''));
  });
  const search = options.query ? new URLSearchParams(options.query).toString() : '';
  return `${path}${search ? `?${search}` : ''}${options.hash ? `#${options.hash}` : ''}`;
}

/** The post id is the last dash-separated hexadecimal segment (`my-title-1a2b3c` → `1a2b3c`). */
export function postIdFromSlug(slug: string): string | null {
  const last = slug.split('-').pop() ?? '';
  return /^[0-9a-f]+$/i.test(last) ? last : null;
}

function postId(slugOrId: string): string {
  return postIdFromSlug(slugOrId) ?? slugOrId;
}

export const postEditLink = (slugOrId: string) => buildRouteLink('postEdit', { postId: postId(slugOrId) });
export const postSettingsLink = (slugOrId: string) => buildRouteLink('postSettings', { postId: postId(slugOrId) });
export const postInfoLink = (slugOrId: string) => buildRouteLink('postInfo', { postId: postId(slugOrId) });
export const postStatsLink = (slugOrId: string) => buildRouteLink('statsPost', { postId: postId(slugOrId) });

export function newStoryLink(inResponseToQuoteId?: string): string {
  return buildRouteLink('newStory', {}, inResponseToQuoteId ? { query: { inResponseToQuoteId } } : {});
}

export const membershipSettingsLink = () => buildRouteLink('settings', {}, { hash: 'membership' });

export type SearchCategory = 'users' | 'tags' | 'posts' | 'publications' | 'lists';

/** `[/{collectionSlug}]/search[/{category}]`, with the query as `q`. */
export function searchLink(options: { collectionSlug?: string; category?: SearchCategory; q?: string } = {}): string {
  const query = options.q ? { query: { q: options.q } } : {};
  if (options.collectionSlug !== undefined) {
    return options.category
      ? buildRouteLink(
          'collectionSearchCategory',
          { collectionSlug: options.collectionSlug, category: options.category },
          query,
        )
      : buildRouteLink('collectionSearch', { collectionSlug: options.collectionSlug }, query);
  }
  const byCategory = {
    users: 'searchUsers',
    tags: 'searchTags',
    posts: 'searchPosts',
    publications: 'searchPublications',
    lists: 'searchLists',
  } as const;
  return buildRouteLink(options.category ? byCategory[options.category] : 'search', {}, query);
}

/** `/tag/{tag}`, or `/{collectionSlug}/tagged/{tag}` inside a publication. */
export function tagLink(tagSlug: string, collectionSlug?: string): string {
  return collectionSlug === undefined
    ? buildRouteLink('tagPosts', { tagSlug })
    : buildRouteLink('collectionTagged', { collectionSlug, tagSlug });
}

export const sitemapLink = () => buildRouteLink('sitemap');
export const errorPageLink = () => buildRouteLink('errorPage');
export const aboutLink = (autoplay = false) =>
  buildRouteLink('about', {}, autoplay ? { query: { autoplay: '1' } } : {});
export const giftSubscriptionLink = (giftCode: string, giftType: string) =>
  buildRouteLink('giftPlans', {}, { query: { giftCode, giftType } });

/** The three list-sharing channels. */
export type ShareChannel = 'twitter' | 'facebook' | 'linkedin';

export const listShareLink = (username: string, catalogSlugId: string, channel: ShareChannel) =>
  buildRouteLink('userListShare', { username, catalogSlugId, channel });

export interface ProfileRef {
  id: string;
  username?: string;
  customDomain?: { domain: string; live: boolean };
}

/**
 * The profile URL forms, first that applies: live custom domain; subdomain
 * `{username}.{host}` when asked for; `/@{username}`; `/u/{id}`.
 */
export function profileUrl(user: ProfileRef, options: { subdomainHost?: string } = {}): string {
  if (user.customDomain?.live) return `https://${user.customDomain.domain}`;
  if (user.username && options.subdomainHost) return `https://${user.username}.${options.subdomainHost}`;
  if (user.username) return buildRouteLink('userProfile', { username: user.username });
  return buildRouteLink('userById', { userId: user.id });
}

export interface PublicationRef {
  id: string;
  slug?: string;
  customDomain?: { domain: string; live: boolean };
}

/** The publication URL forms: live custom domain (collection at the root); `/{slug}`; `/c/{id}`. */
export function publicationUrl(publication: PublicationRef): string {
  if (publication.customDomain?.live) return `https://${publication.customDomain.domain}`;
  if (publication.slug) return buildRouteLink('collection', { collectionSlug: publication.slug });
  return buildRouteLink('collectionById', { collectionId: publication.id });
}

/** Adds query parameters to a link; only http(s) links (absolute or relative) are changed. */
export function withQuery(link: string, query: Readonly<Record<string, string>>): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return link;
  const url = new URL(link, 'http://relative.invalid');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return scheme ? url.href : `${url.pathname}${url.search}${url.hash}`;
}
