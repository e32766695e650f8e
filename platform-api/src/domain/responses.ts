/**
 * Publishing a response to a story (the publish-response toast; a closed discussion is refused
 * with its text). A response is a post answering its story (`posts.in_response_to_post_id`), as the
 * seed's responses and `threadedPostResponses` already have them; its text is its title and body.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { checkResponseText, DISCUSSION_CLOSED } from '@inkpot/shared-contracts/responses';
import type { Database } from '../db/client.ts';
import type { PostRow } from '../db/rows.ts';
import { posts, users } from '../db/schema.ts';
import type { Actor } from './content-actions.ts';
import { notify } from './notifications.ts';
import { badRequest, forbidden, notFound, type Failure } from './outcome.ts';
import { canViewPost } from './post-rules.ts';

export type PublishOutcome = { kind: 'published'; response: PostRow } | Failure;

export async function publishResponse(
  db: Database,
  actor: Actor,
  parentPostId: string,
  text: string,
): Promise<PublishOutcome> {
  const [parent] = await db.select().from(posts).where(eq(posts.id, parentPostId)).limit(1);
  if (!parent || !canViewPost(parent, actor.viewerId, actor.capabilities)) return notFound('Story not found.');
  if (!parent.isPublished || parent.deletedAt) return badRequest('Only published stories take responses.');
  if (parent.discussionClosed) return forbidden(DISCUSSION_CLOSED);
  const checked = checkResponseText(text);
  if (!checked.ok) return badRequest(checked.message);
  const [author] = await db
    .select({ isSuspended: users.isSuspended, isLimited: users.isLimited })
    .from(users)
    .where(eq(users.id, actor.viewerId))
    .limit(1);
  if (!author) return notFound('Your account was not found.');
  if (author.isSuspended) return forbidden('Suspended accounts cannot publish responses.');
  const [response] = await db
    .insert(posts)
    .values({
      id: randomBytes(6).toString('hex'),
      title: checked.text,
      body: checked.text,
      slug: 'response',
      creatorId: actor.viewerId,
      inResponseToPostId: parent.id,
      readingTime: 1,
      publishedAt: actor.now,
      updatedAt: actor.now,
      // A limited account's response is published under review (its author is told on its page).
      limitedAt: author.isLimited ? actor.now : null,
    })
    .returning();
  if (!response) throw new Error('The response was not stored.');
  // The story's author hears of a response others can read; one under review waits unseen.
  if (!response.limitedAt) {
    await notify(db, [parent.creatorId], { kind: 'RESPONSE', actorId: actor.viewerId, postId: parent.id }, actor.now);
  }
  return { kind: 'published', response };
}
