/** Recent searches keep at most 10 entries, newest first, without duplicates. */
export const MAX_RECENT_SEARCHES = 10;

export type RecentSearches = readonly string[];

/** The same search typed in another case is a duplicate; the newest spelling wins. */
function sameSearch(a: string, b: string): boolean {
  return a.toLocaleLowerCase() === b.toLocaleLowerCase();
}

/** Puts `query` (trimmed) first. A blank query changes nothing. */
export function addRecentSearch(list: RecentSearches, query: string): RecentSearches {
  const entry = query.trim();
  if (!entry) return list;
  return [entry, ...list.filter((existing) => !sameSearch(existing, entry))].slice(0, MAX_RECENT_SEARCHES);
}

/** Entries can be removed one by one. */
export function removeRecentSearch(list: RecentSearches, query: string): RecentSearches {
  return list.filter((existing) => !sameSearch(existing, query.trim()));
}

export type ParsedRecentSearches = { ok: true; value: RecentSearches } | { ok: false; reason: string };

/** Reads the stored form (a JSON array of strings). Nothing stored is an empty list. */
export function parseStoredRecentSearches(raw: string | null): ParsedRecentSearches {
  if (raw === null) return { ok: true, value: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'not valid JSON' };
  }
  if (!Array.isArray(parsed) || !parsed.every((entry) => typeof entry === 'string')) {
    return { ok: false, reason: 'not a list of strings' };
  }
  // Rebuilding through addRecentSearch re-applies the cap and drops blanks and duplicates.
  const value = parsed.reduceRight<RecentSearches>((list, entry: string) => addRecentSearch(list, entry), []);
  return { ok: true, value };
}

export function serializeRecentSearches(list: RecentSearches): string {
  return JSON.stringify(list);
}
