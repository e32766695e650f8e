import { isSlotTiming, type SlotTiming } from '../remote-loading/slot-timings.ts';

/** One slot of the page as the devtool lists it. */
export interface SlotRow {
  slot: string;
  /** `remote@version` that drew it (the slot's `data-release`). */
  release: string;
  state: string;
  /** How many slots of this name the page has (follow buttons, member stars). */
  count: number;
  loadMs: number | null;
  mountMs: number | null;
}

/**
 * The page's remote slots (`[data-slot][data-release]`), one row per slot name in page order,
 * with the load and mount times the loader measured for that slot and release (the latest).
 */
export function readSlotRows(root: ParentNode, entries: readonly PerformanceEntry[]): SlotRow[] {
  const timings = entries.filter(isSlotTiming).map((entry) => entry.detail as SlotTiming);
  const rows = new Map<string, SlotRow>();
  for (const element of root.querySelectorAll<HTMLElement>('[data-slot][data-release]')) {
    const slot = element.dataset.slot ?? '';
    const known = rows.get(slot);
    if (known) {
      known.count += 1;
      continue;
    }
    const release = element.dataset.release ?? '';
    const timing = timings.findLast((candidate) => candidate.slot === slot && candidate.release === release);
    rows.set(slot, {
      slot,
      release,
      state: element.dataset.state ?? '',
      count: 1,
      loadMs: timing?.loadMs ?? null,
      mountMs: timing?.mountMs ?? null,
    });
  }
  return [...rows.values()];
}
