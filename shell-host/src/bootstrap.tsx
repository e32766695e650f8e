import { cspNonce } from '@inkpot/shared-contracts';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readPreloadedState, readServerApolloCache } from './app/preloaded-state.ts';
import { breakOutOfFrames } from './app/frame-guard.ts';
import { createShellServices } from './app/shell-services.ts';
import { ShellRoot } from './app/shell-root.tsx';
import { pageCrash$ } from './routing/devtool-crash.tsx';
import { resolveRoute } from './routing/resolve-route.ts';
import { loadPageCode } from './routing/router-view.tsx';

const state = readPreloadedState(document);
const root = document.getElementById('root');
if (!root) throw new Error('Inkpot cannot start: the root element (#root) is missing.');
document.title = state.config.productName;
if (breakOutOfFrames(window, state.flags.allow_iframe === true)) start(root);
else
  createRoot(root).render(
    <a href={window.location.href} target="_top" rel="noopener">
      Open {state.config.productName}
    </a>,
  );

function start(root: HTMLElement) {
  const services = createShellServices(state);
  // What the edge fetched to render the page: its queries answer from the cache, not the network.
  const serverCache = readServerApolloCache(document);
  if (serverCache) services.apollo.cache.restore(serverCache);
  if (state.flags.enable_devtool === true) {
    // QA and developers drive the bus from the console or a test: publish as any sender.
    Object.assign(window, {
      __INKPOT_DEVTOOL__: {
        publish: services.bus.publish,
        events$: services.bus.events$,
        crashPage: (message = 'Crashed from the devtool') => pageCrash$.next(message),
      },
    });
  }
  const tree = <ShellRoot services={services} state={state} nonce={cspNonce()} />;
  // The edge rendered the page: the browser takes its HTML over. When the edge fell back (a data
  // failure, its time budget), the root is empty and the browser renders the page itself.
  if (!root.firstElementChild) {
    createRoot(root).render(tree);
    return;
  }
  // The page the server rendered (it never sees the fragment): its code first, then hydration.
  const resolution = resolveRoute({
    pathname: window.location.pathname,
    hash: '',
    mode: state.routing.mode,
    viewer: state.viewer,
    flags: state.flags,
    hosts: state.config.hosts,
  });
  // A chunk that fails to load is the page's own error to show, after hydration.
  void Promise.resolve()
    .then(() => loadPageCode(resolution))
    .catch(() => undefined)
    .then(() =>
      hydrateRoot(root, tree, {
        onRecoverableError: (error) => {
          console.error('[inkpot] The page was re-rendered in the browser:', error);
          services.telemetry.reportError(error, { area: 'hydration' });
        },
      }),
    );
}
