/** How long a page that never idles makes a `whenPageIdle` callback wait past its load event. */
export const PAGE_IDLE_TIMEOUT_MS = 1_000;

export type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Calls `callback` once the page has loaded (its `load` event) and the main thread is idle, or
 * `timeoutMs` after the load at the latest: for work a reader does not need before the page is
 * usable. Where the browser has no `requestIdleCallback` (Safari), a task after the load.
 * Returns what cancels it.
 */
export function whenPageIdle(
  callback: () => void,
  { win = window as IdleWindow, timeoutMs = PAGE_IDLE_TIMEOUT_MS }: { win?: IdleWindow; timeoutMs?: number } = {},
): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (win.requestIdleCallback) {
      const handle = win.requestIdleCallback(callback, { timeout: timeoutMs });
      cancelIdle = () => win.cancelIdleCallback?.(handle);
    } else {
      const handle = win.setTimeout(callback, 0);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };
  if (win.document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  const onLoad = () => schedule();
  win.addEventListener('load', onLoad, { once: true });
  return () => {
    win.removeEventListener('load', onLoad);
    cancelIdle();
  };
}
