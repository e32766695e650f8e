import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema.ts';
import { addStaff, insertPost, insertPublication, insertUser } from '../../testing/fixtures.ts';
import {
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

const LIST = /* GraphQL */ `
  query ($first: Int, $after: String) {
    notificationsConnection(first: $first, after: $after) {
      nodes {
        id
        kind
        isRead
        createdAt
        actor {
          id
          name
        }
        post {
          id
        }
        collection {
          id
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;
interface Node {
  id: string;
  kind: string;
  isRead: boolean;
  createdAt: string;
  actor: { id: string; name: string } | null;
  post: { id: string } | null;
  collection: { id: string } | null;
}
interface Listed {
  notificationsConnection: { nodes: Node[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } | null;
}
const list = async (client: TestClient, variables: { first?: number; after?: string | null } = {}) =>
  (await data<Listed>(client, LIST, variables)).notificationsConnection;

const UNREAD = 'query { notificationStatus { unreadNotificationCount } }';
const unread = async (client: TestClient) =>
  (await data<{ notificationStatus: { unreadNotificationCount: number } }>(client, UNREAD)).notificationStatus
    .unreadNotificationCount;

const MARK_ALL = 'mutation { markAllNotificationsRead { unreadNotificationCount } }';
const MARK_ONE = /* GraphQL */ `
  mutation ($id: ID!) {
    markNotificationRead(notificationId: $id) {
      id
      isRead
    }
  }
`;

/** `count` notifications for `userId`, one minute apart, the last the newest; `read` ones first. */
async function seedNotifications(userId: string, count: number, read = 0) {
  const actor = await insertUser(api.db, { name: 'Ada Actor' });
  const start = api.clock.now.getTime() - count * 60_000;
  const rows = Array.from({ length: count }, (_, index) => ({
    userId,
    kind: 'FOLLOW',
    actorId: actor.id,
    createdAt: new Date(start + index * 60_000),
    readAt: index < read ? api.clock.now : null,
  }));
  await api.db.insert(notifications).values(rows);
  return actor;
}

describe('notificationsConnection', () => {
  it('lists the viewer’s notifications newest first, a page at a time, with their actor and read state', async () => {
    const { user, client } = await signedInUser(api);
    const other = await insertUser(api.db);
    const actor = await seedNotifications(user.id, 13, 3);
    await seedNotifications(other.id, 2);

    const first = await list(client, { first: 10 });
    assert.ok(first);
    assert.equal(first.nodes.length, 10);
    assert.equal(first.pageInfo.hasNextPage, true);
    const times = first.nodes.map((node) => Date.parse(node.createdAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    assert.equal(first.nodes[0]?.actor?.name, actor.name);
    assert.ok(first.nodes.every((node) => !node.isRead));

    const second = await list(client, { first: 10, after: first.pageInfo.endCursor });
    assert.ok(second);
    assert.equal(second.nodes.length, 3);
    assert.equal(second.pageInfo.hasNextPage, false);
    assert.deepEqual(
      second.nodes.map((node) => node.isRead),
      [true, true, true],
    );
    const ids = [...first.nodes, ...second.nodes].map((node) => node.id);
    assert.equal(new Set(ids).size, 13, 'no notification twice, none left out');
  });

  it('keeps notifications of the same instant apart across pages', async () => {
    const { user, client } = await signedInUser(api);
    const actor = await insertUser(api.db);
    await api.db.insert(notifications).values(
      Array.from({ length: 4 }, () => ({
        userId: user.id,
        kind: 'CLAP',
        actorId: actor.id,
        createdAt: api.clock.now,
      })),
    );
    const first = await list(client, { first: 2 });
    const second = await list(client, { first: 2, after: first?.pageInfo.endCursor });
    const ids = [...(first?.nodes ?? []), ...(second?.nodes ?? [])].map((node) => Number(node.id));
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    assert.equal(new Set(ids).size, 4);
  });

  it('answers null for a visitor and refuses a cursor of another list', async () => {
    assert.equal(await list(api.client()), null);
    const { client } = await signedInUser(api);
    const answer = await client.graphql(LIST, {
      after: Buffer.from('["followed-createdAt",1,2]').toString('base64url'),
    });
    assert.equal(answer.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });

  it('leaves out a story the viewer may not see, keeping the notification', async () => {
    const { user, client } = await signedInUser(api);
    const writer = await insertUser(api.db);
    const draft = await insertPost(api.db, { creatorId: writer.id, isPublished: false });
    await api.db
      .insert(notifications)
      .values({ userId: user.id, kind: 'MENTION', actorId: writer.id, postId: draft.id });
    const [node] = (await list(client))?.nodes ?? [];
    assert.equal(node?.kind, 'MENTION');
    assert.equal(node?.post, null);
  });
});

describe('markAllNotificationsRead and markNotificationRead', () => {
  it('marks every unread notification of the viewer read, and only theirs', async () => {
    const { user, client } = await signedInUser(api);
    const { user: neighbour, client: neighbourClient } = await signedInUser(api);
    await seedNotifications(user.id, 5, 2);
    await seedNotifications(neighbour.id, 4);
    assert.equal(await unread(client), 3);

    const result = await data<{ markAllNotificationsRead: { unreadNotificationCount: number } }>(client, MARK_ALL);
    assert.deepEqual(result.markAllNotificationsRead, { unreadNotificationCount: 0 });
    assert.equal(await unread(client), 0);
    assert.ok((await list(client))?.nodes.every((node) => node.isRead));
    assert.equal(await unread(neighbourClient), 4);
  });

  it('marks one notification read, and answers null for someone else’s', async () => {
    const { user, client } = await signedInUser(api);
    const { user: neighbour } = await signedInUser(api);
    await seedNotifications(user.id, 2);
    await seedNotifications(neighbour.id, 1);
    const [newest] = (await list(client))?.nodes ?? [];
    assert.ok(newest);
    const marked = await data<{ markNotificationRead: { id: string; isRead: boolean } }>(client, MARK_ONE, {
      id: newest.id,
    });
    assert.deepEqual(marked.markNotificationRead, { id: newest.id, isRead: true });
    assert.equal(await unread(client), 1);

    const [theirs] = await api.db.select().from(notifications).where(eq(notifications.userId, neighbour.id));
    const refused = await data<{ markNotificationRead: null }>(client, MARK_ONE, { id: String(theirs?.id) });
    assert.equal(refused.markNotificationRead, null);
    assert.equal(
      (
        await api.db
          .select()
          .from(notifications)
          .where(eq(notifications.id, theirs?.id ?? 0))
      )[0]?.readAt,
      null,
    );
    assert.equal(
      (await data<{ markNotificationRead: null }>(client, MARK_ONE, { id: 'nope' })).markNotificationRead,
      null,
    );
  });

  it('refuses visitors, and a signed-in reader without the session’s xsrf token', async () => {
    const visitor = await api.client().graphql(MARK_ALL);
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');

    const { user, client } = await signedInUser(api);
    await seedNotifications(user.id, 1);
    client.xsrf = 'not-the-token';
    const refused = await client.graphql(MARK_ALL);
    assert.equal(refused.errors?.[0]?.extensions?.code, 'XSRF');
    assert.equal((await api.db.select().from(notifications).where(eq(notifications.userId, user.id)))[0]?.readAt, null);
  });
});

describe('actions that notify', () => {
  const FOLLOW_USER = 'mutation ($id: ID!) { followUser(targetUserId: $id) { __typename } }';
  const UNFOLLOW_USER = 'mutation ($id: ID!) { unfollowUser(targetUserId: $id) { __typename } }';
  const FOLLOW_COLLECTION = 'mutation ($id: ID!) { followCollection(targetCollectionId: $id) { __typename } }';
  const RESPOND = 'mutation ($id: ID!) { publishPostResponse(parentPostId: $id, text: "Well put.") { __typename } }';
  const FEATURE = 'mutation ($id: ID!) { featurePostOnCollection(targetPostId: $id) { __typename } }';

  it('a follow tells the writer once, however often it is repeated while unread', async () => {
    const { user: writer, client: writerClient } = await signedInUser(api, { name: 'Wren Writer' });
    const { user: reader, client } = await signedInUser(api, { name: 'Rue Reader' });
    await data(client, FOLLOW_USER, { id: writer.id });
    await data(client, UNFOLLOW_USER, { id: writer.id });
    await data(client, FOLLOW_USER, { id: writer.id });
    const nodes = (await list(writerClient))?.nodes ?? [];
    assert.deepEqual(
      nodes.map((node) => [node.kind, node.actor?.id, node.isRead]),
      [['FOLLOW', reader.id, false]],
    );
    assert.equal(await unread(writerClient), 1);
  });

  it('a follow of a publication tells its owners, not its editors', async () => {
    const { user: owner, client: ownerClient } = await signedInUser(api);
    const { user: editor, client: editorClient } = await signedInUser(api);
    const publication = await insertPublication(api.db);
    await addStaff(api.db, publication.id, owner.id, 'OWNER');
    await addStaff(api.db, publication.id, editor.id, 'EDITOR');
    const { user: reader, client } = await signedInUser(api);
    await data(client, FOLLOW_COLLECTION, { id: publication.id });
    const [node] = (await list(ownerClient))?.nodes ?? [];
    assert.equal(node?.kind, 'PUBLICATION_FOLLOW');
    assert.equal(node?.actor?.id, reader.id);
    assert.equal(node?.collection?.id, publication.id);
    assert.equal((await list(editorClient))?.nodes.length, 0);
  });

  it('a response tells the story’s author, never the author answering their own story', async () => {
    const { user: author, client: authorClient } = await signedInUser(api);
    const story = await insertPost(api.db, { creatorId: author.id });
    const { user: reader, client } = await signedInUser(api);
    assert.equal(
      (await data<{ publishPostResponse: { __typename: string } }>(client, RESPOND, { id: story.id }))
        .publishPostResponse.__typename,
      'Post',
    );
    await data(authorClient, RESPOND, { id: story.id });
    const nodes = (await list(authorClient))?.nodes ?? [];
    assert.deepEqual(
      nodes.map((node) => [node.kind, node.actor?.id, node.post?.id]),
      [['RESPONSE', reader.id, story.id]],
    );
  });

  it('featuring a story tells its writer', async () => {
    const { user: writer, client: writerClient } = await signedInUser(api);
    const { user: editor, client: editorClient } = await signedInUser(api);
    const publication = await insertPublication(api.db);
    await addStaff(api.db, publication.id, editor.id, 'EDITOR');
    const story = await insertPost(api.db, { creatorId: writer.id, collectionId: publication.id });
    const featured = await data<{ featurePostOnCollection: { __typename: string } }>(editorClient, FEATURE, {
      id: story.id,
    });
    assert.equal(featured.featurePostOnCollection.__typename, 'MutationSuccess');
    const [node] = (await list(writerClient))?.nodes ?? [];
    assert.deepEqual(
      [node?.kind, node?.actor?.id, node?.post?.id, node?.collection?.id],
      ['PUBLICATION_FEATURE', editor.id, story.id, publication.id],
    );
  });
});
