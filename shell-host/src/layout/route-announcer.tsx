import { useEffect, useRef, useState } from 'react';

/** How long the document's title must stay unchanged after an in-app navigation to be announced. */
export const TITLE_SETTLE_MS = 500;
/** The longest an announcement waits for the title to settle. */
export const ANNOUNCE_WITHIN_MS = 3000;

export const ROUTE_ANNOUNCER_ID = 'inkpot-route-announcer';

/**
 * Tells assistive technology that an in-app navigation showed another page: the browser says
 * nothing when the host swaps the page, as it would on a load. It announces the new page's title
 * in a polite live region once the head has settled (a page about something names the document
 * when its data comes), at most `ANNOUNCE_WITHIN_MS` after the navigation. The page the browser
 * loaded is its own to announce; a change of query or fragment on the same page is not a new page.
 *
 * When the focus was lost with the page it was on (the link that led here is gone), it goes to
 * `focusTargetId` at the same moment, so the next Tab goes on in the new page rather than from the
 * top of the document. Focus that is somewhere (the search box, a modal, a link of the top bar) stays.
 */
export function RouteAnnouncer({ pathname, focusTargetId }: { pathname: string; focusTargetId?: string }) {
  const [message, setMessage] = useState('');
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (shown.current === pathname) return;
    const first = shown.current === null;
    shown.current = pathname;
    if (first) return;
    const deadline = Date.now() + ANNOUNCE_WITHIN_MS;
    // The same title again (back to the page before) is still news: a live region speaks changes.
    const announce = () => {
      setMessage((said) => (said === document.title ? `${document.title}\u00a0` : document.title));
      const focused = document.activeElement;
      if (focusTargetId && (!focused || focused === document.body))
        document.getElementById(focusTargetId)?.focus({ preventScroll: true });
    };
    let timer = window.setTimeout(announce, TITLE_SETTLE_MS);
    const observer = new MutationObserver(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(announce, Math.max(0, Math.min(TITLE_SETTLE_MS, deadline - Date.now())));
    });
    // The title alone: the head also takes the scripts of the page's lazily loaded chunks.
    observer.observe(document.querySelector('title') ?? document.head, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, focusTargetId]);

  return (
    <div id={ROUTE_ANNOUNCER_ID} className="ink-visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
