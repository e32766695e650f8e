import { useCallback, useEffect, useRef, useState } from 'react';
import { MENU_FADE_MS, nextMenuState, type MenuAction, type MenuState } from './menu-state.ts';

/**
 * A header menu's behaviour: opens on a click of its trigger and
 * closes on a second click, an outside click, Escape (focus back on the trigger) or a page
 * scroll, fading out for 300 ms. `onOpen` runs on each opening (the menu logs it).
 */
export function useDismissableMenu(onOpen?: () => void) {
  const [state, setState] = useState<MenuState>('closed');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  }, [onOpen]);

  const dispatch = useCallback((action: MenuAction) => {
    setState((current) => {
      const next = nextMenuState(current, action);
      if (next === 'open' && current !== 'open') queueMicrotask(() => onOpenRef.current?.());
      return next;
    });
  }, []);

  useEffect(() => {
    if (state !== 'closing') return;
    const timer = setTimeout(() => dispatch('faded'), MENU_FADE_MS);
    return () => clearTimeout(timer);
  }, [state, dispatch]);

  useEffect(() => {
    if (state !== 'open') return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node | null;
      if (target && (panelRef.current?.contains(target) || triggerRef.current?.contains(target))) return;
      dispatch('dismiss');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch('dismiss');
      triggerRef.current?.focus();
    };
    const onScroll = () => dispatch('dismiss');
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScroll);
    };
  }, [state, dispatch]);

  const toggle = useCallback(() => dispatch('toggle'), [dispatch]);
  /** Closes after an entry was chosen; focus goes back to the trigger. */
  const close = useCallback(
    (refocus = true) => {
      dispatch('dismiss');
      if (refocus) triggerRef.current?.focus();
    },
    [dispatch],
  );
  return { state, open: state === 'open', toggle, close, triggerRef, panelRef };
}
