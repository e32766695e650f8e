/**
 * Where Tab should move focus so that it stays inside a modal dialog holding `count` focusable
 * elements, given the index of the focused one (-1 when focus is on none of them, e.g. on the
 * dialog itself). Returns null when the browser's own move already stays inside.
 */
export function trappedFocusIndex(count: number, current: number, backwards: boolean): number | null {
  if (count === 0) return null;
  const last = count - 1;
  if (current < 0 || current > last) return backwards ? last : 0;
  if (backwards && current === 0) return last;
  if (!backwards && current === last) return 0;
  return null;
}
