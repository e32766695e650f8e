import { LRUCache } from 'lru-cache';
import { z } from 'zod/mini';
import type { RouteMatch } from '@inkpot/shared-contracts/routes';
import type { HeadEntity } from '../../page-contract/document-head.ts';
import { edgeGraphqlQuery } from '../api/api-graphql.ts';
import { oncePerFailure } from '../observability/failure-log.ts';

/**
 * The people, publications, tags and lists a page's route names (every entity route is
 * checked at the edge, like posts). A route naming one that does not exist is answered 404.
 */
export interface EntityRefs {
  /** `/@{username}/...`, `/{collectionSlug}/@{username}`, or `/u/{userId}`. */
  user?: { username: string } | { id: string };
  /** `/{collectionSlug}/...`, in any routing mode (a custom domain's slug comes from the mode). */
  collectionSlug?: string;
  /** `/tag/{tagSlug}/...`, `/{collectionSlug}/tagged/{tagSlug}`. */
  tagSlug?: string;
  /**
   * The tag may be unknown: a publication's tagged page (`publication-tagged`) shows an empty list
   * for it, so only its publication decides a 404.
   */
  tagOptional?: boolean;
  /** `/@{username}/list/{name-slug}-{id}`, `/embed/list/...`: the id is the slug's last segment. */
  catalogId?: string;
}

/** The predefined reading lists have no row of their own to check. */
const PREDEFINED_LISTS = new Set(['reading-list', 'currently-reading', 'purchased', 'highlights']);

/** What a matched route names; null when it names nothing the API can check (post pages have their own lookup). */
export function entityRefsOf(match: RouteMatch): EntityRefs | null {
  const { route, params } = match;
  if (!route.page || route.page === 'post' || route.group === 'personal') return null;
  const refs: EntityRefs = {};
  if (params.username) refs.user = { username: params.username };
  else if (route.name === 'userById' && params.userId) refs.user = { id: params.userId };
  if (params.collectionSlug) refs.collectionSlug = params.collectionSlug;
  if (params.tagSlug) refs.tagSlug = params.tagSlug;
  if (params.tagSlug && route.page === 'publication-tagged') refs.tagOptional = true;
  const list = params.catalogSlugId;
  if (list && !PREDEFINED_LISTS.has(list.toLowerCase())) refs.catalogId = list.split('-').pop() || list;
  return Object.keys(refs).length > 0 ? refs : null;
}

export const EDGE_PAGE_ENTITIES_QUERY = /* GraphQL */ `
  query EdgePageEntities(
    $withUser: Boolean!
    $username: String
    $userId: ID
    $withCollection: Boolean!
    $collectionSlug: String!
    $withTag: Boolean!
    $tagSlug: String!
    $withCatalog: Boolean!
    $catalogId: ID!
  ) {
    user(username: $username, id: $userId) @include(if: $withUser) {
      id
      name
      username
      bio
    }
    collectionByDomainOrSlug(domainOrSlug: $collectionSlug) @include(if: $withCollection) {
      id
      name
      slug
      description
    }
    tagFromSlug(tagSlug: $tagSlug) @include(if: $withTag) {
      slug
      displayTitle
    }
    catalogById(catalogId: $catalogId) @include(if: $withCatalog) {
      __typename
      ... on Catalog {
        id
        name
        creator {
          username
          name
        }
      }
    }
  }
`;

const answerSchema = z.object({
  data: z.object({
    user: z.optional(z.nullable(z.object({ name: z.string(), username: z.string(), bio: z.string() }))),
    collectionByDomainOrSlug: z.optional(
      z.nullable(z.object({ name: z.string(), slug: z.string(), description: z.string() })),
    ),
    tagFromSlug: z.optional(z.nullable(z.object({ slug: z.string(), displayTitle: z.string() }))),
    catalogById: z.optional(
      z.union([
        z.object({
          __typename: z.literal('Catalog'),
          name: z.string(),
          creator: z.object({ username: z.string(), name: z.string() }),
        }),
        z.object({ __typename: z.literal('NotFound') }),
      ]),
    ),
  }),
});

/** What the API said of the entities a route names. */
export type PageEntities =
  | {
      kind: 'found';
      /** The entity that names the page (a list, else a person, else a tag, else a publication). */
      head: HeadEntity;
      /** Values for the canonical path: the entities' own spelling of the route's parameters. */
      canonicalParams: Record<string, string>;
    }
  | { kind: 'not-found'; missing: 'user' | 'publication' | 'tag' | 'list' }
  | { kind: 'failed' };

export type PageEntitiesLookup = (refs: EntityRefs, cookieHeader?: string) => Promise<PageEntities>;

type Answer = z.infer<typeof answerSchema>['data'];

/** Reads the answer: a requested entity that is missing (or a list of someone else) is not found. */
export function pageEntitiesOf(refs: EntityRefs, answer: Answer): PageEntities {
  const { user, collectionByDomainOrSlug: publication, tagFromSlug: tag, catalogById: catalog } = answer;
  if (refs.user && !user) return { kind: 'not-found', missing: 'user' };
  if (refs.collectionSlug && !publication) return { kind: 'not-found', missing: 'publication' };
  if (refs.tagSlug && !tag && !refs.tagOptional) return { kind: 'not-found', missing: 'tag' };
  if (refs.catalogId) {
    const owner = catalog?.__typename === 'Catalog' ? catalog.creator : null;
    // `/@{username}/list/...` names the list's owner too.
    if (!owner || (user && owner.username.toLowerCase() !== user.username.toLowerCase()))
      return { kind: 'not-found', missing: 'list' };
  }
  const canonicalParams: Record<string, string> = {
    ...(user && { username: user.username }),
    ...(publication && { collectionSlug: publication.slug }),
    ...(tag && { tagSlug: tag.slug }),
  };
  let head: HeadEntity | null = null;
  if (catalog?.__typename === 'Catalog') head = { kind: 'list', name: catalog.name, ownerName: catalog.creator.name };
  else if (user) head = { kind: 'user', name: user.name, username: user.username, bio: user.bio };
  else if (tag) head = { kind: 'tag', slug: tag.slug, displayTitle: tag.displayTitle };
  else if (publication)
    head = {
      kind: 'publication',
      name: publication.name,
      slug: publication.slug,
      description: publication.description,
    };
  if (!head) return { kind: 'failed' };
  return { kind: 'found', head, canonicalParams };
}

/** How long the edge keeps what the API said of a route's entities (found or not). */
export const PAGE_ENTITIES_TTL_MS = 30_000;
/** A failed lookup is kept briefly so an API outage is not asked (and logged) on every request. */
export const PAGE_ENTITIES_FAILURE_TTL_MS = 5_000;

/**
 * One GraphQL request for all the entities a route names. Visitors' answers are the same for
 * everyone and kept `PAGE_ENTITIES_TTL_MS` (concurrent requests share one lookup); a reader's
 * own (with their cookies: their private list) is not kept. A slow or failed lookup is `failed`:
 * the page is served, never a false 404.
 */
export function apiPageEntitiesLookup(
  apiUrl: string,
  options: { logger?: Pick<Console, 'error'>; ttlMs?: number; failureTtlMs?: number } = {},
): PageEntitiesLookup {
  const { logger = console, ttlMs = PAGE_ENTITIES_TTL_MS, failureTtlMs = PAGE_ENTITIES_FAILURE_TTL_MS } = options;
  const log = oncePerFailure(
    logger,
    (message) => `[edge] Page entity lookup failed (${message}); serving the page uncached.`,
  );
  const ask = async (refs: EntityRefs, cookieHeader: string | undefined): Promise<PageEntities> => {
    try {
      const user = refs.user;
      const answer = await edgeGraphqlQuery(
        apiUrl,
        {
          name: 'EdgePageEntities',
          query: EDGE_PAGE_ENTITIES_QUERY,
          variables: {
            withUser: Boolean(user),
            username: user && 'username' in user ? user.username : null,
            userId: user && 'id' in user ? user.id : null,
            withCollection: Boolean(refs.collectionSlug),
            collectionSlug: refs.collectionSlug ?? '',
            withTag: Boolean(refs.tagSlug),
            tagSlug: refs.tagSlug ?? '',
            withCatalog: Boolean(refs.catalogId),
            catalogId: refs.catalogId ?? '',
          },
        },
        answerSchema,
        cookieHeader,
      );
      log.succeeded();
      return pageEntitiesOf(refs, answer);
    } catch (error) {
      log.failed(error);
      return { kind: 'failed' };
    }
  };
  const cache = new LRUCache<string, PageEntities, EntityRefs>({
    max: 10_000,
    ttl: ttlMs,
    async fetchMethod(_key, _stale, { options: fetchOptions, context }) {
      const result = await ask(context, undefined);
      if (result.kind === 'failed') fetchOptions.ttl = failureTtlMs;
      return result;
    },
  });
  return async function lookup(refs, cookieHeader) {
    if (cookieHeader) return ask(refs, cookieHeader);
    return (await cache.fetch(JSON.stringify(refs), { context: refs })) ?? { kind: 'failed' };
  };
}
