import { SMALL_SCREEN } from '../features/top-bar/components/mobile-bar.tsx';

/** jsdom has no matchMedia: a screen that matches the small-screen query, or not. Undo with `restoreScreen`. */
export function mockSmallScreen(small: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: small && query === SMALL_SCREEN,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

export const restoreScreen = () => Reflect.deleteProperty(window, 'matchMedia');
