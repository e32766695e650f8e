import type { SearchPageRequest } from '@inkpot/shared-contracts';

/** Spec 01 §3: the four indexes and their hit shapes. */
export type SearchIndexKind = 'post' | 'user' | 'collection' | 'tag';

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
  /** Not in today's index; used when present (spec 01 §2 profile URL forms). */
  customDomain?: string | null;
  hasSubdomain?: boolean;
}
export interface CollectionHit {
  objectID: string;
  collectionId: string;
  name: string;
  imageId: string | null;
  /** Not in today's index; used when present (spec 01 §2 publication URL forms). */
  slug?: string | null;
  domain?: string | null;
}
export interface TagHit {
  objectID: string;
  tagSlug: string;
  displayText: string;
  postCount?: number;
}

export interface HitOf {
  post: PostHit;
  user: UserHit;
  collection: CollectionHit;
  tag: TagHit;
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
  nbPages: number;
  page: number;
  queryID: string | null;
}

/** The results page's categories and the index behind each; lists have no index yet. */
export const INDEX_OF_CATEGORY: Readonly<Record<SearchPageRequest['category'], SearchIndexKind | null>> = {
  posts: 'post',
  users: 'user',
  publications: 'collection',
  tags: 'tag',
  lists: null,
};
