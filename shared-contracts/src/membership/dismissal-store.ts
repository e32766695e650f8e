import type { BannerVariant } from './select-banner.ts';

export type DismissedAt = Partial<Record<BannerVariant, number>>;

const VARIANTS: ReadonlySet<string> = new Set<BannerVariant>([
  'upsell',
  'friend-upsell',
  'reactivate',
  'card-expired',
  'recurring-payment-failed',
  'card-expiring',
  'event',
]);
const NONE: DismissedAt = Object.freeze({});

/** Dismissals are stored per viewer, each with its timestamp. */
export const dismissalStorageKey = (viewerKey: string) => `ink-banner-dismissals:${viewerKey}`;

type Logger = Pick<Console, 'warn'>;

/** Keeps the known variants with a finite timestamp; anything else in storage is not ours to trust. */
function parseDismissals(raw: string, key: string, logger: Logger): DismissedAt {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    logger.warn(`[inkpot banners] Ignoring unreadable dismissals in localStorage "${key}".`);
    return NONE;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    logger.warn(`[inkpot banners] Ignoring dismissals in localStorage "${key}": not an object.`);
    return NONE;
  }
  return Object.fromEntries(
    Object.entries(value).filter(
      ([variant, at]) => VARIANTS.has(variant) && typeof at === 'number' && Number.isFinite(at),
    ),
  );
}

export interface DismissalStore {
  /** The viewer's dismissals; the same object for as long as what is stored does not change. */
  get(viewerKey: string): DismissedAt;
  dismiss(viewerKey: string, variant: BannerVariant, at: number): void;
  /** Called on our own dismissals and on changes made in other tabs. */
  subscribe(listener: () => void): () => void;
}

/**
 * Banner dismissals in localStorage. Without storage (disabled, full, private mode) a dismissal
 * still holds for as long as the page lives.
 */
export function createDismissalStore(storage: Storage | null, logger: Logger = console): DismissalStore {
  const parsed = new Map<string, { raw: string | null; value: DismissedAt }>();
  const inMemory = new Map<string, DismissedAt>();
  const listeners = new Set<() => void>();

  const readRaw = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  const get = (viewerKey: string): DismissedAt => {
    const key = dismissalStorageKey(viewerKey);
    const memory = inMemory.get(key);
    if (memory) return memory;
    const raw = readRaw(key);
    const cached = parsed.get(key);
    if (cached && cached.raw === raw) return cached.value;
    const value = raw === null ? NONE : parseDismissals(raw, key, logger);
    parsed.set(key, { raw, value });
    return value;
  };

  const notify = () => listeners.forEach((listener) => listener());

  return {
    get,
    dismiss(viewerKey, variant, at) {
      const key = dismissalStorageKey(viewerKey);
      const next = { ...get(viewerKey), [variant]: at };
      try {
        if (!storage) throw new Error('no localStorage');
        storage.setItem(key, JSON.stringify(next));
      } catch (error) {
        logger.warn(
          `[inkpot banners] Could not store a dismissal in localStorage "${key}"; it lasts for this page only.`,
          error,
        );
        inMemory.set(key, next);
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key.startsWith(dismissalStorageKey(''))) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
