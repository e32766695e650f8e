import { hitHref } from '../../../../search-service/hit-links.ts';
import type { AnyHit, IndexResult, SearchIndexKind } from '../../../../search-service/search-indexes.ts';
import type { RecentSearches } from '../../model/recent-searches.ts';

export type HitOption = { type: 'hit'; entry: AnyHit; result: IndexResult; position: number; href: string };
export type SuggestionOption = { type: 'recent'; query: string } | HitOption;

/**
 * The options the popover lists, in keyboard order: the recent searches for an empty query, else
 * every hit of every index answered, each with its 1-based position in its index's results.
 */
export function suggestionOptions(
  typed: string,
  recent: RecentSearches,
  results: readonly IndexResult[] | undefined,
): SuggestionOption[] {
  if (!typed) return recent.map((query) => ({ type: 'recent' as const, query }));
  return (results ?? []).flatMap((result) =>
    result.hits.map((entry, index) => ({
      type: 'hit' as const,
      entry,
      result,
      position: result.page * Math.max(result.hits.length, 1) + index + 1,
      href: hitHref(entry),
    })),
  );
}

/** The hit options by index, in the order the indexes first appear, each with its place in the list. */
export function groupHits(options: readonly SuggestionOption[]) {
  const groups: { kind: SearchIndexKind; items: { option: HitOption; index: number }[] }[] = [];
  options.forEach((option, index) => {
    if (option.type !== 'hit') return;
    let group = groups.find((candidate) => candidate.kind === option.entry.kind);
    if (!group) {
      group = { kind: option.entry.kind, items: [] };
      groups.push(group);
    }
    group.items.push({ option, index });
  });
  return groups;
}
