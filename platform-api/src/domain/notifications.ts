/**
 * A reader's notifications: what other people did that concerns them (followed them, responded
 * to, clapped for, highlighted or mentioned their stories) and their publications' events (a
 * follow of a publication they own, a story a followed publication published, a publication
 * featuring their story). Listed newest first a page at a time; read one by one or all at once.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { notifications, publicationStaff } from '../db/schema.ts';
import { cursorInteger, cursorTimestamp, decodeCursor, encodeCursor, pageSize, splitPage } from './paging.ts';
import { isoText } from './post-queries.ts';

export const NOTIFICATION_KINDS = [
  'FOLLOW',
  'CLAP',
  'RESPONSE',
  'HIGHLIGHT',
  'MENTION',
  'PUBLICATION_FOLLOW',
  'PUBLICATION_STORY',
  'PUBLICATION_FEATURE',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationsPage {
  nodes: NotificationRow[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const CURSOR_KIND = 'notifications';

/** The viewer's notifications, newest first (ties by id, newest first), `first` at a time after `after`. */
export async function listNotifications(
  db: Database,
  viewerId: string,
  args: { first?: number | null; after?: string | null },
): Promise<NotificationsPage> {
  const limit = pageSize(args.first);
  const conditions: SQL[] = [eq(notifications.userId, viewerId)];
  if (args.after) {
    const [at, id] = decodeCursor(CURSOR_KIND, args.after, 2);
    conditions.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (${cursorTimestamp(at)}::timestamptz, ${cursorInteger(id)})`,
    );
  }
  const rows = await db
    .select({ row: notifications, createdText: isoText(notifications.createdAt) })
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const page = splitPage(rows, limit, ({ row, createdText }) => encodeCursor(CURSOR_KIND, [createdText, row.id]));
  return {
    nodes: page.items.map(({ row }) => row),
    pageInfo: { hasNextPage: page.hasMore, endCursor: page.endCursor },
  };
}

/** Marks every unread notification of the viewer read; answers how many it marked. */
export async function markAllNotificationsRead(db: Database, viewerId: string, now: Date): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, viewerId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}

/**
 * Marks one of the viewer's notifications read (it stays read if it was). Null when the id is
 * not one of the viewer's: someone else's notification answers as if it did not exist.
 */
export async function markNotificationRead(
  db: Database,
  viewerId: string,
  notificationId: string,
  now: Date,
): Promise<NotificationRow | null> {
  if (!/^\d{1,15}$/.test(notificationId)) return null;
  const id = Number(notificationId);
  const where = and(eq(notifications.id, id), eq(notifications.userId, viewerId));
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(where, isNull(notifications.readAt)))
    .returning();
  if (updated) return updated;
  const [existing] = await db.select().from(notifications).where(where).limit(1);
  return existing ?? null;
}

/** Asked by every signed-in page (the bell's dot): prepared once per database. */
const unreadCount = preparedPerDatabase((db) =>
  db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('viewerId')), isNull(notifications.readAt)))
    .prepare('unread_notification_count'),
);

export async function unreadNotificationCount(db: Database, viewerId: string): Promise<number> {
  const [row] = await unreadCount(db).execute({ viewerId });
  return row?.unread ?? 0;
}

export interface NotificationEvent {
  kind: NotificationKind;
  actorId: string;
  postId?: string | null;
  publicationId?: string | null;
}

/**
 * Tells `recipients` about what `event.actorId` did. Nobody is told about their own action, and
 * a recipient who has the same event unread already is not told twice (following, unfollowing
 * and following again makes one notification, not three).
 */
export async function notify(
  db: Database,
  recipients: readonly string[],
  event: NotificationEvent,
  now: Date,
): Promise<void> {
  const wanted = [...new Set(recipients)].filter((userId) => userId !== event.actorId);
  if (wanted.length === 0) return;
  const same = (column: typeof notifications.postId | typeof notifications.publicationId, value?: string | null) =>
    value ? eq(column, value) : isNull(column);
  const pending = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, wanted),
        eq(notifications.kind, event.kind),
        eq(notifications.actorId, event.actorId),
        same(notifications.postId, event.postId),
        same(notifications.publicationId, event.publicationId),
        isNull(notifications.readAt),
      ),
    );
  const told = new Set(pending.map((row) => row.userId));
  const rows = wanted
    .filter((userId) => !told.has(userId))
    .map((userId) => ({
      userId,
      kind: event.kind,
      actorId: event.actorId,
      postId: event.postId ?? null,
      publicationId: event.publicationId ?? null,
      createdAt: now,
    }));
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

/** Who hears about a publication's events: its owners. */
export async function publicationOwners(db: Database, publicationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: publicationStaff.userId })
    .from(publicationStaff)
    .where(and(eq(publicationStaff.publicationId, publicationId), eq(publicationStaff.role, 'OWNER')));
  return rows.map((row) => row.userId);
}
