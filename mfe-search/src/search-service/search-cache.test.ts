import { createSearchCache, needsRequest, searchCacheReducer, type SearchCacheState } from './search-cache.ts';

type State = SearchCacheState<string[]>;

describe('search cache reducer', () => {
  it('goes from loading to success for a key', () => {
    let state: State = {};
    expect(needsRequest(state, 'night')).toBe(true);
    state = searchCacheReducer(state, { type: 'request', key: 'night', requestId: 1 });
    expect(state.night).toEqual({ status: 'loading', data: null, requestId: 1 });
    expect(needsRequest(state, 'night')).toBe(false);
    state = searchCacheReducer(state, { type: 'success', key: 'night', requestId: 1, data: ['a'] });
    expect(state.night).toEqual({ status: 'success', data: ['a'], requestId: 1 });
  });

  it('keeps earlier data while a key reloads, and clears it on error', () => {
    let state: State = { night: { status: 'success', data: ['a'], requestId: 1 } };
    state = searchCacheReducer(state, { type: 'request', key: 'night', requestId: 2 });
    expect(state.night).toEqual({ status: 'loading', data: ['a'], requestId: 2 });
    state = searchCacheReducer(state, { type: 'failure', key: 'night', requestId: 2, error: 'down' });
    expect(state.night).toEqual({ status: 'error', data: null, error: 'down', requestId: 2 });
    state = searchCacheReducer(state, { type: 'request', key: 'night', requestId: 3 });
    expect(state.night?.data).toBeNull();
  });

  it('drops a stale answer: an older request never overwrites a newer one', () => {
    let state: State = {};
    state = searchCacheReducer(state, { type: 'request', key: 'night', requestId: 1 });
    state = searchCacheReducer(state, { type: 'request', key: 'night', requestId: 2 });
    state = searchCacheReducer(state, { type: 'success', key: 'night', requestId: 2, data: ['new'] });
    const after = searchCacheReducer(state, { type: 'success', key: 'night', requestId: 1, data: ['old'] });
    expect(after).toBe(state);
    expect(after.night?.data).toEqual(['new']);
    expect(searchCacheReducer(state, { type: 'failure', key: 'night', requestId: 1, error: 'late' })).toBe(state);
  });

  it('ignores an answer for a key it never asked for', () => {
    const state: State = {};
    expect(searchCacheReducer(state, { type: 'success', key: 'x', requestId: 1, data: [] })).toBe(state);
  });
});

describe('search cache store', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends one request per key', async () => {
    const cache = createSearchCache<string[]>(String);
    const load = jest.fn(() => Promise.resolve(['a']));
    cache.ensure('night', load);
    cache.ensure('night', load);
    await settle();
    cache.ensure('night', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.get('night')).toMatchObject({ status: 'success', data: ['a'] });
  });

  it('reloads on force, keeping the data meanwhile, and tells listeners', async () => {
    const cache = createSearchCache<string[]>(String);
    const listener = jest.fn();
    cache.subscribe(listener);
    cache.ensure('night', () => Promise.resolve(['a']));
    await settle();
    cache.ensure('night', () => Promise.reject(new Error('down')), { force: true });
    expect(cache.get('night')).toMatchObject({ status: 'loading', data: ['a'] });
    await settle();
    expect(cache.get('night')).toMatchObject({ status: 'error', data: null, error: 'Error: down' });
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('forgets the oldest settled keys beyond its capacity', async () => {
    const cache = createSearchCache<string>(String, 2);
    for (const key of ['a', 'b', 'c']) cache.ensure(key, () => Promise.resolve(key));
    await settle();
    cache.ensure('d', () => Promise.resolve('d'));
    expect(Object.keys(cache.snapshot())).toEqual(['c', 'd']);
  });
});

describe('answers adopted from the server', () => {
  it('takes them for keys without a status, never over what the browser already has, and sends nothing', () => {
    const cache = createSearchCache<string[]>(String);
    const load = jest.fn(async () => ['asked']);
    cache.ensure('mine', load);
    cache.adopt({ night: ['from the server'], mine: ['not taken'] });
    expect(cache.get('night')).toEqual({ status: 'success', data: ['from the server'], requestId: expect.any(Number) });
    expect(cache.get('mine')?.status).toBe('loading');
    // An adopted key is answered: ensure does not ask again.
    cache.ensure('night', load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
