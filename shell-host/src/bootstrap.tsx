import { createRoot } from 'react-dom/client';
import { readPreloadedState } from './app/preloaded-state.ts';
import { breakOutOfFrames } from './app/frame-guard.ts';
import { createShellServices } from './app/shell-services.ts';
import { ErrorBoundary, ErrorScreen } from './errors/error-screens.tsx';
import { ShellApp } from './layout/shell.tsx';

const state = readPreloadedState(document);
const root = document.getElementById('root');
if (!root) throw new Error('Inkpot cannot start: the root element (#root) is missing.');
if (breakOutOfFrames(window, state.flags.allow_iframe === true)) void start(root);
else
  createRoot(root).render(
    <a href={window.location.href} target="_top" rel="noopener">
      Open {state.config.productName}
    </a>,
  );

async function start(root: HTMLElement) {
  const services = createShellServices(state);
  if (state.flags.enable_devtool === true) {
    // Its own chunk, loaded only with the flag, before the page renders so it sees every bus event.
    // A devtool that fails to load never keeps the page from rendering.
    await import(/* webpackChunkName: "devtool" */ './devtool/start-devtool.tsx').then(
      ({ startDevtool }) => startDevtool(services),
      (error: unknown) => services.telemetry.reportError(error, { area: 'devtool' }),
    );
  }
  createRoot(root).render(
    // Spec 03 §8: the top-level boundary, for a failure of the shell itself (pages have their own).
    <ErrorBoundary
      fallback={() => <ErrorScreen productName={state.config.productName} />}
      onError={(error) => services.telemetry.reportError(error, { area: 'shell' })}
    >
      <ShellApp services={services} state={state} />
    </ErrorBoundary>,
  );
}
