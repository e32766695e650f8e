import { whenPageIdle, type IdleWindow } from './page-idle.ts';

/** A window whose load event and idle callbacks the test runs. */
function fakeWindow({ readyState, idle = true }: { readyState: DocumentReadyState; idle?: boolean }) {
  const listeners = new Set<() => void>();
  const idleCallbacks = new Map<number, { callback: () => void; timeout?: number }>();
  let next = 1;
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => type === 'load' && listeners.add(listener),
    removeEventListener: (type: string, listener: () => void) => type === 'load' && listeners.delete(listener),
    setTimeout: (callback: () => void) => {
      idleCallbacks.set(next, { callback });
      return next++;
    },
    clearTimeout: (handle: number) => idleCallbacks.delete(handle),
    ...(idle && {
      requestIdleCallback: (callback: () => void, options?: { timeout: number }) => {
        idleCallbacks.set(next, { callback, timeout: options?.timeout });
        return next++;
      },
      cancelIdleCallback: (handle: number) => idleCallbacks.delete(handle),
    }),
  };
  return {
    win: win as unknown as IdleWindow,
    load: () => [...listeners].forEach((listener) => listener()),
    runIdle: () => [...idleCallbacks.values()].forEach(({ callback }) => callback()),
    pending: () => [...idleCallbacks.values()],
    loadListeners: () => listeners.size,
  };
}

describe('whenPageIdle', () => {
  it('waits for the load event, then for an idle moment with a deadline', () => {
    const page = fakeWindow({ readyState: 'interactive' });
    const callback = jest.fn();
    whenPageIdle(callback, { win: page.win, timeoutMs: 700 });
    expect(page.pending()).toEqual([]);
    page.load();
    expect(page.pending()).toEqual([{ callback, timeout: 700 }]);
    expect(callback).not.toHaveBeenCalled();
    page.runIdle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('asks for the idle moment at once in a loaded page, and after a task where there is no requestIdleCallback', () => {
    const loaded = fakeWindow({ readyState: 'complete' });
    whenPageIdle(() => undefined, { win: loaded.win });
    expect(loaded.pending()).toHaveLength(1);
    expect(loaded.pending()[0]?.timeout).toBe(1_000);

    const safari = fakeWindow({ readyState: 'complete', idle: false });
    const callback = jest.fn();
    whenPageIdle(callback, { win: safari.win });
    expect(safari.pending()).toEqual([{ callback }]);
  });

  it('cancels before the load and after it', () => {
    const before = fakeWindow({ readyState: 'loading' });
    whenPageIdle(() => undefined, { win: before.win })();
    expect(before.loadListeners()).toBe(0);
    before.load();
    expect(before.pending()).toEqual([]);

    const after = fakeWindow({ readyState: 'loading' });
    const cancel = whenPageIdle(() => undefined, { win: after.win });
    after.load();
    cancel();
    expect(after.pending()).toEqual([]);
  });
});
