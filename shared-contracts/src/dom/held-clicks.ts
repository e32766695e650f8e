/**
 * Clicks on server-rendered buttons before their code can answer them. The document's head holds
 * them (an inline script in the host's index.html keeps the elements, in order, in
 * `window.__inkpotHeldClicks`, their default prevented): a button waits for its owner, the nearest
 * server-rendered parcel (`[data-server-parcel]`) or else the page (`<html>`), to be hydrated, which
 * the owner's `data-hydrated` says. Links work without JavaScript and are not held, except those
 * marked `data-hold-click` (a plain click on them does something else once their code runs, like
 * opening the sign-in modal instead of the sign-in page).
 *
 * Without the host's code nothing hydrates. When it cannot come (its script failed to load or threw,
 * the host's code called `window.__inkpotCannotHydrate`, or the page is still not hydrated 10 s
 * after load) the head gives up: `<html data-hydration-failed="script|timeout">`, the page works
 * as without JavaScript (the first held click that leaves the page, a link or a form's submit
 * button, goes through; the others are dropped; no click is held any more) and a notice
 * (`role="alert"`) says the page could not finish loading. A page that hydrates after all takes
 * the notice down and holds clicks for its parcels again (`releaseHeldClicks`).
 */
declare global {
  interface Window {
    __inkpotHeldClicks?: HTMLElement[];
    /** The head's give-up (index.html): the host's code failed before the page hydrated. */
    __inkpotCannotHydrate?: (reason: 'script' | 'timeout') => void;
  }
}

/** The head's notice that the page could not finish loading (index.html). */
const HYDRATION_FAILED_NOTICE_ID = 'inkpot-hydration-failed';

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
  const doc = owner.ownerDocument;
  if (owner === doc.documentElement && owner.hasAttribute('data-hydration-failed')) {
    // The head gave up on a slow page that hydrated after all: what it let go is gone, its notice
    // is wrong now, and the parcels still to hydrate hold their clicks again.
    owner.removeAttribute('data-hydration-failed');
    doc.getElementById(HYDRATION_FAILED_NOTICE_ID)?.remove();
  }
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
