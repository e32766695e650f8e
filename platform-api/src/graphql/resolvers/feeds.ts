/**
 * The paginated story feeds (the 404 screen's staff picks among them): staff picks, following,
 * tag and recommended. All leave out drafts, trashed and suspended stories and responses, and
 * page with pagingInfo.next {limit, to}, null on the last page.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { QueryResolvers } from '../../__generated__/resolvers-types.ts';
import { posts, users } from '../../db/schema.ts';
import { feedOrder, listPosts, listStaffPicks, type PostPage } from '../../domain/post-feeds.ts';
import { followedBy, isStory, notMutedBy, taggedWith } from '../../domain/post-queries.ts';

export const toPostFeed = (page: PostPage) => ({
  items: page.posts.map((post) => ({ post })),
  pagingInfo: { next: page.next },
});

const highQualityAuthor = sql`exists (select 1 from ${users} where ${users.id} = ${posts.creatorId} and ${users.highQuality} and not ${users.isSuspended})`;

export const feedQueries: QueryResolvers = {
  staffPicksFeed: async (_root, { paging }, ctx) => toPostFeed(await listStaffPicks(ctx.db, paging)),

  followingFeed: async (_root, { sortType, paging, filter }, ctx) => {
    const order = feedOrder(sortType);
    if (!ctx.viewerId) return toPostFeed({ posts: [], next: null });
    return toPostFeed(
      await listPosts(ctx.db, and(isStory, followedBy(ctx.viewerId, filter), notMutedBy(ctx.viewerId)), paging, order),
    );
  },

  tagFeed: async (_root, { tagSlug, mode, paging }, ctx) => {
    const where = and(isStory, taggedWith(tagSlug.toLowerCase()), ctx.viewerId ? notMutedBy(ctx.viewerId) : undefined);
    return toPostFeed(await listPosts(ctx.db, where, paging, feedOrder(mode)));
  },

  /** Recent high-quality stories by writers in good standing, minus what the viewer muted. */
  webRecommendedFeed: async (_root, { paging }, ctx) => {
    const where = and(
      isStory,
      eq(posts.highQuality, true),
      highQualityAuthor,
      ctx.viewerId ? notMutedBy(ctx.viewerId) : undefined,
    );
    return toPostFeed(await listPosts(ctx.db, where, paging));
  },
};
