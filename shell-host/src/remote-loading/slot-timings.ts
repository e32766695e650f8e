/**
 * How long a slot took to be drawn: loading its parcel (manifest, entry, module) and mounting it.
 * Recorded as a User Timing measure (visible in the browser's performance panel too); telemetry
 * and the devtool read them back.
 */
export interface SlotTiming {
  slot: string;
  remote: string;
  version: string;
  /** `remote@version` */
  release: string;
  parcel: string;
  loadMs: number;
  mountMs: number;
}

export const SLOT_TIMING_PREFIX = 'inkpot:slot ';

const rounded = (ms: number) => Math.round(ms * 10) / 10;

/** Where timings are recorded: the page's User Timing. */
export type SlotTimeline = Pick<Performance, 'measure' | 'clearMeasures'>;

/**
 * Records one mounted parcel's timing; `element` is where it was mounted, inside its slot. Only the
 * latest measure of each slot stays in the timeline: the browser keeps measures for the page's life
 * (User Timing has no buffer limit), and a page mounting the same slots again on every visit (a
 * member star per story card) grew by each of them without end. Telemetry observes every measure as
 * it is made; the devtool shows the latest of each slot.
 */
export function recordSlotTiming(
  element: Element,
  what: { remote: string; version: string; parcel: string },
  times: { started: number; loaded: number; mounted: number },
  timeline: SlotTimeline | undefined = globalThis.performance,
) {
  const slot = element.closest('[data-slot]')?.getAttribute('data-slot') ?? what.parcel;
  const detail: SlotTiming = {
    slot,
    ...what,
    release: `${what.remote}@${what.version}`,
    loadMs: rounded(times.loaded - times.started),
    mountMs: rounded(times.mounted - times.loaded),
  };
  const name = `${SLOT_TIMING_PREFIX}${slot}`;
  try {
    timeline?.clearMeasures(name);
    timeline?.measure(name, { start: times.started, end: times.mounted, detail });
  } catch {
    // No User Timing (old browsers, test environments): the timing is not needed to draw the slot.
  }
}

export function isSlotTiming(entry: PerformanceEntry): entry is PerformanceMeasure & { detail: SlotTiming } {
  return entry.entryType === 'measure' && entry.name.startsWith(SLOT_TIMING_PREFIX);
}
