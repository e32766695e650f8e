import { overlayTopPx } from './overlay.ts';

describe('overlayTopPx', () => {
  it('starts below the lowest bar on screen', () => {
    expect(overlayTopPx([57])).toBe(57);
    expect(overlayTopPx([57, 98])).toBe(98);
    // A 64 px banner above the bar.
    expect(overlayTopPx([121])).toBe(121);
  });

  it('takes the whole height when the bars have scrolled away or are missing', () => {
    expect(overlayTopPx([-40, -1])).toBe(0);
    expect(overlayTopPx([])).toBe(0);
  });
});
