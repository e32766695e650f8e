/**
 * GraphQL results kept per session (the yoga response cache, @envelop/response-cache underneath):
 *
 * - A query's result is keyed by its operation, variables and session (the session cookie, hashed);
 *   visitors share results, except for results holding a per-visitor field (`Query.visitor`).
 * - Results are kept RESPONSE_TTL_MS at most: what other readers do reaches a reader that late at worst.
 * - A mutation drops every entry of the session that sent it (a reader sees their own writes on the
 *   next request: a follow, a membership change), and every entry holding an entity its result
 *   names (by type and id), in every API process: through PostgreSQL's LISTEN/NOTIFY on a server,
 *   in this process on PGlite (one process per data directory).
 * - Sign-out drops the session's entries.
 * - Fields with effects or limits of their own are never kept (account tokens, email availability,
 *   alternate users).
 * - The plugin's conditional answers are off: it names a kept result by its key in `ETag` (the
 *   session's key, the variables) and answers `If-None-Match` with a 304 for any key it keeps.
 */
import { sha256 } from '../hash.ts';
import { useResponseCache as responseCachePlugin, type Cache } from '@graphql-yoga/plugin-response-cache';
import type { DefinitionNode, ExecutionResult, SelectionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { entityNames, sessionKeyOfIdHash, type CacheChannel, type CacheMessage } from './cache-messages.ts';
import { singleFlight } from './single-flight.ts';

export type { CacheChannel, CacheMessage } from './cache-messages.ts';

export const RESPONSE_TTL_MS = 5000;
const MAX_ENTRIES = 20_000;
const PUBLIC = 'public';
const TELEMETRY_MUTATIONS = new Set([
  'logClientEvents',
  'logGateExposure',
  'logExperimentExposure',
  'searchClickEvent',
]);

/** A session's key in the cache: its cookie, hashed as its id hash is (a cookie is a secret); `public` for visitors. */
export const sessionKeyOf = (cookie: string | undefined | null) =>
  cookie ? sessionKeyOfIdHash(sha256(cookie)) : PUBLIC;

/** The session a key belongs to: every key starts with its session. */
const sessionOfKey = (key: string) => key.slice(0, key.indexOf('|'));

/** Query texts whose hash is kept. */
const KNOWN_DOCUMENTS = 1000;

interface Entry {
  result: ExecutionResult;
  entities: string[];
}

/**
 * A kept result written out once. Yoga writes a result with its `stringify` when it has one, and a
 * kept result goes out again and again as it was kept (copied, with the same data): the text is
 * made the first time and reused while what is written is that data alone.
 */
export function writtenOnce(
  result: ExecutionResult,
): ExecutionResult & { stringify: (shown: ExecutionResult) => string } {
  const { data } = result;
  let text: string | undefined;
  return Object.assign(result, {
    stringify: (shown: ExecutionResult) =>
      shown.data === data && shown.errors === undefined && shown.extensions === undefined
        ? (text ??= JSON.stringify(shown))
        : JSON.stringify(shown),
  });
}

/**
 * The headers the yoga plugin puts on every result it would keep: its cache key as `ETag` and the
 * time as `Last-Modified`. Never sent: the key holds the session's key and the variables as they
 * came (a character outside Latin-1 in them made the answer fail to be sent at all), and no browser
 * revalidates a POST. They go as each result is answered: a kept result is the object answered the
 * first time, so it has no `Last-Modified` either, and an `If-None-Match` naming its key is never a
 * 304; a result the plugin named but did not keep (a time to live of 0, or dropped while it ran)
 * loses them too.
 */
interface KeyHeaders {
  ETag?: unknown;
  'Last-Modified'?: unknown;
}

/** Takes the plugin's key headers off `result`. */
function dropKeyHeaders(result: unknown): void {
  const headers = (result as { extensions?: { http?: { headers?: KeyHeaders } } } | null)?.extensions?.http?.headers;
  if (headers) {
    delete headers.ETag;
    delete headers['Last-Modified'];
  }
}

/** An LRU of results, indexed by the entities and the session each holds, so either can drop them. */
export function sessionCache() {
  const entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    dispose: (entry, key) => {
      for (const entity of entry.entities) byEntity.get(entity)?.delete(key);
      bySession.get(sessionOfKey(key))?.delete(key);
    },
  });
  const byEntity = new Map<string, Set<string>>();
  const bySession = new Map<string, Set<string>>();
  const index = (map: Map<string, Set<string>>, name: string, key: string) => {
    let keys = map.get(name);
    if (!keys) map.set(name, (keys = new Set()));
    keys.add(key);
  };
  const dropAll = (keys: Set<string> | undefined) => {
    for (const key of [...(keys ?? [])]) entries.delete(key);
  };
  const cache: Cache = {
    set(key, result, entities, ttl) {
      const names = [...entities].flatMap(entityNames);
      entries.set(key, { result: writtenOnce(result), entities: names }, { ttl });
      for (const name of names) index(byEntity, name, key);
      index(bySession, sessionOfKey(key), key);
    },
    get: (key) => entries.get(key)?.result,
    invalidate(entities) {
      for (const entity of entities)
        dropAll(byEntity.get(entity.id != null ? `${entity.typename}:${entity.id}` : entity.typename));
    },
  };
  return {
    cache,
    dropSession: (session: string) => dropAll(bySession.get(session)),
    get size() {
      return entries.size;
    },
  };
}

export interface ResponseCache {
  plugin: Plugin;
  /** The cache itself, as every process's plugin uses it (its invalidations reach the other processes). */
  readonly cache: Cache;
  /** Drops a session's entries here and in every other API process (sign-out). */
  endSession(sessionCookie: string): void;
  /**
   * Drops the entries of sessions known by their stored id hash (`sessions.id_hash`, the cookie's
   * SHA-256), here and in every other API process: what other readers see changed for them (a
   * followed writer published).
   */
  endSessionsByIdHash(idHashes: readonly string[]): void;
  /**
   * Hears every drop, made here or heard from another API process: what else is kept per session
   * (the session lookups) drops with the results.
   */
  onDrop(listener: (message: CacheMessage) => void): void;
  /** How long a result is kept at most. */
  readonly ttlMs: number;
  readonly size: number;
}

/**
 * The API's response cache. `sessionCookieOf` reads a request's session cookie; `channel` reaches
 * the other API processes (none: this process is the only one).
 */
export function responseCache({
  sessionCookieOf,
  channel,
  ttlMs = RESPONSE_TTL_MS,
}: {
  sessionCookieOf: (request: Request) => string | undefined;
  channel?: CacheChannel;
  ttlMs?: number;
}): ResponseCache {
  const store = sessionCache();
  const flights = singleFlight(store.cache, { ttlMs, sessionOf: sessionOfKey });
  const dropListeners: ((message: CacheMessage) => void)[] = [];
  const dropHere = (message: CacheMessage) => {
    flights.dropped(message);
    if (message.kind === 'session') store.dropSession(message.session);
    else store.cache.invalidate(message.entities);
    for (const listener of dropListeners) listener(message);
  };
  channel?.subscribe(dropHere);
  const drop = (message: CacheMessage) => {
    dropHere(message);
    channel?.publish(message);
  };
  const shared: Cache = {
    ...flights.cache,
    invalidate(entities) {
      drop({
        kind: 'entities',
        entities: [...entities].map(({ typename, id }) => ({ typename, ...(id != null && { id }) })),
      });
    },
  };
  const dropSession = (session: string) => drop({ kind: 'session', session });
  // Asked up to three times per request (the session, the key, a mutation's drop): read once.
  const sessions = new WeakMap<Request, string>();
  const sessionOfRequest = (request: Request) => {
    let session = sessions.get(request);
    if (session === undefined) sessions.set(request, (session = sessionKeyOf(sessionCookieOf(request))));
    return session;
  };
  // The pages send the same few query texts again and again: each is hashed once.
  const documents = new LRUCache<string, string>({ max: KNOWN_DOCUMENTS });
  const documentKey = (text: string) => {
    let key = documents.get(text);
    if (key === undefined) documents.set(text, (key = sha256(text)));
    return key;
  };
  const cachePlugin = responseCachePlugin({
    cache: shared,
    ttl: ttlMs,
    session: (request) => {
      const key = sessionOfRequest(request);
      return key === PUBLIC ? null : key;
    },
    // The session goes first in every key, so a session's entries can be found and dropped; then
    // the query text's hash and the operation with its variables (hashed when long).
    buildResponseCacheKey: ({ documentString, variableValues, operationName, request }) => {
      const operation = JSON.stringify([operationName ?? '', variableValues ?? {}]);
      const named = operation.length > 64 ? `h:${sha256(operation)}` : `v:${operation}`;
      return `${sessionOfRequest(request)}|${documentKey(documentString)}|${named}`;
    },
    ttlPerSchemaCoordinate: { 'Query.accountToken': 0, 'Query.emailAvailability': 0, 'Query.alternateUser': 0 },
    scopePerSchemaCoordinate: { 'Query.visitor': 'PRIVATE' },
    includeExtensionMetadata: false,
  });
  // A mutation drops its own session's entries once it has run: the next query sees the write.
  const ownWrites: Plugin = {
    onExecute({ args }) {
      const operation = args.document.definitions.find(
        (definition: DefinitionNode) =>
          definition.kind === 'OperationDefinition' &&
          (!args.operationName || definition.name?.value === args.operationName),
      );
      if (operation?.kind !== 'OperationDefinition' || operation.operation !== 'mutation') return undefined;
      // Telemetry changes nothing a reader reads: pages send it often, and it keeps their results.
      const fields = operation.selectionSet.selections.flatMap((selection: SelectionNode) =>
        selection.kind === 'Field' ? [selection.name.value] : [],
      );
      if (fields.length && fields.every((field: string) => TELEMETRY_MUTATIONS.has(field))) return undefined;
      const request = (args.contextValue as { request?: Request }).request;
      const session = request ? sessionOfRequest(request) : PUBLIC;
      return {
        onExecuteDone() {
          if (session !== PUBLIC) dropSession(session);
        },
      };
    },
  };
  return {
    plugin: {
      onPluginInit({ addPlugin }) {
        addPlugin(flights.plugin);
        addPlugin(ownWrites);
        addPlugin(cachePlugin);
        addPlugin({
          onResultProcess({ result }) {
            if (Array.isArray(result)) for (const each of result) dropKeyHeaders(each);
            else dropKeyHeaders(result);
          },
        });
      },
    },
    cache: shared,
    endSession: (cookie) => dropSession(sessionKeyOf(cookie)),
    endSessionsByIdHash: (idHashes) => {
      for (const idHash of idHashes) dropSession(sessionKeyOfIdHash(idHash));
    },
    onDrop: (listener) => {
      dropListeners.push(listener);
    },
    ttlMs,
    get size() {
      return store.size;
    },
  };
}
