import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BatchLoader, once } from './batch-loader.ts';

describe('BatchLoader', () => {
  it('fetches the keys asked for in one turn with one call, and caches them', async () => {
    const calls: string[][] = [];
    const loader = new BatchLoader<string, number | null>(async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.length]));
    }, null);
    assert.deepEqual(
      await Promise.all([loader.load('a'), loader.load('bb'), loader.load('a'), loader.load('missing')]),
      [1, 2, 1, null],
    );
    assert.deepEqual(calls, [['a', 'bb', 'missing']]);
    assert.deepEqual(await loader.loadMany(['bb', 'ccc']), [2, 3]);
    assert.deepEqual(calls, [['a', 'bb', 'missing'], ['ccc']]);
    loader.clear('a');
    await loader.load('a');
    assert.deepEqual(calls.at(-1), ['a']);
  });

  it('rejects every waiting load when the batch fails, and retries later', async () => {
    let fail = true;
    const loader = new BatchLoader<string, string>(async (keys) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    }, '');
    await assert.rejects(Promise.all([loader.load('a'), loader.load('b')]), /database down/);
    fail = false;
    assert.equal(await loader.load('a'), 'A');
  });
});

describe('once', () => {
  it('loads a value once per request', async () => {
    let loads = 0;
    const value = once(async () => (loads += 1));
    assert.deepEqual(await Promise.all([value(), value()]), [1, 1]);
    assert.equal(loads, 1);
  });
});
