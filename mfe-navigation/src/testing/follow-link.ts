import { fireEvent } from '@testing-library/react';

/**
 * Clicks a link and tells whether the app left the click to the browser (did not prevent its
 * default). The page-level listener then cancels it, since jsdom cannot navigate.
 */
export function clickIsLeftToBrowser(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let leftToBrowser = false;
  const onClick = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', onClick);
  try {
    fireEvent.click(link, init);
  } finally {
    document.removeEventListener('click', onClick);
  }
  return leftToBrowser;
}
