import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { moveActiveOption } from '../../model/suggestion-focus.ts';

interface KeyState<O> {
  open: boolean;
  options: readonly O[];
  active: number;
  choose(option: O): void;
}

/**
 * Keys on the search box while the popover is there: the arrows move through the options, Enter
 * opens the active one (without one, the form submits the typed query), Escape closes.
 */
export function usePopoverKeys<O>(
  inputRef: RefObject<HTMLInputElement | null>,
  state: KeyState<O>,
  { setActive, onClose }: { setActive(index: number): void; onClose(): void },
) {
  // The listener is added once; it reads what is current when a key comes.
  const current = useRef(state);
  useLayoutEffect(() => {
    current.current = state;
  });
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const { open, options, active, choose } = current.current;
      if (event.isComposing) return;
      if (event.key === 'Escape') {
        if (open) {
          event.preventDefault();
          onClose();
        }
        return;
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!open || options.length === 0) return;
        event.preventDefault();
        setActive(moveActiveOption(active, options.length, event.key === 'ArrowDown' ? 'down' : 'up'));
        return;
      }
      if (event.key === 'Enter' && open) {
        const option = options[active];
        if (option === undefined) return;
        event.preventDefault();
        choose(option);
      }
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  }, [inputRef, onClose, setActive]);
}

/** A pointer pressed outside the search form closes the open popover. */
export function useCloseOnPointerOutside(
  open: boolean,
  formRef: RefObject<HTMLFormElement | null>,
  onClose: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const root = formRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, formRef, onClose]);
}
