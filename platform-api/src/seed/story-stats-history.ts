/**
 * The demo world's stats: views and reads per day over the last STATS_HISTORY_DAYS days for every
 * published story, so a demo writer's stats page (/me/stats) has a history from the first start.
 * Made inside the database in one statement; the same world gives the same figures (hashtext of
 * the story and the day), a story's views start on the day it was published, and reads are about
 * a third of the views.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export const STATS_HISTORY_DAYS = 90;

export async function addStoryStatsHistory(db: Database, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const result = await db.execute(sql`
    insert into story_stats_daily (post_id, day, views, reads)
    select post_id, day, views, (views * (25 + abs(hashtext(post_id || 'r' || day)) % 20) / 100)::int
    from (
      select p.id as post_id, d.day::date as day,
        -- Quiet days and busy ones: 0 to 24 views, more on the stories' recent days.
        (abs(hashtext(p.id || d.day::text)) % 25 * (case when d.day > ${today}::date - 14 then 2 else 1 end))::int as views
      from posts p
      cross join generate_series(${today}::date - ${STATS_HISTORY_DAYS - 1}::int, ${today}::date, interval '1 day') as d(day)
      where p.is_published and p.deleted_at is null and p.in_response_to_post_id is null
        and p.published_at is not null and d.day >= date_trunc('day', p.published_at)
    ) generated
    where views > 0
    on conflict (post_id, day) do nothing
  `);
  return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
}
