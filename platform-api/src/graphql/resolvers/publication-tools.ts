/**
 * A publication's tools: who follows it (public), its stories' stats (its OWNER and EDITORs only)
 * and its newsletter's subscriptions. docs/host-pages.md#a-publications-followers-stats-and-newsletter.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { CollectionResolvers, MutationResolvers } from '../../__generated__/resolvers-types.ts';
import type { ApiContext } from '../../context.ts';
import { publicationNewsletterSubscriptions } from '../../db/schema.ts';
import { BatchLoader } from '../../domain/batch-loader.ts';
import { subscribeToPublicationNewsletter, unsubscribeFromPublicationNewsletter } from '../../domain/newsletters.ts';
import { listFollowers } from '../../domain/people-lists.ts';
import { clampStatsDays, storyStatsOf } from '../../domain/story-stats.ts';
import { loaders } from './loaders.ts';
import { followResult } from './unions.ts';

/** Who may see a publication's stats: the staff who manage it (writers only write for it). */
export const canSeePublicationStats = (role: string | null): boolean => role === 'OWNER' || role === 'EDITOR';

const subscriptionLoaders = new WeakMap<ApiContext, BatchLoader<string, boolean>>();

/** Whether the viewer gets a publication's newsletter: one query per request for every publication asked about. */
export function viewerGetsPublicationNewsletter(ctx: ApiContext, publicationId: string): Promise<boolean> {
  let loader = subscriptionLoaders.get(ctx);
  if (!loader) {
    const { db, viewerId } = ctx;
    loader = new BatchLoader<string, boolean>(async (publicationIds) => {
      if (!viewerId) return new Map();
      const rows = await db
        .select({ publicationId: publicationNewsletterSubscriptions.publicationId })
        .from(publicationNewsletterSubscriptions)
        .where(
          and(
            eq(publicationNewsletterSubscriptions.subscriberId, viewerId),
            inArray(publicationNewsletterSubscriptions.publicationId, publicationIds),
          ),
        );
      return new Map(rows.map((row) => [row.publicationId, true]));
    }, false);
    subscriptionLoaders.set(ctx, loader);
  }
  return loader.load(publicationId);
}

function requireViewer(ctx: ApiContext): string {
  if (!ctx.viewerId) throw new GraphQLError('Sign in to do this.', { extensions: { code: 'UNAUTHENTICATED' } });
  return ctx.viewerId;
}

export const publicationToolFields: Pick<CollectionResolvers, 'followersConnection' | 'storyStats'> = {
  /** A follower whose account no longer exists is left out rather than failing the list. */
  followersConnection: async (publication, args, ctx) => {
    const page = await listFollowers(ctx.db, { entityType: 'COLLECTION', entityId: publication.id }, args);
    const people = await Promise.all(page.nodes.map((id) => loaders(ctx).user.load(id)));
    return { nodes: people.filter((person) => person !== null), pageInfo: page.pageInfo };
  },
  storyStats: async (publication, { days, postId }, ctx) => {
    const load = loaders(ctx);
    if (!canSeePublicationStats(await load.viewerStaffRole.load(publication.id))) return null;
    const stats = await storyStatsOf(ctx.db, {
      publicationId: publication.id,
      days: clampStatsDays(days),
      now: ctx.services.now(),
      postId: postId ?? null,
    });
    if (!stats) return null;
    const found = await Promise.all(stats.stories.map((row) => load.post.load(row.postId)));
    return {
      ...stats,
      stories: stats.stories.flatMap((row, index) => {
        const post = found[index];
        return post ? [{ post, views: row.views, reads: row.reads }] : [];
      }),
    };
  },
};

export const publicationNewsletterMutations: Pick<
  MutationResolvers,
  'subscribeToCollectionNewsletter' | 'unsubscribeFromCollectionNewsletter'
> = {
  subscribeToCollectionNewsletter: async (_root, { collectionId }, ctx) =>
    followResult(await subscribeToPublicationNewsletter(ctx.db, requireViewer(ctx), collectionId, ctx.services.now())),
  unsubscribeFromCollectionNewsletter: async (_root, { collectionId }, ctx) =>
    followResult(await unsubscribeFromPublicationNewsletter(ctx.db, requireViewer(ctx), collectionId)),
};
