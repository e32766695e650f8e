import { initialTopBarScroll, nextTopBarScroll, TOP_BAR_HEIGHT_PX, type TopBarScroll } from './top-bar-scroll.ts';

/** Scrolls through `offsets` with the bar at `barTop` in the page (0: first thing on the page). */
const scrollThrough = (offsets: number[], barTop = 0, start: TopBarScroll = initialTopBarScroll(0, barTop)) =>
  offsets.reduce((state, y) => nextTopBarScroll(state, y, barTop), start);

describe('top bar collapse on scroll', () => {
  it('is 57 px tall', () => {
    expect(TOP_BAR_HEIGHT_PX).toBe(57);
  });

  it('starts in its place, or shown when the page opens scrolled down', () => {
    expect(initialTopBarScroll(0, 0).placement).toBe('in-flow');
    expect(initialTopBarScroll(800, 0).placement).toBe('shown');
  });

  it('collapses when scrolling down past the bar', () => {
    expect(scrollThrough([100, 300]).placement).toBe('hidden');
  });

  it('scrolls with the page while it is still partly in sight at the top', () => {
    expect(scrollThrough([20, 57]).placement).toBe('in-flow');
  });

  it('comes back on scroll up, even far down the page', () => {
    expect(scrollThrough([400, 900, 880]).placement).toBe('shown');
  });

  it('collapses again on the next scroll down', () => {
    expect(scrollThrough([400, 900, 880, 890]).placement).toBe('hidden');
  });

  it('returns to its place at the top, including an elastic overscroll above it', () => {
    expect(scrollThrough([400, 0]).placement).toBe('in-flow');
    expect(scrollThrough([400, -30]).placement).toBe('in-flow');
  });

  it('stays below a banner above it until scrolled past', () => {
    const bannerHeight = 80;
    expect(scrollThrough([60, 120], bannerHeight).placement).toBe('in-flow');
    expect(scrollThrough([60, 120, 200], bannerHeight).placement).toBe('hidden');
    expect(scrollThrough([60, 120, 200, 150], bannerHeight).placement).toBe('shown');
    expect(scrollThrough([60, 120, 200, 150, 70], bannerHeight).placement).toBe('in-flow');
  });

  it('slides only between shown and hidden', () => {
    expect(scrollThrough([400]).animated).toBe(false);
    expect(scrollThrough([400, 300]).animated).toBe(true);
    expect(scrollThrough([400, 300, 500]).animated).toBe(true);
    expect(scrollThrough([400, 300, 0]).animated).toBe(false);
  });

  it('keeps its state when the offset does not change', () => {
    const hidden = scrollThrough([400]);
    expect(nextTopBarScroll(hidden, 400, 0)).toBe(hidden);
  });
});
