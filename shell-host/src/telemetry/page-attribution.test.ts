import { createReleaseAttribution } from './attribution.ts';
import {
  LONG_FRAME_EVENT,
  MAX_LONG_FRAMES_PER_PAGE,
  SLOT_TIMING_EVENT,
  trackPerformanceByRelease,
} from './page-attribution.ts';

const attribution = createReleaseAttribution(
  [{ name: 'search', version: '2.0.0', manifestUrl: 'http://localhost:3004/mf-manifest.json' }],
  { version: '7.0.0', assetBase: 'http://localhost:3000/_/shell/' },
);

/** A PerformanceObserver that hands its callback the entries a test gives it. */
function fakeObservers() {
  const callbacks = new Map<string, (list: { getEntries: () => PerformanceEntry[] }) => void>();
  class FakeObserver {
    static supportedEntryTypes = ['measure', 'long-animation-frame'];
    private readonly callback: (list: { getEntries: () => PerformanceEntry[] }) => void;
    constructor(callback: (list: { getEntries: () => PerformanceEntry[] }) => void) {
      this.callback = callback;
    }
    observe({ type }: { type: string }) {
      callbacks.set(type, this.callback);
    }
  }
  const original = globalThis.PerformanceObserver;
  globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  return {
    emit: (type: string, entries: object[]) =>
      callbacks.get(type)?.({ getEntries: () => entries as PerformanceEntry[] }),
    restore: () => (globalThis.PerformanceObserver = original),
  };
}

describe('performance events by release', () => {
  it("sends each slot's timing measure, and long frames named by their longest script's release", () => {
    const observers = fakeObservers();
    const track = jest.fn();
    trackPerformanceByRelease({ track, reportError: jest.fn() }, attribution);
    const timing = {
      slot: 'search',
      remote: 'search',
      version: '2.0.0',
      release: 'search@2.0.0',
      parcel: 'search-box',
      loadMs: 120,
      mountMs: 8,
    };
    observers.emit('measure', [
      { entryType: 'measure', name: 'inkpot:slot search', detail: timing },
      { entryType: 'measure', name: 'not ours', detail: {} },
    ]);
    const frame = (blockingDuration: number, scripts: object[]) => ({ duration: 180.4, blockingDuration, scripts });
    observers.emit('long-animation-frame', [
      frame(130, [
        { sourceURL: 'http://localhost:3000/_/shell/main.js', duration: 20, invoker: 'a' },
        {
          sourceURL: 'http://localhost:3004/__federation_expose_search_box.js',
          duration: 140,
          invoker: 'INPUT#search.oninput',
        },
      ]),
      frame(0, [{ sourceURL: 'http://localhost:3004/x.js', duration: 60, invoker: 'b' }]),
      frame(70, [{ sourceURL: 'http://localhost:3000/_/shell/main.js', duration: 60, invoker: 'c' }]),
    ]);
    expect(track.mock.calls).toEqual([
      [SLOT_TIMING_EVENT, timing],
      [
        LONG_FRAME_EVENT,
        { release: 'search@2.0.0', durationMs: 180, blockingMs: 130, invoker: 'INPUT#search.oninput' },
      ],
      [LONG_FRAME_EVENT, { release: 'host@7.0.0', durationMs: 180, blockingMs: 70, invoker: 'c' }],
    ]);

    const many = Array.from({ length: MAX_LONG_FRAMES_PER_PAGE + 5 }, () =>
      frame(60, [{ sourceURL: 'http://localhost:3004/x.js', duration: 60, invoker: 'd' }]),
    );
    observers.emit('long-animation-frame', many);
    expect(track.mock.calls.filter(([name]) => name === LONG_FRAME_EVENT)).toHaveLength(MAX_LONG_FRAMES_PER_PAGE);
    observers.restore();
  });
});
