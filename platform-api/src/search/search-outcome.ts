/** What a search answers, and whom for: shared by the SQL search and the in-memory post index. */

export type SearchHit = Record<string, string | number | boolean | null>;

export interface SearchOutcome {
  hits: SearchHit[];
  nbHits: number;
  /** False when nbHits stopped counting at a cap (the protocol's exhaustiveNbHits). */
  exhaustive: boolean;
}

export interface SearchViewer {
  /** can_view_unfiltered_search: also low-quality people and posts (a capability of some accounts). */
  unfiltered: boolean;
}
