/**
 * The multi-query search: each request is run against its index and answered in the hosted
 * protocol's result shape; `clickAnalytics` requests are recorded so later click events
 * (SearchClickEventMutation) can refer to them by queryID.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { searchQueries } from '../db/schema.ts';
import { runSearch, type SearchHit, type SearchViewer } from './search-engine.ts';
import { PAGINATION_LIMIT, type SearchRequest } from './search-params.ts';

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustive: { nbHits: true };
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

export async function searchOne(
  db: Database,
  request: SearchRequest,
  viewer: SearchViewer,
  now: Date,
): Promise<SearchResult> {
  const started = performance.now();
  const { hits, nbHits } = await runSearch(db, request, viewer);
  const reachable = Math.min(nbHits, PAGINATION_LIMIT);
  const result: SearchResult = {
    hits: hits.map((hit) => retrieve(hit, request.attributesToRetrieve)),
    nbHits,
    page: request.page,
    nbPages: request.hitsPerPage > 0 ? Math.ceil(reachable / request.hitsPerPage) : 0,
    hitsPerPage: request.hitsPerPage,
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true },
    processingTimeMS: 0,
    query: request.query,
    params: request.params,
    index: request.indexName,
  };
  if (request.analyticsTags.length) result.analyticsTags = request.analyticsTags;
  if (request.clickAnalytics) {
    const queryID = newQueryId();
    await db.insert(searchQueries).values({
      queryId: queryID,
      indexName: request.indexName,
      query: request.query.replaceAll('\0', ''),
      createdAt: now,
    });
    result.queryID = queryID;
  }
  result.processingTimeMS = Math.round(performance.now() - started);
  return result;
}

export async function searchMany(db: Database, requests: SearchRequest[], viewer: SearchViewer, now: Date) {
  const results: SearchResult[] = [];
  // One after another: PGlite runs one statement at a time anyway, and order must be kept.
  for (const request of requests) results.push(await searchOne(db, request, viewer, now));
  return { results };
}
