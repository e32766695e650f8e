/**
 * The four hosted-search indexes (posts, users, publications, tags), plus `catalog` (public reading
 * lists, for the search page's Lists tab), and the attributes each lets a request filter on.
 * Index names are `<prefix><kind>`, the prefix coming from SEARCH_INDEX_PREFIX.
 */
export const SEARCH_INDEX_KINDS = ['post', 'user', 'collection', 'tag', 'catalog'] as const;
export type SearchIndexKind = (typeof SEARCH_INDEX_KINDS)[number];

export interface SearchIndexSpec {
  kind: SearchIndexKind;
  /** Attributes usable in `attr:value` facet filters (equality). */
  facetAttributes: readonly string[];
  /** Attributes usable in numeric filters (`attr >= n`, `attr:a TO b`). */
  numericAttributes: readonly string[];
  /** Every attribute a hit carries besides objectID (what attributesToRetrieve may pick). */
  hitAttributes: readonly string[];
}

export const SEARCH_INDEXES: Record<SearchIndexKind, SearchIndexSpec> = {
  post: {
    kind: 'post',
    facetAttributes: ['creatorId', 'collectionId', 'tagSlug'],
    numericAttributes: ['latestPublishedAt'],
    hitAttributes: ['postId', 'title', 'latestPublishedAt'],
  },
  user: {
    kind: 'user',
    facetAttributes: ['userId'],
    numericAttributes: [],
    hitAttributes: ['userId', 'username', 'name', 'imageId', 'hasSubdomain', 'customDomain'],
  },
  collection: {
    kind: 'collection',
    facetAttributes: ['collectionId'],
    numericAttributes: [],
    hitAttributes: ['collectionId', 'name', 'imageId', 'slug', 'domain'],
  },
  tag: {
    kind: 'tag',
    facetAttributes: ['tagSlug'],
    numericAttributes: ['postCount'],
    hitAttributes: ['tagSlug', 'displayText', 'postCount'],
  },
  catalog: {
    kind: 'catalog',
    facetAttributes: ['userId'],
    numericAttributes: [],
    hitAttributes: ['catalogId', 'name', 'userId', 'username', 'itemCount'],
  },
};

/** The index spec behind a full index name, or null when the name is not one of ours. */
export function resolveSearchIndex(indexName: string, prefix: string): SearchIndexSpec | null {
  if (!indexName.startsWith(prefix)) return null;
  const kind = indexName.slice(prefix.length);
  return (SEARCH_INDEX_KINDS as readonly string[]).includes(kind) ? SEARCH_INDEXES[kind as SearchIndexKind] : null;
}

export function searchIndexNames(prefix: string): string[] {
  return SEARCH_INDEX_KINDS.map((kind) => `${prefix}${kind}`);
}
