import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertMembership, insertPost, insertUser } from '../../testing/fixtures.ts';
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

const signedIn = (values: Parameters<typeof signedInUser>[1] = {}) => signedInUser(api, values);

const PROFILE = /* GraphQL */ `
  query UserProfile($id: ID, $username: String) {
    user(id: $id, username: $username) {
      id
      name
      username
      bio
      imageId
      hasSubdomain
      customDomainState {
        live {
          domain
        }
      }
      membership {
        tier
        friendSince
      }
      socialStats {
        followerCount
        followingCount
      }
      viewerEdge {
        id
        isFollowing
        isMuting
      }
      verifications {
        isBookAuthor
      }
    }
  }
`;
const USER_RESULT = /* GraphQL */ `
  query UserSearchQuery($id: ID, $username: String) {
    userResult(id: $id, username: $username) {
      __typename
      ... on User {
        id
        username
      }
      ... on NotFound {
        message
      }
    }
  }
`;

interface Profile {
  id: string;
  socialStats: { followerCount: number; followingCount: number };
  viewerEdge: { isFollowing: boolean; isMuting: boolean };
  [field: string]: unknown;
}

const followMutation = (name: string, argument = 'targetUserId') => /* GraphQL */ `
  mutation ($target: ID!) {
    result: ${name}(${argument}: $target) {
      __typename
      ... on MutationSuccess { success }
      ... on BadRequest { message }
      ... on NotFound { message }
    }
  }
`;

async function act(client: TestClient, name: string, target: string) {
  return (await data<{ result: { __typename: string; message?: string } }>(client, followMutation(name), { target }))
    .result;
}

describe('user and userResult', () => {
  it('find a user by id, or by username in any case with or without @', async () => {
    const writer = await insertUser(api.db, {
      username: 'GraceHopper',
      name: 'Grace Hopper',
      bio: 'Compilers.',
      imageId: 'img-grace',
      hasSubdomain: true,
      customDomain: 'grace.example',
      isBookAuthor: true,
    });
    await insertMembership(api.db, {
      userId: writer.id,
      tier: 'FRIEND',
      friendSince: new Date('2026-02-01T00:00:00Z'),
    });
    const visitor = api.client();
    for (const variables of [{ id: writer.id }, { username: 'gracehopper' }, { username: '@GRACEHOPPER' }]) {
      const { user } = await data<{ user: Profile }>(visitor, PROFILE, variables);
      assert.deepEqual(user, {
        id: writer.id,
        name: 'Grace Hopper',
        username: 'GraceHopper',
        bio: 'Compilers.',
        imageId: 'img-grace',
        hasSubdomain: true,
        customDomainState: { live: { domain: 'grace.example' } },
        membership: { tier: 'FRIEND', friendSince: '2026-02-01T00:00:00.000Z' },
        socialStats: { followerCount: 0, followingCount: 0 },
        viewerEdge: { id: `user-viewer-edge:${writer.id}:visitor`, isFollowing: false, isMuting: false },
        verifications: { isBookAuthor: true },
      });
    }
    const { userResult } = await data<{ userResult: unknown }>(visitor, USER_RESULT, { username: '@gracehopper' });
    assert.deepEqual(userResult, { __typename: 'User', id: writer.id, username: 'GraceHopper' });
  });

  it('answer null / NotFound for unknown users and for no argument', async () => {
    const client = api.client();
    for (const variables of [{ id: 'nobody' }, { username: 'nobody-at-all' }, {}, { username: '@' }]) {
      assert.deepEqual(await data(client, PROFILE, variables), { user: null });
      assert.deepEqual(await data(client, USER_RESULT, variables), {
        userResult: { __typename: 'NotFound', message: 'User not found.' },
      });
    }
  });

  it("lists a writer's latest stories, newest first, without drafts, trash, suspended stories or responses", async () => {
    const writer = await insertUser(api.db);
    const ids: string[] = [];
    for (let n = 1; n <= 3; n += 1) {
      ids.push((await insertPost(api.db, { creatorId: writer.id, publishedAt: new Date(Date.UTC(2026, 9, n)) })).id);
    }
    await insertPost(api.db, { creatorId: writer.id, isPublished: false, publishedAt: null });
    await insertPost(api.db, { creatorId: writer.id, deletedAt: new Date('2026-11-02T00:00:00Z') });
    await insertPost(api.db, { creatorId: writer.id, isSuspended: true });
    await insertPost(api.db, { creatorId: writer.id, inResponseToPostId: ids[0] });
    const query = `query ($id: ID!, $to: String) {
      user(id: $id) { latestPosts(paging: { limit: 2, to: $to }) { items { post { id } } pagingInfo { next { limit to } } } }
    }`;
    type Feed = {
      user: {
        latestPosts: {
          items: Array<{ post: { id: string } }>;
          pagingInfo: { next: { limit: number; to: string } | null };
        };
      };
    };
    const first = (await data<Feed>(api.client(), query, { id: writer.id })).user.latestPosts;
    assert.deepEqual(
      first.items.map((item) => item.post.id),
      [ids[2], ids[1]],
    );
    assert.equal(first.pagingInfo.next?.limit, 2);
    const second = (await data<Feed>(api.client(), query, { id: writer.id, to: first.pagingInfo.next?.to })).user
      .latestPosts;
    assert.deepEqual(
      second.items.map((item) => item.post.id),
      [ids[0]],
    );
    assert.equal(second.pagingInfo.next, null);
  });
});

describe('followUser and unfollowUser', () => {
  it('follow, adjust both counts and the viewer edge, then unfollow', async () => {
    const { user: viewer, client } = await signedIn();
    const writer = await insertUser(api.db, { name: 'Octavia Butler' });
    assert.deepEqual(await act(client, 'followUser', writer.id), { __typename: 'MutationSuccess', success: true });

    const { user: seen } = await data<{ user: Profile }>(client, PROFILE, { id: writer.id });
    assert.deepEqual(seen.socialStats, { followerCount: 1, followingCount: 0 });
    assert.deepEqual(seen.viewerEdge, {
      id: `user-viewer-edge:${writer.id}:${viewer.id}`,
      isFollowing: true,
      isMuting: false,
    });
    const { user: self } = await data<{ user: Profile }>(client, PROFILE, { id: viewer.id });
    assert.deepEqual(self.socialStats, { followerCount: 0, followingCount: 1 });

    assert.deepEqual(await act(client, 'followUser', writer.id), {
      __typename: 'BadRequest',
      message: "You're already following Octavia Butler",
    });
    assert.deepEqual(await act(client, 'unfollowUser', writer.id), { __typename: 'MutationSuccess', success: true });
    const { user: after } = await data<{ user: Profile }>(client, PROFILE, { id: writer.id });
    assert.deepEqual(after.socialStats, { followerCount: 0, followingCount: 0 });
    assert.equal(after.viewerEdge.isFollowing, false);
    assert.deepEqual(await act(client, 'unfollowUser', writer.id), {
      __typename: 'BadRequest',
      message: "You're not following Octavia Butler",
    });
  });

  it('refuse following yourself and unknown users, and need a signed-in viewer', async () => {
    const { user: viewer, client } = await signedIn();
    assert.deepEqual(await act(client, 'followUser', viewer.id), {
      __typename: 'BadRequest',
      message: 'You cannot follow yourself on Inkpot',
    });
    for (const name of ['followUser', 'unfollowUser', 'muteUser', 'unmuteUser']) {
      assert.deepEqual(await act(client, name, 'nobody'), { __typename: 'NotFound', message: 'User not found.' }, name);
      const visitor = await api.client().graphql(followMutation(name), { target: viewer.id });
      assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', name);
      assert.equal(visitor.data?.['result' as never] ?? null, null);
    }
  });
});

describe('muteUser and unmuteUser', () => {
  it('mute and unmute, shown on the viewer edge', async () => {
    const { user: viewer, client } = await signedIn();
    const writer = await insertUser(api.db, { name: 'Loud Writer' });
    assert.deepEqual(await act(client, 'muteUser', writer.id), { __typename: 'MutationSuccess', success: true });
    assert.equal((await data<{ user: Profile }>(client, PROFILE, { id: writer.id })).user.viewerEdge.isMuting, true);
    assert.deepEqual(await act(client, 'muteUser', writer.id), {
      __typename: 'BadRequest',
      message: 'You already muted Loud Writer',
    });
    assert.deepEqual(await act(client, 'muteUser', viewer.id), {
      __typename: 'BadRequest',
      message: 'You cannot mute yourself on Inkpot',
    });
    assert.deepEqual(await act(client, 'unmuteUser', writer.id), { __typename: 'MutationSuccess', success: true });
    assert.equal((await data<{ user: Profile }>(client, PROFILE, { id: writer.id })).user.viewerEdge.isMuting, false);
    assert.deepEqual(await act(client, 'unmuteUser', writer.id), {
      __typename: 'BadRequest',
      message: 'You have not muted Loud Writer',
    });
  });
});
