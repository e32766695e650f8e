/**
 * A writer's and a publication's stats: views and reads of their stories, kept per story and day (UTC).
 *
 * - A view is one load of a story's page by anyone but its author (visitors included), of a story
 *   readers can see (published, not in the trash, not suspended). Each gets a row of its own
 *   (story_views), whose id the page reports its read with.
 * - A read is a view whose reader reached the end of the story with the page open at least
 *   READ_MIN_SECONDS: the page reports it when both hold, and the API refuses a report sooner
 *   after the view, a second one for the same view, or one from another reader.
 *
 * Both count on the day of the view, so a day never has more reads than views. docs/host-pages.md#stats.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_STATS_DAYS,
  MAX_STATS_DAYS,
  READ_MIN_SECONDS,
  STATS_STORY_LIMIT,
} from '@inkpot/shared-contracts/story-stats';
import type { Database } from '../db/client.ts';
import { posts, storyStatsDaily, storyViews } from '../db/schema.ts';
import { inPublication } from './post-queries.ts';

/** A date's day in UTC, as PostgreSQL's `date` reads it: YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The days from `days - 1` days before `now` to `now`'s own, oldest first. */
export function periodDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => utcDay(new Date(today - (days - 1 - index) * 86_400_000)));
}

/** The period asked for, held between 1 day and MAX_STATS_DAYS. */
export const clampStatsDays = (days: number | null | undefined): number =>
  Math.min(MAX_STATS_DAYS, Math.max(1, Math.trunc(days ?? DEFAULT_STATS_DAYS)));

const countIn = (day: string) => sql`(${day})::date`;

/**
 * Records a load of a story's page; null when it does not count (the author's own, or a story
 * readers cannot see). The id is what the page reports the read with.
 */
export async function recordStoryView(
  db: Database,
  input: { postId: string; viewerId: string | null; visitorId: string; now: Date },
): Promise<{ viewId: string } | null> {
  const [post] = await db
    .select({ creatorId: posts.creatorId })
    .from(posts)
    .where(
      and(
        eq(posts.id, input.postId),
        eq(posts.isPublished, true),
        isNull(posts.deletedAt),
        eq(posts.isSuspended, false),
        isNull(posts.inResponseToPostId),
      ),
    );
  if (!post || post.creatorId === input.viewerId) return null;
  const viewId = randomUUID();
  const day = utcDay(input.now);
  await db.transaction(async (tx) => {
    await tx.insert(storyViews).values({
      id: viewId,
      postId: input.postId,
      viewerId: input.viewerId,
      visitorId: input.viewerId ? null : input.visitorId,
      viewedAt: input.now,
    });
    await tx
      .insert(storyStatsDaily)
      .values({ postId: input.postId, day, views: 1, reads: 0 })
      .onConflictDoUpdate({
        target: [storyStatsDaily.postId, storyStatsDaily.day],
        set: { views: sql`${storyStatsDaily.views} + 1` },
      });
  });
  return { viewId };
}

/**
 * Records that a view's reader reached the end of the story: true when it counted. It counts once
 * per view, only for the reader who viewed (a visitor's view for the same browser), and only once the
 * page had been open READ_MIN_SECONDS.
 */
export async function recordStoryRead(
  db: Database,
  input: { viewId: string; viewerId: string | null; visitorId: string; now: Date },
): Promise<boolean> {
  const earliestView = new Date(input.now.getTime() - READ_MIN_SECONDS * 1000);
  return db.transaction(async (tx) => {
    const [view] = await tx
      .update(storyViews)
      .set({ readAt: input.now })
      .where(
        and(
          eq(storyViews.id, input.viewId),
          isNull(storyViews.readAt),
          input.viewerId === null
            ? and(isNull(storyViews.viewerId), eq(storyViews.visitorId, input.visitorId))
            : eq(storyViews.viewerId, input.viewerId),
          sql`${storyViews.viewedAt} <= ${earliestView.toISOString()}::timestamptz`,
        ),
      )
      .returning({ postId: storyViews.postId, viewedAt: storyViews.viewedAt });
    if (!view) return false;
    await tx
      .update(storyStatsDaily)
      .set({ reads: sql`${storyStatsDaily.reads} + 1` })
      .where(and(eq(storyStatsDaily.postId, view.postId), eq(storyStatsDaily.day, utcDay(view.viewedAt))));
    return true;
  });
}

export interface StatsDay {
  day: string;
  views: number;
  reads: number;
}

export interface StoryStats {
  days: number;
  views: number;
  reads: number;
  /** Every day of the period, oldest first, days without views as zeros. */
  daily: StatsDay[];
  /** The stories with views in the period, most viewed first (at most STATS_STORY_LIMIT). */
  stories: Array<{ postId: string; views: number; reads: number }>;
}

/** Whose stories: a writer's own, or those accepted in a publication (as its pages list them). */
export type StatsOwner = { writerId: string } | { publicationId: string };

const storiesOf = (owner: StatsOwner) =>
  'writerId' in owner ? eq(posts.creatorId, owner.writerId) : inPublication(owner.publicationId);

/**
 * A writer's or a publication's views and reads over the last `days` days (today included), in
 * total per day and per story; `postId` narrows both to one of its stories, and is null when the
 * story is not among them; `memberOnly` to the member-only stories (`posts.is_locked`), what the
 * Partner Program pays for. Who may see a publication's is the caller's to decide (its OWNER and
 * EDITORs).
 */
export async function storyStatsOf(
  db: Database,
  input: StatsOwner & { days: number; now: Date; postId?: string | null; memberOnly?: boolean },
): Promise<StoryStats | null> {
  if (input.postId) {
    const [own] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, input.postId), storiesOf(input)));
    if (!own) return null;
  }
  const days = periodDays(input.now, input.days);
  const first = days[0] ?? utcDay(input.now);
  const scope = and(
    storiesOf(input),
    gte(storyStatsDaily.day, sql`${countIn(first)}`),
    input.postId ? eq(posts.id, input.postId) : undefined,
    input.memberOnly ? eq(posts.isLocked, true) : undefined,
  );
  const [perDay, perStory] = await Promise.all([
    db
      .select({
        day: storyStatsDaily.day,
        views: sql<number>`sum(${storyStatsDaily.views})::int`,
        reads: sql<number>`sum(${storyStatsDaily.reads})::int`,
      })
      .from(storyStatsDaily)
      .innerJoin(posts, eq(posts.id, storyStatsDaily.postId))
      .where(scope)
      .groupBy(storyStatsDaily.day),
    db
      .select({
        postId: storyStatsDaily.postId,
        views: sql<number>`sum(${storyStatsDaily.views})::int`,
        reads: sql<number>`sum(${storyStatsDaily.reads})::int`,
      })
      .from(storyStatsDaily)
      .innerJoin(posts, eq(posts.id, storyStatsDaily.postId))
      .where(scope)
      .groupBy(storyStatsDaily.postId)
      .orderBy(desc(sql`sum(${storyStatsDaily.views})`), storyStatsDaily.postId)
      .limit(STATS_STORY_LIMIT),
  ]);
  const byDay = new Map(perDay.map((row) => [String(row.day), row]));
  const daily = days.map((day) => ({ day, views: byDay.get(day)?.views ?? 0, reads: byDay.get(day)?.reads ?? 0 }));
  return {
    days: input.days,
    views: daily.reduce((sum, day) => sum + day.views, 0),
    reads: daily.reduce((sum, day) => sum + day.reads, 0),
    daily,
    stories: perStory,
  };
}
