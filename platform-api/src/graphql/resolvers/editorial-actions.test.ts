import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addStaff, insertPost, insertPublication } from '../../testing/fixtures.ts';
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

const mutation = (field: string) => /* GraphQL */ `
  mutation ($id: ID!) {
    result: ${field}(targetPostId: $id) {
      __typename
      ... on MutationSuccess { success }
      ... on BadRequest { message }
      ... on NotFound { message }
      ... on Forbidden { message }
    }
  }
`;
const run = async (client: TestClient, field: string, id: string) =>
  (await data<{ result: unknown }>(client, mutation(field), { id })).result;
const OK = { __typename: 'MutationSuccess', success: true };

const STORY = /* GraphQL */ `
  query ($id: ID!) {
    post(id: $id) {
      id
      isDeleted
      isPinnedOnCollection
      isFeaturedOnCollection
      isSubscriptionPromotionEnabled
      viewerEdge {
        canDelete
        canPinOnCollection
        canFeatureOnCollection
        canEditSubscriptionPromotion
      }
      collection {
        pinnedPosts {
          id
        }
        featuredPosts {
          id
        }
      }
    }
  }
`;
interface Story {
  post: {
    isDeleted: boolean;
    isPinnedOnCollection: boolean;
    isFeaturedOnCollection: boolean;
    isSubscriptionPromotionEnabled: boolean;
    viewerEdge: Record<string, boolean>;
    collection: { pinnedPosts: Array<{ id: string }>; featuredPosts: Array<{ id: string }> } | null;
  } | null;
}
const story = async (client: TestClient, id: string) => (await data<Story>(client, STORY, { id })).post;

/** A publication with an editor, an owner, a writer on staff, and a story by that writer in it. */
async function newsroom() {
  const publication = await insertPublication(api.db, { name: 'Night Desk' });
  const editor = await signedInUser(api);
  const owner = await signedInUser(api);
  const author = await signedInUser(api);
  const reader = await signedInUser(api);
  await addStaff(api.db, publication.id, editor.user.id, 'EDITOR');
  await addStaff(api.db, publication.id, owner.user.id, 'OWNER');
  await addStaff(api.db, publication.id, author.user.id, 'WRITER');
  const post = await insertPost(api.db, {
    creatorId: author.user.id,
    collectionId: publication.id,
    statusForCollection: 'APPROVED',
  });
  return { publication, editor, owner, author, reader, post };
}

describe('Post.viewerEdge', () => {
  it('tells each viewer what they may do with the story', async () => {
    const { editor, author, reader, post } = await newsroom();
    const none = {
      canDelete: false,
      canPinOnCollection: false,
      canFeatureOnCollection: false,
      canEditSubscriptionPromotion: false,
    };
    assert.deepEqual((await story(author.client, post.id))?.viewerEdge, {
      ...none,
      canDelete: true,
      canEditSubscriptionPromotion: true,
    });
    assert.deepEqual((await story(editor.client, post.id))?.viewerEdge, {
      ...none,
      canPinOnCollection: true,
      canFeatureOnCollection: true,
    });
    assert.deepEqual((await story(reader.client, post.id))?.viewerEdge, none);
    assert.deepEqual((await story(api.client(), post.id))?.viewerEdge, none);
  });
});

describe('pinPostOnCollection and unpinPostOnCollection', () => {
  it('pin a story to its publication homepage and unpin it, for editors and owners', async () => {
    const { editor, owner, post } = await newsroom();
    assert.deepEqual(await run(editor.client, 'pinPostOnCollection', post.id), OK);
    const pinned = await story(api.client(), post.id);
    assert.equal(pinned?.isPinnedOnCollection, true);
    assert.deepEqual(pinned?.collection?.pinnedPosts, [{ id: post.id }]);
    assert.deepEqual(await run(owner.client, 'pinPostOnCollection', post.id), {
      __typename: 'BadRequest',
      message: 'This story is already pinned.',
    });
    assert.deepEqual(await run(owner.client, 'unpinPostOnCollection', post.id), OK);
    const unpinned = await story(api.client(), post.id);
    assert.equal(unpinned?.isPinnedOnCollection, false);
    assert.deepEqual(unpinned?.collection?.pinnedPosts, []);
    assert.deepEqual(await run(editor.client, 'unpinPostOnCollection', post.id), {
      __typename: 'BadRequest',
      message: 'This story is not pinned.',
    });
  });

  it('refuse writers, readers, stories outside a publication, unknown stories and visitors', async () => {
    const { author, reader, post } = await newsroom();
    for (const client of [author.client, reader.client]) {
      assert.deepEqual(await run(client, 'pinPostOnCollection', post.id), {
        __typename: 'Forbidden',
        message: 'Only editors of Night Desk can pin stories on its homepage.',
      });
    }
    assert.deepEqual(await run(reader.client, 'unpinPostOnCollection', post.id), {
      __typename: 'Forbidden',
      message: 'Only editors of Night Desk can unpin stories on its homepage.',
    });
    const alone = await insertPost(api.db, { creatorId: author.user.id });
    assert.deepEqual(await run(author.client, 'pinPostOnCollection', alone.id), {
      __typename: 'BadRequest',
      message: 'This story is not in a publication.',
    });
    assert.deepEqual(await run(reader.client, 'pinPostOnCollection', 'no-such-story'), {
      __typename: 'NotFound',
      message: 'Story not found.',
    });
    const visitor = await api.client().graphql(mutation('pinPostOnCollection'), { id: post.id });
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    assert.equal((await story(api.client(), post.id))?.isPinnedOnCollection, false);
  });

  it("refuse an editor a story that is only pending in the publication, and one they can't see", async () => {
    const { publication, editor, author } = await newsroom();
    const pending = await insertPost(api.db, {
      creatorId: author.user.id,
      collectionId: publication.id,
      statusForCollection: 'PENDING',
    });
    assert.equal(
      ((await run(editor.client, 'pinPostOnCollection', pending.id)) as { __typename: string }).__typename,
      'Forbidden',
    );
    const trashed = await insertPost(api.db, {
      creatorId: author.user.id,
      collectionId: publication.id,
      deletedAt: new Date('2026-11-20T00:00:00Z'),
    });
    assert.deepEqual(await run(editor.client, 'pinPostOnCollection', trashed.id), {
      __typename: 'NotFound',
      message: 'Story not found.',
    });
  });
});

describe('featurePostOnCollection and unfeaturePostOnCollection', () => {
  it('feature and unfeature a story, for editors only', async () => {
    const { editor, author, post } = await newsroom();
    assert.deepEqual(await run(author.client, 'featurePostOnCollection', post.id), {
      __typename: 'Forbidden',
      message: 'Only editors of Night Desk can feature its stories.',
    });
    assert.deepEqual(await run(editor.client, 'featurePostOnCollection', post.id), OK);
    const featured = await story(api.client(), post.id);
    assert.equal(featured?.isFeaturedOnCollection, true);
    assert.deepEqual(featured?.collection?.featuredPosts, [{ id: post.id }]);
    assert.deepEqual(await run(editor.client, 'featurePostOnCollection', post.id), {
      __typename: 'BadRequest',
      message: 'This story is already featured.',
    });
    assert.deepEqual(await run(author.client, 'unfeaturePostOnCollection', post.id), {
      __typename: 'Forbidden',
      message: 'Only editors of Night Desk can unfeature its stories.',
    });
    assert.deepEqual(await run(editor.client, 'unfeaturePostOnCollection', post.id), OK);
    assert.equal((await story(api.client(), post.id))?.isFeaturedOnCollection, false);
    assert.deepEqual(await run(editor.client, 'unfeaturePostOnCollection', post.id), {
      __typename: 'BadRequest',
      message: 'This story is not featured.',
    });
  });
});

describe('enablePostSubscriptionPromotion and disablePostSubscriptionPromotion', () => {
  it('turn the promotion off and on, for the author only', async () => {
    const { editor, author, post } = await newsroom();
    assert.equal((await story(author.client, post.id))?.isSubscriptionPromotionEnabled, true);
    assert.deepEqual(await run(editor.client, 'disablePostSubscriptionPromotion', post.id), {
      __typename: 'Forbidden',
      message: "Only the author can change this story's subscription promotion.",
    });
    assert.deepEqual(await run(author.client, 'disablePostSubscriptionPromotion', post.id), OK);
    assert.equal((await story(author.client, post.id))?.isSubscriptionPromotionEnabled, false);
    assert.deepEqual(await run(author.client, 'disablePostSubscriptionPromotion', post.id), {
      __typename: 'BadRequest',
      message: 'Subscription promotion is already disabled.',
    });
    assert.deepEqual(await run(author.client, 'enablePostSubscriptionPromotion', post.id), OK);
    assert.equal((await story(author.client, post.id))?.isSubscriptionPromotionEnabled, true);
    assert.deepEqual(await run(author.client, 'enablePostSubscriptionPromotion', post.id), {
      __typename: 'BadRequest',
      message: 'Subscription promotion is already enabled.',
    });
  });

  it('refuse a trashed story, and tell its author it is deleted', async () => {
    const author = await signedInUser(api);
    const trashed = await insertPost(api.db, {
      creatorId: author.user.id,
      deletedAt: new Date('2026-11-20T00:00:00Z'),
    });
    assert.deepEqual(await run(author.client, 'disablePostSubscriptionPromotion', trashed.id), {
      __typename: 'BadRequest',
      message: 'This story is in the trash.',
    });
    const seen = await story(author.client, trashed.id);
    assert.equal(seen?.isDeleted, true);
    assert.equal(seen?.viewerEdge.canDelete, true);
    assert.equal(seen?.viewerEdge.canEditSubscriptionPromotion, false);
  });
});
