import { createContext } from 'react';
import { whenPageIdle } from '../app/page-idle.ts';

/**
 * Which of the page's remote slots are still loading their parcels: for work that waits until
 * the page is usable (every slot it shows has settled), such as loading a parcel nobody sees yet.
 */
export interface SlotActivity {
  /** A slot starts loading its parcel; call what it returns once it has settled or left the page. */
  started(): () => void;
  /**
   * Calls back once the page has loaded, no slot is loading and the main thread is idle, with
   * still none loading then (a parcel may ask for a slot of its own as it mounts: the search box
   * in the top bar), or SETTLED_DEADLINE_MS after the call at the latest. Returns what cancels it.
   */
  whenSettled(callback: () => void): () => void;
}

/**
 * How long `whenSettled` waits at most: a parcel whose mount never ends (its load times out, its
 * mount does not) must not hold back for good what waits for the page to settle.
 */
export const SETTLED_DEADLINE_MS = 10_000;

export function createSlotActivity({
  whenIdle = whenPageIdle,
  deadlineMs = SETTLED_DEADLINE_MS,
}: { whenIdle?: (callback: () => void) => () => void; deadlineMs?: number } = {}): SlotActivity {
  let loading = 0;
  const waiting = new Set<() => void>();
  return {
    started() {
      loading += 1;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        loading -= 1;
        if (loading === 0) [...waiting].forEach((check) => check());
      };
    },
    whenSettled(callback) {
      let cancelIdle = () => {};
      const stop = () => {
        waiting.delete(check);
        cancelIdle();
        clearTimeout(deadline);
      };
      const settled = () => {
        stop();
        callback();
      };
      const check = () => {
        waiting.delete(check);
        cancelIdle = whenIdle(() => (loading === 0 ? settled() : waiting.add(check)));
      };
      const deadline = setTimeout(settled, deadlineMs);
      if (loading === 0) check();
      else waiting.add(check);
      return stop;
    },
  };
}

/** The page's slot activity, for its RemoteSlots (none on the server, nor in a test that does not care). */
export const SlotActivityContext = createContext<SlotActivity | null>(null);
