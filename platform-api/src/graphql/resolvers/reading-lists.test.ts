/**
 * Saving stories to reading lists (addPostToCatalog, removePostFromCatalog), Post.isInReadingList,
 * a library's lists (User.catalogs) and the predefined reading list's id.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { catalogItems, catalogs } from '../../db/schema.ts';
import { insertPost, insertUser } from '../../testing/fixtures.ts';
import { signedInUser, startTestApi, type TestApi, expectData as data } from '../../testing/test-api.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

const RESULT = `
  __typename
  ... on BadRequest { message }
  ... on NotFound { message }
  ... on Forbidden { message }
`;
const ADD = /* GraphQL */ `
  mutation ($post: ID!, $list: ID) { result: addPostToCatalog(postId: $post, catalogId: $list) { ${RESULT} } }
`;
const REMOVE = /* GraphQL */ `
  mutation ($post: ID!, $list: ID) { result: removePostFromCatalog(postId: $post, catalogId: $list) { ${RESULT} } }
`;
const LIBRARY = /* GraphQL */ `
  query ($id: ID!) {
    user(id: $id) {
      catalogs(limit: 25) {
        id
        name
        visibility
        predefined
        itemCount
      }
    }
  }
`;
const SAVED = /* GraphQL */ `
  query ($id: ID!) {
    post(id: $id) {
      id
      isInReadingList
    }
  }
`;
const LIST = /* GraphQL */ `
  query ($id: ID!) {
    catalogById(catalogId: $id) {
      __typename
      ... on Catalog {
        id
        name
        predefined
        itemCount
        items {
          post {
            id
          }
        }
      }
    }
  }
`;

type Result = { result: { __typename: string; message?: string } };
interface Library {
  user: {
    catalogs: Array<{ id: string; name: string; visibility: string; predefined: string | null; itemCount: number }>;
  };
}
interface ListView {
  catalogById: {
    __typename: string;
    id?: string;
    name?: string;
    predefined?: string | null;
    itemCount?: number;
    items?: Array<{ post: { id: string } }>;
  };
}

async function writerWithStories(n: number) {
  const writer = await insertUser(api.db);
  const stories = [];
  for (let i = 0; i < n; i += 1) stories.push(await insertPost(api.db, { creatorId: writer.id }));
  return { writer, stories };
}

const isSaved = async (client: ReturnType<TestApi['client']>, postId: string) =>
  (await data<{ post: { isInReadingList: boolean } }>(client, SAVED, { id: postId })).post.isInReadingList;

describe('a reader’s reading list', () => {
  it('is there before the first save: empty, private, found by its predefined id, its owner’s only', async () => {
    const { user, client } = await signedInUser(api);
    const predefinedId = `predefined:${user.id}:READING_LIST`;
    assert.deepEqual((await data<Library>(client, LIBRARY, { id: user.id })).user.catalogs, [
      { id: predefinedId, name: 'Reading list', visibility: 'PRIVATE', predefined: 'READING_LIST', itemCount: 0 },
    ]);
    assert.deepEqual((await data<ListView>(client, LIST, { id: predefinedId })).catalogById, {
      __typename: 'Catalog',
      id: predefinedId,
      name: 'Reading list',
      predefined: 'READING_LIST',
      itemCount: 0,
      items: [],
    });
    // Nobody else sees it, not even that it exists.
    const { client: other } = await signedInUser(api);
    assert.equal((await data<ListView>(other, LIST, { id: predefinedId })).catalogById.__typename, 'NotFound');
    assert.deepEqual((await data<Library>(other, LIBRARY, { id: user.id })).user.catalogs, []);
    const rows = await api.db.select().from(catalogs).where(eq(catalogs.userId, user.id));
    assert.equal(rows.length, 0);
  });

  it('saves stories first, once each, and tells the cards; removing takes them out', async () => {
    const { user, client } = await signedInUser(api);
    const { stories } = await writerWithStories(3);
    const [first, second, third] = stories as [(typeof stories)[0], (typeof stories)[0], (typeof stories)[0]];
    assert.equal(await isSaved(client, first.id), false);

    for (const story of [first, second]) {
      assert.deepEqual((await data<Result>(client, ADD, { post: story.id })).result, { __typename: 'MutationSuccess' });
    }
    assert.deepEqual((await data<Result>(client, ADD, { post: first.id })).result, {
      __typename: 'BadRequest',
      message: 'This story is already in Reading list.',
    });
    assert.equal(await isSaved(client, first.id), true);
    assert.equal(await isSaved(client, third.id), false);
    // Another reader's cards are not theirs.
    const { client: other } = await signedInUser(api);
    assert.equal(await isSaved(other, first.id), false);
    assert.equal(await isSaved(api.client(), first.id), false);

    // The list's row keeps the predefined id; the latest save comes first.
    const predefinedId = `predefined:${user.id}:READING_LIST`;
    const list = (await data<ListView>(client, LIST, { id: predefinedId })).catalogById;
    assert.equal(list.id, predefinedId);
    assert.equal(list.itemCount, 2);
    assert.deepEqual(
      list.items?.map((item) => item.post.id),
      [second.id, first.id],
    );

    assert.deepEqual((await data<Result>(client, REMOVE, { post: first.id })).result, {
      __typename: 'MutationSuccess',
    });
    assert.deepEqual((await data<Result>(client, REMOVE, { post: first.id })).result, {
      __typename: 'BadRequest',
      message: 'This story is not in Reading list.',
    });
    assert.equal(await isSaved(client, first.id), false);
    const library = (await data<Library>(client, LIBRARY, { id: user.id })).user.catalogs;
    assert.deepEqual(
      library.map((catalog) => [catalog.id, catalog.itemCount]),
      [[predefinedId, 1]],
    );
  });

  it('refuses stories the reader may not read, lists of others, unknown and logged-out ids, and visitors', async () => {
    const { client } = await signedInUser(api);
    const { writer, stories } = await writerWithStories(1);
    const story = stories[0];
    assert.ok(story);
    const draft = await insertPost(api.db, { creatorId: writer.id, isPublished: false, publishedAt: null });
    assert.deepEqual((await data<Result>(client, ADD, { post: draft.id })).result, {
      __typename: 'NotFound',
      message: 'Story not found.',
    });
    assert.deepEqual((await data<Result>(client, ADD, { post: 'missing' })).result, {
      __typename: 'NotFound',
      message: 'Story not found.',
    });
    const [publicList] = await api.db
      .insert(catalogs)
      .values({ id: `pub-${writer.id}`, userId: writer.id, name: 'Favourites', visibility: 'PUBLIC' })
      .returning();
    assert.ok(publicList);
    assert.deepEqual((await data<Result>(client, ADD, { post: story.id, list: publicList.id })).result, {
      __typename: 'Forbidden',
      message: 'Only the owner of the list can change its stories.',
    });
    for (const list of [`predefined:${writer.id}:READING_LIST`, 'missing', 'lo_123']) {
      assert.deepEqual((await data<Result>(client, ADD, { post: story.id, list })).result, {
        __typename: 'NotFound',
        message: 'List not found.',
      });
    }
    const rows = await api.db.select().from(catalogItems).where(eq(catalogItems.catalogId, publicList.id));
    assert.equal(rows.length, 0);
    const visitor = await api.client().graphql(ADD, { post: story.id });
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  it('adds to and removes from a list the reader made, and lists it after the reading list', async () => {
    const { user, client } = await signedInUser(api);
    const { stories } = await writerWithStories(1);
    const story = stories[0];
    assert.ok(story);
    await api.db.insert(catalogs).values([
      { id: `own-${user.id}`, userId: user.id, name: 'Poems', visibility: 'PUBLIC' },
      { id: `old-${user.id}`, userId: user.id, name: 'Old', visibility: 'PRIVATE', createdAt: new Date('2020-01-01') },
    ]);
    assert.deepEqual((await data<Result>(client, ADD, { post: story.id, list: `own-${user.id}` })).result, {
      __typename: 'MutationSuccess',
    });
    // A story in another list is not in the reading list.
    assert.equal(await isSaved(client, story.id), false);
    const library = (await data<Library>(client, LIBRARY, { id: user.id })).user.catalogs;
    assert.deepEqual(
      library.map((catalog) => [catalog.name, catalog.itemCount]),
      [
        ['Reading list', 0],
        ['Poems', 1],
        ['Old', 0],
      ],
    );
    // Others see the public ones only.
    assert.deepEqual(
      (await data<Library>(api.client(), LIBRARY, { id: user.id })).user.catalogs.map((catalog) => catalog.name),
      ['Poems'],
    );
    assert.deepEqual((await data<Result>(client, REMOVE, { post: story.id, list: `own-${user.id}` })).result, {
      __typename: 'MutationSuccess',
    });
    const left = await api.db
      .select()
      .from(catalogItems)
      .where(and(eq(catalogItems.catalogId, `own-${user.id}`), eq(catalogItems.postId, story.id)));
    assert.equal(left.length, 0);
  });
});
