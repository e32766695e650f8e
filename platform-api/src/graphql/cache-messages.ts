import { LRUCache } from 'lru-cache';

/**
 * What the API processes' caches drop, and how the word travels between them (the response
 * cache, its single flights and the kept session lookups all hear the same drops).
 */

/** What one API process tells the others, and hears from them. */
export interface CacheChannel {
  publish(message: CacheMessage): void;
  subscribe(listener: (message: CacheMessage) => void): void;
}

export type CacheMessage =
  { kind: 'entities'; entities: { typename: string; id?: string | number }[] } | { kind: 'session'; session: string };

/** A session's key in the cache from its stored id hash (`sessions.id_hash`, the cookie's SHA-256): the hash's start. */
export const sessionKeyOfIdHash = (idHash: string) => idHash.slice(0, 32);

/** An entity's names in the cache's index: its type, and its type and id. */
export const entityNames = (entity: { typename: string; id?: string | number }) =>
  entity.id != null ? [entity.typename, `${entity.typename}:${entity.id}`] : [entity.typename];

/**
 * When each name (a session, an entity, a user) was last dropped, counted in drops: whether what a
 * read that began at a given count found may be outdated. Marks are kept `ttlMs`, longer than any read.
 */
export function dropMarks({ max, ttlMs }: { max: number; ttlMs: number }) {
  let count = 0;
  const marks = new LRUCache<string, number>({ max, ttl: ttlMs });
  return {
    /** The count now: what a read starting now compares against later. */
    now: () => count,
    mark(names: readonly string[]) {
      count += 1;
      for (const name of names) marks.set(name, count);
    },
    /** Whether any of `names` was dropped after `started`. */
    since: (started: number, names: readonly string[]) => names.some((name) => (marks.get(name) ?? -1) > started),
  };
}
