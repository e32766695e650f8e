/**
 * Writers and publications to follow (the sidebar's 'See suggestions'): the ones the
 * viewer does not follow and has not muted, never the viewer; writers only when readers would
 * find them (a public story, not suspended, high quality, a person: search's rules). Ranked by
 * how many of the writers the viewer follows follow it too, then by followers, a page at a time.
 */
import { sql, type SQL } from 'drizzle-orm';
import { resultRows, type Database } from '../db/client.ts';
import { cursorInteger, cursorString, decodeCursor, encodeCursor, pageSize, splitPage } from './paging.ts';
import { isPublicPost, isStory } from './post-queries.ts';

export interface FollowSuggestionRef {
  entityType: 'USER' | 'COLLECTION';
  entityId: string;
  sharedFollowCount: number;
}

export interface FollowSuggestionsPage {
  edges: FollowSuggestionRef[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const CURSOR_KIND = 'follow-suggestions';

export async function listFollowSuggestions(
  db: Database,
  viewerId: string,
  args: { after?: string | null; first?: number | null },
): Promise<FollowSuggestionsPage> {
  const limit = pageSize(args.first);
  let after: SQL = sql`true`;
  if (args.after) {
    const [shared, followers, key] = decodeCursor(CURSOR_KIND, args.after, 3);
    after = sql`(shared_follow_count, follower_count, entity_key)
      < (${cursorInteger(shared)}::int, ${cursorInteger(followers)}::int, ${cursorString(key)})`;
  }

  // `mine`: what the viewer follows. A candidate's shared count is how many of its followers
  // are writers in `mine`.
  const result = await db.execute(sql`
    with mine as (
      select entity_type, entity_id from follows where follower_id = ${viewerId}
    ),
    candidates as (
      select 'USER'::text as entity_type, users.id as entity_id
      from users
      where users.id <> ${viewerId} and not users.is_suspended and users.high_quality and users.kind = 'person'
        and exists (select 1 from posts where posts.creator_id = users.id and ${isPublicPost} and ${isStory})
      union all
      select 'COLLECTION'::text, publications.id from publications
    ),
    ranked as (
      select c.entity_type, c.entity_id, c.entity_type || ':' || c.entity_id as entity_key,
        (select count(*) from follows f
          where f.entity_type = c.entity_type and f.entity_id = c.entity_id)::int as follower_count,
        (select count(*) from follows f
          where f.entity_type = c.entity_type and f.entity_id = c.entity_id
            and f.follower_id in (select m.entity_id from mine m where m.entity_type = 'USER'))::int as shared_follow_count
      from candidates c
      where not exists (select 1 from mine m where m.entity_type = c.entity_type and m.entity_id = c.entity_id)
        and not exists (select 1 from mutes
          where mutes.user_id = ${viewerId} and mutes.entity_type = c.entity_type and mutes.entity_id = c.entity_id)
    )
    select entity_type, entity_id, entity_key, follower_count, shared_follow_count
    from ranked
    where ${after}
    order by shared_follow_count desc, follower_count desc, entity_key desc
    limit ${limit + 1}
  `);
  const rows = resultRows<{
    entity_type: 'USER' | 'COLLECTION';
    entity_id: string;
    entity_key: string;
    follower_count: number;
    shared_follow_count: number;
  }>(result);

  const { items, hasMore, endCursor } = splitPage(rows, limit, (row) =>
    encodeCursor(CURSOR_KIND, [Number(row.shared_follow_count), Number(row.follower_count), row.entity_key]),
  );
  return {
    edges: items.map((row) => ({
      entityType: row.entity_type,
      entityId: row.entity_id,
      sharedFollowCount: Number(row.shared_follow_count),
    })),
    pageInfo: { hasNextPage: hasMore, endCursor },
  };
}
