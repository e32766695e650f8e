/**
 * The sidebar's Following list (SidebarMenuQuery): the writers and publications
 * the viewer follows, with when each last published and whether that is newer than the
 * viewer's last visit (the unread dot), newest first, a page at a time.
 */
import { and, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Database } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { follows, posts } from '../db/schema.ts';
import {
  cursorString,
  cursorTimestamp,
  decodeCursor,
  type CursorValue,
  encodeCursor,
  pageSize,
  splitPage,
} from './paging.ts';
import { isoText, isPublicPost, isStory } from './post-queries.ts';

export type FollowedOrder = 'lastPublishedAt' | 'createdAt';

/** `orderBy` is '<field> desc'; the field defaults to lastPublishedAt. */
export function parseFollowedOrder(orderBy: string | null | undefined): FollowedOrder {
  if (!orderBy) return 'lastPublishedAt';
  const match = /^\s*(lastPublishedAt|createdAt)(?:\s+desc)?\s*$/i.exec(orderBy);
  if (!match) {
    throw new GraphQLError(`Unsupported orderBy '${orderBy}': use 'lastPublishedAt desc' or 'createdAt desc'.`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return match[1]?.toLowerCase() === 'createdat' ? 'createdAt' : 'lastPublishedAt';
}

export interface FollowedEntityRef {
  entityType: 'USER' | 'COLLECTION';
  entityId: string;
  lastPublishedAt: Date | null;
  hasUnread: boolean;
}

export interface FollowedEntitiesPage {
  edges: FollowedEntityRef[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const lastPublished = sql`case when ${follows.entityType} = 'USER'
  then (select max(${posts.publishedAt}) from ${posts} where ${posts.creatorId} = ${follows.entityId} and ${isPublicPost} and ${isStory})
  else (select max(${posts.publishedAt}) from ${posts} where ${posts.collectionId} = ${follows.entityId} and ${isPublicPost} and ${isStory})
end`;

/** Where a later page starts: the last row's sort value (null: never published) and key. */
interface FollowedCursor {
  at: CursorValue | undefined;
  key: string;
}

/** The page's query; `viewerId` and `limit` may be placeholders (the prepared first pages). */
function followedQuery(
  db: Database,
  viewerId: string | Placeholder,
  order: FollowedOrder,
  limit: number | Placeholder,
  cursor?: FollowedCursor,
) {
  // Each follow's last publication is computed once here; OFFSET 0 keeps PostgreSQL from
  // inlining this subquery, which would evaluate the two correlated aggregates once per use.
  const latest = db
    .select({
      entityType: follows.entityType,
      entityId: follows.entityId,
      key: sql<string>`${follows.entityType} || ':' || ${follows.entityId}`.as('entity_key'),
      createdAt: sql`${follows.createdAt}`.as('followed_at'),
      lastViewedAt: sql`${follows.lastViewedAt}`.as('last_viewed_at'),
      lastPublishedAt: lastPublished.as('last_published_at'),
    })
    .from(follows)
    .where(eq(follows.followerId, viewerId))
    .offset(0)
    .as('latest');
  const followed = db
    .select({
      entityType: latest.entityType,
      entityId: latest.entityId,
      key: latest.key,
      createdAt: latest.createdAt,
      createdText: isoText(sql`${latest.createdAt}`).as('followed_at_text'),
      lastPublishedAt: latest.lastPublishedAt,
      lastPublishedText: isoText(sql`${latest.lastPublishedAt}`).as('last_published_text'),
      hasUnread:
        sql<unknown>`coalesce(${latest.lastPublishedAt} > coalesce(${latest.lastViewedAt}, '-infinity'::timestamptz), false)`.as(
          'has_unread',
        ),
    })
    .from(latest)
    .as('followed');

  let after: SQL | undefined;
  if (cursor) {
    const afterKey = cursor.key;
    if (order === 'createdAt') {
      after = sql`(${followed.createdAt}, ${followed.key}) < (${cursorTimestamp(cursor.at)}::timestamptz, ${afterKey})`;
    } else if (cursor.at === null) {
      after = sql`(${followed.lastPublishedAt} is null and ${followed.key} < ${afterKey})`;
    } else {
      const afterAt = cursorTimestamp(cursor.at);
      after = sql`(${followed.lastPublishedAt} < ${afterAt}::timestamptz
        or (${followed.lastPublishedAt} = ${afterAt}::timestamptz and ${followed.key} < ${afterKey})
        or ${followed.lastPublishedAt} is null)`;
    }
  }

  return db
    .select({
      entityType: followed.entityType,
      entityId: followed.entityId,
      key: followed.key,
      createdText: followed.createdText,
      lastPublishedText: followed.lastPublishedText,
      hasUnread: followed.hasUnread,
    })
    .from(followed)
    .where(and(sql`${followed.entityType} in ('USER', 'COLLECTION')`, after))
    .orderBy(
      ...(order === 'createdAt' ? [desc(followed.createdAt)] : [sql`${followed.lastPublishedAt} desc nulls last`]),
      desc(followed.key),
    )
    .limit(limit);
}

/** The first page in each order (the sidebar on every signed-in page), prepared once per database. */
const firstPages = preparedPerDatabase((db) => ({
  lastPublishedAt: followedQuery(db, sql.placeholder('viewerId'), 'lastPublishedAt', sql.placeholder('limit')).prepare(
    'followed_entities_first_page_by_last_published',
  ),
  createdAt: followedQuery(db, sql.placeholder('viewerId'), 'createdAt', sql.placeholder('limit')).prepare(
    'followed_entities_first_page_by_created',
  ),
}));

export async function listFollowedEntities(
  db: Database,
  viewerId: string,
  args: { orderBy?: string | null; after?: string | null; first?: number | null },
): Promise<FollowedEntitiesPage> {
  const order = parseFollowedOrder(args.orderBy);
  const limit = pageSize(args.first);
  const kind = `followed-${order}`;
  let cursor: FollowedCursor | undefined;
  if (args.after) {
    const [at, key] = decodeCursor(kind, args.after, 2);
    cursor = { at, key: cursorString(key) };
  }
  const rows = cursor
    ? await followedQuery(db, viewerId, order, limit + 1, cursor)
    : await firstPages(db)[order].execute({ viewerId, limit: limit + 1 });

  const cursorOf = (row: (typeof rows)[number]) =>
    encodeCursor(kind, [order === 'createdAt' ? row.createdText : row.lastPublishedText, row.key]);
  const { items, hasMore, endCursor } = splitPage(rows, limit, cursorOf);
  return {
    edges: items.map((row) => ({
      entityType: row.entityType as 'USER' | 'COLLECTION',
      entityId: row.entityId,
      lastPublishedAt: row.lastPublishedText === null ? null : new Date(row.lastPublishedText),
      hasUnread: row.hasUnread === true || row.hasUnread === 't',
    })),
    pageInfo: { hasNextPage: hasMore, endCursor },
  };
}
