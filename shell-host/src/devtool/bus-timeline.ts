import type { BusEventType, EventBus } from '@inkpot/shared-contracts';
import { BehaviorSubject, type Observable } from 'rxjs';

/** One event the bus delivered: who sent it and who was listening to its type then. */
export interface TimelineEntry {
  id: number;
  /** Milliseconds since the page started (performance.now()). */
  at: number;
  type: BusEventType;
  sender: string;
  receivers: string[];
}

/** Events kept: the overlay shows the latest ones. */
export const TIMELINE_LIMIT = 100;

/**
 * Records every event the bus delivers, newest first, with its sender and its receivers (the
 * names that subscribed to its type). Started with the page, so start-up events are in it.
 */
export function createBusTimeline(
  bus: Pick<EventBus, 'events$' | 'receiversOf'>,
  { limit = TIMELINE_LIMIT, now = () => performance.now() }: { limit?: number; now?: () => number } = {},
) {
  const entries = new BehaviorSubject<readonly TimelineEntry[]>([]);
  let next = 1;
  const subscription = bus.events$.subscribe((event) => {
    const entry: TimelineEntry = {
      id: next++,
      at: now(),
      type: event.type,
      sender: event.sender,
      receivers: bus.receiversOf(event.type),
    };
    entries.next([entry, ...entries.value].slice(0, limit));
  });
  return {
    entries$: entries.asObservable() as Observable<readonly TimelineEntry[]>,
    stop: () => subscription.unsubscribe(),
  };
}

export type BusTimeline = ReturnType<typeof createBusTimeline>;
