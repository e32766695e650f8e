/**
 * Stats (views and reads recorded, the viewer's stats) and the viewer's avatar. Recording views
 * and reads is open to visitors (their views count); the rest needs a signed-in viewer.
 */
import { eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { MutationResolvers, ViewerResolvers } from '../../__generated__/resolvers-types.ts';
import type { ApiContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { clampStatsDays, recordStoryRead, recordStoryView, storyStatsOf } from '../../domain/story-stats.ts';
import { imageExists } from '../../images/image-store.ts';
import { isImageId } from '@inkpot/shared-contracts/images';
import { loaders } from './loaders.ts';

function requireViewer(ctx: ApiContext): string {
  if (!ctx.viewerId) throw new GraphQLError('Sign in to do this.', { extensions: { code: 'UNAUTHENTICATED' } });
  return ctx.viewerId;
}

export const statsViewerFields: Pick<ViewerResolvers, 'storyStats'> = {
  storyStats: async (viewer, { days, postId, memberOnly }, ctx) => {
    const stats = await storyStatsOf(ctx.db, {
      writerId: viewer.id,
      days: clampStatsDays(days),
      now: ctx.services.now(),
      postId: postId ?? null,
      memberOnly: memberOnly ?? false,
    });
    if (!stats) return null;
    const found = await Promise.all(stats.stories.map((row) => loaders(ctx).post.load(row.postId)));
    return {
      ...stats,
      stories: stats.stories.flatMap((row, index) => {
        const post = found[index];
        return post ? [{ post, views: row.views, reads: row.reads }] : [];
      }),
    };
  },
};

export const statsAndImageMutations: Pick<
  MutationResolvers,
  'recordStoryView' | 'recordStoryRead' | 'setProfileImage'
> = {
  recordStoryView: (_parent, { postId }, ctx) =>
    recordStoryView(ctx.db, { postId, viewerId: ctx.viewerId, visitorId: ctx.visitorId, now: ctx.services.now() }),
  recordStoryRead: (_parent, { viewId }, ctx) =>
    recordStoryRead(ctx.db, { viewId, viewerId: ctx.viewerId, visitorId: ctx.visitorId, now: ctx.services.now() }),
  setProfileImage: async (_parent, { imageId }, ctx) => {
    const viewerId = requireViewer(ctx);
    if (imageId != null && !(isImageId(imageId) && (await imageExists(ctx.db, imageId, 'avatar'))))
      return { __typename: 'NotFound', message: 'Upload the image first (as an avatar), then choose it.' };
    await ctx.db
      .update(users)
      .set({ imageId: imageId ?? null })
      .where(eq(users.id, viewerId));
    return { __typename: 'MutationSuccess', success: true };
  },
};
