import { startTransition, useEffect, useState } from 'react';

/**
 * Whether this browser's page is past hydration: false on the server and while the browser
 * hydrates the server's HTML, true once the first component saw hydration done (or at once when the
 * browser renders the page itself). Only the browser ever sets it: effects do not run on the server.
 */
let pageHydrated = false;

/** The browser renders the page itself (the edge sent no HTML to hydrate): what only it knows shows at once. */
export function renderingWithoutHydration(): void {
  pageHydrated = true;
}

/**
 * False while the page renders on the server and while the browser hydrates that HTML, true from
 * then on (and at once on a page the browser renders itself, or a component mounted after
 * hydration). What only the browser knows (this browser's dismissals, the reader's time zone) waits
 * for it, so hydration sees the server's HTML. The switch after hydration is a transition: React
 * renders it in slices (a store-based switch re-rendered the whole page in one synchronous task
 * right after hydration: 190 ms on a slow phone).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
