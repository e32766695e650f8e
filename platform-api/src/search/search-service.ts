/**
 * The multi-query search: each request is run against its index and answered in the hosted
 * protocol's result shape; `clickAnalytics` requests are recorded so later click events
 * (SearchClickEventMutation) can refer to them by queryID.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { runSearch, runSearches } from './search-engine.ts';
import type { SearchHit, SearchOutcome, SearchViewer } from './search-outcome.ts';
import { PAGINATION_LIMIT, type SearchRequest } from './search-params.ts';
import type { SearchQueryLog } from './search-query-log.ts';

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  exhaustive: { nbHits: boolean };
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID?: string;
  analyticsTags?: string[];
}

/** A new queryID: 32 hex digits, as the protocol's click analytics expect. */
export const newQueryId = () => randomBytes(16).toString('hex');

function retrieve(hit: SearchHit, attributes: string[] | null): SearchHit {
  if (!attributes) return hit;
  return Object.fromEntries(
    Object.entries(hit).filter(([key]) => key === 'objectID' || attributes.includes(key)),
  ) as SearchHit;
}

/** The protocol's result for one request, from its outcome; the queryID comes with clickAnalytics. */
function resultOf(request: SearchRequest, found: SearchOutcome, queryID: string | null, ms: number): SearchResult {
  const reachable = Math.min(found.nbHits, PAGINATION_LIMIT);
  const result: SearchResult = {
    hits: found.hits.map((hit) => retrieve(hit, request.attributesToRetrieve)),
    nbHits: found.nbHits,
    page: request.page,
    nbPages: request.hitsPerPage > 0 ? Math.ceil(reachable / request.hitsPerPage) : 0,
    hitsPerPage: request.hitsPerPage,
    exhaustiveNbHits: found.exhaustive,
    exhaustive: { nbHits: found.exhaustive },
    processingTimeMS: Math.round(ms),
    query: request.query,
    params: request.params,
    index: request.indexName,
  };
  if (request.analyticsTags.length) result.analyticsTags = request.analyticsTags;
  if (queryID) result.queryID = queryID;
  return result;
}

/** Records the clickAnalytics requests (after the answer, see SearchQueryLog), so clicks can name them by queryID. */
function recordQueries(log: SearchQueryLog, requests: readonly SearchRequest[], now: Date) {
  const queryIds = requests.map((request) => (request.clickAnalytics ? newQueryId() : null));
  const rows = requests.flatMap((request, n) => {
    const queryId = queryIds[n];
    return queryId
      ? [{ queryId, indexName: request.indexName, query: request.query.replaceAll('\0', ''), createdAt: now }]
      : [];
  });
  log.record(rows);
  return queryIds;
}

export async function searchOne(
  db: Database,
  log: SearchQueryLog,
  request: SearchRequest,
  viewer: SearchViewer,
  now: Date,
): Promise<SearchResult> {
  const started = performance.now();
  const found = await runSearch(db, request, viewer);
  const [queryID] = recordQueries(log, [request], now);
  return resultOf(request, found, queryID ?? null, performance.now() - started);
}

/** Every request in one statement (see runSearches); their queryIDs are stored after the answer. */
export async function searchMany(
  db: Database,
  log: SearchQueryLog,
  requests: SearchRequest[],
  viewer: SearchViewer,
  now: Date,
) {
  const started = performance.now();
  const found = await runSearches(db, requests, viewer);
  const queryIds = recordQueries(log, requests, now);
  const ms = performance.now() - started;
  return {
    results: requests.map((request, n) => resultOf(request, found[n] as SearchOutcome, queryIds[n] ?? null, ms)),
  };
}
