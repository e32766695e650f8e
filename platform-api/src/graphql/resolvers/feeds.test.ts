import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mutes, staffPicks } from '../../db/schema.ts';
import { follow, insertPost, insertPublication, insertUser, tagPost } from '../../testing/fixtures.ts';
import { startTestApi, type TestApi, type TestClient, signedInUser } from '../../testing/test-api.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

interface Feed {
  items: Array<{ post: { id: string; title: string; creator: { id: string }; collection: { id: string } | null } }>;
  pagingInfo: { next: { limit: number; to: string } | null };
}

const FEED_FIELDS = /* GraphQL */ `
  items { post { id title creator { id } collection { id } } }
  pagingInfo { next { limit to } }
`;

async function feed(
  client: TestClient,
  field: string,
  args = '',
  variables: Record<string, unknown> = {},
): Promise<Feed> {
  const response = await client.graphql<{ feed: Feed }>(
    `query ${args && `(${args})`} { feed: ${field} { ${FEED_FIELDS} } }`,
    variables,
  );
  assert.equal(response.errors, undefined, JSON.stringify(response.errors));
  assert.ok(response.data);
  return response.data.feed;
}

/** Every page of a feed, following pagingInfo.next until it is null. */
async function allPages(read: (paging: Record<string, unknown>) => Promise<Feed>, limit: number) {
  const pages: string[][] = [];
  let paging: Record<string, unknown> = { limit };
  for (;;) {
    const page = await read(paging);
    pages.push(page.items.map((item) => item.post.id));
    if (!page.pagingInfo.next) return pages;
    assert.equal(page.pagingInfo.next.limit, limit);
    paging = page.pagingInfo.next;
  }
}

const at = (day: number, hour = 0) => new Date(Date.UTC(2026, 9, day, hour));

const signedIn = () => signedInUser(api);

describe('staffPicksFeed', () => {
  it('lists the picks in curated order, four for the 404 screen, paging on', async () => {
    const writer = await insertUser(api.db);
    const picks = [];
    for (let n = 0; n < 7; n += 1) picks.push(await insertPost(api.db, { creatorId: writer.id, title: `Pick ${n}` }));
    const draft = await insertPost(api.db, { creatorId: writer.id, isPublished: false, publishedAt: null });
    const suspended = await insertPost(api.db, { creatorId: writer.id, isSuspended: true });
    await api.db
      .insert(staffPicks)
      .values([
        ...picks.map((post, index) => ({ postId: post.id, position: 10 * (7 - index) })),
        { postId: draft.id, position: 1 },
        { postId: suspended.id, position: 2 },
      ]);
    const expected = [...picks].reverse().map((post) => post.id);

    const notFoundScreen = await api
      .client()
      .graphql<{ staffPicksFeed: Feed }>(
        `query NotFoundScreen { staffPicksFeed(paging: { limit: 4 }) { ${FEED_FIELDS} } }`,
      );
    const first = notFoundScreen.data?.staffPicksFeed;
    assert.ok(first);
    assert.deepEqual(
      first.items.map((item) => item.post.id),
      expected.slice(0, 4),
    );
    assert.equal(first.items[0]?.post.creator.id, writer.id);
    assert.equal(first.pagingInfo.next?.limit, 4);

    const read = (paging: Record<string, unknown>) =>
      feed(api.client(), 'staffPicksFeed(paging: $paging)', '$paging: PagingInput', { paging });
    assert.deepEqual(await allPages(read, 3), [expected.slice(0, 3), expected.slice(3, 6), expected.slice(6)]);
    assert.equal((await read({})).items.length, 7, 'the default page size is 10');
  });
});

describe('followingFeed', () => {
  it('is empty for visitors', async () => {
    const result = await feed(api.client(), 'followingFeed(paging: $paging)', '$paging: PagingInput', { paging: null });
    assert.deepEqual(result, { items: [], pagingInfo: { next: null } });
  });

  it("lists followed writers' and publications' stories, newest first, without muted ones or responses", async () => {
    const { user: viewer, client } = await signedIn();
    const writer = await insertUser(api.db);
    const stranger = await insertUser(api.db);
    const publication = await insertPublication(api.db);
    const mutedWriter = await insertUser(api.db);
    await follow(api.db, viewer.id, 'USER', writer.id);
    await follow(api.db, viewer.id, 'COLLECTION', publication.id);
    await follow(api.db, viewer.id, 'USER', mutedWriter.id);
    await api.db.insert(mutes).values({ userId: viewer.id, entityType: 'USER', entityId: mutedWriter.id });

    const byWriter = await insertPost(api.db, { creatorId: writer.id, publishedAt: at(3) });
    const inPublication = await insertPost(api.db, {
      creatorId: stranger.id,
      collectionId: publication.id,
      publishedAt: at(5),
    });
    const pending = await insertPost(api.db, {
      creatorId: stranger.id,
      collectionId: publication.id,
      statusForCollection: 'PENDING',
      publishedAt: at(6),
    });
    const latest = await insertPost(api.db, { creatorId: writer.id, publishedAt: at(7) });
    await insertPost(api.db, { creatorId: stranger.id, publishedAt: at(8) });
    await insertPost(api.db, { creatorId: mutedWriter.id, publishedAt: at(9) });
    await insertPost(api.db, { creatorId: writer.id, inResponseToPostId: byWriter.id, publishedAt: at(10) });
    await insertPost(api.db, { creatorId: writer.id, isPublished: false, publishedAt: null });
    assert.ok(pending.id);

    const read = (paging: Record<string, unknown>) =>
      feed(client, 'followingFeed(sortType: "NEW", paging: $paging)', '$paging: PagingInput', { paging });
    assert.deepEqual(await allPages(read, 2), [[latest.id, inPublication.id], [byWriter.id]]);
  });

  it('narrows to one kind of followed entity, or to one followed writer or publication, paging on', async () => {
    const { user: viewer, client } = await signedIn();
    const writer = await insertUser(api.db);
    const otherWriter = await insertUser(api.db);
    const unfollowed = await insertUser(api.db);
    const publication = await insertPublication(api.db);
    const unfollowedPublication = await insertPublication(api.db);
    await follow(api.db, viewer.id, 'USER', writer.id);
    await follow(api.db, viewer.id, 'USER', otherWriter.id);
    await follow(api.db, viewer.id, 'COLLECTION', publication.id);

    const first = await insertPost(api.db, { creatorId: writer.id, publishedAt: at(11) });
    const second = await insertPost(api.db, { creatorId: writer.id, publishedAt: at(13) });
    const third = await insertPost(api.db, { creatorId: writer.id, publishedAt: at(15) });
    const byOther = await insertPost(api.db, { creatorId: otherWriter.id, publishedAt: at(12) });
    // A followed writer's story in a publication the viewer does not follow counts as the writer's.
    const writerElsewhere = await insertPost(api.db, {
      creatorId: writer.id,
      collectionId: unfollowedPublication.id,
      publishedAt: at(16),
    });
    const inPublication = await insertPost(api.db, {
      creatorId: unfollowed.id,
      collectionId: publication.id,
      publishedAt: at(14),
    });
    await insertPost(api.db, {
      creatorId: unfollowed.id,
      collectionId: publication.id,
      statusForCollection: 'PENDING',
      publishedAt: at(17),
    });
    await insertPost(api.db, { creatorId: unfollowed.id, publishedAt: at(18) });

    const read = (filter: Record<string, unknown>) => (paging: Record<string, unknown>) =>
      feed(
        client,
        'followingFeed(filter: $filter, paging: $paging)',
        '$filter: FollowingFeedFilter, $paging: PagingInput',
        {
          filter,
          paging,
        },
      );
    assert.deepEqual(await allPages(read({ entityType: 'USER' }), 3), [
      [writerElsewhere.id, third.id, second.id],
      [byOther.id, first.id],
    ]);
    assert.deepEqual(await allPages(read({ entityType: 'COLLECTION' }), 3), [[inPublication.id]]);
    assert.deepEqual(await allPages(read({ entityType: 'USER', entityId: writer.id }), 2), [
      [writerElsewhere.id, third.id],
      [second.id, first.id],
    ]);
    assert.deepEqual(await allPages(read({ entityType: 'COLLECTION', entityId: publication.id }), 2), [
      [inPublication.id],
    ]);
    // Only what the viewer follows: an entity they do not follow, or an id of the other kind, gives nothing.
    assert.deepEqual(await allPages(read({ entityType: 'USER', entityId: unfollowed.id }), 2), [[]]);
    assert.deepEqual(await allPages(read({ entityType: 'COLLECTION', entityId: writer.id }), 2), [[]]);
    assert.deepEqual(await allPages(read({ entityType: 'COLLECTION', entityId: unfollowedPublication.id }), 2), [[]]);
  });

  it('refuses a filter without a known entity type', async () => {
    const { client } = await signedIn();
    const bad = await client.graphql('{ followingFeed(filter: { entityType: TOPIC }) { items { post { id } } } }');
    assert.equal(bad.errors?.[0]?.extensions?.code, 'GRAPHQL_VALIDATION_FAILED');
  });
});

describe('tagFeed', () => {
  it('lists a tag newest first (NEW) or high quality first (TOP), and nothing for an unknown tag', async () => {
    const writer = await insertUser(api.db);
    const ordinary = await insertPost(api.db, { creatorId: writer.id, highQuality: false, publishedAt: at(20) });
    const good = await insertPost(api.db, { creatorId: writer.id, publishedAt: at(10) });
    const better = await insertPost(api.db, { creatorId: writer.id, publishedAt: at(15) });
    const untagged = await insertPost(api.db, { creatorId: writer.id, publishedAt: at(25) });
    for (const post of [ordinary, good, better]) await tagPost(api.db, post.id, 'feed-test', 'Feed test');
    assert.ok(untagged.id);

    const read = (mode: string) => (paging: Record<string, unknown>) =>
      feed(
        api.client(),
        'tagFeed(tagSlug: $tag, mode: $mode, paging: $paging)',
        '$tag: String!, $mode: String, $paging: PagingInput',
        {
          tag: 'Feed-Test',
          mode,
          paging,
        },
      );
    assert.deepEqual(await allPages(read('NEW'), 2), [[ordinary.id, better.id], [good.id]]);
    assert.deepEqual(await allPages(read('TOP'), 2), [[better.id, good.id], [ordinary.id]]);
    assert.deepEqual(await allPages(read('TOP'), 1), [[better.id], [good.id], [ordinary.id]]);

    const none = await feed(api.client(), 'tagFeed(tagSlug: "no-such-tag")');
    assert.deepEqual(none, { items: [], pagingInfo: { next: null } });
  });

  it('refuses an unknown mode, and a cursor of another ordering', async () => {
    const bad = await api
      .client()
      .graphql('{ tagFeed(tagSlug: "feed-test", mode: "RANDOM") { items { post { id } } } }');
    assert.equal(bad.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    const first = await feed(api.client(), 'tagFeed(tagSlug: "feed-test", mode: "NEW", paging: { limit: 1 })');
    const mixed = await api
      .client()
      .graphql(
        'query ($to: String) { tagFeed(tagSlug: "feed-test", mode: "TOP", paging: { limit: 1, to: $to }) { items { post { id } } } }',
        {
          to: first.pagingInfo.next?.to,
        },
      );
    assert.equal(mixed.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });
});

describe('webRecommendedFeed', () => {
  // Published in 2030, so these are the newest stories in this file's database.
  const future = (n: number) => new Date(Date.UTC(2030, 0, n));

  it('recommends recent high-quality stories, without what the viewer muted, and pages without repeats as stories arrive', async () => {
    const { user: viewer, client } = await signedIn();
    const writer = await insertUser(api.db);
    const lowQualityWriter = await insertUser(api.db, { highQuality: false });
    const mutedWriter = await insertUser(api.db);
    const mutedPublication = await insertPublication(api.db);
    await api.db.insert(mutes).values([
      { userId: viewer.id, entityType: 'USER', entityId: mutedWriter.id },
      { userId: viewer.id, entityType: 'COLLECTION', entityId: mutedPublication.id },
    ]);
    const recommended = [];
    for (let n = 1; n <= 5; n += 1)
      recommended.push(await insertPost(api.db, { creatorId: writer.id, publishedAt: future(n) }));
    await insertPost(api.db, { creatorId: writer.id, highQuality: false, publishedAt: future(6) });
    await insertPost(api.db, { creatorId: lowQualityWriter.id, publishedAt: future(7) });
    const muted = await insertPost(api.db, { creatorId: mutedWriter.id, publishedAt: future(8) });
    const inMutedPublication = await insertPost(api.db, {
      creatorId: writer.id,
      collectionId: mutedPublication.id,
      publishedAt: future(9),
    });
    await insertPost(api.db, { creatorId: writer.id, isSuspended: true, publishedAt: future(10) });
    const newestFirst = [...recommended].reverse().map((post) => post.id);

    const read = (reader: TestClient) => (paging: Record<string, unknown>) =>
      feed(reader, 'webRecommendedFeed(paging: $paging)', '$paging: PagingInput', { paging });

    const page1 = await read(client)({ limit: 2 });
    assert.deepEqual(
      page1.items.map((item) => item.post.id),
      newestFirst.slice(0, 2),
    );
    // A story published meanwhile does not shift the next page.
    await insertPost(api.db, { creatorId: writer.id, publishedAt: future(20) });
    assert.ok(page1.pagingInfo.next);
    const page2 = await read(client)(page1.pagingInfo.next);
    assert.deepEqual(
      page2.items.map((item) => item.post.id),
      newestFirst.slice(2, 4),
    );

    // Visitors mute nothing.
    const visitorPage = await read(api.client())({ limit: 4 });
    const visitorIds = visitorPage.items.map((item) => item.post.id);
    assert.ok(visitorIds.includes(muted.id) && visitorIds.includes(inMutedPublication.id));
  });
});
