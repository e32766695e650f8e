/**
 * Clicks on server-rendered buttons before their code can answer them. The document's head holds
 * them (an inline script in the host's index.html keeps the elements, in order, in
 * `window.__inkpotHeldClicks`, their default prevented): a button waits for its owner, the nearest
 * server-rendered parcel (`[data-server-parcel]`) or else the page (`<html>`), to be hydrated, which
 * the owner's `data-hydrated` says. Links work without JavaScript and are not held, except those
 * marked `data-hold-click` (a plain click on them does something else once their code runs, like
 * opening the sign-in modal instead of the sign-in page).
 */
declare global {
  interface Window {
    __inkpotHeldClicks?: HTMLElement[];
  }
}

/** Spread on a link whose plain click waits for its code, like a button's: `<a {...HOLD_CLICK}>`. */
export const HOLD_CLICK = { 'data-hold-click': '' } as const;

const ownerOf = (element: Element): Element =>
  element.closest('[data-server-parcel]') ?? element.ownerDocument.documentElement;

/**
 * Marks `owner` (the page's `<html>`, or a parcel's element) hydrated, and clicks again, in order,
 * the held elements whose owner is now hydrated: their handlers answer them now. The others keep
 * waiting for their own owner.
 */
export function releaseHeldClicks(owner: Element, win: Window = window): void {
  owner.setAttribute('data-hydrated', 'true');
  const held = win.__inkpotHeldClicks;
  if (!held) return;
  const waiting: HTMLElement[] = [];
  for (const element of held.splice(0)) {
    if (!element.isConnected) continue;
    if (!ownerOf(element).hasAttribute('data-hydrated')) waiting.push(element);
    else if (!(element as HTMLButtonElement).disabled) element.click();
  }
  held.push(...waiting);
}

/**
 * The code of `owner` will not come (its remote failed and the slot shows its fallback): the clicks
 * held for it are let go. A held link is followed, as without JavaScript (the first one: it leaves
 * the page); a held button is dropped, its fallback has its own.
 */
export function abandonHeldClicks(owner: Element, win: Window = window): void {
  const held = win.__inkpotHeldClicks;
  if (!held) return;
  const mine = held.filter((element) => ownerOf(element) === owner);
  if (mine.length === 0) return;
  held.splice(0, held.length, ...held.filter((element) => !mine.includes(element)));
  const link = mine.find((element): element is HTMLAnchorElement => element.tagName === 'A');
  if (link?.isConnected && link.href) win.location.assign(link.href);
}
