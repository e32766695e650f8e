import { cspNonce, routeDefinition } from '@inkpot/shared-contracts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readPreloadedState, readServerApolloCache, type PreloadedState } from '../page-contract/preloaded-state.ts';
import { breakOutOfFrames } from './lib/frame-guard.ts';
import { nextTask } from './lib/next-task.ts';
import { createShellServices } from './app/shell-services.ts';
import { ShellRoot } from './app/shell-root.tsx';
import { resolveRoute, type Resolution } from './routing/resolve-route.ts';
import { readPageQueriesAhead } from './routing/page-data.ts';
import { loadPageCode } from './routing/router-view.tsx';
import { ServerParcelHtml, serverRenderedParcels } from './remote-loading/remote-slot.tsx';

/** Settles once the page's hydration has started; rejects when the shell failed before it (index.ts). */
export const started = main();

async function main() {
  // The shell's modules were evaluated in this task; reading the state the edge embedded (parsed
  // and checked), the services (bus, Apollo, remote loader) and then the page's hydration each
  // start a task of their own.
  await nextTask();
  const state = readPreloadedState(document);
  const root = document.getElementById('root');
  if (!root) throw new Error('Inkpot cannot start: the root element (#root) is missing.');
  if (breakOutOfFrames(window, state.flags.allow_iframe === true)) await start(root, state);
  else
    createRoot(root).render(
      <a href={window.location.href} target="_top" rel="noopener">
        Open {state.config.productName}
      </a>,
    );
}

async function start(root: HTMLElement, state: PreloadedState) {
  await nextTask();
  const services = createShellServices(state);
  // What the edge fetched to render the page: its queries answer from the cache, not the network.
  const serverCache = readServerApolloCache(document);
  if (serverCache) services.apollo.cache.restore(serverCache);
  if (state.flags.enable_devtool === true) {
    // Its own chunk, loaded only with the flag, before the page renders so it sees every bus event.
    // A devtool that fails to load never keeps the page from rendering.
    await import(/* webpackChunkName: "devtool" */ './devtool/start-devtool.tsx').then(
      ({ startDevtool }) => startDevtool(services),
      (error: unknown) => services.telemetry.reportError(error, { area: 'devtool' }),
    );
  }
  await nextTask();
  const tree = (serverHtml: boolean) => (
    <ShellRoot services={services} state={state} nonce={cspNonce()} serverHtml={serverHtml} />
  );
  // The edge rendered the page: the browser takes its HTML over. When the edge fell back (a data
  // failure, its time budget), the root is empty and the browser renders the page itself.
  // Both are transitions: React renders them in slices and yields to the browser between them (a
  // default-priority render is one task, 400 ms on a slow phone), so input is never held long.
  if (!root.firstElementChild) {
    startTransition(() => createRoot(root).render(tree(false)));
    return;
  }
  // The page the server rendered (it never sees the fragment): its code first, then hydration.
  // A 404 document is the not-found page whatever its route (the edge checked the entity it names).
  const resolution: Resolution =
    state.routing.status === 404
      ? { kind: 'not-found', reason: `The edge answered 404 for ${window.location.pathname}` }
      : resolveRoute({
          pathname: window.location.pathname,
          hash: '',
          mode: state.routing.mode,
          viewer: state.viewer,
          flags: state.flags,
          hosts: state.config.hosts,
        });
  // A chunk that fails to load is the page's own error to show, after hydration; so is a query the
  // server's cache cannot answer (the page asks for it).
  void Promise.resolve()
    .then(() => loadPageCode(resolution))
    .then((page) =>
      readPageQueriesAhead(
        services.apollo,
        (resolution.kind === 'page'
          ? page?.queries?.(resolution.params, resolution.route)
          : page?.queries?.({}, routeDefinition('notFound'))) ?? [],
      ),
    )
    .then(nextTask)
    .catch(() => undefined)
    .then(() =>
      startTransition(() => {
        // The parcels the edge rendered keep their HTML, for their remotes to hydrate.
        hydrateRoot(root, <ServerParcelHtml value={serverRenderedParcels(root)}>{tree(true)}</ServerParcelHtml>, {
          onRecoverableError: (error) => {
            console.error('[inkpot] The page was re-rendered in the browser:', error);
            services.telemetry.reportError(error, { area: 'hydration' });
          },
        });
      }),
    );
}
