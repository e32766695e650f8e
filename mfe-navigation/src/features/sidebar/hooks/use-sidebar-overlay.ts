import type { Telemetry } from '@inkpot/shared-contracts';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { sidebarVisibility } from '../../../shared/sidebar-menu/sidebar-visibility.ts';
import { overlayTopPx } from '../model/overlay.ts';

/** The top bar's menu icon, which controls the sidebar (same remote, `sidebar-toggle.tsx`). */
const TOGGLE_SELECTOR = '[aria-controls="ink-sidebar"]';
/** The top bar and its second bar on small screens (same remote, `top-bar.tsx`, `mobile-bar.tsx`). */
const BAR_SELECTOR = '.ink-top-bar, .ink-top-bar__mobile-bar';
/** The CSS property on the sidebar's root that places the overlay (`sidebar.css.ts`). */
export const OVERLAY_TOP_PROPERTY = '--ink-sidebar-overlay-top';

/**
 * The narrow-screen overlay: it starts below the bars as they are on screen,
 * the page behind it does not scroll (a collapsing top bar would leave a gap above it), focus
 * moves into it, and Escape or the backdrop closes it with focus back on the menu icon.
 */
export function useSidebarOverlay(
  open: boolean,
  panelRef: RefObject<HTMLElement | null>,
  telemetry: Telemetry,
): { close: () => void } {
  const returnFocus = useRef(false);

  const close = () => {
    returnFocus.current = panelRef.current?.contains(document.activeElement) ?? false;
    sidebarVisibility.close();
    telemetry.track('sidebarMenu.closed');
  };

  useLayoutEffect(() => {
    if (!open) return;
    const bars = [...document.querySelectorAll(BAR_SELECTOR)].map((bar) => bar.getBoundingClientRect().bottom);
    // Measured as the overlay opens, before it is painted; the panel and its backdrop read it.
    panelRef.current?.parentElement?.style.setProperty(OVERLAY_TOP_PROPERTY, `${overlayTopPx(bars)}px`);
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open, panelRef]);

  useEffect(() => {
    if (!open) {
      if (returnFocus.current) document.querySelector<HTMLElement>(TOGGLE_SELECTOR)?.focus();
      returnFocus.current = false;
      return;
    }
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      returnFocus.current = true;
      sidebarVisibility.close();
      telemetry.track('sidebarMenu.closed');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, panelRef, telemetry]);

  return { close };
}
