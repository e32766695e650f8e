import { createRoot } from 'react-dom/client';
import type { ShellServices } from '../lib/services.ts';
import { pageCrash$ } from '../routing/devtool-crash.tsx';
import { createBusTimeline } from './bus-timeline.ts';
import { DevtoolOverlay } from './devtool-overlay.tsx';
import { readSlotRows } from './slot-rows.ts';

const readSlots = () => readSlotRows(document, performance.getEntriesByType('measure'));

/** Calls back when a slot's state or release changes, a slot appears, or a timing is measured. */
function watchSlots(changed: () => void) {
  const mutations = new MutationObserver(changed);
  mutations.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state', 'data-release'],
  });
  const measures = new PerformanceObserver(changed);
  measures.observe({ type: 'measure' });
  return () => {
    mutations.disconnect();
    measures.disconnect();
  };
}

/**
 * The QA devtool, loaded on demand only with `enable_devtool` (never in the page otherwise):
 * records the bus from the start, exposes `window.__INKPOT_DEVTOOL__` (publish on the bus as any
 * sender, the events, crash the page, the bus timeline) and draws the overlay in its own root.
 */
export function startDevtool(services: Pick<ShellServices, 'bus'>) {
  const timeline = createBusTimeline(services.bus);
  Object.assign(window, {
    __INKPOT_DEVTOOL__: {
      publish: services.bus.publish,
      events$: services.bus.events$,
      timeline$: timeline.entries$,
      crashPage: (message = 'Crashed from the devtool') => pageCrash$.next(message),
    },
  });
  const container = document.createElement('div');
  container.id = 'inkpot-devtool';
  document.body.append(container);
  createRoot(container).render(
    <DevtoolOverlay entries$={timeline.entries$} readSlots={readSlots} watchSlots={watchSlots} />,
  );
}
