import { liteClient } from 'algoliasearch/lite';
import type { AnyHit, IndexRequest, IndexResult, SearchIndexKind } from './search-indexes.ts';
import type { SearchSettings } from './search-settings.ts';

export interface SearchOptions {
  /** `logged-in` or `logged-out`. */
  analyticsTags: readonly string[];
  /** Ask for a queryID so clicks can be reported (SearchClickEventMutation). */
  clickAnalytics: boolean;
}

export interface SearchClient {
  search(requests: readonly IndexRequest[], options: SearchOptions): Promise<IndexResult[]>;
}

interface RawResult {
  hits?: unknown[];
  nbHits?: number;
  exhaustiveNbHits?: boolean;
  nbPages?: number;
  page?: number;
  queryID?: string;
  index?: string;
}

/**
 * The official client of the hosted-search protocol (its lite build: search only), pointed at
 * our endpoint: POST {url}/1/indexes/*\/queries with the application id and search-only key
 * (and, from the server's render, the reader's forwarded address in `headers`).
 */
export function createSearchClient(
  settings: SearchSettings,
  { headers = {} }: { headers?: Readonly<Record<string, string>> } = {},
): SearchClient {
  const url = new URL(settings.url);
  const client = liteClient(settings.appId, settings.apiKey, {
    ...(Object.keys(headers).length ? { baseHeaders: { ...headers } } : {}),
    hosts: [{ url: url.host, protocol: url.protocol === 'https:' ? 'https' : 'http', accept: 'read' }],
    // Roomier than the client's defaults (1 s, 2 s): a busy API answers late rather than never.
    timeouts: { connect: 2000, read: 5000, write: 5000 },
  });
  const indexName = (kind: SearchIndexKind) => `${settings.indexPrefix}${kind}`;
  return {
    async search(requests, options) {
      const { results } = await client.search({
        requests: requests.map((request) => ({
          indexName: indexName(request.kind),
          query: request.query,
          hitsPerPage: request.hitsPerPage,
          ...(request.page ? { page: request.page } : {}),
          ...(request.filters ? { filters: request.filters } : {}),
          analyticsTags: [...options.analyticsTags],
          clickAnalytics: options.clickAnalytics,
        })),
      });
      return requests.map((request, position): IndexResult => {
        const raw = (results[position] ?? {}) as RawResult;
        const hits = (raw.hits ?? []).map((hit) => ({ kind: request.kind, hit }) as AnyHit);
        return {
          kind: request.kind,
          indexName: indexName(request.kind),
          hits,
          nbHits: raw.nbHits ?? hits.length,
          exhaustive: raw.exhaustiveNbHits !== false,
          nbPages: raw.nbPages ?? 1,
          page: raw.page ?? 0,
          queryID: raw.queryID ?? null,
        };
      });
    },
  };
}

/** A reader's words for what went wrong: the service's status when it answered, else unreachable. */
export function describeSearchError(error: unknown): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : NaN;
  if (Number.isFinite(status) && status >= 400) return `The search service answered with an error (${status}).`;
  return 'The search service could not be reached.';
}
