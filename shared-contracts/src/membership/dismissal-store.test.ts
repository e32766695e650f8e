import { createDismissalStore, dismissalStorageKey } from './dismissal-store.ts';

const logger = () => ({ warn: jest.fn() });

beforeEach(() => localStorage.clear());

describe('banner dismissal store', () => {
  it('stores each viewer’s dismissals with their timestamps, apart from other viewers', () => {
    const store = createDismissalStore(localStorage, logger());
    store.dismiss('u1', 'upsell', 1000);
    store.dismiss('u1', 'event', 2000);
    store.dismiss('u2', 'reactivate', 3000);

    const reopened = createDismissalStore(localStorage, logger());
    expect(reopened.get('u1')).toEqual({ upsell: 1000, event: 2000 });
    expect(reopened.get('u2')).toEqual({ reactivate: 3000 });
    expect(reopened.get('u3')).toEqual({});
    expect(JSON.parse(localStorage.getItem(dismissalStorageKey('u1')) ?? '')).toEqual({ upsell: 1000, event: 2000 });
  });

  it('replaces an earlier timestamp for the same banner', () => {
    const store = createDismissalStore(localStorage, logger());
    store.dismiss('u1', 'upsell', 1000);
    store.dismiss('u1', 'upsell', 5000);
    expect(store.get('u1')).toEqual({ upsell: 5000 });
  });

  it.each([
    ['broken JSON', '{"upsell": 12'],
    ['an array', '[1, 2]'],
    ['a number', '42'],
    ['null', 'null'],
  ])('ignores %s with a warning', (_, raw) => {
    localStorage.setItem(dismissalStorageKey('u1'), raw);
    const log = logger();
    const store = createDismissalStore(localStorage, log);

    expect(store.get('u1')).toEqual({});
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toContain(dismissalStorageKey('u1'));
  });

  it('warns once per stored value, however often it is read', () => {
    localStorage.setItem(dismissalStorageKey('u1'), 'nope');
    const log = logger();
    const store = createDismissalStore(localStorage, log);
    store.get('u1');
    store.get('u1');
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('keeps only known banners with numeric timestamps', () => {
    localStorage.setItem(
      dismissalStorageKey('u1'),
      JSON.stringify({ upsell: 1000, event: 'yesterday', mystery: 5, reactivate: null }),
    );
    expect(createDismissalStore(localStorage, logger()).get('u1')).toEqual({ upsell: 1000 });
  });

  it('overwrites unreadable stored data on the next dismissal', () => {
    localStorage.setItem(dismissalStorageKey('u1'), '{oops');
    const store = createDismissalStore(localStorage, logger());
    store.dismiss('u1', 'event', 7000);
    expect(createDismissalStore(localStorage, logger()).get('u1')).toEqual({ event: 7000 });
  });

  it('returns the same object until the stored value changes', () => {
    const store = createDismissalStore(localStorage, logger());
    store.dismiss('u1', 'upsell', 1000);
    const first = store.get('u1');
    expect(store.get('u1')).toBe(first);
    store.dismiss('u1', 'event', 2000);
    expect(store.get('u1')).not.toBe(first);
  });

  it('tells subscribers about its own dismissals and about changes from other tabs', () => {
    const store = createDismissalStore(localStorage, logger());
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);

    store.dismiss('u1', 'upsell', 1000);
    expect(listener).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new StorageEvent('storage', { key: dismissalStorageKey('u1') }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.dismiss('u1', 'event', 2000);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('remembers a dismissal for the page when storage refuses it', () => {
    const log = logger();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const store = createDismissalStore(full, log);

    store.dismiss('u1', 'upsell', 1000);

    expect(store.get('u1')).toEqual({ upsell: 1000 });
    expect(log.warn).toHaveBeenCalled();
  });

  it('works without any storage', () => {
    const store = createDismissalStore(null, logger());
    expect(store.get('u1')).toEqual({});
    store.dismiss('u1', 'event', 1000);
    expect(store.get('u1')).toEqual({ event: 1000 });
  });
});
