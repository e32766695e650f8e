import { useEffect, type RefObject } from 'react';
import { isFocusSearchHotkey } from '../model/search-hotkey.ts';

/** Focuses `inputRef` on mod+k anywhere on the page. */
export function useFocusSearchHotkey(inputRef: RefObject<HTMLInputElement | null>, apple: boolean): void {
  useEffect(() => {
    // Bubble phase on the document, so an editor that handles mod+k itself gets it first.
    const onKeyDown = (event: KeyboardEvent) => {
      const input = inputRef.current;
      if (!input || !isFocusSearchHotkey(event, apple)) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef, apple]);
}
