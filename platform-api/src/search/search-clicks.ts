/**
 * SearchClickEventMutation: which results of a clickAnalytics search the reader
 * clicked, with their 1-based positions, one position per object id.
 */
import type { Database } from '../db/client.ts';
import { searchClicks } from '../db/schema.ts';
import { resolveSearchIndex, searchIndexNames } from './search-indexes.ts';

/** As the hosted service's insights API: at most 20 objects per click event. */
export const MAX_CLICKED_OBJECTS = 20;

export interface SearchClick {
  queryId: string;
  indexName: string;
  objectIds: string[];
  positions: number[];
}

/** The reason a click event is refused, or null when it is well formed. */
export function searchClickProblem(click: SearchClick, indexPrefix: string): string | null {
  if (!/^[0-9a-f]{32}$/i.test(click.queryId)) return 'queryId must be the 32-hex-digit queryID of a search.';
  if (!resolveSearchIndex(click.indexName, indexPrefix)) {
    return `indexName must be one of ${searchIndexNames(indexPrefix).join(', ')}.`;
  }
  if (click.objectIds.length === 0) return 'objectIds must not be empty.';
  if (click.objectIds.length > MAX_CLICKED_OBJECTS) return `objectIds may hold at most ${MAX_CLICKED_OBJECTS} ids.`;
  if (click.objectIds.some((id) => id.length === 0 || id.length > 200 || id.includes('\0'))) {
    return 'objectIds must be non-empty ids of at most 200 characters.';
  }
  if (click.positions.length !== click.objectIds.length) {
    return `positions must hold one position per object id (${click.objectIds.length}), not ${click.positions.length}.`;
  }
  if (click.positions.some((position) => !Number.isInteger(position) || position < 1)) {
    return 'positions are 1-based: each must be an integer of at least 1.';
  }
  return null;
}

export async function storeSearchClick(db: Database, click: SearchClick, userId: string | null, now: Date) {
  await db.insert(searchClicks).values({
    queryId: click.queryId.toLowerCase(),
    indexName: click.indexName,
    objectIds: click.objectIds,
    positions: click.positions,
    userId,
    receivedAt: now,
  });
}
