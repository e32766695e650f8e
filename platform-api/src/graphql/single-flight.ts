/**
 * One execution at a time per kept result, and no result kept that a drop made while it was being
 * computed has outdated: the response cache's store, wrapped.
 *
 * - When a kept result expires, every request for it that arrives before a new one is kept would
 *   run the whole operation (200 readers' pages at once asking the same public result, or one
 *   reader's tabs): the first one runs it, the others wait for its result. If it is not kept (an
 *   error, a field never kept, a drop meanwhile), they run it themselves.
 * - A drop (a write, a sign-out, another API process's word) that happens while an operation runs
 *   may concern what it read: its result is still answered, but not kept, and nobody waits for it
 *   any longer. A drop of a session concerns that session's operations; a drop of entities
 *   concerns every operation running (which entities a result holds is known only once it is done).
 *
 * Which operation asks is known through the operation's own async context (yoga's `operation`
 * instrumentation runs each operation of a request, batched ones too, inside it).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { dropMarks, entityNames, type CacheMessage } from './cache-messages.ts';

interface Operation {
  /** The drop count when the operation started: a later drop may concern what it read. */
  started: number;
  /** The result it computes for the others, once it found none kept. */
  runs?: string;
}

interface Flight {
  executor: Operation;
  waiters: ((result: ExecutionResult | undefined) => void)[];
}

export function singleFlight(
  store: Cache,
  { ttlMs, sessionOf }: { ttlMs: number; sessionOf: (key: string) => string },
): { cache: Cache; plugin: Plugin; dropped(message: CacheMessage): void; readonly inFlight: number } {
  const operations = new AsyncLocalStorage<Operation>();
  const flights = new Map<string, Flight>();
  const marks = dropMarks({ max: 100_000, ttlMs: ttlMs * 4 });
  const land = (key: string, flight: Flight, result: ExecutionResult | undefined) => {
    if (flights.get(key) === flight) flights.delete(key);
    for (const waiter of flight.waiters.splice(0)) waiter(result);
  };
  const concerned = (names: readonly string[], operation: Operation) => marks.since(operation.started, names);

  const cache: Cache = {
    get(key) {
      const operation = operations.getStore();
      const kept = store.get(key) as ExecutionResult | undefined;
      if (kept !== undefined || !operation) return kept;
      const flight = flights.get(key);
      // The plugin asks twice (as the request's parameters are read, and again as it executes).
      if (flight?.executor === operation) return undefined;
      if (!flight) {
        flights.set(key, { executor: operation, waiters: [] });
        operation.runs = key;
        return undefined;
      }
      return new Promise<ExecutionResult | undefined>((resolve) => flight.waiters.push(resolve));
    },
    set(key, result, entities, ttl) {
      const operation = operations.getStore();
      const list = [...entities];
      const outdated = operation !== undefined && concerned([sessionOf(key), ...list.flatMap(entityNames)], operation);
      if (!outdated) void store.set(key, result, list, ttl);
      const flight = flights.get(key);
      if (flight && flight.executor === operation) land(key, flight, outdated ? undefined : result);
    },
    invalidate: (entities) => store.invalidate(entities),
  };

  return {
    cache,
    plugin: {
      instrumentation: {
        operation(_payload, run) {
          const operation: Operation = { started: marks.now() };
          // Whatever the operation ends with, nobody waits for it any longer.
          const done = () => {
            const flight = operation.runs === undefined ? undefined : flights.get(operation.runs);
            if (flight?.executor === operation) land(operation.runs as string, flight, undefined);
          };
          return operations.run(operation, async () => {
            try {
              await run();
            } finally {
              done();
            }
          });
        },
      },
    },
    dropped(message) {
      const names =
        message.kind === 'session' ? [message.session] : message.entities.flatMap((entity) => entityNames(entity));
      marks.mark(names);
      for (const [key, flight] of flights)
        if (message.kind === 'entities' || sessionOf(key) === message.session) land(key, flight, undefined);
    },
    get inFlight() {
      return flights.size;
    },
  };
}
