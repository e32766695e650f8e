import { PassThrough, type Readable } from 'node:stream';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { APOLLO_DEFAULT_OPTIONS } from '@inkpot/shared-contracts';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ParcelName, RemoteName } from '@inkpot/shared-contracts';
import type { PreloadedState } from '../app/preloaded-state.ts';
import { ParcelUseContext } from '../remote-loading/remote-slot.tsx';
import { ShellRoot } from '../app/shell-root.tsx';
import { createShellCache, createShellLink } from '../data/apollo-client.ts';
import { createServerServices, serverLocationOf } from './server-services.ts';

export type ServerApolloCache = ReturnType<ReturnType<typeof createShellCache>['extract']>;

export interface ShellRenderRequest {
  /** The preloaded state the document embeds: the browser hydrates from the same. */
  state: PreloadedState;
  /** The request's path and query. */
  url: string;
  /** The response's CSP nonce, for the style and script elements React writes. */
  nonce: string;
  /** Where the page's queries go: the API's GraphQL address with the reader's cookies (or a link, in tests). */
  api: { graphqlUrl: string; cookie?: string | undefined } | { link: ApolloLink };
  /** How long data and render may take before the page is left to the browser. */
  budgetMs: number;
  logger?: Pick<Console, 'error' | 'warn'>;
}

/** A remote parcel the page places. */
export interface ParcelUse {
  remote: RemoteName;
  parcel: ParcelName;
}

export type ShellRender =
  /**
   * The page's HTML (the root's content, streamed), the Apollo cache its queries filled, and the
   * remote parcels it places (their files are worth preloading).
   */
  | { kind: 'server'; html: Readable; cache: ServerApolloCache; parcels: ParcelUse[] }
  /** The server could not render the page in time or without errors: the browser renders it. */
  | { kind: 'client'; reason: string };

export type ShellRenderer = (request: ShellRenderRequest) => Promise<ShellRender>;

/**
 * Renders the host's page for a request on the server: Apollo's prerender runs the page's queries
 * (as the reader, within the budget) into a fresh cache, then React streams the page from that
 * cache. Remote slots are rendered as their empty boxes; remotes mount in the browser. A data
 * error, a render error or the budget running out leaves the page to the browser, never a
 * broken one: the answer says why.
 */
export const renderShellPage: ShellRenderer = async ({ state, url, nonce, api, budgetMs, logger = console }) => {
  const budget = new AbortController();
  const timer = setTimeout(
    () => budget.abort(new Error(`the server render took longer than its budget of ${budgetMs} ms`)),
    budgetMs,
  );
  const failures: string[] = [];
  const recordFailures = new ErrorLink(({ error, operation }) => {
    failures.push(`${operation.operationName ?? 'a query'} failed: ${error.message}`);
  });
  const location = serverLocationOf(url, state.routing.mode);
  const cache = createShellCache();
  const apollo = new ApolloClient({
    ssrMode: true,
    link: ApolloLink.from([
      recordFailures,
      'link' in api
        ? api.link
        : createShellLink(
            api.graphqlUrl,
            {
              appVersion: state.config.appVersion,
              xsrf: () => state.session.xsrf,
              currentPage: () => ({ path: `${location.pathname}${location.search}`, routeMetric: location.routeName }),
            },
            {
              baseFetch: (input, init = {}) =>
                fetch(input, {
                  ...init,
                  signal: init.signal ? AbortSignal.any([init.signal, budget.signal]) : budget.signal,
                }),
              ...(api.cookie ? { headers: { cookie: api.cookie } } : {}),
            },
          ),
    ]),
    cache,
    defaultOptions: APOLLO_DEFAULT_OPTIONS,
  });
  const renderErrors: string[] = [];
  const onError = (error: unknown) => {
    if (!budget.signal.aborted) renderErrors.push(error instanceof Error ? error.message : String(error));
  };
  const fallBack = (reason: string): ShellRender => {
    clearTimeout(timer);
    apollo.stop();
    return { kind: 'client', reason };
  };

  try {
    const services = createServerServices(state, { url, apollo, logger });
    // The parcels the streamed page places, known once its shell has rendered (the whole page: its
    // data is in the cache, so nothing suspends).
    const parcels = new Map<string, ParcelUse>();
    const placed = (remote: RemoteName, parcel: ParcelName) => parcels.set(`${remote}/${parcel}`, { remote, parcel });
    const tree = (
      <ParcelUseContext value={placed}>
        <ShellRoot services={services} state={state} nonce={nonce} />
      </ParcelUseContext>
    );
    const { aborted } = await prerenderStatic({
      // Only its queries count (its HTML is dropped): it goes without the nonce, which React's
      // static prerender cannot put on the style elements it hoists.
      tree: <ShellRoot services={services} state={state} nonce={undefined} />,
      signal: budget.signal,
      ignoreResults: true,
      renderFunction: (node) => prerenderToNodeStream(node, { signal: budget.signal, onError }),
    });
    if (aborted || budget.signal.aborted) return fallBack(String((budget.signal.reason as Error).message));
    if (failures.length) return fallBack(failures.join('; '));
    if (renderErrors.length) return fallBack(`the page threw while rendering: ${renderErrors.join('; ')}`);

    // Every query has its answer in the cache and every lazy page module is loaded: this render
    // completes its shell at once and streams it.
    const html = await new Promise<Readable>((resolve, reject) => {
      const stream = renderToPipeableStream(tree, {
        nonce: { script: nonce, style: nonce },
        onShellReady() {
          const body = new PassThrough();
          stream.pipe(body);
          resolve(body);
        },
        onShellError: reject,
        onError,
      });
      budget.signal.addEventListener('abort', () => stream.abort(budget.signal.reason));
    });
    if (renderErrors.length) return fallBack(`the page threw while rendering: ${renderErrors.join('; ')}`);
    html.once('close', () => {
      clearTimeout(timer);
      apollo.stop();
    });
    return { kind: 'server', html, cache: cache.extract(), parcels: [...parcels.values()] };
  } catch (error) {
    const reason = budget.signal.aborted ? (budget.signal.reason as Error) : error;
    return fallBack(reason instanceof Error ? reason.message : String(reason));
  }
};
