/**
 * Generates many stories for benchmarks with `INSERT ... SELECT ... FROM generate_series`, so
 * the rows are made inside PostgreSQL instead of being built and sent from JavaScript. Stories
 * are written by the seed writers, one in four in a publication, each with one topic, and all
 * published more than 60 days before `now` so the demo world's newest stories (and with them
 * the unread dots) stay as they are.
 */
import { sql } from 'drizzle-orm';
import { resultRows, type Database } from '../db/client.ts';
import { TAGS } from './vocabulary.ts';

/** Stories per statement: keeps PGlite's memory flat on large runs. */
const CHUNK = 25_000;
/**
 * From this many stories on, the secondary indexes of posts and post_tags are dropped during
 * the load and built again afterwards: one bulk build is about twice as fast as updating the
 * full-text and trigram indexes row by row.
 */
const REBUILD_INDEXES_FROM = 20_000;
const SLUG_PREFIX = 'bench-story-';

const TITLE_OPENINGS = [
  'Notes on',
  'The Quiet Case for',
  'A Field Guide to',
  'Why We Still Need',
  'Against',
  'In Defense of',
  'Learning',
  'The Hidden Cost of',
  'Everything I Got Wrong About',
  'A Short History of',
  'Rethinking',
];
const TITLE_ENDINGS = [
  '',
  ', Revisited',
  ' for Beginners',
  ' at Scale',
  ' in Practice',
  ', Part Two',
  ' After Midnight',
];

/** A constant text array as an SQL literal (the words above are ours, quotes are doubled anyway). */
const textArray = (words: readonly string[]) =>
  sql.raw(`array[${words.map((word) => `'${word.replaceAll("'", "''")}'`).join(', ')}]::text[]`);

/** The id of generated story number `g` (a column of the statements below). */
const BENCH_STORY_ID = sql.raw(`substr(md5('bench-story:' || g), 1, 12)`);

export async function countBenchStories(db: Database): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from posts where slug like ${`${SLUG_PREFIX}%`}`,
  );
  return Number(resultRows<{ n: number }>(result)[0]?.n ?? 0);
}

/** Adds `count` stories after any added before (ids and slugs continue the numbering). */
export async function addBenchStories(db: Database, count: number, options: { now: Date }): Promise<void> {
  if (!Number.isInteger(count) || count < 0) throw new Error(`stories must be a whole number >= 0, got ${count}`);
  if (count === 0) return;
  const writers = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from users where email like '%@writers.inkpot.test' and not is_suspended`,
  );
  if (!Number(resultRows<{ n: number }>(writers)[0]?.n))
    throw new Error('Benchmark stories need the seed writers: seed the world first.');

  await db.transaction(async (tx) => {
    // Every foreign key is taken from a join with the rows it points to, so the per-row checks
    // can be skipped as pg_restore --disable-triggers does (this takes a superuser, which PGlite
    // always is; on a server without one the checks simply run).
    const [role] = resultRows<{ superuser: boolean }>(
      await tx.execute(sql`select current_setting('is_superuser') = 'on' as superuser`),
    );
    if (role?.superuser) await tx.execute(sql`set local session_replication_role = replica`);
    const offset = await countBenchStories(tx);
    const indexes = count >= REBUILD_INDEXES_FROM ? await secondaryIndexes(tx) : [];
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    await insertStories(tx, offset, count, options.now);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    if (role?.superuser) {
      await tx.execute(sql`set local session_replication_role = origin`);
      // The triggers that keep tags.post_count were off with the checks: count once instead.
      await recountTagPosts(tx);
      // So were those logging story changes for the API's story index (migration 0012).
      await tx.execute(sql`
        insert into search_post_changes (post_id)
        select ${BENCH_STORY_ID} from generate_series(${offset + 1}::int, ${offset + count}::int) as g
      `);
    }
  });
  await db.execute(sql`analyze posts`);
  await db.execute(sql`analyze post_tags`);
}

/** tags.post_count from scratch (migration 0005 keeps it by triggers, which a bulk load may skip). */
export async function recountTagPosts(db: Database): Promise<void> {
  await db.execute(sql`
    update tags set post_count = (
      select count(*) from post_tags join posts on posts.id = post_tags.post_id
      where post_tags.tag_slug = tags.slug and posts.is_published and posts.deleted_at is null
        and not posts.is_suspended and posts.in_response_to_post_id is null
    )
  `);
}

/** Indexes on the tables the stories go into, except those behind primary keys and constraints. */
async function secondaryIndexes(db: Database): Promise<{ name: string; definition: string }[]> {
  const result = await db.execute(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename in ('posts', 'post_tags')
      and not exists (select 1 from pg_constraint where pg_constraint.conname = pg_indexes.indexname)
    order by indexname
  `);
  return resultRows<{ name: string; definition: string }>(result);
}

async function insertStories(db: Database, offset: number, count: number, nowDate: Date) {
  const topics = TAGS.flatMap((tag) => tag.topics);
  const now = nowDate.toISOString();
  for (let first = offset + 1; first <= offset + count; first += CHUNK) {
    const last = Math.min(first + CHUNK - 1, offset + count);
    await db.execute(sql`
      with writer as (
        select id, row_number() over (order by id) - 1 as k from users
        where email like '%@writers.inkpot.test' and not is_suspended
      ),
      publication as (select id, row_number() over (order by id) - 1 as k from publications),
      words as (
        select ${textArray(TITLE_OPENINGS)} as openings, ${textArray(topics)} as topics,
          ${textArray(TITLE_ENDINGS)} as endings
      ),
      story as (
        select g, ${BENCH_STORY_ID} as id,
          openings[1 + g % array_length(openings, 1)] || ' ' ||
            topics[1 + (g / 7) % array_length(topics, 1)] ||
            endings[1 + (g / 13) % array_length(endings, 1)] as title,
          topics[1 + (g / 7) % array_length(topics, 1)] as topic
        from generate_series(${first}::int, ${last}::int) as g, words
      )
      insert into posts (
        id, title, subtitle, slug, creator_id, collection_id, status_for_collection, is_locked, high_quality,
        reading_time, preview_image_id, focus_percent_x, focus_percent_y, published_at, updated_at
      )
      select story.id, story.title,
        'Short notes from someone still figuring out ' || lower(story.topic) || '.',
        ${SLUG_PREFIX} || story.g,
        writer.id,
        publication.id,
        case when publication.id is null then null else 'APPROVED' end,
        story.g % 5 < 2,
        story.g % 19 <> 0,
        1 + (story.g % 191) / 10.0,
        case when story.g % 7 <> 0 then 'seed-story-' || story.id || '.jpeg' end,
        case when story.g % 7 <> 0 then 50 end,
        case when story.g % 7 <> 0 then 50 end,
        ${now}::timestamptz - interval '60 days' - (story.g * 7919 % 525600) * interval '1 minute',
        ${now}::timestamptz - interval '60 days' - (story.g * 7919 % 525600) * interval '1 minute'
      from story
      join writer on writer.k = story.g % (select count(*) from writer)
      left join publication on story.g % 4 = 0 and publication.k = (story.g / 4) % (select count(*) from publication)
    `);
    await db.execute(sql`
      with topic as (
        select slug, row_number() over (order by slug) - 1 as k from tags
        where exists (select 1 from post_tags where post_tags.tag_slug = tags.slug)
      )
      insert into post_tags (post_id, tag_slug)
      select ${BENCH_STORY_ID}, topic.slug
      from generate_series(${first}::int, ${last}::int) as g
      join topic on topic.k = g % (select count(*) from topic)
    `);
  }
}
