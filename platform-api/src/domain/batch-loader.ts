/**
 * A small request-scoped batching cache (the DataLoader idea): loads asked for while a
 * GraphQL response is being resolved are gathered and fetched with one query per kind.
 */
export class BatchLoader<K, V> {
  private readonly cache = new Map<K, Promise<V>>();
  private queue: Array<{ key: K; resolve: (value: V) => void; reject: (error: unknown) => void }> = [];
  private readonly fetchBatch: (keys: K[]) => Promise<Map<K, V>>;
  private readonly missing: V;

  /** `fetchBatch` answers the keys it found; the others get `missing`. */
  constructor(fetchBatch: (keys: K[]) => Promise<Map<K, V>>, missing: V) {
    this.fetchBatch = fetchBatch;
    this.missing = missing;
  }

  load(key: K): Promise<V> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      // Resolvers of sibling list items run within the same turn; collect them all first.
      if (this.queue.length === 1) setImmediate(() => void this.dispatch());
    });
    this.cache.set(key, promise);
    return promise;
  }

  loadMany(keys: readonly K[]): Promise<V[]> {
    return Promise.all(keys.map((key) => this.load(key)));
  }

  /** Starts the cache with a value the request already has (unless the key was asked for). */
  prime(key: K, value: V): void {
    if (!this.cache.has(key)) this.cache.set(key, Promise.resolve(value));
  }

  /** Forgets a key after the request changed it. */
  clear(key: K): void {
    this.cache.delete(key);
  }

  private async dispatch() {
    const batch = this.queue;
    this.queue = [];
    try {
      const found = await this.fetchBatch([...new Set(batch.map((entry) => entry.key))]);
      for (const entry of batch) entry.resolve(found.has(entry.key) ? (found.get(entry.key) as V) : this.missing);
    } catch (error) {
      for (const entry of batch) {
        this.cache.delete(entry.key);
        entry.reject(error);
      }
    }
  }
}

/** Memoises one value per request (e.g. the viewer's capabilities). */
export function once<V>(load: () => Promise<V>): () => Promise<V> {
  let promise: Promise<V> | undefined;
  return () => (promise ??= load());
}
