import type { BusEventType, EventBus } from '@inkpot/shared-contracts';
import { filter } from 'rxjs';
import type { LoadWhen } from './remote-slot.tsx';

/**
 * A slot's `loadWhen` for a parcel that shows nothing until asked: wanted as soon as one of
 * `types` is published on the bus (a toast, a request to open the sign-in modal), or a reader
 * points at or focuses an element that matches `intent` (a Sign in link: a touch points too), or
 * at `settled` at the latest (the page usable: SlotActivity's whenSettled). It watches the bus's
 * stream of events rather than listening as a receiver, so a command the bus keeps until a
 * receiver listens (`auth/open`) is still kept for the parcel that now loads.
 */
export function wantedOn(
  bus: Pick<EventBus, 'events$'>,
  types: readonly BusEventType[],
  settled: (callback: () => void) => () => void,
  { intent, doc = document }: { intent?: string; doc?: Document } = {},
): LoadWhen {
  return (load) => {
    const asked = bus.events$.pipe(filter((event) => types.includes(event.type))).subscribe(() => load());
    const stopWaiting = settled(load);
    const onIntent = (event: Event) => {
      if (intent && event.target instanceof Element && event.target.closest(intent)) load();
    };
    const intents = intent ? (['pointerover', 'focusin'] as const) : [];
    intents.forEach((type) => doc.addEventListener(type, onIntent));
    return () => {
      asked.unsubscribe();
      stopWaiting();
      intents.forEach((type) => doc.removeEventListener(type, onIntent));
    };
  };
}
