import {
  createContext,
  createElement,
  startTransition,
  Suspense,
  use,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/**
 * Whether the host's page is past hydration, one value for the whole tree, read with useHydrated.
 * Outside a PageHydration (a part rendered on its own, as in tests) it is the browser's value.
 */
const PageHydratedContext = createContext(true);

/**
 * Provides useHydrated to the tree below: false while it is the server's HTML (rendered on the edge,
 * or hydrated in the browser), then true once the browser has hydrated the root; true at once when
 * the browser renders the page itself (`serverHtml` false). Only the browser switches it: effects
 * do not run on the server. The switch is a transition: React renders it in slices (a store whose
 * server snapshot differs re-rendered the whole page in one synchronous task right after hydration:
 * 190 ms on a slow phone).
 */
export function PageHydration({ serverHtml, children }: { serverHtml: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!serverHtml);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return createElement(PageHydratedContext, { value: hydrated }, children);
}

/**
 * A Suspense boundary of the host's tree (the page, the right column, a publication's frame): use it
 * instead of `Suspense` around anything that reads useHydrated.
 *
 * React hydrates a boundary the server rendered in a pass of its own after the root's, when the
 * root may already have switched to hydrated; a component in it must still render what the server
 * rendered. React does that for the boundary's props: it hydrates the boundary with the props it
 * had before an update, then renders the update. It does not for a context that changed above a
 * boundary still waiting to hydrate (the boundary reads the new value). So the boundary hands the
 * value on in its props, as a provider inside it.
 */
export function HydrationSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = use(PageHydratedContext);
  return createElement(Suspense, { fallback }, createElement(PageHydratedContext, { value: hydrated }, children));
}

/**
 * False while the page renders on the server and while the browser hydrates that HTML (each of its
 * Suspense boundaries included), true from then on (and at once on a page the browser renders
 * itself, or in a component mounted after hydration). What only the browser knows (this browser's
 * dismissals, the reader's time zone, the URL's fragment) waits for it, so hydration sees the
 * server's HTML.
 */
export function useHydrated(): boolean {
  return use(PageHydratedContext);
}
