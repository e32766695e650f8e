/**
 * Paginated lists of stories (feeds, a writer's or publication's latest stories, responses)
 * with keyset cursors: a page never repeats or skips a story when new ones are published
 * between requests.
 */
import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Database } from '../db/client.ts';
import type { PostRow } from '../db/rows.ts';
import { posts, staffPicks } from '../db/schema.ts';
import {
  cursorInteger,
  cursorString,
  cursorTimestamp,
  decodeCursor,
  encodeCursor,
  pageSize,
  splitPage,
} from './paging.ts';
import { isoText, isPublicPost } from './post-queries.ts';

export interface PagingArgs {
  limit?: number | null;
  to?: string | null;
}

export interface PostPage {
  posts: PostRow[];
  /** The next page's request, null on the last page. */
  next: { limit: number; to: string } | null;
}

/** NEW: newest first. TOP: high-quality stories first, newest first within each group. */
export type FeedOrder = 'NEW' | 'TOP';

export function feedOrder(mode: string | null | undefined): FeedOrder {
  const normalised = (mode ?? 'NEW').toUpperCase();
  if (normalised === 'NEW' || normalised === 'LATEST') return 'NEW';
  if (normalised === 'TOP' || normalised === 'HOT') return 'TOP';
  throw new GraphQLError(`Unknown feed mode '${mode}': use NEW or TOP.`, { extensions: { code: 'BAD_USER_INPUT' } });
}

const publishedAtText = isoText(posts.publishedAt);

/** Public stories matching `where`, in `order`, one page after `paging.to`. */
export async function listPosts(
  db: Database,
  where: SQL | undefined,
  paging: PagingArgs | null | undefined,
  order: FeedOrder = 'NEW',
): Promise<PostPage> {
  const limit = pageSize(paging?.limit);
  const kind = order === 'NEW' ? 'posts-new' : 'posts-top';
  let after: SQL | undefined;
  if (paging?.to) {
    if (order === 'NEW') {
      const [at, id] = decodeCursor(kind, paging.to, 2);
      after = sql`(${posts.publishedAt}, ${posts.id}) < (${cursorTimestamp(at)}::timestamptz, ${cursorString(id)})`;
    } else {
      const [quality, at, id] = decodeCursor(kind, paging.to, 3);
      after = sql`(${posts.highQuality}, ${posts.publishedAt}, ${posts.id}) < (${cursorInteger(quality) === 1}, ${cursorTimestamp(at)}::timestamptz, ${cursorString(id)})`;
    }
  }
  const rows = await db
    .select({ post: posts, at: publishedAtText })
    .from(posts)
    .where(and(isPublicPost, where, after))
    .orderBy(...(order === 'TOP' ? [desc(posts.highQuality)] : []), desc(posts.publishedAt), desc(posts.id))
    .limit(limit + 1);
  const cursorOf = (row: (typeof rows)[number]) =>
    order === 'NEW'
      ? encodeCursor(kind, [row.at, row.post.id])
      : encodeCursor(kind, [row.post.highQuality ? 1 : 0, row.at, row.post.id]);
  return page(rows, limit, cursorOf);
}

/** Staff picks in their curated order. */
export async function listStaffPicks(db: Database, paging: PagingArgs | null | undefined): Promise<PostPage> {
  const limit = pageSize(paging?.limit);
  const kind = 'staff-picks';
  const after = paging?.to ? gt(staffPicks.position, cursorInteger(decodeCursor(kind, paging.to, 1)[0])) : undefined;
  const rows = await db
    .select({ post: posts, position: staffPicks.position })
    .from(staffPicks)
    .innerJoin(posts, eq(posts.id, staffPicks.postId))
    .where(and(isPublicPost, after))
    .orderBy(asc(staffPicks.position))
    .limit(limit + 1);
  return page(rows, limit, (row) => encodeCursor(kind, [row.position]));
}

function page<T extends { post: PostRow }>(rows: T[], limit: number, cursorOf: (row: T) => string): PostPage {
  const { items, nextCursor } = splitPage(rows, limit, cursorOf);
  return { posts: items.map((row) => row.post), next: nextCursor === null ? null : { limit, to: nextCursor } };
}
