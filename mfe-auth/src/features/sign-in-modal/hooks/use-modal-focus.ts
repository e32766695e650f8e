import { useEffect, useEffectEvent, type RefObject } from 'react';
import { trappedFocusIndex } from '../model/focus-trap.ts';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Keyboard and focus behaviour of a modal dialog for as long as it is mounted: focus moves in
 * (to the element marked `data-autofocus`, else the dialog itself) on mount and whenever
 * `contentKey` changes, Tab and Shift+Tab stay inside, Escape calls `onEscape`, and on unmount
 * focus goes back to whatever had it before.
 */
export function useModalFocus(
  dialogRef: RefObject<HTMLElement | null>,
  contentKey: string,
  onEscape: () => void,
): void {
  const escape = useEffectEvent(onEscape);

  // Declared first so it reads the opener before the next effect moves focus into the dialog.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => opener?.focus();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The step that had focus may just have been replaced: pick the new content's target.
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus();
  }, [dialogRef, contentKey]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const current = focusable.findIndex((element) => element === document.activeElement);
      const target = trappedFocusIndex(focusable.length, current, event.shiftKey);
      if (focusable.length === 0 || target !== null) event.preventDefault();
      if (target !== null) focusable[target]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dialogRef]);
}
