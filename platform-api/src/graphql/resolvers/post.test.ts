import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { posts, userCapabilities } from '../../db/schema.ts';
import { insertPost, insertPublication, insertUser, tagPost } from '../../testing/fixtures.ts';
import {
  signInAs,
  startTestApi,
  type TestApi,
  type TestClient,
  signedInUser,
  expectData as data,
} from '../../testing/test-api.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

const signedIn = (values: Parameters<typeof signedInUser>[1] = {}) => signedInUser(api, values);

const POST_CACHE = /* GraphQL */ `
  query PostCacheController($id: ID!) {
    postResult(id: $id) {
      __typename
      ... on Post {
        id
        isPublished
        isSuspended
        collection {
          id
        }
        creator {
          id
        }
      }
      ... on NotFound {
        message
      }
    }
  }
`;

async function postResult(client: TestClient, id: string) {
  return (await data<{ postResult: { __typename: string; message?: string } }>(client, POST_CACHE, { id })).postResult;
}

const RESPONSES = /* GraphQL */ `
  query ($id: ID!, $paging: PagingInput) {
    post(id: $id) {
      id
      responsesCount
      postResponses {
        count
      }
      threadedPostResponses(paging: $paging) {
        posts {
          id
          creator {
            id
          }
        }
        pagingInfo {
          next {
            limit
            to
          }
        }
      }
    }
  }
`;
interface Responses {
  post: {
    responsesCount: number;
    postResponses: { count: number };
    threadedPostResponses: { posts: Array<{ id: string }>; pagingInfo: { next: { limit: number; to: string } | null } };
  };
}

const postMutation = (field: string, args: string) => /* GraphQL */ `
  mutation (${args}) {
    result: ${field} {
      __typename
      ... on MutationSuccess { success }
      ... on BadRequest { message }
      ... on NotFound { message }
      ... on Forbidden { message }
    }
  }
`;
const DELETE = postMutation('deletePost(targetPostId: $id)', '$id: ID!');
const UNDELETE = postMutation('undeletePost(targetPostId: $id)', '$id: ID!');
const UNHIDE = postMutation(
  'unhidePostResponseOnParentPost(parentPostId: $parent, postResponseId: $response)',
  '$parent: ID!, $response: ID!',
);
const HIDE = postMutation(
  'hidePostResponseOnParentPost(parentPostId: $parent, postResponseId: $response)',
  '$parent: ID!, $response: ID!',
);
const run = async (client: TestClient, query: string, variables: Record<string, unknown>) =>
  (await data<{ result: unknown }>(client, query, variables)).result;

describe('post and postResult', () => {
  it('answer every story field (NotFoundScreen and post card fields)', async () => {
    const writer = await insertUser(api.db, { username: 'ada', name: 'Ada' });
    const publication = await insertPublication(api.db, { slug: 'engines', name: 'Engines' });
    const inPublication = await insertPost(api.db, {
      creatorId: writer.id,
      collectionId: publication.id,
      statusForCollection: 'APPROVED',
      slug: 'notes-on-engines',
      title: 'Notes on engines',
      subtitle: 'And looms',
      isLocked: true,
      readingTime: 7.5,
      previewImageId: 'img-1',
      focusPercentX: 40,
      focusPercentY: 60,
      publishedAt: new Date('2026-10-01T08:00:00Z'),
      updatedAt: new Date('2026-10-02T08:00:00Z'),
    });
    await tagPost(api.db, inPublication.id, 'machines', 'Machines');
    await tagPost(api.db, inPublication.id, 'history', 'History');
    const own = await insertPost(api.db, { creatorId: writer.id, slug: 'solo' });
    const pending = await insertPost(api.db, {
      creatorId: writer.id,
      slug: 'pending',
      collectionId: publication.id,
      statusForCollection: 'PENDING',
    });

    const { post } = await data<{ post: Record<string, unknown> }>(
      api.client(),
      `query ($id: ID!) {
        post(id: $id) {
          id title subtitle mediumUrl
          previewImage { id focusPercentX focusPercentY }
          creator { id username name }
          collection { id name slug domain }
          statusForCollection isLocked isPublished isSuspended readingTime updatedAt firstPublishedAt latestPublishedAt
          tags { id slug displayTitle postCount }
        }
      }`,
      { id: inPublication.id },
    );
    assert.deepEqual(post, {
      id: inPublication.id,
      title: 'Notes on engines',
      subtitle: 'And looms',
      mediumUrl: `/engines/notes-on-engines-${inPublication.id}`,
      previewImage: { id: 'img-1', focusPercentX: 40, focusPercentY: 60 },
      creator: { id: writer.id, username: 'ada', name: 'Ada' },
      collection: { id: publication.id, name: 'Engines', slug: 'engines', domain: null },
      statusForCollection: 'APPROVED',
      isLocked: true,
      isPublished: true,
      isSuspended: false,
      readingTime: 7.5,
      updatedAt: '2026-10-02T08:00:00.000Z',
      firstPublishedAt: '2026-10-01T08:00:00.000Z',
      latestPublishedAt: '2026-10-01T08:00:00.000Z',
      tags: [
        { id: 'history', slug: 'history', displayTitle: 'History', postCount: 1 },
        { id: 'machines', slug: 'machines', displayTitle: 'Machines', postCount: 1 },
      ],
    });
    const urls = await data<{
      a: { mediumUrl: string; previewImage: null; collection: null };
      b: { mediumUrl: string };
    }>(
      api.client(),
      `query ($a: ID!, $b: ID!) { a: post(id: $a) { mediumUrl previewImage { id } collection { id } } b: post(id: $b) { mediumUrl } }`,
      { a: own.id, b: pending.id },
    );
    assert.deepEqual(urls, {
      a: { mediumUrl: `/@ada/solo-${own.id}`, previewImage: null, collection: null },
      b: { mediumUrl: `/@ada/pending-${pending.id}` },
    });
  });

  it('hide drafts, trashed and suspended stories from everyone but their author', async () => {
    const { user: author, client: authorClient } = await signedIn();
    const { client: reader } = await signedIn();
    const { user: moderator, client: moderatorClient } = await signedIn();
    await api.db.insert(userCapabilities).values({ userId: moderator.id, name: 'can_view_suspended_content' });
    const visitor = api.client();

    const published = await insertPost(api.db, { creatorId: author.id });
    const draft = await insertPost(api.db, { creatorId: author.id, isPublished: false, publishedAt: null });
    const trashed = await insertPost(api.db, { creatorId: author.id, deletedAt: new Date('2026-11-20T00:00:00Z') });
    const suspended = await insertPost(api.db, { creatorId: author.id, isSuspended: true });

    const expect: Array<[TestClient, string, string, string]> = [
      [visitor, 'visitor', published.id, 'Post'],
      [visitor, 'visitor', draft.id, 'NotFound'],
      [visitor, 'visitor', trashed.id, 'NotFound'],
      [visitor, 'visitor', suspended.id, 'NotFound'],
      [reader, 'reader', draft.id, 'NotFound'],
      [reader, 'reader', trashed.id, 'NotFound'],
      [reader, 'reader', suspended.id, 'NotFound'],
      [moderatorClient, 'moderator', suspended.id, 'Post'],
      [moderatorClient, 'moderator', draft.id, 'NotFound'],
      [authorClient, 'author', draft.id, 'Post'],
      [authorClient, 'author', trashed.id, 'Post'],
      [authorClient, 'author', suspended.id, 'Post'],
      [visitor, 'visitor', 'no-such-post', 'NotFound'],
    ];
    for (const [client, who, id, typename] of expect) {
      const result = await postResult(client, id);
      assert.equal(result.__typename, typename, `${who} asking for ${id}`);
      if (typename === 'NotFound') assert.equal(result.message, 'Story not found.');
      const { post } = await data<{ post: { id: string } | null }>(
        client,
        'query ($id: ID!) { post(id: $id) { id } }',
        { id },
      );
      assert.equal(post?.id ?? null, typename === 'Post' ? id : null);
    }
  });

  it('count and page the published responses that are not hidden, newest first', async () => {
    const author = await insertUser(api.db);
    const story = await insertPost(api.db, { creatorId: author.id });
    const responder = await insertUser(api.db);
    const shown: string[] = [];
    for (let n = 1; n <= 3; n += 1) {
      const response = await insertPost(api.db, {
        creatorId: responder.id,
        inResponseToPostId: story.id,
        publishedAt: new Date(Date.UTC(2026, 10, 10 + n)),
      });
      shown.push(response.id);
    }
    await insertPost(api.db, { creatorId: responder.id, inResponseToPostId: story.id, hiddenOnParent: true });
    await insertPost(api.db, {
      creatorId: responder.id,
      inResponseToPostId: story.id,
      isPublished: false,
      publishedAt: null,
    });
    await insertPost(api.db, {
      creatorId: responder.id,
      inResponseToPostId: story.id,
      deletedAt: new Date('2026-11-20T00:00:00Z'),
    });

    const first = (await data<Responses>(api.client(), RESPONSES, { id: story.id, paging: { limit: 2 } })).post;
    assert.equal(first.responsesCount, 3);
    assert.deepEqual(first.postResponses, { count: 3 });
    assert.deepEqual(
      first.threadedPostResponses.posts.map((post) => post.id),
      [shown[2], shown[1]],
    );
    const next = first.threadedPostResponses.pagingInfo.next;
    assert.ok(next);
    assert.equal(next.limit, 2);
    const second = (await data<Responses>(api.client(), RESPONSES, { id: story.id, paging: next })).post;
    assert.deepEqual(
      second.threadedPostResponses.posts.map((post) => post.id),
      [shown[0]],
    );
    assert.equal(second.threadedPostResponses.pagingInfo.next, null);
    const bad = await api.client().graphql(RESPONSES, { id: story.id, paging: { to: 'not-a-cursor' } });
    assert.equal(bad.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });
});

describe('deletePost and undeletePost', () => {
  it('move a story to the trash and back, for its author only', async () => {
    const { user: author, client } = await signedIn();
    const story = await insertPost(api.db, { creatorId: author.id });
    assert.deepEqual(await run(client, DELETE, { id: story.id }), { __typename: 'MutationSuccess', success: true });
    const [trashed] = await api.db.select().from(posts).where(eq(posts.id, story.id));
    assert.deepEqual(trashed?.deletedAt, api.clock.now);
    assert.equal((await postResult(api.client(), story.id)).__typename, 'NotFound');
    assert.deepEqual(await run(client, DELETE, { id: story.id }), {
      __typename: 'BadRequest',
      message: 'This story is already in the trash.',
    });

    assert.deepEqual(await run(client, UNDELETE, { id: story.id }), { __typename: 'MutationSuccess', success: true });
    assert.equal((await postResult(api.client(), story.id)).__typename, 'Post');
    assert.deepEqual(await run(client, UNDELETE, { id: story.id }), {
      __typename: 'BadRequest',
      message: 'This story is not in the trash.',
    });
  });

  it("refuse someone else's story (Forbidden if visible, NotFound if not) and visitors", async () => {
    const author = await insertUser(api.db);
    const { client: reader } = await signedIn();
    const story = await insertPost(api.db, { creatorId: author.id });
    const trashed = await insertPost(api.db, { creatorId: author.id, deletedAt: new Date('2026-11-20T00:00:00Z') });
    assert.deepEqual(await run(reader, DELETE, { id: story.id }), {
      __typename: 'Forbidden',
      message: 'Only the author can delete this story.',
    });
    assert.deepEqual(await run(reader, UNDELETE, { id: trashed.id }), {
      __typename: 'NotFound',
      message: 'Story not found.',
    });
    assert.deepEqual(await run(reader, DELETE, { id: 'missing' }), {
      __typename: 'NotFound',
      message: 'Story not found.',
    });
    const visitor = await api.client().graphql(DELETE, { id: story.id });
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    const [row] = await api.db.select().from(posts).where(eq(posts.id, story.id));
    assert.equal(row?.deletedAt, null);
  });

  it('cannot restore a story trashed more than 14 days ago', async () => {
    const { user: author, client } = await signedIn();
    const old = await insertPost(api.db, {
      creatorId: author.id,
      deletedAt: new Date(api.clock.now.getTime() - 15 * 86_400_000),
    });
    assert.deepEqual(await run(client, UNDELETE, { id: old.id }), {
      __typename: 'NotFound',
      message: 'This story was permanently deleted.',
    });
  });
});

describe('unhidePostResponseOnParentPost', () => {
  it("lets the story's author show a hidden response again", async () => {
    const { user: author, client } = await signedIn();
    const story = await insertPost(api.db, { creatorId: author.id });
    const responder = await insertUser(api.db);
    const hidden = await insertPost(api.db, {
      creatorId: responder.id,
      inResponseToPostId: story.id,
      hiddenOnParent: true,
    });
    assert.equal((await data<Responses>(api.client(), RESPONSES, { id: story.id })).post.responsesCount, 0);

    assert.deepEqual(await run(client, UNHIDE, { parent: story.id, response: hidden.id }), {
      __typename: 'MutationSuccess',
      success: true,
    });
    const after = (await data<Responses>(api.client(), RESPONSES, { id: story.id })).post;
    assert.equal(after.responsesCount, 1);
    assert.deepEqual(
      after.threadedPostResponses.posts.map((post) => post.id),
      [hidden.id],
    );
  });

  it('refuses others, unrelated responses and visitors', async () => {
    const author = await insertUser(api.db);
    const story = await insertPost(api.db, { creatorId: author.id });
    const otherStory = await insertPost(api.db, { creatorId: author.id });
    const responder = await insertUser(api.db);
    const hidden = await insertPost(api.db, {
      creatorId: responder.id,
      inResponseToPostId: story.id,
      hiddenOnParent: true,
    });
    const elsewhere = await insertPost(api.db, {
      creatorId: responder.id,
      inResponseToPostId: otherStory.id,
      hiddenOnParent: true,
    });
    const responderClient = api.client();
    await signInAs(api, responderClient, responder.id);

    assert.deepEqual(await run(responderClient, UNHIDE, { parent: story.id, response: hidden.id }), {
      __typename: 'Forbidden',
      message: 'Only the author of the story can show this response again.',
    });
    const authorClient = api.client();
    await signInAs(api, authorClient, author.id);
    assert.deepEqual(await run(authorClient, UNHIDE, { parent: story.id, response: elsewhere.id }), {
      __typename: 'NotFound',
      message: 'Response not found.',
    });
    assert.deepEqual(await run(authorClient, UNHIDE, { parent: 'missing', response: hidden.id }), {
      __typename: 'NotFound',
      message: 'Story not found.',
    });
    const visitor = await api.client().graphql(UNHIDE, { parent: story.id, response: hidden.id });
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    const [row] = await api.db.select().from(posts).where(eq(posts.id, hidden.id));
    assert.equal(row?.hiddenOnParent, true);
  });
});

describe('hidePostResponseOnParentPost', () => {
  it("lets the story's author hide a response, and Undo shows it again", async () => {
    const { user: author, client } = await signedIn();
    const story = await insertPost(api.db, { creatorId: author.id });
    const responder = await insertUser(api.db);
    const response = await insertPost(api.db, { creatorId: responder.id, inResponseToPostId: story.id });
    assert.equal((await data<Responses>(api.client(), RESPONSES, { id: story.id })).post.responsesCount, 1);

    assert.deepEqual(await run(client, HIDE, { parent: story.id, response: response.id }), {
      __typename: 'MutationSuccess',
      success: true,
    });
    assert.equal((await data<Responses>(api.client(), RESPONSES, { id: story.id })).post.responsesCount, 0);

    assert.deepEqual(await run(client, UNHIDE, { parent: story.id, response: response.id }), {
      __typename: 'MutationSuccess',
      success: true,
    });
    assert.equal((await data<Responses>(api.client(), RESPONSES, { id: story.id })).post.responsesCount, 1);
  });

  it('refuses the responder, unrelated responses and visitors', async () => {
    const author = await insertUser(api.db);
    const story = await insertPost(api.db, { creatorId: author.id });
    const otherStory = await insertPost(api.db, { creatorId: author.id });
    const responder = await insertUser(api.db);
    const response = await insertPost(api.db, { creatorId: responder.id, inResponseToPostId: story.id });
    const elsewhere = await insertPost(api.db, { creatorId: responder.id, inResponseToPostId: otherStory.id });
    const responderClient = api.client();
    await signInAs(api, responderClient, responder.id);
    assert.deepEqual(await run(responderClient, HIDE, { parent: story.id, response: response.id }), {
      __typename: 'Forbidden',
      message: 'Only the author of the story can hide this response.',
    });
    const authorClient = api.client();
    await signInAs(api, authorClient, author.id);
    assert.deepEqual(await run(authorClient, HIDE, { parent: story.id, response: elsewhere.id }), {
      __typename: 'NotFound',
      message: 'Response not found.',
    });
    const visitor = await api.client().graphql(HIDE, { parent: story.id, response: response.id });
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    const [row] = await api.db.select().from(posts).where(eq(posts.id, response.id));
    assert.equal(row?.hiddenOnParent, false);
  });
});

describe('tagFromSlug (TopicCacheController)', () => {
  it('finds a tag by slug in any case and counts its public stories', async () => {
    const writer = await insertUser(api.db);
    const a = await insertPost(api.db, { creatorId: writer.id });
    const b = await insertPost(api.db, { creatorId: writer.id });
    const draft = await insertPost(api.db, { creatorId: writer.id, isPublished: false, publishedAt: null });
    for (const post of [a, b, draft]) await tagPost(api.db, post.id, 'poetry', 'Poetry');
    assert.deepEqual(
      await data(
        api.client(),
        'query TopicCacheController($slug: String!) { tagFromSlug(tagSlug: $slug) { id slug displayTitle postCount } }',
        {
          slug: 'Poetry',
        },
      ),
      { tagFromSlug: { id: 'poetry', slug: 'poetry', displayTitle: 'Poetry', postCount: 2 } },
    );
    assert.deepEqual(await data(api.client(), '{ tagFromSlug(tagSlug: "no-such-tag") { id } }'), { tagFromSlug: null });
  });
});
