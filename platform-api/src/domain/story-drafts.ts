/**
 * Writing: a writer starts a story (a draft only they see), the editor saves it whole as they type,
 * and publishing puts it where readers find it. The rules on what a story may hold are the
 * contracts' (shared-contracts/src/stories.ts), so the editor and the API say the same. A story
 * the viewer may not see answers NotFound (its existence does not leak); one they see but did not
 * write answers Forbidden.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, gte, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  checkStoryDraft,
  checkStoryPublishable,
  STORY_IN_TRASH,
  STORY_NOT_AUTHOR,
  storyPlainText,
  storyReadingTime,
  storySlug,
  storyTopic,
  type StoryDraft,
  type StoryParagraph,
} from '@inkpot/shared-contracts/stories';
import type { Database } from '../db/client.ts';
import type { PostRow } from '../db/rows.ts';
import { follows, posts, postTags, sessions, tags, users } from '../db/schema.ts';
import type { Actor } from './content-actions.ts';
import { cursorString, cursorTimestamp, decodeCursor, encodeCursor, pageSize, splitPage } from './paging.ts';
import type { PagingArgs, PostPage } from './post-feeds.ts';
import { isoText, isStory } from './post-queries.ts';
import { badRequest, forbidden, notFound, type Failure } from './outcome.ts';
import { canViewPost, TRASH_RETENTION_MS } from './post-rules.ts';

export type StoryOutcome = { kind: 'stored'; post: PostRow } | Failure;

const storyNotFound = notFound('Story not found.');

/** A draft as it arrives: GraphQL's input, with optional fields as null. */
export interface DraftInput {
  title: string;
  content: readonly {
    type: StoryParagraph['type'];
    text: string;
    markups: readonly {
      type: StoryParagraph['markups'][number]['type'];
      start: number;
      end: number;
      href?: string | null;
    }[];
    src?: string | null;
    alt?: string | null;
  }[];
  topicNames: readonly string[];
  isLocked: boolean;
}

/** The paragraphs as stored: only the fields each type uses, links and images trimmed. */
function storedParagraphs(input: DraftInput): StoryParagraph[] {
  return input.content.map((paragraph) => ({
    type: paragraph.type,
    text: paragraph.text,
    markups: paragraph.markups.map((markup) => ({
      type: markup.type,
      start: markup.start,
      end: markup.end,
      ...(markup.type === 'LINK' && { href: (markup.href ?? '').trim() }),
    })),
    ...(paragraph.type === 'IMAGE' && { src: (paragraph.src ?? '').trim(), alt: (paragraph.alt ?? '').trim() }),
  }));
}

function draftOf(input: DraftInput): StoryDraft {
  return {
    title: input.title.trim(),
    paragraphs: storedParagraphs(input),
    topics: input.topicNames,
    isLocked: input.isLocked,
  };
}

/** The columns a saved draft sets. */
function columnsOf(draft: StoryDraft, now: Date) {
  return {
    title: draft.title,
    slug: storySlug(draft.title),
    body: storyPlainText(draft.paragraphs),
    content: [...draft.paragraphs],
    isLocked: draft.isLocked,
    readingTime: storyReadingTime(draft.paragraphs),
    updatedAt: now,
  };
}

/** The story's topics become exactly `names` (unknown topics are created), in one transaction with the story's row. */
async function setTopics(db: Database, postId: string, names: readonly string[]) {
  const topics = [
    ...new Map(
      names.flatMap((name) => {
        const topic = storyTopic(name);
        return topic ? [[topic.slug, topic] as const] : [];
      }),
    ).values(),
  ];
  if (topics.length) await db.insert(tags).values(topics).onConflictDoNothing();
  const slugs = topics.map((topic) => topic.slug);
  const current = await db.select({ slug: postTags.tagSlug }).from(postTags).where(eq(postTags.postId, postId));
  const gone = current.map((row) => row.slug).filter((slug) => !slugs.includes(slug));
  const added = slugs.filter((slug) => !current.some((row) => row.slug === slug));
  if (gone.length) await db.delete(postTags).where(and(eq(postTags.postId, postId), inArray(postTags.tagSlug, gone)));
  if (added.length) await db.insert(postTags).values(added.map((tagSlug) => ({ postId, tagSlug })));
}

async function authorMayWrite(db: Database, actor: Actor): Promise<Failure | null> {
  const [author] = await db
    .select({ isSuspended: users.isSuspended })
    .from(users)
    .where(eq(users.id, actor.viewerId))
    .limit(1);
  if (!author) return notFound('Your account was not found.');
  if (author.isSuspended) return forbidden('Suspended accounts cannot write stories.');
  return null;
}

/** The viewer starts a story: a draft with what the editor has so far. */
export async function createStoryDraft(db: Database, actor: Actor, input: DraftInput): Promise<StoryOutcome> {
  const draft = draftOf(input);
  const checked = checkStoryDraft(draft);
  if (!checked.ok) return badRequest(checked.message);
  const refusal = await authorMayWrite(db, actor);
  if (refusal) return refusal;
  const post = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posts)
      .values({
        id: randomBytes(6).toString('hex'),
        creatorId: actor.viewerId,
        isPublished: false,
        publishedAt: null,
        ...columnsOf(draft, actor.now),
      })
      .returning();
    if (!row) throw new Error('The draft was not stored.');
    await setTopics(tx, row.id, draft.topics);
    return row;
  });
  return { kind: 'stored', post };
}

/** The author's own story, not in the trash, or why the viewer may not change it. */
async function ownStory(db: Database, actor: Actor, postId: string): Promise<PostRow | Failure> {
  const [post] = await db.select().from(posts).where(eq(posts.id, postId)).limit(1);
  if (!post || post.inResponseToPostId || !canViewPost(post, actor.viewerId, actor.capabilities)) return storyNotFound;
  if (post.creatorId !== actor.viewerId) return forbidden(STORY_NOT_AUTHOR);
  if (post.deletedAt) return badRequest(STORY_IN_TRASH);
  return post;
}

const isFailure = (value: PostRow | Failure): value is Failure => 'kind' in value;

/**
 * The author saves the editor's whole draft. A published story must stay publishable (a title
 * and a body): it is live as it is saved.
 */
export async function saveStoryDraft(
  db: Database,
  actor: Actor,
  postId: string,
  input: DraftInput,
): Promise<StoryOutcome> {
  const story = await ownStory(db, actor, postId);
  if (isFailure(story)) return story;
  const draft = draftOf(input);
  const checked = story.isPublished ? checkStoryPublishable(draft) : checkStoryDraft(draft);
  if (!checked.ok) return badRequest(checked.message);
  const post = await db.transaction(async (tx) => {
    const [row] = await tx.update(posts).set(columnsOf(draft, actor.now)).where(eq(posts.id, story.id)).returning();
    if (!row) throw new Error('The draft was not stored.');
    await setTopics(tx, row.id, draft.topics);
    return row;
  });
  return { kind: 'stored', post };
}

/** The author publishes their draft (publishing a published story again changes nothing). */
export async function publishStory(db: Database, actor: Actor, postId: string): Promise<StoryOutcome> {
  const story = await ownStory(db, actor, postId);
  if (isFailure(story)) return story;
  if (story.isPublished) return { kind: 'stored', post: story };
  const refusal = await authorMayWrite(db, actor);
  if (refusal) return refusal;
  const topics = await db.select({ slug: postTags.tagSlug }).from(postTags).where(eq(postTags.postId, story.id));
  const checked = checkStoryPublishable({
    title: story.title,
    paragraphs: story.content ?? [],
    topics: topics.map((topic) => topic.slug),
    isLocked: story.isLocked,
  });
  if (!checked.ok) return badRequest(checked.message);
  const [post] = await db
    .update(posts)
    .set({ isPublished: true, publishedAt: actor.now, updatedAt: actor.now })
    .where(eq(posts.id, story.id))
    .returning();
  if (!post) throw new Error('The story was not published.');
  return { kind: 'stored', post };
}

export type YourStoriesFilter = 'DRAFTS' | 'PUBLISHED' | 'DELETED';

/** Which of the viewer's stories each tab holds; trashed ones only while they can be restored. */
function inTab(filter: YourStoriesFilter, now: Date): SQL {
  const restorableSince = new Date(now.getTime() - TRASH_RETENTION_MS);
  switch (filter) {
    case 'DRAFTS':
      return and(eq(posts.isPublished, false), isNull(posts.deletedAt)) as SQL;
    case 'PUBLISHED':
      return and(eq(posts.isPublished, true), isNull(posts.deletedAt)) as SQL;
    case 'DELETED':
      return and(isNotNull(posts.deletedAt), gte(posts.deletedAt, restorableSince)) as SQL;
  }
}

const updatedAtText = isoText(posts.updatedAt);

/** The viewer's own stories (not responses) in one tab, last changed first. */
export async function listYourStories(
  db: Database,
  viewerId: string,
  filter: YourStoriesFilter,
  paging: PagingArgs | null | undefined,
  now: Date,
): Promise<PostPage> {
  const limit = pageSize(paging?.limit);
  const kind = 'your-stories';
  let after: SQL | undefined;
  if (paging?.to) {
    const [at, id] = decodeCursor(kind, paging.to, 2);
    after = sql`(${posts.updatedAt}, ${posts.id}) < (${cursorTimestamp(at)}::timestamptz, ${cursorString(id)})`;
  }
  const rows = await db
    .select({ post: posts, at: updatedAtText })
    .from(posts)
    .where(and(eq(posts.creatorId, viewerId), isStory, inTab(filter, now), after))
    .orderBy(desc(posts.updatedAt), desc(posts.id))
    .limit(limit + 1);
  const { items, nextCursor } = splitPage(rows, limit, (row) => encodeCursor(kind, [row.at, row.post.id]));
  return { posts: items.map((row) => row.post), next: nextCursor === null ? null : { limit, to: nextCursor } };
}

export async function yourStoryCounts(db: Database, viewerId: string, now: Date) {
  const counts = await Promise.all(
    (['DRAFTS', 'PUBLISHED', 'DELETED'] as const).map(async (filter) => {
      const [row] = await db
        .select({ n: count() })
        .from(posts)
        .where(and(eq(posts.creatorId, viewerId), isStory, inTab(filter, now)));
      return row?.n ?? 0;
    }),
  );
  return { drafts: counts[0] ?? 0, published: counts[1] ?? 0, deleted: counts[2] ?? 0 };
}

/** Most followers' sessions whose cached results a publish drops; beyond, feeds catch up within the cache's time to live. */
export const FOLLOWER_SESSIONS_DROPPED = 1000;

/** The live sessions (by id hash) of readers who follow the story's writer or its publication. */
export async function followerSessions(db: Database, post: PostRow, now: Date): Promise<string[]> {
  const followed = post.collectionId
    ? sql`((${follows.entityType} = 'USER' and ${follows.entityId} = ${post.creatorId}) or (${follows.entityType} = 'COLLECTION' and ${follows.entityId} = ${post.collectionId}))`
    : sql`(${follows.entityType} = 'USER' and ${follows.entityId} = ${post.creatorId})`;
  const rows = await db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(
      and(
        gt(sessions.expiresAt, now),
        sql`${sessions.userId} in (select ${follows.followerId} from ${follows} where ${followed})`,
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(FOLLOWER_SESSIONS_DROPPED);
  return rows.map((row) => row.idHash);
}
