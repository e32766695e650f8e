import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { DISCUSSION_CLOSED, RESPONSE_EMPTY, RESPONSE_MAX_LENGTH } from '@inkpot/shared-contracts/responses';
import { posts, userCapabilities } from '../../db/schema.ts';
import { insertPost, insertUser } from '../../testing/fixtures.ts';
import {
  signInAs,
  signedInUser,
  startTestApi,
  type TestApi,
  type TestClient,
  expectData as data,
} from '../../testing/test-api.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

const PUBLISH = /* GraphQL */ `
  mutation ($parent: ID!, $text: String!) {
    result: publishPostResponse(parentPostId: $parent, text: $text) {
      __typename
      ... on Post {
        id
        title
        inResponseToPostId
        isLimitedState
        creator {
          id
        }
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
      ... on Forbidden {
        message
      }
    }
  }
`;
interface Published {
  result: {
    __typename: string;
    id?: string;
    title?: string;
    inResponseToPostId?: string;
    isLimitedState?: boolean;
    creator?: { id: string };
    message?: string;
  };
}
const publish = async (client: TestClient, parent: string, text: string) =>
  (await data<Published>(client, PUBLISH, { parent, text })).result;

const RESPONSES = /* GraphQL */ `
  query ($id: ID!) {
    post(id: $id) {
      responsesCount
      isLimitedState
      threadedPostResponses {
        posts {
          id
          title
        }
      }
    }
  }
`;
interface Responses {
  post: {
    responsesCount: number;
    isLimitedState: boolean;
    threadedPostResponses: { posts: Array<{ id: string; title: string }> };
  };
}
const responsesOf = async (client: TestClient, id: string) => (await data<Responses>(client, RESPONSES, { id })).post;

async function story(values: Partial<typeof posts.$inferInsert> = {}) {
  const author = await insertUser(api.db);
  return insertPost(api.db, { creatorId: author.id, ...values });
}

describe('publishPostResponse', () => {
  it('publishes a trimmed response under the story, newest first, and counts it', async () => {
    const parent = await story();
    const { user, client } = await signedInUser(api);
    const first = await publish(client, parent.id, '  A fine story.  ');
    assert.equal(first.__typename, 'Post');
    assert.equal(first.title, 'A fine story.');
    assert.equal(first.inResponseToPostId, parent.id);
    assert.equal(first.creator?.id, user.id);
    assert.equal(first.isLimitedState, false);
    api.clock.advance(60_000);
    const second = await publish(client, parent.id, 'And another thing.');

    const after = await responsesOf(api.client(), parent.id);
    assert.equal(after.responsesCount, 2);
    assert.deepEqual(
      after.threadedPostResponses.posts.map((post) => post.id),
      [second.id, first.id],
    );
    const [row] = await api.db
      .select()
      .from(posts)
      .where(eq(posts.id, first.id ?? ''));
    assert.match(row?.id ?? '', /^[0-9a-f]{12}$/);
    assert.equal(row?.body, 'A fine story.');
  });

  it('refuses empty and too long texts with a clear message and stores nothing', async () => {
    const parent = await story();
    const { client } = await signedInUser(api);
    assert.deepEqual(await publish(client, parent.id, ' \n\t '), { __typename: 'BadRequest', message: RESPONSE_EMPTY });
    const long = 'x'.repeat(RESPONSE_MAX_LENGTH + 1);
    assert.deepEqual(await publish(client, parent.id, long), {
      __typename: 'BadRequest',
      message: `Your response is ${RESPONSE_MAX_LENGTH + 1} characters long; the limit is ${RESPONSE_MAX_LENGTH}.`,
    });
    // Exactly the limit, counted in characters (an emoji is one), is fine.
    const atLimit = '🙂'.repeat(RESPONSE_MAX_LENGTH);
    assert.equal((await publish(client, parent.id, atLimit)).__typename, 'Post');
    assert.equal((await responsesOf(api.client(), parent.id)).responsesCount, 1);
  });

  it('refuses visitors, unknown, unpublished and closed stories', async () => {
    const parent = await story();
    const visitor = await api.client().graphql(PUBLISH, { parent: parent.id, text: 'Hello' });
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');

    const { client } = await signedInUser(api);
    assert.deepEqual(await publish(client, 'missing', 'Hello'), {
      __typename: 'NotFound',
      message: 'Story not found.',
    });
    const draft = await story({ isPublished: false, publishedAt: null });
    assert.deepEqual(await publish(client, draft.id, 'Hello'), {
      __typename: 'NotFound',
      message: 'Story not found.',
    });
    const closed = await story({ discussionClosed: true });
    assert.deepEqual(await publish(client, closed.id, 'Hello'), {
      __typename: 'Forbidden',
      message: DISCUSSION_CLOSED,
    });
    const suspended = await signedInUser(api, { isSuspended: true });
    assert.deepEqual(await publish(suspended.client, parent.id, 'Hello'), {
      __typename: 'Forbidden',
      message: 'Suspended accounts cannot publish responses.',
    });
    assert.equal((await responsesOf(api.client(), parent.id)).responsesCount, 0);
    assert.equal((await responsesOf(api.client(), closed.id)).responsesCount, 0);
  });

  it("lands a limited account's response under review, told only to its author and moderators", async () => {
    const parent = await story();
    const limited = await signedInUser(api, { isLimited: true });
    const response = await publish(limited.client, parent.id, 'Buy my course');
    assert.equal(response.__typename, 'Post');
    assert.equal(response.isLimitedState, true);
    const id = response.id ?? '';
    const limitedOf = async (client: TestClient) =>
      (
        await data<{ post: { isLimitedState: boolean } }>(
          client,
          'query ($id: ID!) { post(id: $id) { isLimitedState } }',
          { id },
        )
      ).post.isLimitedState;
    assert.equal(await limitedOf(api.client()), false);
    const moderator = await insertUser(api.db);
    await api.db.insert(userCapabilities).values({ userId: moderator.id, name: 'can_view_suspended_content' });
    const moderatorClient = api.client();
    await signInAs(api, moderatorClient, moderator.id);
    assert.equal(await limitedOf(moderatorClient), true);
    assert.equal(await limitedOf(limited.client), true);
  });
});

describe('Post.isLimitedState', () => {
  it("is true for a limited story's author only", async () => {
    const { user, client } = await signedInUser(api);
    const limited = await insertPost(api.db, { creatorId: user.id, limitedAt: new Date('2026-11-20T00:00:00Z') });
    const plain = await insertPost(api.db, { creatorId: user.id });
    assert.equal((await responsesOf(client, limited.id)).isLimitedState, true);
    assert.equal((await responsesOf(client, plain.id)).isLimitedState, false);
    assert.equal((await responsesOf(api.client(), limited.id)).isLimitedState, false);
  });
});
