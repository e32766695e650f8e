/**
 * The navigation as the settings page edits it before saving: links added, renamed, moved and
 * removed in the browser, then saved whole (`setPublicationNavigation`). The API checks the same
 * rules again (shared-contracts/src/publication-settings.ts).
 */
import {
  NAVIGATION_TOO_MANY,
  PUBLICATION_NAVIGATION_MAX_ITEMS,
  checkPublicationNavigation,
  type NavigationItemValue,
} from '@inkpot/shared-contracts/publication-settings';

/** One link being edited; `key` keeps a row's identity (and its focus) while links move. */
export interface DraftLink extends NavigationItemValue {
  key: string;
}

/** The kinds of link the page adds; links of other kinds a publication has are kept as they are. */
export const ADDABLE_LINKS = [
  { destination: 'ABOUT', label: 'About page', needs: null, title: 'About' },
  { destination: 'LATEST', label: 'Latest stories', needs: null, title: 'Latest' },
  { destination: 'TRENDING', label: 'Trending stories', needs: null, title: 'Trending' },
  { destination: 'TAG_FEED', label: 'A topic', needs: 'Topic', title: '' },
  { destination: 'EXTERNAL_URL', label: 'An external link', needs: 'Address (https://…)', title: '' },
] as const;
export type AddableDestination = (typeof ADDABLE_LINKS)[number]['destination'];

let nextKey = 0;
const keyed = (item: NavigationItemValue): DraftLink => ({ ...item, key: `link-${(nextKey += 1)}` });

export const draftOf = (items: readonly NavigationItemValue[]): DraftLink[] => items.map(keyed);

/** What a link leads to, in words, for its row. */
export function destinationLabel({ destination, value }: NavigationItemValue): string {
  switch (destination) {
    case 'ABOUT':
      return 'About page';
    case 'LATEST':
      return 'Latest stories';
    case 'TRENDING':
      return 'Trending stories';
    case 'TAG_FEED':
      return `Topic: ${value}`;
    case 'EXTERNAL_URL':
      return `External link: ${value}`;
    case 'PAGE':
      return `Page: ${value}`;
    case 'SECTION':
      return `Section: ${value}`;
    case 'POST':
      return `Story: ${value}`;
    default:
      return value ? `Archive: ${value}` : 'Archive';
  }
}

export type DraftChange = { ok: true; links: DraftLink[] } | { ok: false; message: string };

/**
 * Adds a link at the end, if the list has room and the link is one the API would keep (a title,
 * a topic or an http(s) address where one is needed; one external link at most; not a second
 * link to the same place).
 */
export function addLink(links: readonly DraftLink[], item: NavigationItemValue): DraftChange {
  if (links.length >= PUBLICATION_NAVIGATION_MAX_ITEMS) return { ok: false, message: NAVIGATION_TOO_MANY };
  const checked = checkPublicationNavigation([...links, item]);
  if (!checked.ok) return checked;
  const added = checked.value.at(-1);
  return added ? { ok: true, links: [...links, keyed(added)] } : { ok: false, message: NAVIGATION_TOO_MANY };
}

export const renameLink = (links: readonly DraftLink[], key: string, title: string): DraftLink[] =>
  links.map((link) => (link.key === key ? { ...link, title } : link));

/** Moves a link one place up (-1) or down (+1); at either end it stays. */
export function moveLink(links: readonly DraftLink[], key: string, by: -1 | 1): DraftLink[] {
  const from = links.findIndex((link) => link.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= links.length) return [...links];
  const moved = [...links];
  const [link] = moved.splice(from, 1);
  if (link) moved.splice(to, 0, link);
  return moved;
}

export const removeLink = (links: readonly DraftLink[], key: string): DraftLink[] =>
  links.filter((link) => link.key !== key);

/** The links as the API takes them, in order. */
export const itemsOf = (links: readonly NavigationItemValue[]): NavigationItemValue[] =>
  links.map(({ destination, title, value }) => ({ destination, title, value }));

/** Whether the draft differs from what is saved (order, titles, links). */
export const isChanged = (links: readonly NavigationItemValue[], saved: readonly NavigationItemValue[]): boolean =>
  JSON.stringify(itemsOf(links)) !== JSON.stringify(itemsOf(saved));
