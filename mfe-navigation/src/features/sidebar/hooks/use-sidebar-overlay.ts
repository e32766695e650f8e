import type { Telemetry } from '@inkpot/shared-contracts';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { sidebarVisibility } from '../../../shared/sidebar-menu/sidebar-visibility.ts';
import { overlayTopPx } from '../model/overlay.ts';

/** The top bar's menu icon, which controls the sidebar (same remote, `sidebar-toggle.tsx`). */
const TOGGLE_SELECTOR = '[aria-controls="ink-sidebar"]';
/** The top bar and its second bar on small screens (same remote, `top-bar.tsx`, `mobile-bar.tsx`). */
const BAR_SELECTOR = '.ink-top-bar, .ink-top-bar__mobile-bar';

/**
 * The narrow-screen overlay (spec 01 §2, §4): it starts below the bars as they are on screen,
 * the page behind it does not scroll (a collapsing top bar would leave a gap above it), focus
 * moves into it, and Escape or the backdrop closes it with focus back on the menu icon.
 */
export function useSidebarOverlay(
  open: boolean,
  panelRef: RefObject<HTMLElement | null>,
  telemetry: Telemetry,
): { top: number; close: () => void } {
  const [top, setTop] = useState(0);
  const returnFocus = useRef(false);

  const close = () => {
    returnFocus.current = panelRef.current?.contains(document.activeElement) ?? false;
    sidebarVisibility.close();
    telemetry.track('sidebarMenu.closed');
  };

  useLayoutEffect(() => {
    if (!open) return;
    const bars = [...document.querySelectorAll(BAR_SELECTOR)].map((bar) => bar.getBoundingClientRect().bottom);
    setTop(overlayTopPx(bars));
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

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

  return { top, close };
}
