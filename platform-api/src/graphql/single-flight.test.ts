/**
 * The single flights of the response cache (single-flight.ts): one execution per kept result at a
 * time, and nothing kept that a drop during its execution may have outdated.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import { singleFlight } from './single-flight.ts';

const READER = 'reader';
const KEY = `${READER}|query`;
const RESULT: ExecutionResult = { data: { viewer: { id: 'u1' } } };

/** A plain store: what the single flights let through. */
function store() {
  const kept = new Map<string, ExecutionResult>();
  const cache: Cache = {
    get: (key) => kept.get(key),
    set: (key, result) => void kept.set(key, result),
    invalidate: () => undefined,
  };
  return { cache, kept };
}

function flights() {
  const plain = store();
  const flight = singleFlight(plain.cache, { ttlMs: 5000, sessionOf: (key) => key.slice(0, key.indexOf('|')) });
  const instrumentation = flight.plugin.instrumentation as {
    operation: (payload: unknown, run: () => Promise<void>) => Promise<void>;
  };
  /** Runs `work` as one GraphQL operation does, inside the plugin's instrumentation. */
  const operation = (work: () => Promise<void>) => instrumentation.operation({}, work);
  return { ...flight, kept: plain.kept, operation };
}

/** A promise with its resolve at hand. */
function later<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('single flights', () => {
  it('lets one operation compute a missing result; the others wait for it and get it', async () => {
    const { cache, kept, operation, inFlight } = flights();
    assert.equal(inFlight, 0);
    const computing = later();
    const answers: unknown[] = [];
    const first = operation(async () => {
      assert.equal(await cache.get(KEY), undefined);
      await computing.promise;
      await cache.set(KEY, RESULT, [{ typename: 'User', id: 'u1' }], 5000);
    });
    const others = [1, 2, 3].map(() => operation(async () => void answers.push(await cache.get(KEY))));
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(answers, [], 'the others wait while the first computes');
    computing.resolve();
    await Promise.all([first, ...others]);
    assert.deepEqual(answers, [RESULT, RESULT, RESULT]);
    assert.equal(kept.get(KEY), RESULT);
  });

  it('asks the same operation twice without making it wait for itself', async () => {
    const { cache, operation } = flights();
    await operation(async () => {
      assert.equal(await cache.get(KEY), undefined);
      assert.equal(await cache.get(KEY), undefined);
    });
  });

  it('releases the waiting ones with nothing when the first ends without keeping a result', async () => {
    const { cache, operation, inFlight } = flights();
    const computing = later();
    const first = operation(async () => {
      await cache.get(KEY);
      await computing.promise;
      // An error, or a field never kept: no set.
    });
    const waiting = operation(async () => assert.equal(await cache.get(KEY), undefined));
    computing.resolve();
    await Promise.all([first, waiting]);
    assert.equal(inFlight, 0);
  });

  it("keeps nothing a drop of the operation's session made while it ran, and lets nobody wait for it", async () => {
    const { cache, kept, operation, dropped } = flights();
    const computing = later();
    const first = operation(async () => {
      await cache.get(KEY);
      await computing.promise;
      await cache.set(KEY, RESULT, [], 5000);
    });
    let waited: unknown = 'pending';
    const waiting = operation(async () => void (waited = await cache.get(KEY)));
    await new Promise((resolve) => setImmediate(resolve));
    dropped({ kind: 'session', session: READER });
    await waiting;
    assert.equal(waited, undefined, 'released at the drop, to compute its own');
    computing.resolve();
    await first;
    assert.equal(kept.has(KEY), false);
  });

  it('keeps a result whose entities no drop concerned, and not one holding a dropped entity', async () => {
    const { cache, kept, operation, dropped } = flights();
    const computing = later();
    const other = `${READER}|other`;
    const first = operation(async () => {
      await cache.get(KEY);
      await computing.promise;
      await cache.set(KEY, RESULT, [{ typename: 'User', id: 'u1' }], 5000);
    });
    const second = operation(async () => {
      await cache.get(other);
      await computing.promise;
      await cache.set(other, RESULT, [{ typename: 'Post', id: 'p1' }], 5000);
    });
    await new Promise((resolve) => setImmediate(resolve));
    dropped({ kind: 'entities', entities: [{ typename: 'Post', id: 'p1' }] });
    computing.resolve();
    await Promise.all([first, second]);
    assert.equal(kept.get(KEY), RESULT);
    assert.equal(kept.has(other), false);
  });

  it('keeps what an operation that started after the drop computed', async () => {
    const { cache, kept, operation, dropped } = flights();
    dropped({ kind: 'session', session: READER });
    await operation(async () => {
      await cache.get(KEY);
      await cache.set(KEY, RESULT, [], 5000);
    });
    assert.equal(kept.get(KEY), RESULT);
  });

  it('passes straight through outside an operation', async () => {
    const { cache, kept, inFlight } = flights();
    assert.equal(await cache.get(KEY), undefined);
    assert.equal(inFlight, 0);
    await cache.set(KEY, RESULT, [], 5000);
    assert.equal(kept.get(KEY), RESULT);
  });
});
