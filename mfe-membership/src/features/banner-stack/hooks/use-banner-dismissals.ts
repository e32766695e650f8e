import { useCallback, useState, useSyncExternalStore } from 'react';
import { createDismissalStore, type BannerVariant, type DismissedAt } from '@inkpot/shared-contracts';

const NONE: DismissedAt = Object.freeze({});

/** Browsers may refuse access to localStorage altogether (privacy settings, sandboxed frames). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The viewer's banner dismissals from localStorage, and a way to add one. */
export function useBannerDismissals(viewerKey: string | null) {
  const [store] = useState(() => createDismissalStore(browserStorage()));
  const dismissedAt = useSyncExternalStore(store.subscribe, () => (viewerKey ? store.get(viewerKey) : NONE));
  const dismiss = useCallback(
    (variant: BannerVariant) => {
      if (viewerKey) store.dismiss(viewerKey, variant, Date.now());
    },
    [store, viewerKey],
  );
  return { dismissedAt, dismiss };
}
