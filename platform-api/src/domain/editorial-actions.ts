/**
 * Editors' and authors' actions from the post page's menu: pin or unpin a story on
 * its publication's homepage, feature or unfeature it, turn its subscription promotion on or
 * off. Who may do each is `storyPermissions`; a story the viewer may not see answers NotFound, so
 * its existence does not leak.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { posts, publications, publicationStaff } from '../db/schema.ts';
import type { Actor } from './content-actions.ts';
import { notify } from './notifications.ts';
import { storyPermissions } from './editorial-rules.ts';
import { badRequest, forbidden, notFound, success, type Outcome } from './outcome.ts';
import { canViewPost } from './post-rules.ts';

async function storyFor(db: Database, actor: Actor, postId: string) {
  const [post] = await db.select().from(posts).where(eq(posts.id, postId)).limit(1);
  if (!post || !canViewPost(post, actor.viewerId, actor.capabilities)) return null;
  let staffRole: string | null = null;
  let publicationName: string | null = null;
  if (post.collectionId) {
    const [row] = await db
      .select({ name: publications.name, role: publicationStaff.role })
      .from(publications)
      .leftJoin(
        publicationStaff,
        and(eq(publicationStaff.publicationId, publications.id), eq(publicationStaff.userId, actor.viewerId)),
      )
      .where(eq(publications.id, post.collectionId))
      .limit(1);
    staffRole = row?.role ?? null;
    publicationName = row?.name ?? null;
  }
  return { post, publicationName, permissions: storyPermissions(post, actor.viewerId, staffRole) };
}

const storyNotFound = notFound('Story not found.');

/** Pins (or unpins) a story on its publication's homepage. */
export async function setPinnedOnCollection(
  db: Database,
  actor: Actor,
  postId: string,
  pinned: boolean,
): Promise<Outcome> {
  const story = await storyFor(db, actor, postId);
  if (!story) return storyNotFound;
  if (!story.publicationName) return badRequest('This story is not in a publication.');
  if (!story.permissions.canPinOnCollection) {
    return forbidden(
      `Only editors of ${story.publicationName} can ${pinned ? 'pin' : 'unpin'} stories on its homepage.`,
    );
  }
  if (pinned === (story.post.pinnedOnCollectionAt !== null)) {
    return badRequest(pinned ? 'This story is already pinned.' : 'This story is not pinned.');
  }
  await db
    .update(posts)
    .set({ pinnedOnCollectionAt: pinned ? actor.now : null })
    .where(eq(posts.id, story.post.id));
  return success;
}

/** Features (or unfeatures) a story in its publication. */
export async function setFeaturedOnCollection(
  db: Database,
  actor: Actor,
  postId: string,
  featured: boolean,
): Promise<Outcome> {
  const story = await storyFor(db, actor, postId);
  if (!story) return storyNotFound;
  if (!story.publicationName) return badRequest('This story is not in a publication.');
  if (!story.permissions.canFeatureOnCollection) {
    return forbidden(`Only editors of ${story.publicationName} can ${featured ? 'feature' : 'unfeature'} its stories.`);
  }
  if (featured === (story.post.featuredOnCollectionAt !== null)) {
    return badRequest(featured ? 'This story is already featured.' : 'This story is not featured.');
  }
  await db
    .update(posts)
    .set({ featuredOnCollectionAt: featured ? actor.now : null })
    .where(eq(posts.id, story.post.id));
  if (featured) {
    const { id: postId, creatorId, collectionId } = story.post;
    await notify(
      db,
      [creatorId],
      { kind: 'PUBLICATION_FEATURE', actorId: actor.viewerId, postId, publicationId: collectionId },
      actor.now,
    );
  }
  return success;
}

/** Turns a story's newsletter subscription promotion on or off. */
export async function setSubscriptionPromotion(
  db: Database,
  actor: Actor,
  postId: string,
  enabled: boolean,
): Promise<Outcome> {
  const story = await storyFor(db, actor, postId);
  if (!story) return storyNotFound;
  if (story.post.creatorId !== actor.viewerId) {
    return forbidden("Only the author can change this story's subscription promotion.");
  }
  if (!story.permissions.canEditSubscriptionPromotion) return badRequest('This story is in the trash.');
  if (enabled === story.post.subscriptionPromotionEnabled) {
    return badRequest(
      enabled ? 'Subscription promotion is already enabled.' : 'Subscription promotion is already disabled.',
    );
  }
  await db.update(posts).set({ subscriptionPromotionEnabled: enabled }).where(eq(posts.id, story.post.id));
  return success;
}
