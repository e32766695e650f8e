import { createRoot } from 'react-dom/client';
import { readPreloadedState } from './app/preloaded-state.ts';
import { createShellServices } from './app/shell-services.ts';
import { Shell } from './layout/shell.tsx';

const state = readPreloadedState(document);
const services = createShellServices(state);
if (state.flags.enable_devtool === true) {
  // QA and developers drive the bus from the console or a test: publish as any sender.
  Object.assign(window, { __INKPOT_DEVTOOL__: { publish: services.bus.publish, events$: services.bus.events$ } });
}
const root = document.getElementById('root');
if (!root) throw new Error('Inkpot cannot start: the root element (#root) is missing.');
document.title = state.config.productName;
createRoot(root).render(<Shell services={services} config={state.config} />);
