/**
 * Where the narrow-screen overlay starts: right below what is drawn of
 * the top bar and, under 552 px, its 41 px second bar, as they are on screen when the overlay
 * opens (a banner above pushes them down; a bar scrolled away leaves the overlay the whole height).
 */
export function overlayTopPx(barBottoms: readonly number[]): number {
  return Math.max(0, ...barBottoms.map((bottom) => Math.round(bottom)));
}
