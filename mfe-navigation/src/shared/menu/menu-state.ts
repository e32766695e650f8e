/** A header menu closes with a 300 ms fade. */
export const MENU_FADE_MS = 300;

/** A header menu: closed, open, or fading out (still drawn, no longer interactive). */
export type MenuState = 'closed' | 'open' | 'closing';

/**
 * - `toggle`: a click on the trigger (a second click closes).
 * - `dismiss`: an outside click, Escape, or a page scroll.
 * - `faded`: the fade-out finished.
 */
export type MenuAction = 'toggle' | 'dismiss' | 'faded';

export function nextMenuState(state: MenuState, action: MenuAction): MenuState {
  switch (action) {
    case 'toggle':
      return state === 'open' ? 'closing' : 'open';
    case 'dismiss':
      return state === 'open' ? 'closing' : state;
    case 'faded':
      return state === 'closing' ? 'closed' : state;
  }
}
