import { PassThrough, type Readable } from 'node:stream';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { APOLLO_DEFAULT_OPTIONS } from '@inkpot/shared-contracts';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { MountProps, ParcelName, RemoteName } from '@inkpot/shared-contracts';
import type {
  ParcelRenderRequest,
  ParcelUse,
  ShellRender,
  ShellRenderer,
  ShellRenderRequest,
  ServerParcelPage,
} from '../../page-contract/render.ts';
import { ParcelUseContext, parcelKey, ServerParcelHtml } from '../remote-loading/remote-slot.tsx';
import { ShellRoot } from '../app/shell-root.tsx';
import { createShellCache, createShellLink } from '../data/apollo-client.ts';
import { createServerServices, serverLocationOf } from './server-services.ts';

/**
 * By when, as a share of the budget counted from the request's start, the remotes' server builds
 * must have rendered: the page's own render still has to stream after them, and a slot that misses
 * it is only left to the browser, never the page.
 */
export const PARCELS_DONE_BY = 0.75;

/** Why a render's budget ends when the render is over (no one waits on it then). */
const RENDER_DONE = new Error('the server render is done');

/**
 * Renders the host's page for a request on the server: Apollo's prerender runs the page's queries
 * (as the reader, within the budget) into a fresh cache, then React streams the page from that
 * cache. Remote slots are rendered as their empty boxes; remotes mount in the browser. A data
 * error, a render error or the budget running out leaves the page to the browser, never a
 * broken one: the answer says why.
 */
export const renderShellPage: ShellRenderer = async ({
  state,
  url,
  nonce,
  api,
  budgetMs,
  renderParcel,
  logger = console,
}) => {
  const started = performance.now();
  const budget = new AbortController();
  // Signals made from the budget for this render's fetches and parcels, let go when it is over.
  const releases: (() => void)[] = [];
  const linked = (sources: readonly AbortSignal[], timeoutMs?: number) => {
    const { signal, release } = linkedSignal(sources, timeoutMs);
    releases.push(release);
    return signal;
  };
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
                // Never the budget's own signal: fetch keeps what it is given until its request is collected.
                fetch(input, { ...init, signal: linked(init.signal ? [init.signal, budget.signal] : [budget.signal]) }),
              headers: { ...api.headers, ...(api.cookie ? { cookie: api.cookie } : {}) },
              // The budget bounds every fetch; the link's own 15 s timer would keep this render (its
              // async context holds React's request) for 15 s after the page is sent.
              timeoutMs: null,
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
  // When the render is over, its budget ends too and every signal made from it (the queries'
  // fetches, the parcels' wait) lets go of its listeners.
  const finish = () => {
    clearTimeout(timer);
    apollo.stop();
    if (!budget.signal.aborted) budget.abort(RENDER_DONE);
    for (const release of releases.splice(0)) release();
  };
  const fallBack = (reason: string): ShellRender => {
    finish();
    return { kind: 'client', reason };
  };

  try {
    const services = createServerServices(state, { url, apollo, logger });
    // The parcels the page places, with their props, known once the prerender has rendered the
    // whole page (the last of its passes has every answer).
    const parcels = new Map<string, ParcelUse & { props: () => MountProps }>();
    const placed = (remote: RemoteName, parcel: ParcelName, props: () => MountProps) =>
      parcels.set(parcelKey(remote, parcel), { remote, parcel, props });
    // React's renderers listen to the signal they are given until it aborts, holding the tree they
    // rendered: each pass gets a signal of the prerender's own, let go of the budget once it is over.
    const prerendering = linkedSignal([budget.signal]);
    const { aborted } = await prerenderStatic({
      // Only its queries count (its HTML is dropped): it goes without the nonce, which React's
      // static prerender cannot put on the style elements it hoists.
      tree: (
        <ParcelUseContext value={placed}>
          <ShellRoot services={services} state={state} nonce={undefined} serverHtml />
        </ParcelUseContext>
      ),
      signal: prerendering.signal,
      ignoreResults: true,
      renderFunction: (node) => prerenderToNodeStream(node, { signal: prerendering.signal, onError }),
    }).finally(prerendering.release);
    if (aborted || budget.signal.aborted) return fallBack(String((budget.signal.reason as Error).message));
    if (failures.length) return fallBack(failures.join('; '));
    if (renderErrors.length) return fallBack(`the page threw while rendering: ${renderErrors.join('; ')}`);

    const parcelHtml = renderParcel
      ? await renderParcels(
          [...parcels.values()].map(({ remote, parcel, props }) => ({
            remote,
            parcel,
            data: parcelDataOf(props(), services.mountProps(remote)),
          })),
          { state, url, cache: cache.extract() },
          renderParcel,
          linked([budget.signal], Math.max(0, Math.round(started + budgetMs * PARCELS_DONE_BY - performance.now()))),
          logger,
        )
      : new Map<string, string>();
    const tree = (
      <ServerParcelHtml value={parcelHtml}>
        <ShellRoot services={services} state={state} nonce={nonce} serverHtml />
      </ServerParcelHtml>
    );

    // Every query has its answer in the cache and every lazy page module is loaded: this render
    // completes its shell at once and streams it.
    const html = await new Promise<Readable>((resolve, reject) => {
      const stream = renderToPipeableStream(tree, {
        nonce: { script: nonce, style: nonce },
        // The whole page inline, however long: by default React moves a ready Suspense boundary
        // past 12.8 kB of HTML to the end of the stream, shown by an inline script, so a reader
        // without JavaScript (and a crawler) would see the page's placeholder instead of its text.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          const body = new PassThrough();
          stream.pipe(body);
          resolve(body);
        },
        onShellError: reject,
        onError,
      });
      // The stream (the page's tree, the parcels' HTML in it) is held by this listener only until the render is over.
      const stop = () => stream.abort(budget.signal.reason);
      budget.signal.addEventListener('abort', stop, { once: true });
      releases.push(() => budget.signal.removeEventListener('abort', stop));
    });
    if (renderErrors.length) return fallBack(`the page threw while rendering: ${renderErrors.join('; ')}`);
    html.once('close', finish);
    return {
      kind: 'server',
      html,
      cache: cache.extract(),
      parcels: [...parcels.values()].map(({ remote, parcel }) => ({ remote, parcel })),
    };
  } catch (error) {
    const reason = budget.signal.aborted ? (budget.signal.reason as Error) : error;
    return fallBack(reason instanceof Error ? reason.message : String(reason));
  }
};

/**
 * The HTML of the placed parcels whose remotes render them on the server, by key, rendered side by
 * side. One that fails, or is not done when `signal` aborts, is left to the browser (and logged).
 */
async function renderParcels(
  placed: ReadonlyArray<Pick<ParcelRenderRequest, 'remote' | 'parcel' | 'data'>>,
  page: ServerParcelPage,
  renderParcel: NonNullable<ShellRenderRequest['renderParcel']>,
  signal: AbortSignal,
  logger: Pick<Console, 'warn'>,
): Promise<Map<string, string>> {
  // A build that does not stop when asked is not waited for.
  const given = new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null), { once: true }));
  const rendered = await Promise.all(
    placed.map(async ({ remote, parcel, data }) => {
      try {
        const html = await Promise.race([renderParcel({ remote, parcel, data, page, signal }), given]);
        return html !== null && !signal.aborted ? ([parcelKey(remote, parcel), html] as const) : null;
      } catch (error) {
        logger.warn(`[edge] The server build of ${remote} could not render "${parcel}"; the browser will:`, error);
        return null;
      }
    }),
  );
  return new Map(rendered.filter((entry) => entry !== null));
}

/** A parcel's props beyond the page's mount props: what its slot adds (plain data). */
function parcelDataOf(props: MountProps, mountProps: MountProps): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([key]) => !Object.hasOwn(mountProps, key)));
}

/**
 * A signal that aborts when one of `sources` does, or after `timeoutMs`; `release` removes its
 * listeners and its timer. Not AbortSignal.any or AbortSignal.timeout: Node keeps such a signal
 * alive, with everything its listeners close over, for as long as a listener is attached and no
 * source has aborted, so every render the edge served stayed in its heap.
 */
function linkedSignal(sources: readonly AbortSignal[], timeoutMs?: number) {
  const controller = new AbortController();
  const abort = () => {
    const source = sources.find((candidate) => candidate.aborted);
    controller.abort(source ? source.reason : new Error(`no answer within ${timeoutMs} ms`));
    release();
  };
  const timer = timeoutMs === undefined ? undefined : setTimeout(abort, timeoutMs);
  const release = () => {
    clearTimeout(timer);
    for (const source of sources) source.removeEventListener('abort', abort);
  };
  if (sources.some((source) => source.aborted)) abort();
  else for (const source of sources) source.addEventListener('abort', abort, { once: true });
  return { signal: controller.signal, release };
}
