import { ApolloClient, ApolloLink, InMemoryCache, ServerError, type ErrorLike } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { RetryLink } from '@apollo/client/link/retry';
import {
  APOLLO_DEFAULT_OPTIONS,
  GRAPHQL_BATCH_INTERVAL_MS,
  GRAPHQL_BATCH_MAX,
  GRAPHQL_HEADERS,
} from '@inkpot/shared-contracts';
import { concatMap, dematerialize, from, map, materialize, of } from 'rxjs';
import { nextTask } from '../lib/next-task.ts';
import { GRAPHQL_TIMEOUT_MS, withTimeout } from './fetch-timeout.ts';

export interface RequestContext {
  appVersion: string;
  /** The session's xsrf token, null for visitors; read at each request (it arrives late when the session is recovered). */
  xsrf: () => string | null;
  /** Current path plus query, and the route's metric name (or null). */
  currentPage: () => { path: string; routeMetric: string | null };
}

/** Names of the operations in a (batched) request body, for the operation-name header. */
export function operationNames(body: unknown): string {
  let parsed: unknown = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return '';
    }
  }
  const operations = Array.isArray(parsed) ? parsed : [parsed];
  return operations
    .map((operation) => (operation as { operationName?: unknown } | null)?.operationName)
    .filter((name): name is string => typeof name === 'string' && name.length > 0)
    .join(',');
}

/**
 * Per-request headers are set at fetch time from the whole batch: were they set per operation,
 * BatchHttpLink would key batches by them and never batch two different operations together.
 */
export function withShellHeaders(context: RequestContext, baseFetch: typeof fetch): typeof fetch {
  return (input, init = {}) => {
    const headers = new Headers(init.headers);
    const page = context.currentPage();
    headers.set(GRAPHQL_HEADERS.operation, operationNames(init.body));
    headers.set(GRAPHQL_HEADERS.frontendApp, `lite/${context.appVersion}`);
    headers.set(GRAPHQL_HEADERS.routeMetric, page.routeMetric ?? 'unidentified');
    headers.set(GRAPHQL_HEADERS.path, page.path);
    headers.set(GRAPHQL_HEADERS.xsrf, context.xsrf() ?? '1');
    return baseFetch(input, { ...init, headers });
  };
}

/**
 * The page's GraphQL link: batched (20 per batch, 20 ms), with the shell's headers, each fetch
 * given up after `timeoutMs`. The edge's server render uses it too, with the API's address, the
 * reader's cookie and its own fetch, and no timeout of the link's (`timeoutMs: null`): its budget
 * bounds every fetch, and a timer started while a page renders keeps that page's whole render
 * (React's request, held by the timer's async context) until it fires.
 */
export function createShellLink(
  uri: string,
  context: RequestContext,
  {
    baseFetch = (...args) => fetch(...args),
    headers,
    timeoutMs = GRAPHQL_TIMEOUT_MS,
  }: { baseFetch?: typeof fetch; headers?: Record<string, string>; timeoutMs?: number | null } = {},
): BatchHttpLink {
  return new BatchHttpLink({
    uri,
    credentials: 'same-origin',
    batchMax: GRAPHQL_BATCH_MAX,
    batchInterval: GRAPHQL_BATCH_INTERVAL_MS,
    ...(headers && { headers }),
    fetch: withShellHeaders(context, timeoutMs === null ? baseFetch : withTimeout(timeoutMs, baseFetch)),
  });
}

/** The cache of the page's Apollo Client; the server's render fills one of the same shape, restored in the browser. */
export function createShellCache(): InMemoryCache {
  return new InMemoryCache({
    // A membership's billing state has no id of its own: surfaces that read different fields of
    // it (menu, settings, banners) add to one object instead of replacing each other's.
    typePolicies: { MembershipStatus: { merge: true } },
  });
}

/** The average wait before a query that failed on the way is asked again (jittered). */
export const QUERY_RETRY_DELAY_MS = 400;

/**
 * A failure on the way, not an answer: the network (fetch's TypeError), or the edge's 502 and
 * 503 (the API not reachable, or not taking calls for a moment). A 504 already waited the edge's
 * timeout, the page's own timeout waited longer, and any other status is the API's answer.
 */
export function isTransientFailure(error: ErrorLike): boolean {
  if (ServerError.is(error)) return error.statusCode === 502 || error.statusCode === 503;
  return error.name === 'TypeError';
}

/**
 * Asks a query once more after a transient failure, so a dropped connection or an API restarting
 * under the reader is not an error on the page. Mutations are never sent twice: the first may
 * have been done.
 */
export function transientRetryLink(delayMs = QUERY_RETRY_DELAY_MS): ApolloLink {
  return new RetryLink({
    delay: { initial: delayMs, jitter: true },
    attempts: (attempt, operation, error) =>
      // A string compare: the enum would be this part's own import of graphql (see federation.mjs).
      attempt < 2 && `${operation.operationType}` === 'query' && isTransientFailure(error),
  });
}

/**
 * Each result reaches the cache in a task of its own. A batch's answers arrive together, and
 * Apollo writes each into the cache, re-reads every query the page watches and React renders what
 * changed, for all of them in the task that read the response: on a story's page, the follow
 * button's and the toasts' queries were one task of 30-40 ms (on a slow phone four times that).
 * Errors wait their turn too: an operation's failure comes after its results, as it was sent.
 */
export function resultsInTasksOfTheirOwn(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      // In order: an error never overtakes a result still waiting for its task.
      materialize(),
      concatMap((notification) =>
        notification.kind === 'C' ? of(notification) : from(nextTask()).pipe(map(() => notification)),
      ),
      dematerialize(),
    ),
  );
}

/** The one Apollo Client of the page; every remote gets it in its mount props. */
export function createApolloClient(
  uri: string,
  context: RequestContext,
  { retryDelayMs }: { retryDelayMs?: number } = {},
): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      resultsInTasksOfTheirOwn(),
      transientRetryLink(retryDelayMs),
      createShellLink(uri, context),
    ]),
    cache: createShellCache(),
    defaultOptions: APOLLO_DEFAULT_OPTIONS,
  });
}
