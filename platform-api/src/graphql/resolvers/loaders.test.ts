import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { ApiContext } from '../../context.ts';
import type { OpenedDatabase } from '../../db/client.ts';
import { follows, memberships, posts, postTags, publications, tags, users } from '../../db/schema.ts';
import { isPublicPost } from '../../domain/post-queries.ts';
import {
  follow,
  insertMembership,
  insertPost,
  insertPublication,
  insertUser,
  tagPost,
} from '../../testing/fixtures.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { loaders } from './loaders.ts';

/** The statements sent to the database since the last `statements.length = 0`. */
const statements: string[] = [];
let opened: OpenedDatabase;
before(async () => {
  opened = await openTestDatabase({ onStatement: { started() {}, finished: (text) => void statements.push(text) } });
});
after(async () => {
  await opened.close();
});

/** A request's context as the loaders read it (a new one per request). */
const requestAs = (viewerId: string | null) => ({ db: opened.db, viewerId, session: null }) as unknown as ApiContext;
const sentFrom = (table: string) => statements.filter((text) => text.includes(`from "${table}"`));

describe('request loaders', () => {
  it('fetch the authors of 25 cards with one query, in the order asked, null for a missing one', async () => {
    const writers = [];
    for (let i = 0; i < 25; i += 1) writers.push(await insertUser(opened.db, { name: `Writer ${i}` }));
    const ids = writers.map((writer) => writer.id);
    const asked = [...[...ids].reverse(), 'no-such-user', ids[3]];
    statements.length = 0;
    const load = loaders(requestAs(null));
    const found = await Promise.all(asked.map((id) => load.user.load(id ?? '')));
    assert.equal(sentFrom('users').length, 1, statements.join('\n'));
    assert.deepEqual(
      found.map((user) => user?.id ?? null),
      [...[...ids].reverse(), null, ids[3]],
    );
    assert.equal(found[0]?.name, 'Writer 24');
    // The same request asks again: answered from its cache, no statement.
    statements.length = 0;
    assert.equal((await load.user.load(ids[0] ?? ''))?.name, 'Writer 0');
    assert.deepEqual(statements, []);
  });

  it('gather loads asked at different depths of one response (a card, then its author) into one query per kind', async () => {
    const writer = await insertUser(opened.db);
    const publication = await insertPublication(opened.db);
    const stories = [];
    for (let i = 0; i < 5; i += 1)
      stories.push(await insertPost(opened.db, { creatorId: writer.id, collectionId: publication.id }));
    statements.length = 0;
    const load = loaders(requestAs(null));
    const cards = await Promise.all(
      stories.map(async (story) => {
        const post = await load.post.load(story.id);
        const [creator, collection] = await Promise.all([
          load.user.load(post?.creatorId ?? ''),
          load.publication.load(post?.collectionId ?? ''),
        ]);
        return [post?.id, creator?.id, collection?.id];
      }),
    );
    assert.deepEqual(
      cards,
      stories.map((story) => [story.id, writer.id, publication.id]),
    );
    assert.deepEqual(
      [sentFrom('posts').length, sentFrom('users').length, sentFrom('publications').length],
      [1, 1, 1],
      statements.join('\n'),
    );
  });

  it('answer the default for keys with no rows: no membership, no tags, a count of 0', async () => {
    const member = await insertUser(opened.db);
    const other = await insertUser(opened.db);
    await insertMembership(opened.db, { userId: member.id });
    const story = await insertPost(opened.db, { creatorId: member.id });
    const untagged = await insertPost(opened.db, { creatorId: member.id });
    await tagPost(opened.db, story.id, 'loaders-b', 'B');
    await tagPost(opened.db, story.id, 'loaders-a', 'A');
    await follow(opened.db, other.id, 'USER', member.id);
    const load = loaders(requestAs(other.id));
    const [withMembership, without] = await load.membership.loadMany([member.id, other.id]);
    assert.equal(withMembership?.userId, member.id);
    assert.equal(without, null);
    assert.deepEqual(
      (await load.tags.loadMany([story.id, untagged.id])).map((list) => list.map((tag) => tag.slug)),
      [['loaders-a', 'loaders-b'], []],
    );
    assert.deepEqual(await load.followerCount.loadMany([`USER:${member.id}`, `USER:${other.id}`]), [1, 0]);
    assert.deepEqual(await load.followingCount.loadMany([other.id, member.id]), [1, 0]);
  });
});

describe('prepared loader statements', () => {
  it('answer what the same queries built each time answer', async () => {
    const writer = await insertUser(opened.db);
    const reader = await insertUser(opened.db);
    const publication = await insertPublication(opened.db);
    await insertMembership(opened.db, { userId: writer.id });
    const story = await insertPost(opened.db, { creatorId: writer.id, collectionId: publication.id });
    const response = await insertPost(opened.db, { creatorId: reader.id, inResponseToPostId: story.id });
    await insertPost(opened.db, { creatorId: reader.id, inResponseToPostId: story.id, hiddenOnParent: true });
    await tagPost(opened.db, story.id, 'prepared-tag');
    await follow(opened.db, reader.id, 'USER', writer.id);
    await follow(opened.db, reader.id, 'COLLECTION', publication.id);
    const { db } = opened;
    const userIds = [writer.id, reader.id, 'no-such-user'];
    const postIds = [story.id, response.id];
    const load = loaders(requestAs(reader.id));
    const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));

    assert.deepEqual(
      byId((await load.user.loadMany(userIds)).filter((row) => row !== null)),
      byId(await db.select().from(users).where(inArray(users.id, userIds))),
    );
    assert.deepEqual(
      [await load.publication.load(publication.id)],
      await db.select().from(publications).where(eq(publications.id, publication.id)),
    );
    assert.deepEqual(
      byId((await load.post.loadMany(postIds)).filter((row) => row !== null)),
      byId(await db.select().from(posts).where(inArray(posts.id, postIds))),
    );
    assert.deepEqual(
      (await load.membership.loadMany(userIds)).filter((row) => row !== null),
      await db.select().from(memberships).where(inArray(memberships.userId, userIds)),
    );
    assert.deepEqual(
      await load.tags.load(story.id),
      await db
        .select({ slug: tags.slug, displayText: tags.displayText, postCount: tags.postCount })
        .from(postTags)
        .innerJoin(tags, eq(tags.slug, postTags.tagSlug))
        .where(eq(postTags.postId, story.id)),
    );
    const [responses] = await db
      .select({ n: count() })
      .from(posts)
      .where(and(eq(posts.inResponseToPostId, story.id), isPublicPost, eq(posts.hiddenOnParent, false)));
    assert.equal(await load.responsesCount.load(story.id), responses?.n);
    assert.equal(responses?.n, 1);
    const [following] = await db.select({ n: count() }).from(follows).where(eq(follows.followerId, reader.id));
    assert.equal(await load.followingCount.load(reader.id), following?.n);
    assert.equal(following?.n, 2);
  });
});
