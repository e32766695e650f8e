/** A publication, with what its top navigation needs. */
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CollectionResolvers } from '../../__generated__/resolvers-types.ts';
import { navigationItems, posts, publicationStaff, users } from '../../db/schema.ts';
import { listPosts } from '../../domain/post-feeds.ts';
import { inPublication, isPublicPost, isStory, taggedWith } from '../../domain/post-queries.ts';
import { toPostFeed } from './feeds.ts';
import { loaders } from './loaders.ts';
import { viewerGetsPublicationNewsletter } from './publication-tools.ts';

export const Collection: CollectionResolvers = {
  avatar: (publication) => (publication.avatarImageId ? { id: publication.avatarImageId } : null),
  newsletter: (publication) => (publication.newsletterId ? { id: publication.newsletterId } : null),
  navigationItems: (publication, _args, ctx) =>
    ctx.db
      .select({ destination: navigationItems.destination, title: navigationItems.title, value: navigationItems.value })
      .from(navigationItems)
      .where(eq(navigationItems.publicationId, publication.id))
      .orderBy(asc(navigationItems.position)),
  viewerEdge: async (publication, _args, ctx) => {
    const load = loaders(ctx);
    const [viewerStaffRole, isFollowing, isMuting, isSubscribedToNewsletter] = await Promise.all([
      load.viewerStaffRole.load(publication.id),
      load.viewerFollows.load(`COLLECTION:${publication.id}`),
      load.viewerMutes.load(`COLLECTION:${publication.id}`),
      viewerGetsPublicationNewsletter(ctx, publication.id),
    ]);
    return {
      id: `collection-viewer-edge:${publication.id}:${ctx.viewerId ?? 'visitor'}`,
      viewerStaffRole,
      isFollowing,
      isMuting,
      isSubscribedToNewsletter,
    };
  },
  subscriberCount: (publication, _args, ctx) => loaders(ctx).followerCount.load(`COLLECTION:${publication.id}`),
  latestPosts: async (publication, { paging, tagSlug }, ctx) =>
    toPostFeed(
      await listPosts(
        ctx.db,
        and(isStory, inPublication(publication.id), tagSlug ? taggedWith(tagSlug.toLowerCase()) : undefined),
        paging,
      ),
    ),
  // An editor pins or features a handful of stories, so these lists are small and unpaged.
  pinnedPosts: (publication, _args, ctx) =>
    ctx.db
      .select()
      .from(posts)
      .where(and(isStory, isPublicPost, inPublication(publication.id), isNotNull(posts.pinnedOnCollectionAt)))
      .orderBy(desc(posts.pinnedOnCollectionAt))
      .limit(25),
  featuredPosts: (publication, _args, ctx) =>
    ctx.db
      .select()
      .from(posts)
      .where(and(isStory, isPublicPost, inPublication(publication.id), isNotNull(posts.featuredOnCollectionAt)))
      .orderBy(desc(posts.featuredOnCollectionAt))
      .limit(25),
  /** Its OWNER and EDITOR staff (writers are not named): owners first, then by name. */
  editors: async (publication, _args, ctx) => {
    const rows = await ctx.db
      .select({ user: users })
      .from(publicationStaff)
      .innerJoin(users, eq(users.id, publicationStaff.userId))
      .where(
        and(eq(publicationStaff.publicationId, publication.id), inArray(publicationStaff.role, ['OWNER', 'EDITOR'])),
      )
      .orderBy(
        sql`case ${publicationStaff.role} when 'OWNER' then 0 else 1 end`,
        asc(sql`lower(${users.name})`),
        asc(users.id),
      );
    return rows.map((row) => row.user);
  },
};
