import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mutes } from '../../db/schema.ts';
import { follow, insertPost, insertPublication, insertUser } from '../../testing/fixtures.ts';
import { expectData, signedInUser, startTestApi, type TestApi, type TestClient } from '../../testing/test-api.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

const SUGGESTIONS = /* GraphQL */ `
  query FollowSuggestions($after: String, $first: Int) {
    viewer {
      id
      viewerEdge {
        id
        followSuggestionsConnection(after: $after, first: $first) {
          edges {
            sharedFollowCount
            entity {
              __typename
              ... on User {
                id
                name
              }
              ... on Collection {
                id
                name
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

interface Connection {
  edges: Array<{ sharedFollowCount: number; entity: { __typename: string; id: string; name: string } }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

async function suggestionsPage(client: TestClient, variables: Record<string, unknown> = {}) {
  const data = await expectData<{ viewer: { viewerEdge: { followSuggestionsConnection: Connection } } }>(
    client,
    SUGGESTIONS,
    variables,
  );
  return data.viewer.viewerEdge.followSuggestionsConnection;
}

/** Every suggestion, `first` at a time, as 'name (shared)'. */
async function allSuggestions(client: TestClient, first: number) {
  const names: string[] = [];
  let afterCursor: string | null = null;
  for (let pages = 0; pages < 50; pages += 1) {
    const page: Connection = await suggestionsPage(client, { first, after: afterCursor });
    assert.ok(page.edges.length <= first);
    names.push(...page.edges.map((edge) => `${edge.entity.name} (${edge.sharedFollowCount})`));
    if (!page.pageInfo.hasNextPage) return names;
    afterCursor = page.pageInfo.endCursor;
  }
  throw new Error('The suggestions never ended.');
}

/**
 * A viewer who writes and follows the writers Ada and Ben and the publication Followed Pub.
 * Ada follows Wren and Wes and the publication Shared Pub; Ben follows Wren. Three strangers
 * follow Popular Writer; Shared Pub has a second follower.
 */
let worlds = 0;
async function world() {
  // Each test builds its own world in the file's one database: names carry the world's number.
  worlds += 1;
  const tag = `W${worlds}`;
  const { user: viewer, client } = await signedInUser(api, { name: `${tag} The Viewer` });
  await insertPost(api.db, { creatorId: viewer.id });
  const writer = async (name: string, values: Parameters<typeof insertUser>[1] = {}, stories = 1) => {
    const user = await insertUser(api.db, { name: `${tag} ${name}`, ...values });
    for (let n = 0; n < stories; n += 1) await insertPost(api.db, { creatorId: user.id });
    return user;
  };
  const ada = await writer('Ada');
  const ben = await writer('Ben');
  const wren = await writer('Wren');
  const wes = await writer('Wes');
  const popular = await writer('Popular Writer');
  const followedPub = await insertPublication(api.db, { name: `${tag} Followed Pub` });
  const sharedPub = await insertPublication(api.db, { name: `${tag} Shared Pub` });
  const mutedPub = await insertPublication(api.db, { name: `${tag} Muted Pub` });
  const mutedWriter = await writer('Muted Writer');
  await writer('Suspended Writer', { isSuspended: true });
  await writer('Low Writer', { highQuality: false });
  await writer('Author Profile', { kind: 'author' });
  await writer('Only Drafts', {}, 0).then((user) =>
    insertPost(api.db, { creatorId: user.id, isPublished: false, publishedAt: null }),
  );
  await insertUser(api.db, { name: `${tag} Quiet Reader` });

  for (const id of [ada.id, ben.id]) await follow(api.db, viewer.id, 'USER', id);
  await follow(api.db, viewer.id, 'COLLECTION', followedPub.id);
  await follow(api.db, ada.id, 'USER', wren.id);
  await follow(api.db, ada.id, 'USER', wes.id);
  await follow(api.db, ada.id, 'COLLECTION', sharedPub.id);
  await follow(api.db, ben.id, 'USER', wren.id);
  for (let n = 0; n < 3; n += 1) {
    const stranger = await insertUser(api.db, { name: `${tag} Stranger ${n}` });
    await follow(api.db, stranger.id, 'USER', popular.id);
    if (n === 0) await follow(api.db, stranger.id, 'COLLECTION', sharedPub.id);
  }
  await api.db.insert(mutes).values([
    { userId: viewer.id, entityType: 'USER', entityId: mutedWriter.id },
    { userId: viewer.id, entityType: 'COLLECTION', entityId: mutedPub.id },
  ]);
  /** This world's suggestions in the order given, as 'name (shared)' without the tag. */
  const own = (names: string[]) =>
    names.filter((name) => name.startsWith(`${tag} `)).map((name) => name.slice(tag.length + 1));
  return { client, wren, sharedPub, own };
}

describe('ViewerEdge.followSuggestionsConnection', () => {
  it('ranks by shared follows, then followers, and leaves out the followed, muted, the viewer and hidden writers', async () => {
    const { client, own } = await world();
    // Left out: the viewer, the followed (Ada, Ben, Followed Pub), the muted, the suspended, the
    // low-quality and author-type profiles, writers without a public story and readers.
    assert.deepEqual(own(await allSuggestions(client, 25)), [
      'Wren (2)',
      'Shared Pub (1)',
      'Wes (1)',
      'Popular Writer (0)',
    ]);
  });

  it('pages without repeating or skipping, and the same list whatever the page size', async () => {
    const { client } = await world();
    const whole = await allSuggestions(client, 25);
    assert.ok(whole.length > 6, 'enough suggestions to page through');
    assert.deepEqual(await allSuggestions(client, 2), whole);
    assert.equal(new Set(whole).size, whole.length);
    const first = await suggestionsPage(client);
    assert.equal(first.edges.length, Math.min(10, whole.length));
  });

  it('drops a writer or publication once followed or muted, and suggests the viewer to others', async () => {
    const { client, wren, sharedPub, own } = await world();
    const followed = await client.graphql(`mutation { followUser(targetUserId: "${wren.id}") { __typename } }`);
    assert.deepEqual(followed.data, { followUser: { __typename: 'MutationSuccess' } });
    const muted = await client.graphql(
      `mutation { muteCollection(targetCollectionId: "${sharedPub.id}") { __typename } }`,
    );
    assert.deepEqual(muted.data, { muteCollection: { __typename: 'MutationSuccess' } });
    // Wren's follow makes the viewer share nothing new (Wren follows nobody).
    assert.deepEqual(own(await allSuggestions(client, 25)), ['Wes (1)', 'Popular Writer (0)']);

    const someoneElse = await signedInUser(api);
    assert.ok(own(await allSuggestions(someoneElse.client, 25)).includes('The Viewer (0)'));
  });

  it('refuses a cursor of another list', async () => {
    const { client } = await world();
    const response = await client.graphql(SUGGESTIONS, { after: 'bm90LWEtY3Vyc29y' });
    assert.equal(response.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.match(response.errors?.[0]?.message ?? '', /Invalid paging cursor/);
  });
});
