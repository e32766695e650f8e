import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { updateFollowInCache } from './follow-cache.ts';

const WRITER = parse(`
  query Writer {
    user(id: "w1") {
      id
      socialStats {
        followerCount
      }
      viewerEdge {
        id
        isFollowing
      }
    }
  }
`);

function cacheWith(followerCount: number, isFollowing: boolean) {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: WRITER,
    data: {
      user: {
        __typename: 'User',
        id: 'w1',
        socialStats: { __typename: 'SocialStats', followerCount },
        viewerEdge: { __typename: 'UserViewerEdge', id: 'edge-w1', isFollowing },
      },
    },
  });
  return cache;
}

const read = (cache: InMemoryCache) => {
  const user = cache.readQuery<{
    user: { socialStats: { followerCount: number }; viewerEdge: { isFollowing: boolean } };
  }>({ query: WRITER })?.user;
  return { count: user?.socialStats.followerCount, following: user?.viewerEdge.isFollowing };
};

const follow = { viewerId: 'v1', target: { type: 'user', id: 'w1' }, following: true, countDelta: 1 } as const;

describe('updateFollowInCache', () => {
  it('counts a follow once and marks the writer followed', () => {
    const cache = cacheWith(3, false);
    updateFollowInCache(cache, follow);
    expect(read(cache)).toEqual({ count: 4, following: true });
  });

  it('does not count again a follow a fresher answer already shows (query answered after the change)', () => {
    const cache = cacheWith(4, true);
    updateFollowInCache(cache, follow);
    expect(read(cache)).toEqual({ count: 4, following: true });
  });

  it('counts an unfollow once', () => {
    const cache = cacheWith(4, true);
    updateFollowInCache(cache, { ...follow, following: false, countDelta: -1 });
    expect(read(cache)).toEqual({ count: 3, following: false });
  });
});
