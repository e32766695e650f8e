/** A reading list (catalog) with its stories and responses. */
import { and, asc, count, eq, gt, or } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { CatalogResolvers } from '../../__generated__/resolvers-types.ts';
import { catalogFollows, catalogItems, catalogResponses, posts, users } from '../../db/schema.ts';
import { pageSize } from '../../domain/paging.ts';
import { isPublicPost } from '../../domain/post-queries.ts';
import { loaders } from './loaders.ts';

export const Catalog: CatalogResolvers = {
  creator: async (catalog, _args, ctx) => {
    const creator = await loaders(ctx).user.load(catalog.userId);
    if (!creator) throw new GraphQLError(`The owner of list ${catalog.id} is missing.`);
    return creator;
  },
  itemCount: (catalog, _args, ctx) => loaders(ctx).catalogItemCount.load(catalog.id),
  followerCount: async (catalog, _args, ctx) => {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(catalogFollows)
      .where(eq(catalogFollows.catalogId, catalog.id));
    return row?.n ?? 0;
  },
  viewerEdge: async (catalog, _args, ctx) => {
    const id = `catalog-viewer-edge:${catalog.id}:${ctx.viewerId ?? 'visitor'}`;
    if (!ctx.viewerId) return { id, isFollowing: false };
    const [row] = await ctx.db
      .select({ catalogId: catalogFollows.catalogId })
      .from(catalogFollows)
      .where(and(eq(catalogFollows.catalogId, catalog.id), eq(catalogFollows.followerId, ctx.viewerId)))
      .limit(1);
    return { id, isFollowing: Boolean(row) };
  },
  /**
   * Stories in list order; `paging.to` is the catalogItemId of the last item already shown.
   * Stories the viewer cannot see (drafts, trashed, suspended) are left out.
   */
  items: async (catalog, { paging }, ctx) => {
    let after;
    if (paging?.to) {
      const [from] = await ctx.db
        .select({ position: catalogItems.position })
        .from(catalogItems)
        .where(and(eq(catalogItems.catalogId, catalog.id), eq(catalogItems.id, paging.to)))
        .limit(1);
      if (!from) {
        throw new GraphQLError('paging.to must be the catalogItemId of an item in this list.', {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      after = gt(catalogItems.position, from.position);
    }
    const rows = await ctx.db
      .select({ catalogItemId: catalogItems.id, post: posts })
      .from(catalogItems)
      .innerJoin(posts, eq(posts.id, catalogItems.postId))
      .where(
        and(
          eq(catalogItems.catalogId, catalog.id),
          after,
          ctx.viewerId ? or(isPublicPost, eq(posts.creatorId, ctx.viewerId)) : isPublicPost,
        ),
      )
      .orderBy(asc(catalogItems.position), asc(catalogItems.id))
      .limit(pageSize(paging?.limit));
    return rows;
  },
  /** Responses on the list, oldest first, without those the owner hid. */
  threadedCatalogResponses: async (catalog, _args, ctx) => {
    const rows = await ctx.db
      .select({ id: catalogResponses.id, body: catalogResponses.body, author: users })
      .from(catalogResponses)
      .innerJoin(users, eq(users.id, catalogResponses.authorId))
      .where(and(eq(catalogResponses.catalogId, catalog.id), eq(catalogResponses.hiddenOnParent, false)))
      .orderBy(asc(catalogResponses.createdAt), asc(catalogResponses.id));
    return rows;
  },
};
