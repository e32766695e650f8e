import { BehaviorSubject } from 'rxjs';

/** From 1080 px the sidebar is a collapsible column; below, an overlay. */
export const WIDE_SCREEN_MIN_PX = 1080;

export interface SidebarVisibility {
  open: boolean;
  /** The slide animation is enabled only after the first toggle. */
  animated: boolean;
}

/** Where a signed-in viewer's wide-screen preference is kept (persisted per viewer). */
export const sidebarStorageKey = (viewerId: string) => `inkpot.sidebar.visible.${viewerId}`;

/** Wide screens start as the viewer left the sidebar (open the first time); overlays start closed. */
export function initialSidebarOpen(wide: boolean, stored: string | null): boolean {
  if (!wide) return false;
  return stored !== 'false';
}

/** A toggle flips the sidebar and turns the animation on. */
export function toggledSidebar(state: SidebarVisibility): SidebarVisibility {
  return { open: !state.open, animated: true };
}

/**
 * The one visibility state of the page, shared by the top bar's menu icon and the sidebar
 * parcel: both parcels of this remote run in one container, so this module is one instance.
 */
export interface SidebarVisibilityStore {
  state$: BehaviorSubject<SidebarVisibility>;
  /** Reads the preference for this viewer and screen width (on mount and when either changes). */
  reset(viewerId: string | null, wide: boolean): void;
  /**
   * The state for this viewer and width without changing the store: the current one when `reset`
   * already ran for them, else the one `reset` will set. A parcel's first render draws this, so
   * the sidebar does not paint closed for a frame before its effect opens it.
   */
  visibilityFor(viewerId: string | null, wide: boolean): SidebarVisibility;
  toggle(): SidebarVisibility;
  close(): void;
}

export function createSidebarVisibilityStore(storage: () => Storage | null): SidebarVisibilityStore {
  const state$ = new BehaviorSubject<SidebarVisibility>({ open: false, animated: false });
  let current: { viewerId: string | null; wide: boolean } = { viewerId: null, wide: false };
  const read = (key: string) => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const persist = (open: boolean) => {
    if (!current.wide || !current.viewerId) return;
    try {
      storage()?.setItem(sidebarStorageKey(current.viewerId), String(open));
    } catch {
      // Private modes may refuse storage: the preference just does not outlive the page.
    }
  };
  const isCurrent = (viewerId: string | null, wide: boolean) =>
    current.viewerId === viewerId && current.wide === wide && viewerId !== null;
  const initial = (viewerId: string | null, wide: boolean): SidebarVisibility => ({
    open: viewerId !== null && initialSidebarOpen(wide, read(sidebarStorageKey(viewerId))),
    animated: false,
  });
  return {
    state$,
    reset(viewerId, wide) {
      if (isCurrent(viewerId, wide)) return;
      current = { viewerId, wide };
      state$.next(initial(viewerId, wide));
    },
    visibilityFor(viewerId, wide) {
      return isCurrent(viewerId, wide) ? state$.value : initial(viewerId, wide);
    },
    toggle() {
      const next = toggledSidebar(state$.value);
      persist(next.open);
      state$.next(next);
      return next;
    },
    close() {
      if (!state$.value.open) return;
      persist(false);
      state$.next({ ...state$.value, open: false });
    },
  };
}

function pageStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const sidebarVisibility = createSidebarVisibilityStore(pageStorage);
