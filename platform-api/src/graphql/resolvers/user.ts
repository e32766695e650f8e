/** A writer or reader as others see them. */
import { and, eq } from 'drizzle-orm';
import type { UserResolvers } from '../../__generated__/resolvers-types.ts';
import { posts } from '../../db/schema.ts';
import { pageSize } from '../../domain/paging.ts';
import { listFollowers, listFollowing } from '../../domain/people-lists.ts';
import { listPosts } from '../../domain/post-feeds.ts';
import { listCatalogsOf } from '../../domain/reading-lists.ts';
import { isStory } from '../../domain/post-queries.ts';
import { toPostFeed } from './feeds.ts';
import { loaders } from './loaders.ts';

export const User: UserResolvers = {
  customDomainState: (user) => (user.customDomain ? { live: { domain: user.customDomain } } : null),
  membership: (user, _args, ctx) => loaders(ctx).membership.load(user.id),
  socialStats: async (user, _args, ctx) => {
    const [followerCount, followingCount] = await Promise.all([
      loaders(ctx).followerCount.load(`USER:${user.id}`),
      loaders(ctx).followingCount.load(user.id),
    ]);
    return { followerCount, followingCount };
  },
  /** The viewer's relation to this user; all false for visitors. */
  viewerEdge: async (user, _args, ctx) => {
    const [isFollowing, isMuting, isSubscribedToNewsletter] = await Promise.all([
      loaders(ctx).viewerFollows.load(`USER:${user.id}`),
      loaders(ctx).viewerMutes.load(`USER:${user.id}`),
      loaders(ctx).viewerNewsletterSubscriptions.load(user.id),
    ]);
    return {
      id: `user-viewer-edge:${user.id}:${ctx.viewerId ?? 'visitor'}`,
      isFollowing,
      isMuting,
      isSubscribedToNewsletter,
    };
  },
  verifications: (user) => ({ isBookAuthor: user.isBookAuthor }),
  latestPosts: async (user, { paging }, ctx) =>
    toPostFeed(await listPosts(ctx.db, and(isStory, eq(posts.creatorId, user.id)), paging)),
  catalogs: (user, { limit }, ctx) => listCatalogsOf(ctx.db, ctx.viewerId, user.id, user.createdAt, pageSize(limit)),
  /** A follower whose account no longer exists is left out rather than failing the list. */
  followersConnection: async (user, args, ctx) => {
    const page = await listFollowers(ctx.db, { entityType: 'USER', entityId: user.id }, args);
    const people = await Promise.all(page.nodes.map((id) => loaders(ctx).user.load(id)));
    return { nodes: people.filter((person) => person !== null), pageInfo: page.pageInfo };
  },
  followingConnection: async (user, args, ctx) => {
    const page = await listFollowing(ctx.db, user.id, args);
    const load = loaders(ctx);
    const entities = await Promise.all(
      page.nodes.map((ref) =>
        ref.entityType === 'USER' ? load.user.load(ref.entityId) : load.publication.load(ref.entityId),
      ),
    );
    return { nodes: entities.filter((entity) => entity !== null), pageInfo: page.pageInfo };
  },
};
