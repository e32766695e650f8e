/** Reading lists (catalogs): public ones are readable by anyone, the others by their owner only. */
export function canViewCatalog(catalog: { userId: string; visibility: string }, viewerId: string | null): boolean {
  return catalog.visibility === 'PUBLIC' || (viewerId !== null && viewerId === catalog.userId);
}

/** Only a list's owner adds stories to it or takes them out. */
export function canEditCatalog(catalog: { userId: string }, viewerId: string | null): boolean {
  return viewerId !== null && viewerId === catalog.userId;
}

/** The predefined list Save puts stories in (display name 'Reading list'). */
export const READING_LIST = 'READING_LIST';
export const READING_LIST_NAME = 'Reading list';

const PREDEFINED_ID = /^predefined:(.+):(READING_LIST)$/;

/**
 * A reader's predefined list is addressed as `predefined:{userId}:{CATEGORY}`, whether or not it
 * has a row yet (it is made on the first save, with this id).
 */
export function predefinedCatalogId(userId: string, category: string = READING_LIST): string {
  return `predefined:${userId}:${category}`;
}

/** The owner and category a predefined list id names; null for any other id. */
export function parsePredefinedCatalogId(id: string): { userId: string; category: string } | null {
  const match = PREDEFINED_ID.exec(id);
  return match?.[1] && match[2] ? { userId: match[1], category: match[2] } : null;
}

/** Library ids starting with 'lo_' are logged-out ids and not valid; nor is an empty id. */
export function isValidLibraryId(id: string): boolean {
  return id.trim() !== '' && !id.startsWith('lo_');
}

/** A story added to a list goes first: one position before the list's first item (0 in an empty list). */
export function firstPosition(currentFirst: number | null): number {
  return currentFirst === null ? 0 : currentFirst - 1;
}
