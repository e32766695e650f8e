/** A person's followers and following (User.followersConnection, User.followingConnection), paged. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { follows } from '../../db/schema.ts';
import { insertPublication, insertUser } from '../../testing/fixtures.ts';
import { startTestApi, type TestApi, expectData as data } from '../../testing/test-api.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute));

const FOLLOWERS = /* GraphQL */ `
  query ($id: ID!, $after: String, $first: Int) {
    user(id: $id) {
      followersConnection(after: $after, first: $first) {
        nodes {
          id
          name
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;
const FOLLOWING = /* GraphQL */ `
  query ($id: ID!, $after: String, $first: Int) {
    user(id: $id) {
      followingConnection(after: $after, first: $first) {
        nodes {
          __typename
          ... on User {
            id
          }
          ... on Collection {
            id
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;
type Page<T> = { nodes: T[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

describe('followersConnection', () => {
  it('lists who follows a person, latest first, page by page to the end', async () => {
    const writer = await insertUser(api.db);
    const readers = [];
    for (let minute = 0; minute < 5; minute += 1) {
      const reader = await insertUser(api.db);
      readers.push(reader);
      await api.db
        .insert(follows)
        .values({ followerId: reader.id, entityType: 'USER', entityId: writer.id, createdAt: at(minute) });
    }
    // Following someone else, or a publication with the same id, is not following this writer.
    const other = await insertUser(api.db);
    await api.db.insert(follows).values({ followerId: other.id, entityType: 'COLLECTION', entityId: writer.id });

    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: Page<{ id: string }> = (
        await data<{ user: { followersConnection: Page<{ id: string }> } }>(api.client(), FOLLOWERS, {
          id: writer.id,
          after,
          first: 2,
        })
      ).user.followersConnection;
      seen.push(...page.nodes.map((node) => node.id));
      pages += 1;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    assert.equal(pages, 3);
    assert.deepEqual(seen, readers.map((reader) => reader.id).reverse());
  });

  it('refuses a cursor of another list', async () => {
    const writer = await insertUser(api.db);
    const reader = await insertUser(api.db);
    await api.db.insert(follows).values({ followerId: reader.id, entityType: 'USER', entityId: writer.id });
    const following = await data<{ user: { followingConnection: Page<unknown> } }>(api.client(), FOLLOWING, {
      id: reader.id,
      first: 1,
    });
    const cursor = following.user.followingConnection.pageInfo.endCursor;
    assert.ok(cursor);
    const answer = await api.client().graphql(FOLLOWERS, { id: writer.id, after: cursor });
    assert.equal(answer.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });
});

describe('followingConnection', () => {
  it('lists the writers and publications a person follows, latest first, paged', async () => {
    const reader = await insertUser(api.db);
    const writerA = await insertUser(api.db);
    const writerB = await insertUser(api.db);
    const publication = await insertPublication(api.db);
    await api.db.insert(follows).values([
      { followerId: reader.id, entityType: 'USER', entityId: writerA.id, createdAt: at(1) },
      { followerId: reader.id, entityType: 'COLLECTION', entityId: publication.id, createdAt: at(2) },
      { followerId: reader.id, entityType: 'USER', entityId: writerB.id, createdAt: at(3) },
      // A follow of someone whose account is gone is left out.
      { followerId: reader.id, entityType: 'USER', entityId: 'gone', createdAt: at(0) },
    ]);
    const first = (
      await data<{ user: { followingConnection: Page<{ __typename: string; id: string }> } }>(api.client(), FOLLOWING, {
        id: reader.id,
        first: 2,
      })
    ).user.followingConnection;
    assert.deepEqual(first.nodes, [
      { __typename: 'User', id: writerB.id },
      { __typename: 'Collection', id: publication.id },
    ]);
    assert.equal(first.pageInfo.hasNextPage, true);
    const rest = (
      await data<{ user: { followingConnection: Page<{ __typename: string; id: string }> } }>(api.client(), FOLLOWING, {
        id: reader.id,
        first: 2,
        after: first.pageInfo.endCursor,
      })
    ).user.followingConnection;
    assert.deepEqual(rest.nodes, [{ __typename: 'User', id: writerA.id }]);
    assert.equal(rest.pageInfo.hasNextPage, false);
  });
});
