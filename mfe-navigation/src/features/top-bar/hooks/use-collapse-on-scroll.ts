import { useEffect, useRef, useState } from 'react';
import { initialTopBarScroll, nextTopBarScroll, type TopBarScroll } from '../model/top-bar-scroll.ts';

/**
 * Where the top bar is as the reader scrolls. `frameRef` is the element that keeps the bar's
 * place in the page; it is measured on every scroll since a banner above may come or go.
 */
export function useCollapseOnScroll() {
  const frameRef = useRef<HTMLDivElement>(null);
  // Before the frame can be measured, assume nothing sits above the bar.
  const [scroll, setScroll] = useState<TopBarScroll>(() => initialTopBarScroll(window.scrollY, 0));

  useEffect(() => {
    const barTop = () => (frameRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    let state = initialTopBarScroll(window.scrollY, barTop());
    const onScroll = () => {
      state = nextTopBarScroll(state, window.scrollY, barTop());
      setScroll(state);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return { frameRef, placement: scroll.placement, animated: scroll.animated };
}
