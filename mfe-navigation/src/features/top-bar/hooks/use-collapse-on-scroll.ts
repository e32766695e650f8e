import { useLayoutEffect, useRef, useState } from 'react';
import { initialTopBarScroll, nextTopBarScroll, type TopBarScroll } from '../model/top-bar-scroll.ts';

/**
 * Where the top bar is as the reader scrolls. `frameRef` is the element that keeps the bar's
 * place in the page; it is measured on every scroll since a banner above may come or go.
 */
export function useCollapseOnScroll() {
  const frameRef = useRef<HTMLElement>(null);
  // A page at its top, as the server renders it (and the browser hydrates it); measured before
  // the first paint of the browser's own render.
  const [scroll, setScroll] = useState<TopBarScroll>(() => initialTopBarScroll(0, 0));

  useLayoutEffect(() => {
    const barTop = () => (frameRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    let state = initialTopBarScroll(window.scrollY, barTop());
    // Unchanged (the usual case) renders nothing again.
    setScroll((assumed) => (assumed.placement === state.placement ? assumed : state));
    const onScroll = () => {
      state = nextTopBarScroll(state, window.scrollY, barTop());
      setScroll(state);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return { frameRef, placement: scroll.placement, animated: scroll.animated };
}
