import type { SearchPageRequest } from '@inkpot/shared-contracts';

/** The four indexes and their hit shapes, plus `catalog` (public lists) for the Lists tab. */
export type SearchIndexKind = 'post' | 'user' | 'collection' | 'tag' | 'catalog';

export interface PostHit {
  objectID: string;
  postId: string;
  title: string;
  latestPublishedAt: number;
}
export interface UserHit {
  objectID: string;
  userId: string;
  username: string;
  name: string;
  imageId: string | null;
  /** The writer's live custom domain (the first of the profile URL forms). */
  customDomain?: string | null;
  hasSubdomain?: boolean;
}
export interface CollectionHit {
  objectID: string;
  collectionId: string;
  name: string;
  imageId: string | null;
  /** For the publication's address: custom domain, else /{slug}. */
  slug?: string | null;
  domain?: string | null;
}
export interface TagHit {
  objectID: string;
  tagSlug: string;
  displayText: string;
  postCount?: number;
}

/** A public reading list (a Catalog) and its owner, for `/@{username}/list/{slug}-{id}`. */
export interface CatalogHit {
  objectID: string;
  catalogId: string;
  name: string;
  userId: string;
  username: string;
  itemCount?: number;
}

export interface HitOf {
  post: PostHit;
  user: UserHit;
  collection: CollectionHit;
  tag: TagHit;
  catalog: CatalogHit;
}

export type AnyHit = { [K in SearchIndexKind]: { kind: K; hit: HitOf[K] } }[SearchIndexKind];

/** One request of a multi-query, before the index prefix is applied. */
export interface IndexRequest {
  kind: SearchIndexKind;
  query: string;
  hitsPerPage: number;
  page?: number;
  filters?: string;
}

/** What the hosted service answered for one request. */
export interface IndexResult {
  kind: SearchIndexKind;
  indexName: string;
  hits: AnyHit[];
  nbHits: number;
  /** False when the service stopped counting (nbHits is then a lower bound). */
  exhaustive: boolean;
  nbPages: number;
  page: number;
  queryID: string | null;
}

/** The results page's categories and the index behind each. */
export const INDEX_OF_CATEGORY: Readonly<Record<SearchPageRequest['category'], SearchIndexKind>> = {
  posts: 'post',
  users: 'user',
  publications: 'collection',
  tags: 'tag',
  lists: 'catalog',
};
