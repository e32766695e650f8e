import { createRecentSearchStore, RECENT_SEARCHES_STORAGE_KEY, type KeyValueStorage } from './recent-search-store.ts';

function mapStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
  return { storage, values };
}

const quietLogger = () => ({ warn: jest.fn() });

describe('recent search store', () => {
  it("keeps the list in storage under 'inkpot:recent-searches', newest first", () => {
    const { storage, values } = mapStorage();
    const store = createRecentSearchStore(storage, quietLogger());
    store.add('cats');
    store.add('dogs');
    expect(RECENT_SEARCHES_STORAGE_KEY).toBe('inkpot:recent-searches');
    expect(JSON.parse(values.get('inkpot:recent-searches') ?? 'null')).toEqual(['dogs', 'cats']);
    expect(createRecentSearchStore(storage, quietLogger()).list()).toEqual(['dogs', 'cats']);
  });

  it('removes an entry from storage', () => {
    const { storage, values } = mapStorage({ [RECENT_SEARCHES_STORAGE_KEY]: '["dogs","cats"]' });
    createRecentSearchStore(storage, quietLogger()).remove('dogs');
    expect(values.get(RECENT_SEARCHES_STORAGE_KEY)).toBe('["cats"]');
  });

  it.each([
    ['invalid JSON', '{oops'],
    ['the wrong shape', '{"entries":["cats"]}'],
  ])('warns about %s in storage, reads it as empty, and replaces it on the next search', (_, raw) => {
    const { storage, values } = mapStorage({ [RECENT_SEARCHES_STORAGE_KEY]: raw });
    const logger = quietLogger();
    const store = createRecentSearchStore(storage, logger);

    expect(store.list()).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('Ignored stored recent searches'));

    store.add('cats');
    expect(values.get(RECENT_SEARCHES_STORAGE_KEY)).toBe('["cats"]');
  });

  it('warns through console by default', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      createRecentSearchStore(mapStorage({ [RECENT_SEARCHES_STORAGE_KEY]: 'nope' }).storage).list();
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('keeps searches in memory when storage cannot be read', () => {
    const logger = quietLogger();
    const store = createRecentSearchStore(
      {
        getItem: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
        setItem: () => {},
      },
      logger,
    );
    store.add('cats');
    store.add('dogs');
    expect(store.list()).toEqual(['dogs', 'cats']);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('keeps searches in memory when storage is full', () => {
    const { storage } = mapStorage({ [RECENT_SEARCHES_STORAGE_KEY]: '["birds"]' });
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const store = createRecentSearchStore(storage, quietLogger());
    store.add('cats');
    store.add('dogs');
    expect(store.list()).toEqual(['dogs', 'cats', 'birds']);
  });

  it('works from memory alone when there is no storage', () => {
    const store = createRecentSearchStore(null, quietLogger());
    store.add('cats');
    expect(store.list()).toEqual(['cats']);
  });
});
