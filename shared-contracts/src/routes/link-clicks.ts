/** The parts of a mouse event that decide whether a link click stays in the app. */
export interface LinkClick {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * A primary-button click with no modifier that nothing else has handled. Any other click (new
 * tab, new window, download, middle button) is left to the browser, which follows the link.
 */
export function isPlainClick(click: LinkClick): boolean {
  return (
    click.button === 0 &&
    !click.ctrlKey &&
    !click.metaKey &&
    !click.shiftKey &&
    !click.altKey &&
    !click.defaultPrevented
  );
}

/** A path on this site (`/about`), as opposed to another origin or a protocol-relative URL. */
export function isInAppHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
