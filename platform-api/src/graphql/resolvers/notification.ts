/** A notification's fields: who did it, the story and publication it is about, read or not. */
import type { NotificationResolvers } from '../../__generated__/resolvers-types.ts';
import { canViewPost } from '../../domain/post-rules.ts';
import { loaders } from './loaders.ts';

export const Notification: NotificationResolvers = {
  id: (row) => String(row.id),
  actor: (row, _args, ctx) => (row.actorId ? loaders(ctx).user.load(row.actorId) : null),
  post: async (row, _args, ctx) => {
    if (!row.postId) return null;
    const load = loaders(ctx);
    const post = await load.post.load(row.postId);
    return post && canViewPost(post, ctx.viewerId, await load.viewerCapabilities()) ? post : null;
  },
  collection: (row, _args, ctx) => (row.publicationId ? loaders(ctx).publication.load(row.publicationId) : null),
  isRead: (row) => row.readAt !== null,
};
