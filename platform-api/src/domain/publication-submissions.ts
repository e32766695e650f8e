/**
 * Submissions to a publication (docs/host-pages.md#submissions): a writer of the publication (any
 * of its staff: WRITER, EDITOR or OWNER) offers one of their stories, a draft or a published one;
 * the publication's OWNER and EDITORs see it in their inbox and accept it (the story is published,
 * in the publication) or decline it with an optional note; the writer may withdraw it while it
 * waits. Someone who may not see a submission gets NotFound (its existence does not leak); the
 * writer acting as an editor, or an editor as the writer, gets Forbidden.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  alreadyIn,
  alreadyWaitingAt,
  checkSubmissionNote,
  notAWriterOf,
  onlyEditorsDecide,
  PUBLICATION_NOT_FOUND,
  SUBMISSION_NOT_FOUND,
  SUBMISSION_ONLY_WRITER_WITHDRAWS,
  SUBMISSION_RESPONSE_REFUSED,
  SUBMISSION_WRITER_SUSPENDED,
  submissionAlreadyDecided,
  type SubmissionState,
} from '@inkpot/shared-contracts/publication-submissions';
import {
  checkStoryPublishable,
  paragraphsOfPlainText,
  STORY_IN_TRASH,
  STORY_NOT_AUTHOR,
} from '@inkpot/shared-contracts/stories';
import type { Database } from '../db/client.ts';
import type { PostRow, PublicationRow, PublicationSubmissionRow } from '../db/rows.ts';
import { posts, postTags, publications, publicationStaff, publicationSubmissions, users } from '../db/schema.ts';
import type { Actor } from './content-actions.ts';
import { EDITING_ROLES } from './editorial-rules.ts';
import { badRequest, forbidden, notFound, type Failure } from './outcome.ts';
import { canViewPost, isInPublication } from './post-rules.ts';

export type SubmissionOutcome =
  | {
      kind: 'stored';
      submission: PublicationSubmissionRow;
      /** The story as it is now (accepting publishes it). */
      post: PostRow;
      /** The story was published in the publication by this write. */
      published: boolean;
    }
  | Failure;

/** How many submissions the inbox lists per kind (pending, decided): query-cost.ts prices the list at this size. */
export const INBOX_LIMIT = 20;

/** The viewer's role in a publication, or null. */
export async function staffRoleIn(db: Database, publicationId: string, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ role: publicationStaff.role })
    .from(publicationStaff)
    .where(and(eq(publicationStaff.publicationId, publicationId), eq(publicationStaff.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

export const isEditingRole = (role: string | null) => role !== null && EDITING_ROLES.has(role);

/** Whether the viewer sees a submission: its writer, and the OWNER and EDITORs of its publication. */
export async function canSeeSubmission(
  db: Database,
  submission: PublicationSubmissionRow,
  viewerId: string | null,
): Promise<boolean> {
  if (!viewerId) return false;
  if (submission.writerId === viewerId) return true;
  return isEditingRole(await staffRoleIn(db, submission.publicationId, viewerId));
}

/** Publications the viewer may submit to (every one they are staff of), by name. */
export async function publicationsToSubmitTo(db: Database, viewerId: string): Promise<PublicationRow[]> {
  const rows = await db
    .select({ publication: publications })
    .from(publicationStaff)
    .innerJoin(publications, eq(publications.id, publicationStaff.publicationId))
    .where(eq(publicationStaff.userId, viewerId))
    .orderBy(asc(publications.name), asc(publications.id));
  return rows.map((row) => row.publication);
}

/** A publication's submissions: those waiting (oldest first: first come, first read) or those decided (latest first). */
export async function listSubmissions(
  db: Database,
  publicationId: string,
  filter: 'PENDING' | 'DECIDED',
): Promise<PublicationSubmissionRow[]> {
  const pending = filter === 'PENDING';
  return db
    .select()
    .from(publicationSubmissions)
    .where(
      and(
        eq(publicationSubmissions.publicationId, publicationId),
        pending
          ? eq(publicationSubmissions.state, 'OPEN')
          : inArray(publicationSubmissions.state, ['ACCEPTED', 'REJECTED']),
      ),
    )
    .orderBy(
      pending ? asc(publicationSubmissions.submittedAt) : desc(publicationSubmissions.decidedAt),
      asc(publicationSubmissions.id),
    )
    .limit(INBOX_LIMIT);
}

/** The story's latest submission, whatever its state. */
export async function latestSubmissionOf(db: Database, postId: string): Promise<PublicationSubmissionRow | null> {
  const [row] = await db
    .select()
    .from(publicationSubmissions)
    .where(eq(publicationSubmissions.postId, postId))
    .orderBy(desc(publicationSubmissions.submittedAt), desc(publicationSubmissions.id))
    .limit(1);
  return row ?? null;
}

async function publicationNamed(db: Database, id: string) {
  const [row] = await db.select().from(publications).where(eq(publications.id, id)).limit(1);
  return row ?? null;
}

/** Whether the story can be published as it stands (a title and a body), or why not. */
async function publishable(db: Database, post: PostRow): Promise<Failure | null> {
  const topics = await db.select({ slug: postTags.tagSlug }).from(postTags).where(eq(postTags.postId, post.id));
  const checked = checkStoryPublishable({
    title: post.title,
    paragraphs: post.content ?? paragraphsOfPlainText(post.body),
    topics: topics.map((topic) => topic.slug),
    isLocked: post.isLocked,
  });
  return checked.ok ? null : badRequest(checked.message);
}

/** The writer submits one of their stories to a publication they write for. */
export async function submitStory(
  db: Database,
  actor: Actor,
  postId: string,
  publicationId: string,
): Promise<SubmissionOutcome> {
  const [post] = await db.select().from(posts).where(eq(posts.id, postId)).limit(1);
  if (!post || !canViewPost(post, actor.viewerId, actor.capabilities)) return notFound('Story not found.');
  if (post.inResponseToPostId) return badRequest(SUBMISSION_RESPONSE_REFUSED);
  if (post.creatorId !== actor.viewerId) return forbidden(STORY_NOT_AUTHOR);
  if (post.deletedAt) return badRequest(STORY_IN_TRASH);
  const publication = await publicationNamed(db, publicationId);
  if (!publication) return notFound(PUBLICATION_NOT_FOUND);
  const [writer] = await db.select({ isSuspended: users.isSuspended }).from(users).where(eq(users.id, actor.viewerId));
  if (!writer || writer.isSuspended) return forbidden('Suspended accounts cannot submit stories.');
  if ((await staffRoleIn(db, publication.id, actor.viewerId)) === null)
    return forbidden(notAWriterOf(publication.name));
  if (post.collectionId && isInPublication(post)) {
    const home = await publicationNamed(db, post.collectionId);
    return badRequest(alreadyIn(home?.name ?? publication.name));
  }
  const waiting = await latestSubmissionOf(db, post.id);
  if (waiting?.state === 'OPEN') {
    const at = await publicationNamed(db, waiting.publicationId);
    return badRequest(alreadyWaitingAt(at?.name ?? publication.name));
  }
  const unpublishable = await publishable(db, post);
  if (unpublishable) return unpublishable;
  const rows = await db
    .insert(publicationSubmissions)
    .values({
      id: randomBytes(8).toString('hex'),
      publicationId: publication.id,
      postId: post.id,
      writerId: actor.viewerId,
      state: 'OPEN',
      submittedAt: actor.now,
    })
    // Two submits at once: the one-open-submission index keeps the first.
    .onConflictDoNothing()
    .returning();
  const submission = rows[0];
  if (!submission) return badRequest(alreadyWaitingAt(publication.name));
  return { kind: 'stored', submission, post, published: false };
}

async function submissionFor(db: Database, submissionId: string) {
  const [row] = await db
    .select({ submission: publicationSubmissions, post: posts, publication: publications })
    .from(publicationSubmissions)
    .innerJoin(posts, eq(posts.id, publicationSubmissions.postId))
    .innerJoin(publications, eq(publications.id, publicationSubmissions.publicationId))
    .where(eq(publicationSubmissions.id, submissionId))
    .limit(1);
  return row ?? null;
}

/** An open submission an editor of its publication may decide on, or why not. */
async function decidable(db: Database, actor: Actor, submissionId: string) {
  const found = await submissionFor(db, submissionId);
  if (!found) return notFound(SUBMISSION_NOT_FOUND);
  const role = await staffRoleIn(db, found.publication.id, actor.viewerId);
  if (!isEditingRole(role)) {
    return found.submission.writerId === actor.viewerId
      ? forbidden(onlyEditorsDecide(found.publication.name))
      : notFound(SUBMISSION_NOT_FOUND);
  }
  if (found.submission.state !== 'OPEN') {
    return badRequest(submissionAlreadyDecided(found.submission.state as Exclude<SubmissionState, 'OPEN'>));
  }
  return found;
}

const isFailure = (value: object): value is Failure => 'kind' in value;

/**
 * An editor accepts: the story is published (a draft now; a published story keeps its date) in the
 * publication, where its pages, its followers' feeds and search find it.
 */
export async function acceptSubmission(db: Database, actor: Actor, submissionId: string): Promise<SubmissionOutcome> {
  const found = await decidable(db, actor, submissionId);
  if (isFailure(found)) return found;
  const { post, publication } = found;
  if (post.deletedAt) return badRequest('The writer has moved this story to the trash.');
  const unpublishable = await publishable(db, post);
  if (unpublishable) return unpublishable;
  const [writer] = await db.select({ isSuspended: users.isSuspended }).from(users).where(eq(users.id, post.creatorId));
  if (!writer || writer.isSuspended) return badRequest(SUBMISSION_WRITER_SUSPENDED);
  return db.transaction(async (tx) => {
    const [submission] = await tx
      .update(publicationSubmissions)
      .set({ state: 'ACCEPTED', decidedAt: actor.now, decidedBy: actor.viewerId })
      .where(and(eq(publicationSubmissions.id, submissionId), eq(publicationSubmissions.state, 'OPEN')))
      .returning();
    if (!submission) return badRequest('This submission was decided a moment ago.');
    const [published] = await tx
      .update(posts)
      .set({
        collectionId: publication.id,
        statusForCollection: 'APPROVED',
        isPublished: true,
        publishedAt: post.publishedAt ?? actor.now,
        updatedAt: actor.now,
      })
      .where(eq(posts.id, post.id))
      .returning();
    if (!published) throw new Error('The story was not published.');
    return { kind: 'stored' as const, submission, post: published, published: true };
  });
}

/** An editor declines, with an optional note the writer reads. */
export async function declineSubmission(
  db: Database,
  actor: Actor,
  submissionId: string,
  note: string | null | undefined,
): Promise<SubmissionOutcome> {
  const checked = checkSubmissionNote(note);
  if (!checked.ok) return badRequest(checked.message);
  const found = await decidable(db, actor, submissionId);
  if (isFailure(found)) return found;
  const [submission] = await db
    .update(publicationSubmissions)
    .set({ state: 'REJECTED', note: checked.note, decidedAt: actor.now, decidedBy: actor.viewerId })
    .where(and(eq(publicationSubmissions.id, submissionId), eq(publicationSubmissions.state, 'OPEN')))
    .returning();
  if (!submission) return badRequest('This submission was decided a moment ago.');
  return { kind: 'stored', submission, post: found.post, published: false };
}

/** The writer withdraws their story while it waits. */
export async function withdrawSubmission(db: Database, actor: Actor, submissionId: string): Promise<SubmissionOutcome> {
  const found = await submissionFor(db, submissionId);
  if (!found) return notFound(SUBMISSION_NOT_FOUND);
  if (found.submission.writerId !== actor.viewerId) {
    return isEditingRole(await staffRoleIn(db, found.publication.id, actor.viewerId))
      ? forbidden(SUBMISSION_ONLY_WRITER_WITHDRAWS)
      : notFound(SUBMISSION_NOT_FOUND);
  }
  if (found.submission.state !== 'OPEN') {
    return badRequest(submissionAlreadyDecided(found.submission.state as Exclude<SubmissionState, 'OPEN'>));
  }
  const [submission] = await db
    .update(publicationSubmissions)
    .set({ state: 'CANCELLED', decidedAt: actor.now })
    .where(and(eq(publicationSubmissions.id, submissionId), eq(publicationSubmissions.state, 'OPEN')))
    .returning();
  if (!submission) return badRequest('This submission was decided a moment ago.');
  return { kind: 'stored', submission, post: found.post, published: false };
}
