import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { navigationItems } from '../../db/schema.ts';
import { addStaff, insertPost, insertPublication, insertUser, tagPost } from '../../testing/fixtures.ts';
import {
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

const signedIn = () => signedInUser(api);

const PUBLICATION = /* GraphQL */ `
  query PublicationNavigationContextQuery($domainOrSlug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $domainOrSlug) {
      id
      slug
      name
      description
      domain
      isAuroraVisible
      tintColor
      avatar {
        id
      }
      newsletter {
        id
      }
      navigationItems {
        destination
        title
        value
      }
      viewerEdge {
        id
        viewerStaffRole
        isFollowing
        isMuting
      }
      subscriberCount
    }
  }
`;

interface Publication {
  id: string;
  viewerEdge: { viewerStaffRole: string | null; isFollowing: boolean; isMuting: boolean };
  subscriberCount: number;
  [field: string]: unknown;
}

const mutation = (name: string) => /* GraphQL */ `
  mutation ($target: ID!) {
    result: ${name}(targetCollectionId: $target) {
      __typename
      ... on MutationSuccess { success }
      ... on BadRequest { message }
      ... on NotFound { message }
    }
  }
`;
const act = async (client: TestClient, name: string, target: string) =>
  (await data<{ result: unknown }>(client, mutation(name), { target })).result;

describe('collection', () => {
  it('finds a publication by its id, and answers null for an unknown one', async () => {
    const publication = await insertPublication(api.db, { slug: 'by-id-gazette', name: 'By Id Gazette' });
    const query = 'query ($id: ID!) { collection(id: $id) { id slug name } }';
    assert.deepEqual((await data<{ collection: unknown }>(api.client(), query, { id: publication.id })).collection, {
      id: publication.id,
      slug: 'by-id-gazette',
      name: 'By Id Gazette',
    });
    assert.equal((await data<{ collection: unknown }>(api.client(), query, { id: 'ffffffffffff' })).collection, null);
  });
});

describe('collectionByDomainOrSlug', () => {
  it('finds a publication by slug or custom domain, in any case, with its navigation in order', async () => {
    const publication = await insertPublication(api.db, {
      slug: 'the-analytical-engine',
      name: 'The Analytical Engine',
      description: 'Notes on machines.',
      domain: 'engine.example',
      avatarImageId: 'img-engine',
      tintColor: '#2b6cb0',
      newsletterId: 'nl-engine',
    });
    await api.db.insert(navigationItems).values([
      {
        publicationId: publication.id,
        position: 2,
        destination: 'EXTERNAL_URL',
        title: 'Shop',
        value: 'https://shop.example',
      },
      { publicationId: publication.id, position: 0, destination: 'ABOUT', title: 'About', value: '' },
      { publicationId: publication.id, position: 1, destination: 'TAG_FEED', title: 'Essays', value: 'essays' },
    ]);
    for (const domainOrSlug of ['the-analytical-engine', 'The-Analytical-Engine', 'ENGINE.example']) {
      const { collectionByDomainOrSlug } = await data<{ collectionByDomainOrSlug: Publication }>(
        api.client(),
        PUBLICATION,
        {
          domainOrSlug,
        },
      );
      assert.deepEqual(collectionByDomainOrSlug, {
        id: publication.id,
        slug: 'the-analytical-engine',
        name: 'The Analytical Engine',
        description: 'Notes on machines.',
        domain: 'engine.example',
        isAuroraVisible: true,
        tintColor: '#2b6cb0',
        avatar: { id: 'img-engine' },
        newsletter: { id: 'nl-engine' },
        navigationItems: [
          { destination: 'ABOUT', title: 'About', value: '' },
          { destination: 'TAG_FEED', title: 'Essays', value: 'essays' },
          { destination: 'EXTERNAL_URL', title: 'Shop', value: 'https://shop.example' },
        ],
        viewerEdge: {
          id: `collection-viewer-edge:${publication.id}:visitor`,
          viewerStaffRole: null,
          isFollowing: false,
          isMuting: false,
        },
        subscriberCount: 0,
      });
    }
  });

  it('prefers a custom domain over a slug that reads the same, and answers null when nothing matches', async () => {
    const bySlug = await insertPublication(api.db, { slug: 'shared.example' });
    const byDomain = await insertPublication(api.db, { domain: 'shared.example' });
    const { collectionByDomainOrSlug } = await data<{ collectionByDomainOrSlug: { id: string } }>(
      api.client(),
      '{ collectionByDomainOrSlug(domainOrSlug: "shared.example") { id } }',
    );
    assert.equal(collectionByDomainOrSlug.id, byDomain.id);
    assert.notEqual(bySlug.id, byDomain.id);
    for (const domainOrSlug of ['no-such-publication', '  ']) {
      assert.deepEqual(await data(api.client(), PUBLICATION, { domainOrSlug }), { collectionByDomainOrSlug: null });
    }
  });

  it("gives staff their role on the viewer edge (the 'Manage publication' menu)", async () => {
    const publication = await insertPublication(api.db);
    for (const role of ['OWNER', 'EDITOR', 'WRITER'] as const) {
      const { user, client } = await signedIn();
      await addStaff(api.db, publication.id, user.id, role);
      const { collectionByDomainOrSlug } = await data<{ collectionByDomainOrSlug: Publication }>(client, PUBLICATION, {
        domainOrSlug: publication.slug,
      });
      assert.equal(collectionByDomainOrSlug.viewerEdge.viewerStaffRole, role);
    }
    const { client } = await signedIn();
    const { collectionByDomainOrSlug } = await data<{ collectionByDomainOrSlug: Publication }>(client, PUBLICATION, {
      domainOrSlug: publication.slug,
    });
    assert.equal(collectionByDomainOrSlug.viewerEdge.viewerStaffRole, null);
  });

  it('lists the stories accepted into the publication, newest first', async () => {
    const publication = await insertPublication(api.db);
    const writer = await insertUser(api.db);
    const accepted = await insertPost(api.db, {
      creatorId: writer.id,
      collectionId: publication.id,
      statusForCollection: 'APPROVED',
    });
    const placed = await insertPost(api.db, {
      creatorId: writer.id,
      collectionId: publication.id,
      publishedAt: new Date('2026-11-02T00:00:00Z'),
    });
    await insertPost(api.db, { creatorId: writer.id, collectionId: publication.id, statusForCollection: 'PENDING' });
    const { collectionByDomainOrSlug } = await data<{
      collectionByDomainOrSlug: { latestPosts: { items: Array<{ post: { id: string } }> } };
    }>(
      api.client(),
      `query ($slug: String!) { collectionByDomainOrSlug(domainOrSlug: $slug) { latestPosts { items { post { id } } } } }`,
      { slug: publication.slug },
    );
    assert.deepEqual(
      collectionByDomainOrSlug.latestPosts.items.map((item) => item.post.id),
      [placed.id, accepted.id],
    );
  });

  it('lists only the stories carrying a tag when given one, and none for an unknown tag', async () => {
    const publication = await insertPublication(api.db);
    const elsewhere = await insertPublication(api.db);
    const writer = await insertUser(api.db);
    const older = await insertPost(api.db, {
      creatorId: writer.id,
      collectionId: publication.id,
      publishedAt: new Date('2026-11-01T00:00:00Z'),
    });
    const newer = await insertPost(api.db, {
      creatorId: writer.id,
      collectionId: publication.id,
      publishedAt: new Date('2026-11-03T00:00:00Z'),
    });
    const untagged = await insertPost(api.db, { creatorId: writer.id, collectionId: publication.id });
    const otherPublication = await insertPost(api.db, { creatorId: writer.id, collectionId: elsewhere.id });
    for (const post of [older, newer, otherPublication]) await tagPost(api.db, post.id, 'quiet-craft', 'Quiet Craft');
    await tagPost(api.db, untagged.id, 'elsewhere');
    const tagged = async (tagSlug: string, paging?: { limit: number; to?: string }) =>
      (
        await data<{
          collectionByDomainOrSlug: {
            latestPosts: {
              items: Array<{ post: { id: string } }>;
              pagingInfo: { next: { limit: number; to: string } | null };
            };
          };
        }>(
          api.client(),
          `query ($slug: String!, $tag: String, $paging: PagingInput) {
            collectionByDomainOrSlug(domainOrSlug: $slug) {
              latestPosts(tagSlug: $tag, paging: $paging) { items { post { id } } pagingInfo { next { limit to } } }
            }
          }`,
          { slug: publication.slug, tag: tagSlug, paging },
        )
      ).collectionByDomainOrSlug.latestPosts;
    const first = await tagged('Quiet-Craft', { limit: 1 });
    assert.deepEqual(
      first.items.map((item) => item.post.id),
      [newer.id],
    );
    assert.ok(first.pagingInfo.next);
    const second = await tagged('quiet-craft', first.pagingInfo.next);
    assert.deepEqual(
      second.items.map((item) => item.post.id),
      [older.id],
    );
    assert.equal(second.pagingInfo.next, null);
    assert.deepEqual((await tagged('no-such-tag')).items, []);
  });
});

describe('followCollection, unfollowCollection, muteCollection, unmuteCollection', () => {
  it('follow and unfollow with the subscriber count and viewer edge following along', async () => {
    const publication = await insertPublication(api.db, { name: 'Byte Sized' });
    const { client } = await signedIn();
    const read = async () =>
      (await data<{ collectionByDomainOrSlug: Publication }>(client, PUBLICATION, { domainOrSlug: publication.slug }))
        .collectionByDomainOrSlug;

    assert.deepEqual(await act(client, 'followCollection', publication.id), {
      __typename: 'MutationSuccess',
      success: true,
    });
    assert.equal((await read()).subscriberCount, 1);
    assert.equal((await read()).viewerEdge.isFollowing, true);
    assert.deepEqual(await act(client, 'followCollection', publication.id), {
      __typename: 'BadRequest',
      message: "You're already following Byte Sized",
    });
    assert.deepEqual(await act(client, 'unfollowCollection', publication.id), {
      __typename: 'MutationSuccess',
      success: true,
    });
    assert.equal((await read()).subscriberCount, 0);
    assert.deepEqual(await act(client, 'unfollowCollection', publication.id), {
      __typename: 'BadRequest',
      message: "You're not following Byte Sized",
    });

    assert.deepEqual(await act(client, 'muteCollection', publication.id), {
      __typename: 'MutationSuccess',
      success: true,
    });
    assert.equal((await read()).viewerEdge.isMuting, true);
    assert.deepEqual(await act(client, 'muteCollection', publication.id), {
      __typename: 'BadRequest',
      message: 'You already muted Byte Sized',
    });
    assert.deepEqual(await act(client, 'unmuteCollection', publication.id), {
      __typename: 'MutationSuccess',
      success: true,
    });
    assert.equal((await read()).viewerEdge.isMuting, false);
  });

  it('answer NotFound for an unknown publication and refuse visitors', async () => {
    const { client } = await signedIn();
    const publication = await insertPublication(api.db);
    for (const name of ['followCollection', 'unfollowCollection', 'muteCollection', 'unmuteCollection']) {
      assert.deepEqual(await act(client, name, 'nope'), { __typename: 'NotFound', message: 'Publication not found.' });
      const visitor = await api.client().graphql(mutation(name), { target: publication.id });
      assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    }
  });
});
