/** What the guard reads of `window`. */
export interface FrameWindow {
  readonly self: unknown;
  readonly top: { location: { href: string } } | null;
  readonly location: { readonly href: string };
}

/**
 * The `allow_iframe` flag: unless it is on, the page breaks out of any frame it is loaded in
 * (the edge's `frame-ancestors 'none'` and X-Frame-Options already stop browsers that honour
 * them). Returns whether the page may start where it is.
 */
export function breakOutOfFrames(win: FrameWindow, allowIframe: boolean): boolean {
  if (allowIframe || win.top === win.self) return true;
  try {
    if (win.top) win.top.location.href = win.location.href;
  } catch {
    // A cross-origin top may refuse to be navigated; the page still does not start inside it.
  }
  return false;
}
