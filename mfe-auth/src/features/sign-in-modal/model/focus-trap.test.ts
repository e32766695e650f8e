import { trappedFocusIndex } from './focus-trap.ts';

describe('focus trap', () => {
  it.each([
    ['Tab on the last element wraps to the first', 3, 2, false, 0],
    ['Shift+Tab on the first element wraps to the last', 3, 0, true, 2],
    ['Tab in the middle is left to the browser', 3, 1, false, null],
    ['Shift+Tab in the middle is left to the browser', 3, 1, true, null],
    ['Tab on the first of several is left to the browser', 3, 0, false, null],
    ['Tab from outside the elements goes to the first', 3, -1, false, 0],
    ['Shift+Tab from outside the elements goes to the last', 3, -1, true, 2],
    ['a single element keeps focus on Tab', 1, 0, false, 0],
    ['a single element keeps focus on Shift+Tab', 1, 0, true, 0],
    ['nothing focusable: nothing to move to', 0, -1, false, null],
  ])('%s', (_, count, current, backwards, expected) => {
    expect(trappedFocusIndex(count, current, backwards)).toBe(expected);
  });
});
