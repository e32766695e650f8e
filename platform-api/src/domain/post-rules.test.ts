import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canViewPost, isRestorable, postPath, type PostVisibilityFacts } from './post-rules.ts';

const post = (values: Partial<PostVisibilityFacts>): PostVisibilityFacts => ({
  creatorId: 'author',
  isPublished: true,
  isSuspended: false,
  deletedAt: null,
  ...values,
});
const none = new Set<string>();
const moderator = new Set(['can_view_suspended_content']);
const deletedAt = new Date('2026-11-01T00:00:00Z');

describe('canViewPost', () => {
  const table: Array<[string, Partial<PostVisibilityFacts>, string | null, ReadonlySet<string>, boolean]> = [
    ['published, visitor', {}, null, none, true],
    ['published, reader', {}, 'reader', none, true],
    ['draft, visitor', { isPublished: false }, null, none, false],
    ['draft, reader', { isPublished: false }, 'reader', none, false],
    ['draft, creator', { isPublished: false }, 'author', none, true],
    ['trashed, reader', { deletedAt }, 'reader', none, false],
    ['trashed, reader with the capability', { deletedAt }, 'reader', moderator, false],
    ['trashed, creator', { deletedAt }, 'author', none, true],
    ['suspended, reader', { isSuspended: true }, 'reader', none, false],
    ['suspended, visitor', { isSuspended: true }, null, none, false],
    ['suspended, reader with can_view_suspended_content', { isSuspended: true }, 'reader', moderator, true],
    ['suspended, creator', { isSuspended: true }, 'author', none, true],
  ];
  for (const [name, values, viewerId, capabilities, expected] of table) {
    it(`${name}: ${expected ? 'visible' : 'hidden'}`, () => {
      assert.equal(canViewPost(post(values), viewerId, capabilities), expected);
    });
  }
});

describe('isRestorable', () => {
  it('keeps trashed stories restorable for 14 days', () => {
    assert.equal(isRestorable(deletedAt, new Date('2026-11-14T23:59:59Z')), true);
    assert.equal(isRestorable(deletedAt, new Date('2026-11-15T00:00:00Z')), false);
  });
});

describe('postPath', () => {
  it('puts a story under its publication, or else under its author', () => {
    assert.equal(
      postPath({ id: 'abc123', slug: 'hello-world' }, { collectionSlug: 'the-pub' }),
      '/the-pub/hello-world-abc123',
    );
    assert.equal(postPath({ id: 'abc123', slug: 'hello-world' }, { username: 'ada' }), '/@ada/hello-world-abc123');
  });
});
