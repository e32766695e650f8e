import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { catalogItems, catalogResponses, catalogs } from '../../db/schema.ts';
import { insertPost, insertUser } from '../../testing/fixtures.ts';
import { signInAs, startTestApi, type TestApi, expectData as data } from '../../testing/test-api.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${(sequence += 1)}`;

/** A list owned by a signed-in owner, with five stories and three responses (one hidden). */
async function readingList(visibility = 'PUBLIC') {
  const owner = await insertUser(api.db, { name: 'List Owner' });
  const ownerClient = api.client();
  await signInAs(api, ownerClient, owner.id);
  const [catalog] = await api.db
    .insert(catalogs)
    .values({ id: nextId('cat'), userId: owner.id, name: 'Machines', visibility })
    .returning();
  assert.ok(catalog);
  const writer = await insertUser(api.db);
  const itemIds: string[] = [];
  const postIds: string[] = [];
  for (let n = 0; n < 5; n += 1) {
    const values =
      n === 3
        ? { isPublished: false, publishedAt: null }
        : n === 4
          ? { creatorId: owner.id, isPublished: false, publishedAt: null }
          : {};
    const post = await insertPost(api.db, { creatorId: writer.id, ...values });
    const id = nextId('item');
    await api.db.insert(catalogItems).values({ id, catalogId: catalog.id, postId: post.id, position: n });
    itemIds.push(id);
    postIds.push(post.id);
  }
  const responder = await insertUser(api.db, { name: 'Responder' });
  const responses: [string, string, string] = [nextId('resp'), nextId('resp'), nextId('resp')];
  await api.db.insert(catalogResponses).values([
    {
      id: responses[0],
      catalogId: catalog.id,
      authorId: responder.id,
      body: 'First',
      createdAt: new Date('2026-11-01T00:00:00Z'),
    },
    { id: responses[1], catalogId: catalog.id, authorId: responder.id, body: 'Hidden', hiddenOnParent: true },
    {
      id: responses[2],
      catalogId: catalog.id,
      authorId: owner.id,
      body: 'Second',
      createdAt: new Date('2026-11-02T00:00:00Z'),
    },
  ]);
  return { owner, ownerClient, catalog: catalog, itemIds, postIds, responder, responses };
}

const CATALOG = /* GraphQL */ `
  query ($id: ID!, $paging: PagingInput) {
    catalogById(catalogId: $id) {
      __typename
      ... on Catalog {
        id
        name
        type
        visibility
        creator {
          id
          name
        }
        items(paging: $paging) {
          catalogItemId
          post {
            id
          }
        }
        threadedCatalogResponses {
          id
          body
          author {
            name
          }
        }
      }
      ... on NotFound {
        message
      }
    }
  }
`;

interface CatalogView {
  catalogById: {
    __typename: string;
    message?: string;
    items: Array<{ catalogItemId: string; post: { id: string } }>;
    threadedCatalogResponses: Array<{ id: string; body: string; author: { name: string } }>;
    [field: string]: unknown;
  };
}

const SHOW = /* GraphQL */ `
  mutation ($catalog: ID!, $response: ID!) {
    result: showCatalogResponseOnParent(parentCatalogId: $catalog, catalogResponseId: $response) {
      __typename
      ... on MutationSuccess {
        success
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

const HIDE = SHOW.replace('showCatalogResponseOnParent', 'hideCatalogResponseOnParent');

describe('catalogById', () => {
  it('answers a public list with its visible stories in order and its shown responses', async () => {
    const list = await readingList();
    const { catalogById } = await data<CatalogView>(api.client(), CATALOG, { id: list.catalog.id });
    assert.equal(catalogById.__typename, 'Catalog');
    assert.deepEqual(
      { ...catalogById, items: undefined, threadedCatalogResponses: undefined },
      {
        __typename: 'Catalog',
        id: list.catalog.id,
        name: 'Machines',
        type: 'LISTS',
        visibility: 'PUBLIC',
        creator: { id: list.owner.id, name: 'List Owner' },
        items: undefined,
        threadedCatalogResponses: undefined,
      },
    );
    // The draft (item 3) is left out for readers.
    assert.deepEqual(
      catalogById.items.map((item) => item.catalogItemId),
      [list.itemIds[0], list.itemIds[1], list.itemIds[2]],
    );
    assert.deepEqual(catalogById.items[0]?.post.id, list.postIds[0]);
    assert.deepEqual(catalogById.threadedCatalogResponses, [
      { id: list.responses[0], body: 'First', author: { name: 'Responder' } },
      { id: list.responses[2], body: 'Second', author: { name: 'List Owner' } },
    ]);
  });

  it('pages items after a catalogItemId, and refuses an item of another list', async () => {
    const list = await readingList();
    const page = await data<CatalogView>(api.client(), CATALOG, {
      id: list.catalog.id,
      paging: { limit: 1, to: list.itemIds[0] },
    });
    assert.deepEqual(
      page.catalogById.items.map((item) => item.catalogItemId),
      [list.itemIds[1]],
    );
    const other = await readingList();
    const wrong = await api.client().graphql(CATALOG, { id: list.catalog.id, paging: { to: other.itemIds[0] } });
    assert.equal(wrong.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });

  it('shows a private list to its owner only, with the owner’s own drafts', async () => {
    const list = await readingList('PRIVATE');
    const owned = await data<CatalogView>(list.ownerClient, CATALOG, { id: list.catalog.id });
    assert.equal(owned.catalogById.__typename, 'Catalog');
    assert.deepEqual(
      owned.catalogById.items.map((item) => item.catalogItemId),
      [list.itemIds[0], list.itemIds[1], list.itemIds[2], list.itemIds[4]],
    );
    const reader = api.client();
    await signInAs(api, reader, list.responder.id);
    for (const client of [reader, api.client()]) {
      assert.deepEqual((await data<CatalogView>(client, CATALOG, { id: list.catalog.id })).catalogById, {
        __typename: 'NotFound',
        message: 'List not found.',
      });
    }
    assert.deepEqual((await data<CatalogView>(reader, CATALOG, { id: 'missing' })).catalogById, {
      __typename: 'NotFound',
      message: 'List not found.',
    });
  });
});

describe('showCatalogResponseOnParent', () => {
  it("lets the list's owner show a hidden response again", async () => {
    const list = await readingList();
    const result = await data<{ result: unknown }>(list.ownerClient, SHOW, {
      catalog: list.catalog.id,
      response: list.responses[1],
    });
    assert.deepEqual(result.result, { __typename: 'MutationSuccess', success: true });
    const { catalogById } = await data<CatalogView>(api.client(), CATALOG, { id: list.catalog.id });
    assert.equal(catalogById.threadedCatalogResponses.length, 3);
  });

  it("lets the list's owner hide a shown response (hideCatalogResponseOnParent), which others cannot", async () => {
    const list = await readingList();
    const before = await data<CatalogView>(api.client(), CATALOG, { id: list.catalog.id });
    const shown = before.catalogById.threadedCatalogResponses.length;
    const reader = api.client();
    await signInAs(api, reader, list.responder.id);
    assert.deepEqual(
      (await data<{ result: unknown }>(reader, HIDE, { catalog: list.catalog.id, response: list.responses[0] })).result,
      { __typename: 'Forbidden', message: 'Only the owner of the list can hide this response.' },
    );
    const result = await data<{ result: unknown }>(list.ownerClient, HIDE, {
      catalog: list.catalog.id,
      response: list.responses[0],
    });
    assert.deepEqual(result.result, { __typename: 'MutationSuccess', success: true });
    const { catalogById } = await data<CatalogView>(api.client(), CATALOG, { id: list.catalog.id });
    assert.equal(catalogById.threadedCatalogResponses.length, shown - 1);
  });

  it('refuses others, responses of other lists, private lists and visitors', async () => {
    const list = await readingList();
    const reader = api.client();
    await signInAs(api, reader, list.responder.id);
    assert.deepEqual(
      (await data<{ result: unknown }>(reader, SHOW, { catalog: list.catalog.id, response: list.responses[1] })).result,
      {
        __typename: 'Forbidden',
        message: 'Only the owner of the list can show this response again.',
      },
    );
    const other = await readingList();
    assert.deepEqual(
      (
        await data<{ result: unknown }>(list.ownerClient, SHOW, {
          catalog: list.catalog.id,
          response: other.responses[1],
        })
      ).result,
      { __typename: 'NotFound', message: 'Response not found.' },
    );
    const hiddenList = await readingList('PRIVATE');
    assert.deepEqual(
      (
        await data<{ result: unknown }>(reader, SHOW, {
          catalog: hiddenList.catalog.id,
          response: hiddenList.responses[1],
        })
      ).result,
      { __typename: 'NotFound', message: 'List not found.' },
    );
    const visitor = await api.client().graphql(SHOW, { catalog: list.catalog.id, response: list.responses[1] });
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    const [row] = await api.db.select().from(catalogResponses).where(eq(catalogResponses.id, list.responses[1]));
    assert.equal(row?.hiddenOnParent, true);
  });
});

describe('followCatalog and unfollowCatalog', () => {
  const FOLLOW = (field: 'followCatalog' | 'unfollowCatalog') => /* GraphQL */ `
    mutation ($id: ID!) {
      result: ${field}(targetCatalogId: $id) {
        __typename
        ... on BadRequest { message }
        ... on NotFound { message }
      }
    }
  `;
  const EDGE = /* GraphQL */ `
    query ($id: ID!) {
      catalogById(catalogId: $id) {
        ... on Catalog {
          followerCount
          viewerEdge {
            isFollowing
          }
        }
      }
    }
  `;
  interface Edge {
    catalogById: { followerCount: number; viewerEdge: { isFollowing: boolean } };
  }
  const run = async (client: ReturnType<TestApi['client']>, field: 'followCatalog' | 'unfollowCatalog', id: string) =>
    (await data<{ result: { __typename: string; message?: string } }>(client, FOLLOW(field), { id })).result;

  it('follows a public list once, shows it on the list, and unfollows', async () => {
    const { catalog } = await readingList();
    const reader = await insertUser(api.db);
    const client = api.client();
    await signInAs(api, client, reader.id);
    assert.deepEqual((await data<Edge>(client, EDGE, { id: catalog.id })).catalogById, {
      followerCount: 0,
      viewerEdge: { isFollowing: false },
    });

    assert.deepEqual(await run(client, 'followCatalog', catalog.id), { __typename: 'MutationSuccess' });
    assert.deepEqual((await data<Edge>(client, EDGE, { id: catalog.id })).catalogById, {
      followerCount: 1,
      viewerEdge: { isFollowing: true },
    });
    // A visitor sees the count, never an edge of someone else.
    assert.deepEqual((await data<Edge>(api.client(), EDGE, { id: catalog.id })).catalogById, {
      followerCount: 1,
      viewerEdge: { isFollowing: false },
    });
    assert.deepEqual(await run(client, 'followCatalog', catalog.id), {
      __typename: 'BadRequest',
      message: "You're already following Machines",
    });

    assert.deepEqual(await run(client, 'unfollowCatalog', catalog.id), { __typename: 'MutationSuccess' });
    assert.equal((await data<Edge>(client, EDGE, { id: catalog.id })).catalogById.followerCount, 0);
    assert.deepEqual(await run(client, 'unfollowCatalog', catalog.id), {
      __typename: 'BadRequest',
      message: "You're not following Machines",
    });
  });

  it("refuses one's own list, private and unknown lists, and visitors", async () => {
    const { catalog, ownerClient } = await readingList();
    assert.deepEqual(await run(ownerClient, 'followCatalog', catalog.id), {
      __typename: 'BadRequest',
      message: 'You cannot follow your own list.',
    });
    const { catalog: secret } = await readingList('PRIVATE');
    const reader = await insertUser(api.db);
    const client = api.client();
    await signInAs(api, client, reader.id);
    assert.deepEqual(await run(client, 'followCatalog', secret.id), {
      __typename: 'NotFound',
      message: 'List not found.',
    });
    assert.deepEqual(await run(client, 'followCatalog', 'missing'), {
      __typename: 'NotFound',
      message: 'List not found.',
    });
    const visitor = await api.client().graphql(FOLLOW('followCatalog'), { id: catalog.id });
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });
});
