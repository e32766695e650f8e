/**
 * What a GraphQL request may cost before it runs ("Cost"): every field counts 1 (40 for
 * a paged field, which is a query of its own), and a list multiplies what is under it by how many
 * items it can hold: the page size a `paging` or `first` argument asks for (clamped exactly as the
 * resolvers clamp it, 10 when absent), or an assumed size for lists that are not paged. Aliases and fragments count each time they appear,
 * so 15 aliased 25-item feeds cost 15 times one feed. Operations are limited one by one and the
 * whole batch of a request together; the request then runs under a time budget.
 *
 * The counting is graphql-query-complexity's; the estimator below is ours.
 */
import { getNullableType, GraphQLError, isListType, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { pageSize } from '../domain/paging.ts';
import { INBOX_LIMIT } from '../domain/publication-submissions.ts';
import { TAG_LIST_LIMIT } from './resolvers/tag.ts';
import { MAX_STATS_DAYS, STATS_STORY_LIMIT } from '@inkpot/shared-contracts/story-stats';

export interface CostLimits {
  /** Most one operation may cost. */
  perOperation: number;
  /** Most all operations of one request (a batch) may cost together. */
  perRequest: number;
  /** Milliseconds a request may run before its execution is stopped. */
  timeBudgetMs: number;
}

/**
 * The heaviest operation the shell sends costs about 630 with 25 stories (query-cost.test.ts
 * prices them all at their largest pages); a page sends a few at once. The limits leave room
 * for that and stop a batch at about four full 25-story feeds, or about a hundred stories that
 * each ask for a page of their own (bench/worst-query.ts measures both).
 */
export const DEFAULT_COST_LIMITS: CostLimits = {
  perOperation: 1000,
  perRequest: 3000,
  timeBudgetMs: 5000,
};

/** Lists whose items a paged parent field already multiplied (the page itself). */
const PAGE_CONTENTS = new Set([
  'PostFeed.items',
  'ThreadedResponses.posts',
  'FollowedEntitiesConnection.edges',
  'FollowSuggestionsConnection.edges',
  'NotificationsConnection.nodes',
  'UsersConnection.nodes',
  'FollowingConnection.nodes',
]);

/** Lists a resolver reads from one column of their parent (a story's paragraphs): no query per item. */
const COLUMN_LISTS = new Set(['Post.content', 'PublicationSubmission.content', 'StoryParagraph.markups']);

/** Unpaged lists: what they hold at most in practice (the seed and the product's own limits). */
const UNPAGED_LIST_SIZES: Record<string, number> = {
  'Query.variantFlags': 50,
  'Query.tags': TAG_LIST_LIMIT,
  'Post.tags': 5,
  'Collection.navigationItems': 10,
  'Viewer.adminCollections': 10,
  'Viewer.preferences': 20,
  'Catalog.threadedCatalogResponses': 25,
  // Its `limit` is clamped like a page (at most 25 lists).
  'User.catalogs': 25,
  // A period's days and its most viewed stories (shared-contracts/src/story-stats.ts).
  'StoryStats.daily': MAX_STATS_DAYS,
  'StoryStats.stories': STATS_STORY_LIMIT,
  // A publication's inbox, per kind (domain/publication-submissions.ts).
  'Collection.submissions': INBOX_LIMIT,
};
const DEFAULT_UNPAGED_LIST_SIZE = 10;
/** A paged field runs its own SQL query each time it resolves (nested under a list, once per item). */
const PAGED_QUERY_COST = 40;

const PAGING_ARGUMENTS = ['paging', 'first'];

/** How many items a list field can return for these arguments (1 for a field that is not a list). */
export function listSize(
  coordinate: string,
  isList: boolean,
  pagingArgument: string | null,
  args: Record<string, unknown>,
) {
  if (pagingArgument) {
    const value = args[pagingArgument];
    const requested = pagingArgument === 'paging' ? (value as { limit?: number | null } | null)?.limit : value;
    return pageSize(typeof requested === 'number' ? requested : null);
  }
  if (!isList || PAGE_CONTENTS.has(coordinate) || COLUMN_LISTS.has(coordinate)) return 1;
  return UNPAGED_LIST_SIZES[coordinate] ?? DEFAULT_UNPAGED_LIST_SIZE;
}

const listAwareEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const coordinate = `${type.name}.${field.name}`;
  const pagingArgument = field.args.find((argument) => PAGING_ARGUMENTS.includes(argument.name))?.name ?? null;
  const isList = isListType(getNullableType(field.type));
  return (pagingArgument ? PAGED_QUERY_COST : 1) + listSize(coordinate, isList, pagingArgument, args) * childComplexity;
};

/** The cost of one operation of `document`; throws when the operation or its variables are invalid. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Record<string, unknown> | null,
  operationName?: string | null,
): number {
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName: operationName ?? undefined,
    estimators: [listAwareEstimator],
  });
}

interface CostedParams {
  query?: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/**
 * The cost of one request's operation as sent, or null when it cannot be priced (a syntax error,
 * an unknown operation, variables of the wrong type): GraphQL refuses those itself before running
 * anything, with its own message.
 */
export function paramsCost(schema: GraphQLSchema, params: CostedParams): number | null {
  if (typeof params.query !== 'string') return null;
  try {
    const document = parse(params.query, { maxTokens: 2000 });
    return operationCost(schema, document, params.variables, params.operationName);
  } catch {
    return null;
  }
}

/** How many characters of request texts the price cache keeps at most (about 8 MiB). */
const PRICED_CACHE_CHARS = 4 * 1024 * 1024;

const tooCostly = (message: string, cost: number, limit: number) =>
  new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COSTLY', cost, limit, http: { status: 400 } } });

/**
 * Prices every operation of a request when it has been read: a batch over `perRequest` is
 * refused whole before anything runs; an operation over `perOperation` gets its own error once it
 * has passed validation (depth, aliases, tokens), and the rest of its batch runs.
 */
export function queryCostPlugin(schema: GraphQLSchema, limits: CostLimits): Plugin {
  const costs = new WeakMap<object, number | null>();
  // The shell sends the same few operations over and over: each text, operation and variables is
  // priced once (parsing and walking it again cost more than running a small query).
  const priced = new LRUCache<string, { cost: number | null }>({
    maxSize: PRICED_CACHE_CHARS,
    sizeCalculation: (_value, key) => key.length,
  });
  const priceOf = (params: CostedParams) => {
    if (typeof params.query !== 'string' || params.query.length > PRICED_CACHE_CHARS / 64)
      return paramsCost(schema, params);
    const key = `${params.operationName ?? ''}\n${JSON.stringify(params.variables ?? null)}\n${params.query}`;
    let entry = priced.get(key);
    if (!entry) {
      entry = { cost: paramsCost(schema, params) };
      priced.set(key, entry);
    }
    return entry.cost;
  };
  const isParams = (value: unknown): value is CostedParams => typeof value === 'object' && value !== null;
  return {
    onRequestParse() {
      return {
        onRequestParseDone({ requestParserResult }) {
          const operations: unknown[] = Array.isArray(requestParserResult)
            ? requestParserResult
            : [requestParserResult];
          let total = 0;
          for (const params of operations) {
            if (!isParams(params)) continue;
            const cost = priceOf(params);
            costs.set(params, cost);
            total += cost ?? 0;
          }
          if (operations.length > 1 && total > limits.perRequest) {
            throw tooCostly(
              `This batch would cost ${total}; a request may cost at most ${limits.perRequest}. Ask for fewer or smaller lists.`,
              total,
              limits.perRequest,
            );
          }
        },
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      const params: unknown = (args.contextValue as { params?: unknown }).params;
      let cost = isParams(params) ? costs.get(params) : undefined;
      if (cost == null) {
        try {
          cost = operationCost(
            schema,
            args.document,
            args.variableValues as Record<string, unknown> | undefined,
            args.operationName,
          );
        } catch {
          cost = null;
        }
      }
      const limit = Math.min(limits.perOperation, limits.perRequest);
      if (cost != null && cost > limit) {
        setResultAndStopExecution({
          errors: [
            tooCostly(
              `This operation would cost ${cost}; an operation may cost at most ${limit}. Ask for fewer or smaller lists.`,
              cost,
              limit,
            ),
          ],
        });
      }
    },
  };
}
