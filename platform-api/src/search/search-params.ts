/**
 * Reads a multi-query body of the hosted-search protocol into normalized requests. Both forms
 * the official clients send are accepted: v5 puts the parameters on the request object
 * (`{indexName, query, hitsPerPage}`), v4 sends them url-encoded in `params`.
 */
import { z } from 'zod';
import { SearchRequestError } from './search-error.ts';
import {
  checkFiltersForIndex,
  parseFacetFilters,
  parseFilterString,
  parseNumericFilters,
  type FilterGroups,
} from './search-filters.ts';
import { resolveSearchIndex, searchIndexNames, type SearchIndexSpec } from './search-indexes.ts';

/** Hits per index when a request does not say. */
export const DEFAULT_HITS_PER_PAGE = 3;
export const MAX_HITS_PER_PAGE = 50;
/** Hits beyond this rank are not reachable by paging (as the hosted service's default). */
export const PAGINATION_LIMIT = 1000;
export const MAX_REQUESTS = 20;
export const MAX_QUERY_LENGTH = 512;

/** The query as it is matched: no NUL (PostgreSQL text cannot hold it), trimmed, single spaces, lower case. */
export const normalizedQuery = (query: string) => query.replaceAll('\0', ' ').trim().replace(/\s+/g, ' ').toLowerCase();

export interface SearchRequest {
  indexName: string;
  index: SearchIndexSpec;
  /** As sent (echoed back); matching uses a trimmed copy. */
  query: string;
  hitsPerPage: number;
  page: number;
  filters: FilterGroups;
  /** null means every attribute. */
  attributesToRetrieve: string[] | null;
  clickAnalytics: boolean;
  analyticsTags: string[];
  /** The parameters in url-encoded form, echoed in the result as the protocol does. */
  params: string;
}

const stringList = z.union([z.string(), z.array(z.string().max(1000)).max(100)]);
const nestedList = z.union([
  z.string().max(1000),
  z.array(z.union([z.string().max(1000), z.array(z.string().max(1000)).max(50)])).max(50),
]);

const paramsSchema = z.looseObject({
  query: z.string().max(MAX_QUERY_LENGTH).optional(),
  hitsPerPage: z.number().int().min(0).optional(),
  page: z.number().int().min(0).optional(),
  filters: z.string().max(2000).optional(),
  facetFilters: nestedList.optional(),
  numericFilters: nestedList.optional(),
  attributesToRetrieve: stringList.optional(),
  clickAnalytics: z.boolean().optional(),
  analyticsTags: stringList.optional(),
});

type RawParams = z.infer<typeof paramsSchema>;

const requestSchema = z.looseObject({
  indexName: z.string().min(1).max(256),
  params: z.union([z.string().max(10_000), z.record(z.string(), z.unknown())]).optional(),
  type: z.string().optional(),
});

const bodySchema = z.looseObject({
  requests: z.array(z.unknown()).min(1).max(MAX_REQUESTS),
});

function describeIssues(error: z.ZodError, prefix: string): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${[prefix, ...issue.path.map(String)].filter(Boolean).join('.')}: ${issue.message}`)
    .join('; ');
}

const LIST_PARAMS = new Set(['facetFilters', 'numericFilters', 'attributesToRetrieve', 'analyticsTags']);

/** Url-encoded params hold strings only: numbers, booleans and JSON lists are read back here. */
function decodeParamsString(encoded: string): Record<string, unknown> {
  const decoded: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    if (key === 'hitsPerPage' || key === 'page') {
      decoded[key] = /^\d{1,9}$/.test(value) ? Number(value) : value;
    } else if (key === 'clickAnalytics') {
      decoded[key] = value === 'true' ? true : value === 'false' ? false : value;
    } else if (LIST_PARAMS.has(key) && value.trim().startsWith('[')) {
      try {
        decoded[key] = JSON.parse(value);
      } catch {
        throw new SearchRequestError(400, `params.${key}: not valid JSON.`);
      }
    } else if (LIST_PARAMS.has(key) && key !== 'facetFilters' && key !== 'numericFilters') {
      decoded[key] = value.split(',').map((item) => item.trim());
    } else {
      decoded[key] = value;
    }
  }
  return decoded;
}

const toList = (value: string | string[] | undefined) =>
  value === undefined ? undefined : typeof value === 'string' ? value.split(',').map((item) => item.trim()) : value;

function encodeParams(params: RawParams): string {
  const encoded = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    encoded.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return encoded.toString();
}

function readRequest(raw: unknown, position: number, indexPrefix: string): SearchRequest {
  const where = `requests[${position}]`;
  const request = requestSchema.safeParse(raw);
  if (!request.success) throw new SearchRequestError(400, describeIssues(request.error, where));
  const { indexName, params: paramsField, type, ...inline } = request.data;
  if (type !== undefined && type !== 'default') {
    throw new SearchRequestError(400, `${where}.type: only 'default' (hits) searches are supported, not '${type}'.`);
  }
  const index = resolveSearchIndex(indexName, indexPrefix);
  if (!index) {
    throw new SearchRequestError(
      404,
      `Index ${indexName} does not exist; the indexes are ${searchIndexNames(indexPrefix).join(', ')}.`,
    );
  }
  const fromParams = typeof paramsField === 'string' ? decodeParamsString(paramsField) : (paramsField ?? {});
  const parsed = paramsSchema.safeParse({ ...fromParams, ...inline });
  if (!parsed.success) throw new SearchRequestError(400, describeIssues(parsed.error, where));
  const params = parsed.data;

  const hitsPerPage = Math.min(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, MAX_HITS_PER_PAGE);
  const filters = checkFiltersForIndex(
    [
      ...(params.filters ? parseFilterString(params.filters) : []),
      ...(params.facetFilters ? parseFacetFilters(params.facetFilters) : []),
      ...(params.numericFilters ? parseNumericFilters(params.numericFilters) : []),
    ],
    index,
    indexName,
  );
  const attributes = toList(params.attributesToRetrieve);
  const known = ['objectID', ...index.hitAttributes];
  const unknownAttribute = attributes?.find((attribute) => attribute !== '*' && !known.includes(attribute));
  if (unknownAttribute !== undefined) {
    throw new SearchRequestError(
      400,
      `${where}.attributesToRetrieve: '${unknownAttribute}' is not an attribute of ${indexName} (${known.join(', ')}).`,
    );
  }
  return {
    indexName,
    index,
    query: params.query ?? '',
    hitsPerPage,
    page: params.page ?? 0,
    filters,
    attributesToRetrieve: !attributes || attributes.includes('*') ? null : attributes,
    clickAnalytics: params.clickAnalytics ?? false,
    analyticsTags: toList(params.analyticsTags) ?? [],
    params: encodeParams({
      query: params.query ?? '',
      hitsPerPage,
      page: params.page,
      filters: params.filters,
      facetFilters: params.facetFilters,
      numericFilters: params.numericFilters,
      attributesToRetrieve: params.attributesToRetrieve,
      clickAnalytics: params.clickAnalytics,
      analyticsTags: params.analyticsTags,
    }),
  };
}

/** Validates a `POST /1/indexes/*\/queries` body; throws SearchRequestError with the reason. */
export function readMultiQueryBody(body: unknown, indexPrefix: string): SearchRequest[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SearchRequestError(400, 'The body must be a JSON object with a requests list.');
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) throw new SearchRequestError(400, describeIssues(parsed.error, ''));
  return parsed.data.requests.map((request, position) => readRequest(request, position, indexPrefix));
}

/** Validates a single-index `POST /1/indexes/{indexName}/query` body. */
export function readSingleQueryBody(indexName: string, body: unknown, indexPrefix: string): SearchRequest {
  const object = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  if (body !== undefined && object !== body) {
    throw new SearchRequestError(400, 'The body must be a JSON object of search parameters.');
  }
  return readRequest({ ...object, indexName }, 0, indexPrefix);
}
