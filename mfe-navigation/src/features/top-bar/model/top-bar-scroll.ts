/** The top navigation bar is 57 px tall. */
export const TOP_BAR_HEIGHT_PX = 57;

/**
 * Where the bar is: in its place in the page (below any banners, scrolling with it), or floating
 * at the top of the viewport, shown or slid away.
 */
export type TopBarPlacement = 'in-flow' | 'shown' | 'hidden';

export interface TopBarScroll {
  /** The scroll offset seen last. */
  lastY: number;
  placement: TopBarPlacement;
  /** Slide only between shown and hidden: a bar leaving its place is already out of sight. */
  animated: boolean;
}

/** `barTop` is the bar's offset from the top of the document in its place in the page. */
export function initialTopBarScroll(scrollY: number, barTop: number): TopBarScroll {
  const y = Math.max(0, scrollY);
  return { lastY: y, placement: y <= barTop + TOP_BAR_HEIGHT_PX ? 'in-flow' : 'shown', animated: false };
}

/**
 * The top bar collapses as the reader scrolls down and comes back on scroll up
 * or at the top. Down the page it floats; at the top it sits in its place, under any banner.
 */
export function nextTopBarScroll(state: TopBarScroll, scrollY: number, barTop: number): TopBarScroll {
  // Elastic overscroll (iOS) reports negative offsets above the top.
  const y = Math.max(0, scrollY);
  if (y === state.lastY) return state;
  const placement = nextPlacement(state.placement, y > state.lastY, y, barTop);
  return { lastY: y, placement, animated: state.placement !== 'in-flow' && placement !== 'in-flow' };
}

function nextPlacement(current: TopBarPlacement, down: boolean, y: number, barTop: number): TopBarPlacement {
  if (y <= barTop) return 'in-flow';
  if (current === 'in-flow') {
    // Until the bar has scrolled out of sight in its place, it simply scrolls with the page.
    return down && y > barTop + TOP_BAR_HEIGHT_PX ? 'hidden' : 'in-flow';
  }
  return down ? 'hidden' : 'shown';
}
