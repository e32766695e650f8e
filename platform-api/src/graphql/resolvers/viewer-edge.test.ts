import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { followedFeedViews, follows } from '../../db/schema.ts';
import { follow, insertPost, insertPublication, insertUser } from '../../testing/fixtures.ts';
import { signInAs, startTestApi, type TestApi, type TestClient } from '../../testing/test-api.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

const SIDEBAR = /* GraphQL */ `
  query SidebarMenuQuery($orderBy: String, $after: String, $first: Int) {
    viewer {
      id
      followedEntityViewedAt(entityId: "sidebar-menu-icon")
      viewerEdge {
        id
        followedEntitiesConnection(orderBy: $orderBy, after: $after, first: $first) {
          edges {
            lastPublishedAt
            hasUnread
            node {
              id
              entity {
                __typename
                ... on User {
                  id
                  name
                  username
                  imageId
                }
                ... on Collection {
                  id
                  name
                  slug
                  avatar {
                    id
                  }
                }
              }
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`;

const BADGE = /* GraphQL */ `
  mutation SidebarMenuBadgeMutation($input: SidebarMenuBadgeInput!) {
    updateFollowedEntityViewedAt(input: $input) {
      id
      followedEntityViewedAt(entityId: "sidebar-menu-icon")
    }
  }
`;

interface Edge {
  lastPublishedAt: string | null;
  hasUnread: boolean;
  node: { id: string; entity: { __typename: string; name: string } };
}
interface Sidebar {
  viewer: {
    followedEntityViewedAt: string | null;
    viewerEdge: {
      followedEntitiesConnection: { edges: Edge[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
    };
  };
}

async function sidebar(client: TestClient, variables: Record<string, unknown> = {}) {
  const response = await client.graphql<Sidebar>(SIDEBAR, variables);
  assert.equal(response.errors, undefined, JSON.stringify(response.errors));
  assert.ok(response.data);
  return response.data.viewer;
}

const day = (n: number) => new Date(Date.UTC(2026, 10, n));

/** A reader following 13 writers and publications with distinct last-published dates. */
async function reader() {
  const viewer = await insertUser(api.db);
  const client = api.client();
  await signInAs(api, client, viewer.id);
  const followed: Array<{ id: string; name: string }> = [];
  for (let n = 1; n <= 12; n += 1) {
    const writer = await insertUser(api.db, { name: `Writer ${n}` });
    await insertPost(api.db, { creatorId: writer.id, publishedAt: day(n) });
    // Seen after day 6: writers 1..6 are read, 7..12 have something new.
    await follow(api.db, viewer.id, 'USER', writer.id, new Date(Date.UTC(2026, 10, 6, 12)));
    followed.push(writer);
  }
  const quiet = await insertPublication(api.db, { name: 'Quiet Publication' });
  await follow(api.db, viewer.id, 'COLLECTION', quiet.id);
  return { viewer, client, followed, quiet };
}

describe('SidebarMenuQuery', () => {
  it('pages the followed writers and publications by last publication, 10 at a time, with unread dots', async () => {
    const { client, quiet } = await reader();
    const first = await sidebar(client);
    const page1 = first.viewerEdge.followedEntitiesConnection;
    assert.deepEqual(
      page1.edges.map((edge) => edge.node.entity.name),
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Writer ${n}`),
    );
    assert.deepEqual(
      page1.edges.map((edge) => edge.hasUnread),
      [true, true, true, true, true, true, false, false, false, false],
    );
    assert.equal(page1.edges[0]?.lastPublishedAt, '2026-11-12T00:00:00.000Z');
    assert.equal(page1.edges[0]?.node.entity.__typename, 'User');
    assert.equal(page1.pageInfo.hasNextPage, true);
    assert.equal(first.followedEntityViewedAt, null);

    const second = (await sidebar(client, { after: page1.pageInfo.endCursor })).viewerEdge.followedEntitiesConnection;
    assert.deepEqual(
      second.edges.map((edge) => [edge.node.entity.name, edge.lastPublishedAt, edge.hasUnread]),
      [
        ['Writer 2', '2026-11-02T00:00:00.000Z', false],
        ['Writer 1', '2026-11-01T00:00:00.000Z', false],
        // Never published: last, without a date and without a dot.
        ['Quiet Publication', null, false],
      ],
    );
    assert.equal(second.edges[2]?.node.entity.__typename, 'Collection');
    assert.equal(second.edges[2]?.node.id, quiet.id);
    assert.equal(second.pageInfo.hasNextPage, false);
  });

  it('pages by follow date with createdAt desc, and honours first up to 25', async () => {
    const viewer = await insertUser(api.db);
    const client = api.client();
    await signInAs(api, client, viewer.id);
    for (let n = 1; n <= 30; n += 1) {
      const writer = await insertUser(api.db, { name: `Followed ${String(n).padStart(2, '0')}` });
      await api.db
        .insert(follows)
        .values({ followerId: viewer.id, entityType: 'USER', entityId: writer.id, createdAt: day((n % 28) + 1) });
    }
    const names: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const connection: Sidebar['viewer']['viewerEdge']['followedEntitiesConnection'] = (
        await sidebar(client, { orderBy: 'createdAt desc', first: 100, after })
      ).viewerEdge.followedEntitiesConnection;
      assert.ok(connection.edges.length <= 25);
      names.push(...connection.edges.map((edge) => edge.node.entity.name));
      after = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
      pages += 1;
    } while (after);
    assert.equal(pages, 2);
    assert.equal(names.length, 30, 'every follow once');
    assert.equal(new Set(names).size, 30);
    // Follow 27 happened on day 28 (the latest), follow 28 on day 1 (the earliest).
    assert.equal(names[0], 'Followed 27');
    assert.equal(names.at(-1), 'Followed 28');
  });

  it('shows a dot for a follow never viewed once its writer has published, and none for visitors', async () => {
    const viewer = await insertUser(api.db);
    const client = api.client();
    await signInAs(api, client, viewer.id);
    const writer = await insertUser(api.db);
    await insertPost(api.db, { creatorId: writer.id, publishedAt: day(3) });
    await follow(api.db, viewer.id, 'USER', writer.id);
    const [edge] = (await sidebar(client)).viewerEdge.followedEntitiesConnection.edges;
    assert.deepEqual([edge?.node.id, edge?.hasUnread], [writer.id, true]);
    const visitor = await api.client().graphql<{ viewer: null }>(SIDEBAR);
    assert.deepEqual(visitor.data, { viewer: null });
  });

  it('refuses an unknown order or a cursor from another list', async () => {
    const { client } = await reader();
    const wrongOrder = await client.graphql(SIDEBAR, { orderBy: 'name desc' });
    assert.equal(wrongOrder.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    const page = (await sidebar(client)).viewerEdge.followedEntitiesConnection;
    const wrongCursor = await client.graphql(SIDEBAR, { orderBy: 'createdAt desc', after: page.pageInfo.endCursor });
    assert.equal(wrongCursor.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    const garbage = await client.graphql(SIDEBAR, { after: 'garbage' });
    assert.equal(garbage.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });
});

describe('SidebarMenuBadgeMutation', () => {
  it("records the sidebar icon visit, and visiting a writer's feed clears that writer's dot", async () => {
    const { viewer, client, followed } = await reader();
    const result = await client.graphql<{
      updateFollowedEntityViewedAt: { id: string; followedEntityViewedAt: string };
    }>(BADGE, {
      input: { userId: viewer.id, feedId: 'sidebar-menu-icon' },
    });
    assert.deepEqual(result.data, {
      updateFollowedEntityViewedAt: { id: viewer.id, followedEntityViewedAt: api.clock.now.toISOString() },
    });
    assert.equal((await sidebar(client)).followedEntityViewedAt, api.clock.now.toISOString());

    const newest = followed.at(-1);
    assert.ok(newest);
    await client.graphql(BADGE, { input: { userId: viewer.id, feedId: newest.id } });
    const edges = (await sidebar(client)).viewerEdge.followedEntitiesConnection.edges;
    assert.equal(edges[0]?.node.id, newest.id);
    assert.equal(edges[0]?.hasUnread, false);
    assert.equal(edges[1]?.hasUnread, true);

    // A later story brings the dot back.
    api.clock.advance(60_000);
    await insertPost(api.db, { creatorId: newest.id, publishedAt: api.clock.now });
    assert.equal((await sidebar(client)).viewerEdge.followedEntitiesConnection.edges[0]?.hasUnread, true);
  });

  it('refuses visitors and other users', async () => {
    const { viewer } = await reader();
    const someoneElse = api.client();
    const other = await insertUser(api.db);
    await signInAs(api, someoneElse, other.id);
    const forbidden = await someoneElse.graphql(BADGE, { input: { userId: viewer.id, feedId: 'sidebar-menu-icon' } });
    assert.equal(forbidden.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const visitor = await api.client().graphql(BADGE, { input: { userId: viewer.id, feedId: 'sidebar-menu-icon' } });
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    const rows = await api.db
      .select()
      .from(followedFeedViews)
      .where(and(eq(followedFeedViews.userId, viewer.id), eq(followedFeedViews.feedId, 'sidebar-menu-icon')));
    assert.deepEqual(rows, []);
  });
});
