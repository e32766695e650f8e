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
