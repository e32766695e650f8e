import type { Telemetry } from '@inkpot/shared-contracts';
import { isSlotTiming } from '../remote-loading/slot-timings.ts';
import type { ReleaseAttribution } from './attribution.ts';

/** Client event per mounted parcel: its slot, `release` (remote@version), load and mount times. */
export const SLOT_TIMING_EVENT = 'remote.timing';
/** Client event per long animation frame (over 50 ms), named by the release of its longest script. */
export const LONG_FRAME_EVENT = 'page.long-frame';
/** Long frames reported per page at most: a slow device has many, the first ones tell whose they are. */
export const MAX_LONG_FRAMES_PER_PAGE = 20;

/**
 * Window errors are reported too. Each names the release whose script threw
 * (the file of the error, else its stack), or the host's.
 */
export function reportUncaughtErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  telemetry: Telemetry,
  attribution: ReleaseAttribution,
) {
  const onError = (event: ErrorEvent) => {
    // A cross-origin script without CORS gives "Script error." and nothing else.
    const error: unknown = event.error ?? new Error(event.message || 'Script error.');
    telemetry.reportError(error, {
      area: 'uncaught',
      release: attribution.ofError(event.error, event.filename),
      ...(event.filename ? { source: `${event.filename}:${event.lineno}:${event.colno}` } : {}),
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    telemetry.reportError(event.reason, { area: 'unhandled-rejection', release: attribution.ofError(event.reason) });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** The scripts Chromium attributes a long animation frame to (Long Animation Frames API). */
interface LongAnimationFrame extends PerformanceEntry {
  blockingDuration: number;
  scripts: { sourceURL: string; duration: number; invoker: string }[];
}

const observe = (type: string, onEntries: (entries: PerformanceEntryList) => void) => {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return;
  new PerformanceObserver((list) => onEntries(list.getEntries())).observe({ type, buffered: true });
};

/**
 * Performance events named by release: each slot's load and mount times (measured by the
 * loader), and long animation frames attributed to the release of the script that took longest.
 */
export function trackPerformanceByRelease(telemetry: Telemetry, attribution: ReleaseAttribution) {
  observe('measure', (entries) => {
    for (const entry of entries) if (isSlotTiming(entry)) telemetry.track(SLOT_TIMING_EVENT, { ...entry.detail });
  });
  let longFrames = 0;
  observe('long-animation-frame', (entries) => {
    for (const frame of entries as LongAnimationFrame[]) {
      // Frames that blocked no input are not worth a report.
      if (frame.blockingDuration <= 0 || longFrames >= MAX_LONG_FRAMES_PER_PAGE) continue;
      const longest = [...frame.scripts].sort((a, b) => b.duration - a.duration)[0];
      if (!longest) continue;
      longFrames += 1;
      telemetry.track(LONG_FRAME_EVENT, {
        release: attribution.ofUrl(longest.sourceURL),
        durationMs: Math.round(frame.duration),
        blockingMs: Math.round(frame.blockingDuration),
        invoker: longest.invoker,
      });
    }
  });
}
