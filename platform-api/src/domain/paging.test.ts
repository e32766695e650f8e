import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GraphQLError } from 'graphql';
import {
  cursorInteger,
  cursorString,
  cursorTimestamp,
  decodeCursor,
  encodeCursor,
  pageSize,
  splitPage,
} from './paging.ts';

describe('pageSize', () => {
  it('defaults, clamps to 1..25 and truncates', () => {
    assert.equal(pageSize(undefined), 10);
    assert.equal(pageSize(null, 4), 4);
    assert.equal(pageSize(0), 1);
    assert.equal(pageSize(-3), 1);
    assert.equal(pageSize(100), 25);
    assert.equal(pageSize(3.7), 3);
    assert.equal(pageSize(Number.NaN), 10);
  });
});

describe('cursors', () => {
  it('round-trip their sort key', () => {
    const cursor = encodeCursor('feed', ['2026-11-01 00:00:00+00', 'p1', 3, null]);
    assert.match(cursor, /^[A-Za-z0-9_-]+$/);
    assert.deepEqual(decodeCursor('feed', cursor, 4), ['2026-11-01 00:00:00+00', 'p1', 3, null]);
  });

  it('refuse a cursor of another list, of another shape, or garbage', () => {
    const cursor = encodeCursor('feed', ['a']);
    for (const [kind, text, arity] of [
      ['staff-picks', cursor, 1],
      ['feed', cursor, 2],
      ['feed', 'not a cursor', 1],
      ['feed', Buffer.from('{"a":1}').toString('base64url'), 1],
      ['feed', Buffer.from('["feed",{}]').toString('base64url'), 1],
    ] as const) {
      assert.throws(
        () => decodeCursor(kind, text, arity),
        (error: unknown) => error instanceof GraphQLError && error.extensions.code === 'BAD_USER_INPUT',
      );
    }
  });
});

describe('splitPage', () => {
  const cursorOf = (n: number) => `c${n}`;
  it('reports a next page only when the extra row came back', () => {
    assert.deepEqual(splitPage([1, 2, 3], 2, cursorOf), {
      items: [1, 2],
      hasMore: true,
      endCursor: 'c2',
      nextCursor: 'c2',
    });
    assert.deepEqual(splitPage([1, 2], 2, cursorOf), {
      items: [1, 2],
      hasMore: false,
      endCursor: 'c2',
      nextCursor: null,
    });
    assert.deepEqual(splitPage([], 2, cursorOf), { items: [], hasMore: false, endCursor: null, nextCursor: null });
  });
});

describe('cursor values', () => {
  it('accept PostgreSQL timestamp text and refuse anything SQL would choke on', () => {
    assert.equal(cursorTimestamp('2026-11-01 00:00:00.123456+00'), '2026-11-01 00:00:00.123456+00');
    assert.equal(cursorTimestamp('2026-11-01T00:00:00Z'), '2026-11-01T00:00:00Z');
    for (const value of [
      '2026-02-30 00:00:00+00',
      '2026-13-01 00:00:00+00',
      "2026-11-01'; drop table posts",
      5,
      null,
    ]) {
      assert.throws(() => cursorTimestamp(value), GraphQLError);
    }
    assert.equal(cursorInteger(3), 3);
    assert.throws(() => cursorInteger(1.5), GraphQLError);
    assert.throws(() => cursorInteger('3'), GraphQLError);
    assert.equal(cursorString('p1'), 'p1');
    assert.throws(() => cursorString(1), GraphQLError);
  });
});
