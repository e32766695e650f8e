import type { MountProps } from '@inkpot/shared-contracts';
import { PublicationSearchQueryDocument, UserSearchQueryDocument } from '../__generated__/operations.ts';
import { createSearchCache, type SearchCache } from './search-cache.ts';
import { createSearchClient, describeSearchError, type SearchClient } from './search-client.ts';
import { analyticsTag, type ContextIds, type SearchContext } from './search-context.ts';
import type { IndexRequest, IndexResult } from './search-indexes.ts';
import { searchSettings } from './search-settings.ts';

export interface SearchAnswer {
  results: IndexResult[];
}

/** One cache for the remote: the popover and the results page share answers per query key. */
const sharedCache: SearchCache<SearchAnswer> = createSearchCache<SearchAnswer>(describeSearchError);

export interface SearchRunner {
  cache: SearchCache<SearchAnswer>;
  /** The cache key of a multi-query: the requests and the tags, nothing else. */
  keyOf(requests: readonly IndexRequest[], signedIn: boolean): string;
  /** Runs the multi-query for `key` unless the cache has it (or `force`). */
  run(key: string, requests: readonly IndexRequest[], signedIn: boolean, options?: { force?: boolean }): void;
  contextIds(context: SearchContext): Promise<ContextIds>;
}

const clients = new Map<string, SearchClient>();

/** Bots are not counted by click analytics (spec 01 §6). */
const isBot = () => typeof navigator !== 'undefined' && /bot|crawl|spider|slurp/i.test(navigator.userAgent);

export function searchRunner({ config, apollo }: Pick<MountProps, 'config' | 'apollo'>): SearchRunner {
  const settings = searchSettings(config);
  const clientKey = JSON.stringify(settings);
  let client = clients.get(clientKey);
  if (!client) {
    client = createSearchClient(settings);
    clients.set(clientKey, client);
  }
  const search = client;
  return {
    cache: sharedCache,
    keyOf: (requests, signedIn) => JSON.stringify([analyticsTag(signedIn), requests]),
    run(key, requests, signedIn, options) {
      sharedCache.ensure(
        key,
        async () => ({
          results: await search.search(requests, {
            analyticsTags: [analyticsTag(signedIn)],
            clickAnalytics: !isBot(),
          }),
        }),
        options,
      );
    },
    async contextIds(context) {
      try {
        if (context.kind === 'publication') {
          const { data } = await apollo.query({
            query: PublicationSearchQueryDocument,
            variables: { domainOrSlug: context.domainOrSlug },
          });
          const id = data?.collectionByDomainOrSlug?.id;
          return id ? { collectionId: id } : {};
        }
        if (context.kind === 'profile') {
          const { data } = await apollo.query({
            query: UserSearchQueryDocument,
            variables: { username: context.username },
          });
          const user = data?.userResult;
          return user?.__typename === 'User' ? { creatorId: user.id } : {};
        }
      } catch {
        // Without the ids the search is the homepage's: still useful, never broken.
      }
      return {};
    },
  };
}
