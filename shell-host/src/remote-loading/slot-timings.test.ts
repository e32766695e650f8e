import { performance as nodePerformance } from 'node:perf_hooks';
import { isSlotTiming, recordSlotTiming, SLOT_TIMING_PREFIX } from './slot-timings.ts';

// jsdom has no User Timing: Node's has the same interface.
const timeline = nodePerformance as unknown as Performance;
afterEach(() => timeline.clearMeasures());

function starInSlot() {
  const slot = document.createElement('span');
  slot.dataset.slot = 'member-star';
  const element = document.createElement('span');
  slot.append(element);
  return element;
}

const star = { remote: 'membership', version: '1.0.0', parcel: 'member-star' };

describe('slot timings', () => {
  it("records a slot's load and mount times as a measure named by its slot", () => {
    recordSlotTiming(starInSlot(), star, { started: 10, loaded: 30.04, mounted: 42 }, timeline);
    const [entry, ...more] = timeline.getEntriesByType('measure');
    expect(more).toEqual([]);
    expect(entry && isSlotTiming(entry)).toBe(true);
    expect(entry?.name).toBe(`${SLOT_TIMING_PREFIX}member-star`);
    expect((entry as PerformanceMeasure).detail).toEqual({
      slot: 'member-star',
      ...star,
      release: 'membership@1.0.0',
      loadMs: 20,
      mountMs: 12,
    });
  });

  it('keeps only the latest measure of a slot, however often it mounts', () => {
    for (let visit = 0; visit < 50; visit += 1)
      recordSlotTiming(starInSlot(), star, { started: visit, loaded: visit + 1, mounted: visit + 3 }, timeline);
    const measures = timeline.getEntriesByType('measure');
    expect(measures.map((entry) => [entry.name, entry.startTime])).toEqual([[`${SLOT_TIMING_PREFIX}member-star`, 49]]);
  });
});
