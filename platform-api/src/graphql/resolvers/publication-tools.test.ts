/** A publication's followers, stats and newsletter subscriptions (publication-tools.ts). */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { follows, storyStatsDaily } from '../../db/schema.ts';
import { periodDays } from '../../domain/story-stats.ts';
import { addStaff, insertPost, insertPublication, insertUser } from '../../testing/fixtures.ts';
import {
  expectData as data,
  signedInUser,
  startTestApi,
  type TestApi,
  type TestClient,
} from '../../testing/test-api.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute));

type Page = { nodes: Array<{ id: string }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
const FOLLOWERS = /* GraphQL */ `
  query ($slug: String!, $after: String, $first: Int) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      followersConnection(after: $after, first: $first) {
        nodes {
          id
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;
const followersPage = async (slug: string, after: string | null, first?: number) =>
  (
    await data<{ collectionByDomainOrSlug: { followersConnection: Page } }>(api.client(), FOLLOWERS, {
      slug,
      after,
      first,
    })
  ).collectionByDomainOrSlug.followersConnection;

describe('Collection.followersConnection', () => {
  it('lists who follows a publication, latest first, page by page, for anyone (a visitor included)', async () => {
    const publication = await insertPublication(api.db);
    const readers = [];
    for (let index = 0; index < 3; index += 1) readers.push(await insertUser(api.db));
    await api.db.insert(follows).values(
      readers.map((reader, index) => ({
        followerId: reader.id,
        entityType: 'COLLECTION',
        entityId: publication.id,
        createdAt: at(index),
      })),
    );
    // Someone following a writer whose id is the publication's is no follower of the publication.
    const writer = await insertUser(api.db, { id: publication.id.replace(/^c/, 'u') });
    const bystander = await insertUser(api.db);
    await api.db.insert(follows).values({ followerId: bystander.id, entityType: 'USER', entityId: writer.id });

    const first = await followersPage(publication.slug, null, 2);
    assert.deepEqual(
      first.nodes.map((node) => node.id),
      [readers[2]?.id, readers[1]?.id],
    );
    assert.equal(first.pageInfo.hasNextPage, true);
    const second = await followersPage(publication.slug, first.pageInfo.endCursor, 2);
    assert.deepEqual(
      second.nodes.map((node) => node.id),
      [readers[0]?.id],
    );
    assert.equal(second.pageInfo.hasNextPage, false);
  });

  it('is empty for a publication nobody follows', async () => {
    const publication = await insertPublication(api.db);
    const page = await followersPage(publication.slug, null);
    assert.deepEqual(page, { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });
});

type Stats = {
  days: number;
  views: number;
  reads: number;
  daily: Array<{ day: string; views: number; reads: number }>;
  stories: Array<{ post: { id: string }; views: number; reads: number }>;
} | null;
const STATS = /* GraphQL */ `
  query ($slug: String!, $days: Int, $postId: ID) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      storyStats(days: $days, postId: $postId) {
        days
        views
        reads
        daily {
          day
          views
          reads
        }
        stories {
          post {
            id
          }
          views
          reads
        }
      }
    }
  }
`;
const statsOf = async (client: TestClient, slug: string, variables: { days?: number; postId?: string } = {}) =>
  (await data<{ collectionByDomainOrSlug: { storyStats: Stats } }>(client, STATS, { slug, ...variables }))
    .collectionByDomainOrSlug.storyStats;

describe('Collection.storyStats', () => {
  it("counts the views and reads of the publication's accepted stories, per day and per story", async () => {
    const publication = await insertPublication(api.db);
    const { user: editor, client } = await signedInUser(api);
    await addStaff(api.db, publication.id, editor.id, 'EDITOR');
    const writer = await insertUser(api.db);
    const inIt = await insertPost(api.db, { creatorId: writer.id, collectionId: publication.id });
    const also = await insertPost(api.db, { creatorId: editor.id, collectionId: publication.id });
    const pending = await insertPost(api.db, {
      creatorId: writer.id,
      collectionId: publication.id,
      statusForCollection: 'PENDING',
    });
    const elsewhere = await insertPost(api.db, { creatorId: writer.id });
    const days = periodDays(api.clock.now, 7);
    const today = days[6] as string;
    await api.db.insert(storyStatsDaily).values([
      { postId: inIt.id, day: today, views: 4, reads: 1 },
      { postId: inIt.id, day: days[0] as string, views: 2, reads: 2 },
      { postId: also.id, day: today, views: 9, reads: 3 },
      // Not the publication's: a story submitted but not accepted, and the writer's own elsewhere.
      { postId: pending.id, day: today, views: 50, reads: 5 },
      { postId: elsewhere.id, day: today, views: 70, reads: 7 },
    ]);

    const week = await statsOf(client, publication.slug, { days: 7 });
    assert.ok(week);
    assert.equal(week.days, 7);
    assert.deepEqual({ views: week.views, reads: week.reads }, { views: 15, reads: 6 });
    assert.deepEqual(week.daily[6], { day: today, views: 13, reads: 4 });
    assert.deepEqual(week.daily[0], { day: days[0], views: 2, reads: 2 });
    assert.deepEqual(week.stories, [
      { post: { id: also.id }, views: 9, reads: 3 },
      { post: { id: inIt.id }, views: 6, reads: 3 },
    ]);
    const one = await statsOf(client, publication.slug, { days: 7, postId: inIt.id });
    assert.deepEqual({ views: one?.views, stories: one?.stories.length }, { views: 6, stories: 1 });
    assert.equal(await statsOf(client, publication.slug, { postId: elsewhere.id }), null, 'a story not in it');
  });

  it('answers its OWNER and EDITORs only: null for its writers, other readers and visitors', async () => {
    const publication = await insertPublication(api.db);
    const { user: owner, client: ownerClient } = await signedInUser(api);
    await addStaff(api.db, publication.id, owner.id, 'OWNER');
    const { user: writer, client: writerClient } = await signedInUser(api);
    await addStaff(api.db, publication.id, writer.id, 'WRITER');
    const { client: readerClient } = await signedInUser(api);

    assert.equal((await statsOf(ownerClient, publication.slug))?.days, 30, '30 days by default');
    assert.equal(await statsOf(writerClient, publication.slug), null);
    assert.equal(await statsOf(readerClient, publication.slug), null);
    assert.equal(await statsOf(api.client(), publication.slug), null);
  });
});

const RESULT = `
  __typename
  ... on MutationSuccess { success }
  ... on BadRequest { message }
  ... on NotFound { message }
`;
const SUBSCRIBE = `mutation ($id: ID!) { result: subscribeToCollectionNewsletter(collectionId: $id) { ${RESULT} } }`;
const UNSUBSCRIBE = `mutation ($id: ID!) { result: unsubscribeFromCollectionNewsletter(collectionId: $id) { ${RESULT} } }`;
const EDGE = `query ($id: ID!) { collection(id: $id) { viewerEdge { isSubscribedToNewsletter } } }`;
const OK = { __typename: 'MutationSuccess', success: true };
const run = async (client: TestClient, query: string, id: string) =>
  (await data<{ result: unknown }>(client, query, { id })).result;
const subscribed = async (client: TestClient, id: string) =>
  (await data<{ collection: { viewerEdge: { isSubscribedToNewsletter: boolean } } }>(client, EDGE, { id })).collection
    .viewerEdge.isSubscribedToNewsletter;

describe('subscribeToCollectionNewsletter and unsubscribeFromCollectionNewsletter', () => {
  it("subscribe a reader to a publication's newsletter and unsubscribe them", async () => {
    const publication = await insertPublication(api.db, { name: 'The Long Margin', newsletterId: 'nl-long-margin' });
    const { client } = await signedInUser(api);
    assert.equal(await subscribed(client, publication.id), false);

    assert.deepEqual(await run(client, SUBSCRIBE, publication.id), OK);
    assert.equal(await subscribed(client, publication.id), true);
    assert.deepEqual(await run(client, SUBSCRIBE, publication.id), {
      __typename: 'BadRequest',
      message: "You're already subscribed to The Long Margin.",
    });

    assert.deepEqual(await run(client, UNSUBSCRIBE, publication.id), OK);
    assert.equal(await subscribed(client, publication.id), false);
    assert.deepEqual(await run(client, UNSUBSCRIBE, publication.id), {
      __typename: 'BadRequest',
      message: 'You are not subscribed to The Long Margin.',
    });
  });

  it('refuses a publication without a newsletter, an unknown one, and a visitor', async () => {
    const none = await insertPublication(api.db, { name: 'Quiet Press' });
    const { client } = await signedInUser(api);
    assert.deepEqual(await run(client, SUBSCRIBE, none.id), {
      __typename: 'BadRequest',
      message: 'Quiet Press has no newsletter.',
    });
    assert.deepEqual(await run(client, SUBSCRIBE, 'c-nowhere'), {
      __typename: 'NotFound',
      message: 'Publication not found.',
    });
    const visitor = await api.client().graphql(SUBSCRIBE, { id: none.id });
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.equal(await subscribed(api.client(), none.id), false, 'a visitor gets no newsletter');
  });
});
