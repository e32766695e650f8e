/**
 * Request-scoped batching with the `dataloader` package: loads asked for while a GraphQL response
 * is being resolved are gathered and fetched with one query per kind, each key once per request.
 */
import DataLoader from 'dataloader';

/**
 * A DataLoader whose batch function answers a map of the keys it found; the others get `missing`.
 * The batch goes out on the next macrotask rather than DataLoader's default next tick: the
 * resolvers of a list's items settle over several microtask turns (a card's post, then its
 * author), and waiting for all of them gathers a list of 25 cards into one query per kind.
 */
export class BatchLoader<K, V> {
  private readonly loader: DataLoader<K, V>;

  constructor(fetchBatch: (keys: K[]) => Promise<Map<K, V>>, missing: V) {
    this.loader = new DataLoader<K, V>(
      async (keys) => {
        const found = await fetchBatch([...keys]);
        return keys.map((key) => (found.has(key) ? (found.get(key) as V) : missing));
      },
      { batchScheduleFn: (dispatch) => setImmediate(dispatch) },
    );
  }

  load(key: K): Promise<V> {
    return this.loader.load(key);
  }

  /** The values of `keys`, in their order (`missing` for keys not found); a failed batch rejects. */
  async loadMany(keys: readonly K[]): Promise<V[]> {
    return Promise.all(keys.map((key) => this.loader.load(key)));
  }

  /** Starts the cache with a value the request already has (unless the key was asked for). */
  prime(key: K, value: V): void {
    this.loader.prime(key, value);
  }

  /** Forgets a key after the request changed it. */
  clear(key: K): void {
    this.loader.clear(key);
  }
}

/** Memoises one value per request (e.g. the viewer's capabilities). */
export function once<V>(load: () => Promise<V>): () => Promise<V> {
  let promise: Promise<V> | undefined;
  return () => (promise ??= load());
}
