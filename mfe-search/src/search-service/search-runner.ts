import type { MountProps } from '@inkpot/shared-contracts';
import { PublicationSearchQueryDocument, UserSearchQueryDocument } from './__generated__/search-context.generated.ts';
import { createSearchCache, type SearchCache } from './search-cache.ts';
import { createSearchClient, describeSearchError, type SearchClient } from './search-client.ts';
import { analyticsTag, type ContextIds, type SearchContext } from './search-context.ts';
import type { IndexRequest, IndexResult } from './search-indexes.ts';
import { searchSettings, type SearchSettings } from './search-settings.ts';

export interface SearchAnswer {
  results: IndexResult[];
}

/** The browser's one cache for the remote. */
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

/** One client per settings (the lite client keeps its connections and host state). */
function searchClientOf(settings: SearchSettings): SearchClient {
  const clientKey = JSON.stringify(settings);
  let client = clients.get(clientKey);
  if (!client) {
    client = createSearchClient(settings);
    clients.set(clientKey, client);
  }
  return client;
}

/** Bots are not counted by click analytics. */
const isBot = () => typeof navigator !== 'undefined' && /bot|crawl|spider|slurp/i.test(navigator.userAgent);

/** The cache key of a multi-query: the requests and the tags, nothing else. */
export const searchKeyOf = (requests: readonly IndexRequest[], signedIn: boolean): string =>
  JSON.stringify([analyticsTag(signedIn), requests]);

/** Asks the search service for `requests`, tagged as the reader's (logged in or out). */
export async function searchAnswerOf(
  client: SearchClient,
  requests: readonly IndexRequest[],
  signedIn: boolean,
): Promise<SearchAnswer> {
  return {
    results: await client.search(requests, { analyticsTags: [analyticsTag(signedIn)], clickAnalytics: !isBot() }),
  };
}

/**
 * The remote's searches: the browser's share one cache (the popover and the results page share
 * answers per query key); the server's render of a page brings its own `cache` and `client`.
 */
export function searchRunner(
  { config, apollo }: Pick<MountProps, 'config' | 'apollo'>,
  { cache = sharedCache, client }: { cache?: SearchCache<SearchAnswer>; client?: SearchClient } = {},
): SearchRunner {
  const search = client ?? searchClientOf(searchSettings(config));
  return {
    cache,
    keyOf: searchKeyOf,
    run(key, requests, signedIn, options) {
      cache.ensure(key, () => searchAnswerOf(search, requests, signedIn), options);
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

/** What the server's render of a results page hands the browser's parcel: its answers by key. */
export interface ServerSearchState {
  answers: Record<string, SearchAnswer>;
}

/** Takes the server's answers into the browser's cache (the parcel then hydrates the same list). */
export function adoptServerSearchState(state: unknown): void {
  const answers = (state as Partial<ServerSearchState> | null)?.answers;
  const valid =
    typeof answers === 'object' &&
    answers !== null &&
    Object.values(answers).every((answer) => Array.isArray((answer as Partial<SearchAnswer> | null)?.results));
  if (!valid) throw new Error("The server's search state is not a set of answers.");
  sharedCache.adopt(answers);
}
