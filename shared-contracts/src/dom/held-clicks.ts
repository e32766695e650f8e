/**
 * Clicks on server-rendered buttons before their code can answer them. The document's head holds
 * them (an inline script in the host's index.html keeps the buttons, in order, in
 * `window.__inkpotHeldClicks`, their default prevented): a button waits for its owner, the nearest
 * server-rendered parcel (`[data-server-parcel]`) or else the page (`<html>`), to be hydrated, which
 * the owner's `data-hydrated` says. Links are never held: they work without JavaScript.
 */
declare global {
  interface Window {
    __inkpotHeldClicks?: HTMLElement[];
  }
}

const isHydrated = (button: Element): boolean =>
  (button.closest('[data-server-parcel]') ?? button.ownerDocument.documentElement).hasAttribute('data-hydrated');

/**
 * Marks `owner` (the page's `<html>`, or a parcel's element) hydrated, and clicks again, in order,
 * the held buttons whose owner is now hydrated: their handlers answer them now. The others keep
 * waiting for their own owner.
 */
export function releaseHeldClicks(owner: Element, win: Window = window): void {
  owner.setAttribute('data-hydrated', 'true');
  const held = win.__inkpotHeldClicks;
  if (!held) return;
  const waiting: HTMLElement[] = [];
  for (const button of held.splice(0)) {
    if (!button.isConnected) continue;
    if (!isHydrated(button)) waiting.push(button);
    else if (!(button as HTMLButtonElement).disabled) button.click();
  }
  held.push(...waiting);
}
