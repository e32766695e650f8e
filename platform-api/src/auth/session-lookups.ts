/**
 * Sessions read from the database, kept in this process for as long as a kept GraphQL result
 * (RESPONSE_TTL_MS): every request of a signed-in reader looks its session up, and that lookup was
 * a quarter of the API's time on a kept result. The rules are the response cache's:
 *
 * - A session is dropped here whenever the response cache drops its results, here or in another
 *   API process (sign-out, any write the session makes), and with every session of a user whose
 *   row a write touched (`User:<id>`). Sign-out therefore ends the session at once in this process
 *   and as soon as the others hear of it; what other sessions did to the user reaches it within
 *   the TTL at worst.
 * - A lookup that started before a drop of its session (or of its user) is not kept: the row it
 *   read may be the one the drop was about.
 * - A kept session past its own expiry is not served; an unknown cookie is never kept (random
 *   cookies cannot fill the cache).
 */
import { LRUCache } from 'lru-cache';
import type { UserRow } from '../db/rows.ts';
import { dropMarks, sessionKeyOfIdHash, type CacheMessage } from '../graphql/cache-messages.ts';
import type { ResponseCache } from '../graphql/response-cache.ts';

/** The signed-in session behind a request, if any. */
export interface SessionInfo {
  idHash: string;
  userId: string;
  xsrf: string;
  /** The viewer's row, read with the session in one query (the user loader starts with it). */
  user: UserRow;
}

/** The mark of a drop of every user's row. */
const EVERY_USER = 'user:*';

/** As many sessions as results the response cache keeps at most. */
const MAX_SESSIONS = 20_000;

interface Kept {
  session: SessionInfo;
  expiresAt: number;
}

export interface SessionLookups {
  /** The kept session of this id hash, unless it has expired by `now`. */
  get(idHash: string, now: Date): SessionInfo | undefined;
  /** Marks a lookup's start: `keep` takes its result only if nothing about it was dropped since. */
  begin(): number;
  keep(started: number, session: SessionInfo, expiresAt: Date): void;
  /** Drops what a response cache message drops (a session's results, or entities some session wrote). */
  drop(message: CacheMessage): void;
  readonly size: number;
}

export function sessionLookups({ ttlMs, max = MAX_SESSIONS }: { ttlMs: number; max?: number }): SessionLookups {
  const byUser = new Map<string, Set<string>>();
  const kept = new LRUCache<string, Kept>({
    max,
    ttl: ttlMs,
    dispose: ({ session }, key) => {
      const keys = byUser.get(session.userId);
      keys?.delete(key);
      if (keys?.size === 0) byUser.delete(session.userId);
    },
  });
  /** When each session key or user was last dropped (`user:*`: every user). */
  const marks = dropMarks({ max: max * 2, ttlMs: ttlMs * 2 });
  const dropKey = (key: string) => {
    marks.mark([key]);
    kept.delete(key);
  };
  const dropUser = (userId: string) => {
    marks.mark([`user:${userId}`]);
    for (const key of [...(byUser.get(userId) ?? [])]) kept.delete(key);
  };
  return {
    get(idHash, now) {
      const entry = kept.get(sessionKeyOfIdHash(idHash));
      if (!entry || entry.session.idHash !== idHash) return undefined;
      return entry.expiresAt > now.getTime() ? entry.session : undefined;
    },
    begin: () => marks.now(),
    keep(started, session, expiresAt) {
      const key = sessionKeyOfIdHash(session.idHash);
      if (marks.since(started, [key, `user:${session.userId}`, EVERY_USER])) return;
      kept.set(key, { session, expiresAt: expiresAt.getTime() });
      let keys = byUser.get(session.userId);
      if (!keys) byUser.set(session.userId, (keys = new Set()));
      keys.add(key);
    },
    drop(message) {
      if (message.kind === 'session') return dropKey(message.session);
      for (const entity of message.entities) {
        if (entity.typename !== 'User') continue;
        if (entity.id == null) {
          marks.mark([EVERY_USER]);
          kept.clear();
        } else dropUser(String(entity.id));
      }
    },
    get size() {
      return kept.size;
    },
  };
}

/** Sessions kept as long as `results` keeps a result, and dropped whenever it drops the session's results. */
export function sessionLookupsOf(results: ResponseCache): SessionLookups {
  const lookups = sessionLookups({ ttlMs: results.ttlMs });
  results.onDrop((message) => lookups.drop(message));
  return lookups;
}
