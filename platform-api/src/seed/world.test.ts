import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PLAN_PRICES, type MembershipType } from './demo-viewers.ts';
import { createRandom } from './random.ts';
import { EMPTY_TAG } from './vocabulary.ts';
import { SEED_NOW, buildWorld, demoViewerId, isVisibleStory, slugify } from './world.ts';

const world = buildWorld();

describe('buildWorld', () => {
  it('is a pure function of its seed and date', () => {
    assert.deepEqual(buildWorld(), world);
    assert.deepEqual(buildWorld({ now: SEED_NOW, seed: 20261121 }), world);
    assert.notDeepEqual(buildWorld({ seed: 7 }).posts, world.posts);
  });

  it('gives every row a 12-hex-character id, unique per table', () => {
    for (const rows of [
      world.users,
      world.publications,
      world.posts,
      world.memberships,
      world.catalogs,
      world.catalogItems,
    ]) {
      const ids = rows.map((row) => row.id);
      assert.ok(
        ids.every((id) => /^[0-9a-f]{12}$/.test(id)),
        'ids are 12 hex characters',
      );
      assert.equal(new Set(ids).size, ids.length, 'ids are unique');
    }
  });

  it('has about thirty writers, two of them author-type profiles and some not high quality', () => {
    const writers = world.users.filter((user) => user.email.endsWith('@writers.inkpot.test'));
    assert.equal(writers.length, 30);
    assert.equal(writers.filter((user) => user.kind === 'author').length, 2);
    assert.ok(writers.some((user) => user.highQuality === false));
  });

  it('has two hundred stories in every state a feed must handle', () => {
    const stories = world.posts.filter((post) => !post.inResponseToPostId);
    assert.equal(stories.length, 200);
    assert.ok(stories.every((post) => (post.readingTime ?? 0) >= 1 && (post.readingTime ?? 0) <= 20));
    assert.ok(stories.some((post) => post.isLocked) && stories.some((post) => !post.isLocked));
    assert.ok(stories.some((post) => post.previewImageId) && stories.some((post) => !post.previewImageId));
    assert.ok(stories.some((post) => post.statusForCollection === 'APPROVED'));
    assert.ok(stories.some((post) => post.statusForCollection === 'PENDING'));
    assert.ok(stories.filter((post) => post.isPublished === false).length >= 3);
    assert.equal(stories.filter((post) => post.isSuspended).length, 1);
    assert.equal(stories.filter((post) => post.deletedAt).length, 1);
    assert.ok(stories.every((post) => !post.publishedAt || post.publishedAt <= SEED_NOW));
  });

  it('writes stories in publications only by that publication’s staff', () => {
    const staff = new Set(world.publicationStaff.map((row) => `${row.publicationId}:${row.userId}`));
    for (const post of world.posts.filter((row) => row.collectionId)) {
      assert.ok(staff.has(`${post.collectionId}:${post.creatorId}`), `${post.id} is written by staff`);
    }
  });

  it('puts every story waiting for review in its publication’s inbox, submitted by its writer, two in the demo publication', () => {
    const pending = world.posts.filter((post) => post.statusForCollection === 'PENDING');
    assert.deepEqual(
      world.publicationSubmissions.map((row) => [row.postId, row.publicationId, row.writerId, row.state]),
      pending.map((post) => [post.id, post.collectionId, post.creatorId, 'OPEN']),
    );
    const longMargin = world.publications.find((publication) => publication.slug === 'the-long-margin');
    assert.equal(world.publicationSubmissions.filter((row) => row.publicationId === longMargin?.id).length, 2);
  });

  it('has responses, one of them hidden on its parent, and a reply to a response', () => {
    const responses = world.posts.filter((post) => post.inResponseToPostId);
    const ids = new Set(world.posts.map((post) => post.id));
    assert.ok(responses.length > 20);
    assert.ok(responses.every((post) => ids.has(post.inResponseToPostId ?? '')));
    assert.equal(responses.filter((post) => post.hiddenOnParent).length, 1);
    const responseIds = new Set(responses.map((post) => post.id));
    assert.ok(responses.some((post) => responseIds.has(post.inResponseToPostId ?? '')));
  });

  it('picks at least four visible stories as staff picks', () => {
    const byId = new Map(world.posts.map((post) => [post.id, post]));
    assert.ok(world.staffPicks.length >= 4);
    assert.ok(
      world.staffPicks.every((pick) => {
        const post = byId.get(pick.postId);
        return post !== undefined && isVisibleStory(post);
      }),
    );
  });

  it('prices memberships in minor units by plan', () => {
    assert.deepEqual(PLAN_PRICES, { monthly: 500, yearly: 5000, premium_monthly: 1500, premium_yearly: 15000 });
    for (const membership of world.memberships) {
      assert.equal(membership.amount, PLAN_PRICES[membership.membershipType as MembershipType]);
      assert.equal(membership.tier, membership.membershipType.startsWith('premium_') ? 'FRIEND' : 'MEMBER');
    }
  });

  it("puts book-author@'s story under review, limits one writer, and gives a public list followers", () => {
    const limited = world.posts.filter((post) => post.limitedAt);
    assert.equal(limited.length, 1);
    assert.equal(limited[0]?.creatorId, demoViewerId('book-author'));
    assert.equal(world.users.filter((user) => user.isLimited).length, 1);
    const followed = new Set(world.catalogFollows.map((row) => row.catalogId));
    assert.equal(followed.size, 1);
    const list = world.catalogs.find((catalog) => followed.has(catalog.id));
    assert.equal(list?.visibility, 'PUBLIC');
    assert.equal(list?.userId, demoViewerId('reader'));
    assert.deepEqual(
      world.catalogFollows.map((row) => row.followerId).sort(),
      [demoViewerId('friend'), demoViewerId('member')].sort(),
    );
  });

  it('keeps one topic without stories', () => {
    const tagged = new Set(world.postTags.map((row) => row.tagSlug));
    assert.deepEqual(
      world.tags.filter((tag) => !tagged.has(tag.slug)).map((tag) => tag.displayText),
      [EMPTY_TAG.displayText],
    );
    assert.equal(world.tags.length, 25);
  });
});

describe('createRandom', () => {
  it('repeats its sequence for a seed and stays in range', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const draws = Array.from({ length: 1000 }, () => a.int(1, 6));
    assert.deepEqual(
      draws,
      Array.from({ length: 1000 }, () => b.int(1, 6)),
    );
    assert.deepEqual([...new Set(draws)].sort(), [1, 2, 3, 4, 5, 6]);
  });
});

describe('slugify', () => {
  it('makes kebab-case slugs', () => {
    assert.equal(slugify('What 3 Years of Type Systems Taught Me'), 'what-3-years-of-type-systems-taught-me');
    assert.equal(slugify('Self Improvement'), 'self-improvement');
  });
});
