/** Which option of the popover is active: an index, or -1 when focus is in the box itself. */
export type ActiveOption = number;

export const NO_OPTION: ActiveOption = -1;

/**
 * Arrow up and down move through the options and wrap at both ends (down from the
 * last goes to the first, up from the first to the last). From the box, down goes to the first
 * option and up to the last.
 */
export function moveActiveOption(active: ActiveOption, count: number, direction: 'up' | 'down'): ActiveOption {
  if (count <= 0) return NO_OPTION;
  if (active < 0 || active >= count) return direction === 'down' ? 0 : count - 1;
  return direction === 'down' ? (active + 1) % count : (active - 1 + count) % count;
}

/** The popover's announcement of what it holds (a polite live region). */
export function optionsAnnouncement(count: number, query: string): string {
  if (!query) return count ? `${count} recent ${count === 1 ? 'search' : 'searches'}` : '';
  if (count === 0) return `No results for “${query}”`;
  return `${count} ${count === 1 ? 'result' : 'results'} available. Use the up and down arrows to move through them.`;
}
