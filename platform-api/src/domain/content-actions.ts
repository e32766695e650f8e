/**
 * An author's actions on their own content: trash and restore a story, hide a
 * response under a story or a reading list and show it again (the Undo of "hide response").
 * Content the viewer may not see answers NotFound, so its existence does not leak; content
 * they see but do not own answers Forbidden.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { catalogResponses, catalogs, posts } from '../db/schema.ts';
import { canViewCatalog } from './catalog-rules.ts';
import { badRequest, forbidden, notFound, success, type Outcome } from './outcome.ts';
import { canViewPost, isRestorable } from './post-rules.ts';

export interface Actor {
  viewerId: string;
  capabilities: ReadonlySet<string>;
  now: Date;
}

const storyNotFound = notFound('Story not found.');

async function visiblePost(db: Database, actor: Actor, postId: string) {
  const [post] = await db.select().from(posts).where(eq(posts.id, postId)).limit(1);
  return post && canViewPost(post, actor.viewerId, actor.capabilities) ? post : null;
}

export async function trashPost(db: Database, actor: Actor, postId: string): Promise<Outcome> {
  const post = await visiblePost(db, actor, postId);
  if (!post) return storyNotFound;
  if (post.creatorId !== actor.viewerId) return forbidden('Only the author can delete this story.');
  if (post.deletedAt) return badRequest('This story is already in the trash.');
  await db.update(posts).set({ deletedAt: actor.now }).where(eq(posts.id, post.id));
  return success;
}

export async function restorePost(db: Database, actor: Actor, postId: string): Promise<Outcome> {
  const post = await visiblePost(db, actor, postId);
  if (!post) return storyNotFound;
  if (post.creatorId !== actor.viewerId) return forbidden('Only the author can restore this story.');
  if (!post.deletedAt) return badRequest('This story is not in the trash.');
  if (!isRestorable(post.deletedAt, actor.now)) return notFound('This story was permanently deleted.');
  await db.update(posts).set({ deletedAt: null }).where(eq(posts.id, post.id));
  return success;
}

/** Hides a response under a story, or shows it again (the Undo of the hide-response toast). */
export async function setResponseHiddenOnPost(
  db: Database,
  actor: Actor,
  parentPostId: string,
  responseId: string,
  hidden: boolean,
): Promise<Outcome> {
  const parent = await visiblePost(db, actor, parentPostId);
  if (!parent) return storyNotFound;
  const response = await visiblePost(db, actor, responseId);
  if (!response || response.inResponseToPostId !== parent.id) return notFound('Response not found.');
  if (parent.creatorId !== actor.viewerId) {
    return forbidden(
      `Only the author of the story can ${hidden ? 'hide' : 'show'} this response${hidden ? '' : ' again'}.`,
    );
  }
  await db.update(posts).set({ hiddenOnParent: hidden }).where(eq(posts.id, response.id));
  return success;
}

/** Hides a response under a reading list, or shows it again. */
export async function setResponseHiddenOnCatalog(
  db: Database,
  actor: Actor,
  catalogId: string,
  responseId: string,
  hidden: boolean,
): Promise<Outcome> {
  const [catalog] = await db.select().from(catalogs).where(eq(catalogs.id, catalogId)).limit(1);
  if (!catalog || !canViewCatalog(catalog, actor.viewerId)) return notFound('List not found.');
  const [response] = await db
    .select({ id: catalogResponses.id })
    .from(catalogResponses)
    .where(and(eq(catalogResponses.id, responseId), eq(catalogResponses.catalogId, catalog.id)))
    .limit(1);
  if (!response) return notFound('Response not found.');
  if (catalog.userId !== actor.viewerId) {
    return forbidden(
      `Only the owner of the list can ${hidden ? 'hide' : 'show'} this response${hidden ? '' : ' again'}.`,
    );
  }
  await db.update(catalogResponses).set({ hiddenOnParent: hidden }).where(eq(catalogResponses.id, response.id));
  return success;
}
