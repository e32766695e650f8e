/**
 * A GraphQL request's time budget ("Cost"): the request gets a deadline whose signal
 * fires when the budget is spent. The request's database handle refuses to start queries after
 * it, so resolving stops at the next field that needs data, and the operation answers
 * TIME_BUDGET_EXCEEDED. On a PostgreSQL server a statement timeout of the same length ends a query
 * already running; PGlite runs a query to its end in-process, which the cost limits keep short.
 */
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Database } from '../db/client.ts';
import { DATABASE_ROOT, DEADLINE_CHECK } from '../db/prepared.ts';

export function timeBudgetExceeded(budgetMs: number): GraphQLError {
  return new GraphQLError(
    `The request ran past its time budget of ${budgetMs} ms and was stopped. Ask for less at once.`,
    { extensions: { code: 'TIME_BUDGET_EXCEEDED', http: { status: 503 } } },
  );
}

export interface Deadline {
  /** Aborts, with TIME_BUDGET_EXCEEDED as its reason, when the budget is spent. */
  signal: AbortSignal;
  /** Throws the reason when the budget is spent, checking the clock itself: work that never
   * yields to the event loop (in-process PGlite) would otherwise never let the timer fire. */
  throwIfExpired(): void;
  clear(): void;
}

export function startDeadline(budgetMs: number): Deadline {
  const controller = new AbortController();
  const endsAt = performance.now() + budgetMs;
  const expire = () => {
    if (!controller.signal.aborted) controller.abort(timeBudgetExceeded(budgetMs));
  };
  const timer = setTimeout(expire, budgetMs);
  timer.unref();
  return {
    signal: controller.signal,
    throwIfExpired() {
      if (performance.now() >= endsAt) expire();
      controller.signal.throwIfAborted();
    },
    clear: () => clearTimeout(timer),
  };
}

/**
 * `db` for one request: every query it starts first checks the deadline, so work queued behind
 * a slow field is dropped once the request is over its budget instead of running for nobody.
 */
export function abortableDatabase(db: Database, deadline: Pick<Deadline, 'throwIfExpired'>): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      // Prepared statements are built once on the database itself, and check the deadline when used.
      if (property === DATABASE_ROOT) return target;
      if (property === DEADLINE_CHECK) return () => deadline.throwIfExpired();
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        deadline.throwIfExpired();
        return (value as (...parameters: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/**
 * Once the budget is spent every field that needs the database fails at once; the operation then
 * answers one clear TIME_BUDGET_EXCEEDED error instead of a partial result with an error per field.
 * (The signal is not handed to the executor: it leaves the rejections of fields it stopped
 * waiting for unhandled, which would end the process.)
 */
export function timeBudgetPlugin(): Plugin<{ signal?: AbortSignal }> {
  return {
    onExecute({ args }) {
      const signal = (args.contextValue as { signal?: AbortSignal }).signal;
      return {
        onExecuteDone({ result, setResult }) {
          if (!signal?.aborted || Symbol.asyncIterator in result) return;
          const reason: unknown = signal.reason;
          if (reason instanceof GraphQLError && result.errors?.some((error) => error.originalError === reason)) {
            setResult({ errors: [reason] });
          }
        },
      };
    },
  };
}
