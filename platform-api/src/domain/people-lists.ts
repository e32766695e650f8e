/**
 * A person's or a publication's followers and the writers and publications a person follows (a
 * profile's /followers and /following, a publication's /followers, the reader's /me/following):
 * most recent follow first, a page at a time, keyset-paged on (when followed, who).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { follows } from '../db/schema.ts';
import { cursorString, cursorTimestamp, decodeCursor, encodeCursor, pageSize, splitPage } from './paging.ts';
import { isoText } from './post-queries.ts';

export interface PeoplePage<T> {
  nodes: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export interface FollowRef {
  entityType: 'USER' | 'COLLECTION';
  entityId: string;
}

const entityKey = sql<string>`${follows.entityType} || ':' || ${follows.entityId}`;

function afterCursor(kind: string, after: string | null | undefined, key: SQL | typeof follows.followerId) {
  if (!after) return undefined;
  const [at, last] = decodeCursor(kind, after, 2);
  return sql`(${follows.createdAt}, ${key}) < (${cursorTimestamp(at)}::timestamptz, ${cursorString(last)})`;
}

/** The readers following a person or a publication. */
export async function listFollowers(
  db: Database,
  followed: FollowRef,
  args: { after?: string | null; first?: number | null },
): Promise<PeoplePage<string>> {
  const limit = pageSize(args.first);
  const kind = 'followers';
  const rows = await db
    .select({ id: follows.followerId, at: isoText(follows.createdAt) })
    .from(follows)
    .where(
      and(
        eq(follows.entityType, followed.entityType),
        eq(follows.entityId, followed.entityId),
        afterCursor(kind, args.after, follows.followerId),
      ),
    )
    .orderBy(desc(follows.createdAt), desc(follows.followerId))
    .limit(limit + 1);
  const page = splitPage(rows, limit, (row) => encodeCursor(kind, [row.at, row.id]));
  return { nodes: page.items.map((row) => row.id), pageInfo: { hasNextPage: page.hasMore, endCursor: page.endCursor } };
}

/** The writers and publications a person follows. */
export async function listFollowing(
  db: Database,
  userId: string,
  args: { after?: string | null; first?: number | null },
): Promise<PeoplePage<FollowRef>> {
  const limit = pageSize(args.first);
  const kind = 'following';
  const rows = await db
    .select({
      entityType: follows.entityType,
      entityId: follows.entityId,
      key: entityKey,
      at: isoText(follows.createdAt),
    })
    .from(follows)
    .where(
      and(
        eq(follows.followerId, userId),
        sql`${follows.entityType} in ('USER', 'COLLECTION')`,
        afterCursor(kind, args.after, entityKey),
      ),
    )
    .orderBy(desc(follows.createdAt), desc(entityKey))
    .limit(limit + 1);
  const page = splitPage(rows, limit, (row) => encodeCursor(kind, [row.at, row.key]));
  return {
    nodes: page.items.map((row) => ({ entityType: row.entityType as FollowRef['entityType'], entityId: row.entityId })),
    pageInfo: { hasNextPage: page.hasMore, endCursor: page.endCursor },
  };
}
