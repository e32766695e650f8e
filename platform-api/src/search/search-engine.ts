/**
 * Runs one search request against PostgreSQL. Matching is full text (websearch_to_tsquery on
 * the generated tsvector columns) OR a title/name prefix (the whole string or any word; LIKE on
 * the trigram indexes), so a partly typed word ("ins") already finds "Inside…". Ranking: exact,
 * then prefix, then word-prefix matches, plus the full-text rank; ties go to newer posts and
 * busier tags. A query that finds nothing is retried by trigram word similarity (typos).
 *
 * An empty query matches every record the rules allow (as the hosted service does), in the
 * index's own order: newest posts, tags with the most posts, people and publications by name.
 * The shell only sends non-empty queries (spec 01 §5); filtered empty searches (a
 * publication's latest posts) stay useful this way.
 */
import { and, asc, between, desc, eq, exists, gt, gte, isNull, lt, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { postTags, posts, publications, tags, userCapabilities, users } from '../db/schema.ts';
import type { FilterCondition, FilterGroups, NumericOperator } from './search-filters.ts';
import { PAGINATION_LIMIT, type SearchRequest } from './search-params.ts';

export const UNFILTERED_SEARCH_CAPABILITY = 'can_view_unfiltered_search';

export type SearchHit = Record<string, string | number | null>;

export interface SearchOutcome {
  hits: SearchHit[];
  nbHits: number;
}

export interface SearchViewer {
  /** can_view_unfiltered_search: also low-quality people and posts (spec 01 §5). */
  unfiltered: boolean;
}

export async function searchViewer(db: Database, viewerId: string | null): Promise<SearchViewer> {
  if (!viewerId) return { unfiltered: false };
  const [row] = await db
    .select({ name: userCapabilities.name })
    .from(userCapabilities)
    .where(and(eq(userCapabilities.userId, viewerId), eq(userCapabilities.name, UNFILTERED_SEARCH_CAPABILITY)))
    .limit(1);
  return { unfiltered: Boolean(row) };
}

/** The query as the SQL sees it; LIKE patterns have their wildcards escaped. */
interface TextQuery {
  text: string;
  prefix: string;
  wordPrefix: string;
}

export function toTextQuery(query: string): TextQuery | null {
  // PostgreSQL text cannot hold NUL; it carries no meaning in a search anyway.
  const text = query.replaceAll('\0', ' ').trim().replace(/\s+/g, ' ').toLowerCase();
  if (!text) return null;
  const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
  return { text, prefix: `${escaped}%`, wordPrefix: `% ${escaped}%` };
}

type AttributeSql = Record<string, (value: string) => SQL>;
type NumericSql = Record<string, SQL>;

const compare: Record<NumericOperator, (left: SQL, right: SQL) => SQL> = {
  '<': lt,
  '<=': lte,
  '=': eq,
  '!=': ne,
  '>=': gte,
  '>': gt,
};

// Both sides as numeric: an integer column compared with 2^31 must not overflow into an error.
const asNumeric = (value: SQL | number) => sql`(${value})::numeric`;

/** Attributes were checked against the index when the request was read; a miss is a bug here. */
function attributeOf<T>(map: Record<string, T>, attribute: string): T {
  const found = map[attribute];
  if (found === undefined) throw new Error(`No SQL for search attribute '${attribute}'.`);
  return found;
}

function conditionSql(condition: FilterCondition, facets: AttributeSql, numbers: NumericSql): SQL {
  let positive: SQL;
  if (condition.type === 'facet') {
    // No stored value holds NUL (PostgreSQL text cannot), and it must not reach the driver.
    positive = condition.value.includes('\0') ? sql`false` : attributeOf(facets, condition.attribute)(condition.value);
  } else if (condition.type === 'numeric') {
    const column = asNumeric(attributeOf(numbers, condition.attribute));
    positive = compare[condition.operator](column, asNumeric(condition.value));
  } else {
    const column = asNumeric(attributeOf(numbers, condition.attribute));
    positive = between(column, asNumeric(condition.low), asNumeric(condition.high));
  }
  // A missing value (no publication) satisfies a negated filter, as in the hosted service.
  return condition.negated ? not(sql`coalesce(${positive}, false)`) : positive;
}

function filtersSql(groups: FilterGroups, facets: AttributeSql, numbers: NumericSql): SQL | undefined {
  return and(...groups.map((group) => or(...group.map((condition) => conditionSql(condition, facets, numbers)))));
}

type MatchMode = 'strict' | 'fuzzy';

const TEXT_SEARCH_CONFIG = { english: sql`'english'::regconfig`, simple: sql`'simple'::regconfig` };

interface Matching {
  where: SQL | undefined;
  rank: SQL | undefined;
}

/**
 * How a query matches an index's text. Strict: full text on `document`, or any of `columns`
 * (lowercased) starting with the query or having a word that does; exact and prefix matches
 * rank first. Fuzzy (tried only when strict finds nothing, since it cannot use the indexes as
 * well): trigram word similarity, ranked by it.
 */
function matching(
  text: TextQuery | null,
  mode: MatchMode,
  target: { columns: SQL[]; document?: SQL; config?: 'english' | 'simple' },
): Matching {
  if (!text) return { where: undefined, rank: undefined };
  if (mode === 'fuzzy') {
    return {
      where: or(...target.columns.map((column) => sql`${text.text} <% ${column}`)),
      rank: sql`greatest(${sql.join(
        target.columns.map((column) => sql`word_similarity(${text.text}, ${column})`),
        sql`, `,
      )})`,
    };
  }
  const tsQuery = sql`websearch_to_tsquery(${TEXT_SEARCH_CONFIG[target.config ?? 'simple']}, ${text.text})`;
  const prefixRank = target.columns.map(
    (column) =>
      sql`(case when ${column} = ${text.text} then 4 when ${column} like ${text.prefix} then 3 when ${column} like ${text.wordPrefix} then 2 else 0 end)`,
  );
  return {
    where: or(
      target.document ? sql`${target.document} @@ ${tsQuery}` : undefined,
      ...target.columns.flatMap((column) => [
        sql`${column} like ${text.prefix}`,
        sql`${column} like ${text.wordPrefix}`,
      ]),
    ),
    rank: sql`greatest(${sql.join(prefixRank, sql`, `)})${target.document ? sql` + ts_rank(${target.document}, ${tsQuery})` : sql``}`,
  };
}

/** Best match first; an empty query has no rank and keeps the index's own order. */
const byRank = (rank: SQL | undefined) => (rank ? [desc(rank)] : []);

const total = sql<number>`(count(*) over ())::int`;

interface Window {
  limit: number;
  offset: number;
}

/** Rows of the requested page plus the match count (a second query only for empty pages). */
async function paged<Row extends { total: number }>(
  window: Window,
  rows: (window: Window) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<{ rows: Row[]; nbHits: number }> {
  const found = window.limit > 0 ? await rows(window) : [];
  const [first] = found;
  if (first) return { rows: found, nbHits: first.total };
  return { rows: [], nbHits: window.offset === 0 && window.limit > 0 ? 0 : await count() };
}

const publishedAtMs = sql`floor(extract(epoch from ${posts.publishedAt}) * 1000)`;

const visiblePost = and(
  eq(posts.isPublished, true),
  isNull(posts.deletedAt),
  eq(posts.isSuspended, false),
  isNull(posts.inResponseToPostId),
);

/** How many rows of `table` match `where` (nbHits beyond the fetched page). */
async function countWhere(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}

async function searchPosts(
  db: Database,
  request: SearchRequest,
  viewer: SearchViewer,
  window: Window,
  mode: MatchMode,
) {
  const match = matching(toTextQuery(request.query), mode, {
    columns: [sql`lower(${posts.title})`],
    document: sql`${posts.search}`,
    config: 'english',
  });
  const where = and(
    visiblePost,
    viewer.unfiltered ? undefined : eq(posts.highQuality, true),
    match.where,
    filtersSql(
      request.filters,
      {
        creatorId: (value) => eq(posts.creatorId, value),
        collectionId: (value) => eq(posts.collectionId, value),
        tagSlug: (value) =>
          exists(
            db
              .select({ one: sql`1` })
              .from(postTags)
              .where(and(eq(postTags.postId, posts.id), eq(postTags.tagSlug, value))),
          ),
      },
      { latestPublishedAt: publishedAtMs },
    ),
  );
  const { rows, nbHits } = await paged(
    window,
    ({ limit, offset }) =>
      db
        .select({ id: posts.id, title: posts.title, publishedAt: posts.publishedAt, total })
        .from(posts)
        .where(where)
        .orderBy(...byRank(match.rank), sql`${posts.publishedAt} desc nulls last`, asc(posts.id))
        .limit(limit)
        .offset(offset),
    () => countWhere(db, posts, where),
  );
  const hits = rows.map((row) => ({
    postId: row.id,
    title: row.title,
    latestPublishedAt: row.publishedAt ? row.publishedAt.getTime() : null,
    objectID: row.id,
  }));
  return { hits, nbHits };
}

async function searchUsers(
  db: Database,
  request: SearchRequest,
  viewer: SearchViewer,
  window: Window,
  mode: MatchMode,
) {
  const match = matching(toTextQuery(request.query), mode, {
    columns: [sql`lower(${users.name})`, sql`lower(${users.username})`],
    document: sql`${users.search}`,
  });
  const where = and(
    ne(users.kind, 'author'),
    eq(users.isSuspended, false),
    viewer.unfiltered ? undefined : eq(users.highQuality, true),
    match.where,
    filtersSql(request.filters, { userId: (value) => eq(users.id, value) }, {}),
  );
  const { rows, nbHits } = await paged(
    window,
    ({ limit, offset }) =>
      db
        .select({ id: users.id, username: users.username, name: users.name, imageId: users.imageId, total })
        .from(users)
        .where(where)
        .orderBy(...byRank(match.rank), asc(sql`lower(${users.name})`), asc(users.id))
        .limit(limit)
        .offset(offset),
    () => countWhere(db, users, where),
  );
  const hits = rows.map((row) => ({
    userId: row.id,
    username: row.username,
    name: row.name,
    imageId: row.imageId,
    objectID: row.id,
  }));
  return { hits, nbHits };
}

async function searchCollections(db: Database, request: SearchRequest, window: Window, mode: MatchMode) {
  const match = matching(toTextQuery(request.query), mode, {
    columns: [sql`lower(${publications.name})`, sql`lower(${publications.slug})`],
    document: sql`${publications.search}`,
  });
  const where = and(
    match.where,
    filtersSql(request.filters, { collectionId: (value) => eq(publications.id, value) }, {}),
  );
  const { rows, nbHits } = await paged(
    window,
    ({ limit, offset }) =>
      db
        .select({ id: publications.id, name: publications.name, imageId: publications.avatarImageId, total })
        .from(publications)
        .where(where)
        .orderBy(...byRank(match.rank), asc(sql`lower(${publications.name})`), asc(publications.id))
        .limit(limit)
        .offset(offset),
    () => countWhere(db, publications, where),
  );
  const hits = rows.map((row) => ({ collectionId: row.id, name: row.name, imageId: row.imageId, objectID: row.id }));
  return { hits, nbHits };
}

async function searchTags(db: Database, request: SearchRequest, window: Window, mode: MatchMode) {
  const match = matching(toTextQuery(request.query), mode, {
    columns: [sql`lower(${tags.displayText})`, sql`${tags.slug}`],
  });
  const postCount = sql<number>`count(*)::int`;
  // Tags come only through a visible post, so every tag found has postCount >= 1 (spec 01 §5).
  const matches = () =>
    db
      .select({
        slug: tags.slug,
        displayText: tags.displayText,
        postCount: postCount.as('post_count'),
        total: total.as('total'),
      })
      .from(tags)
      .innerJoin(postTags, eq(postTags.tagSlug, tags.slug))
      .innerJoin(posts, and(eq(posts.id, postTags.postId), visiblePost))
      .where(match.where)
      .groupBy(tags.slug)
      .having(filtersSql(request.filters, { tagSlug: (value) => eq(tags.slug, value) }, { postCount }));
  const { rows, nbHits } = await paged(
    window,
    ({ limit, offset }) =>
      matches()
        .orderBy(...byRank(match.rank), desc(postCount), asc(tags.slug))
        .limit(limit)
        .offset(offset),
    async () => {
      const counted = matches().as('matches');
      return (await db.select({ n: sql<number>`count(*)::int` }).from(counted))[0]?.n ?? 0;
    },
  );
  const hits = rows.map((row) => ({
    tagSlug: row.slug,
    displayText: row.displayText,
    postCount: row.postCount,
    objectID: row.slug,
  }));
  return { hits, nbHits };
}

/** Queries this short are not retried fuzzily: nearly everything is similar to them. */
const FUZZY_MIN_LENGTH = 4;

function searchIndex(db: Database, request: SearchRequest, viewer: SearchViewer, window: Window, mode: MatchMode) {
  switch (request.index.kind) {
    case 'post':
      return searchPosts(db, request, viewer, window, mode);
    case 'user':
      return searchUsers(db, request, viewer, window, mode);
    case 'collection':
      return searchCollections(db, request, window, mode);
    case 'tag':
      return searchTags(db, request, window, mode);
  }
}

/**
 * Hits of one request (already validated), the rules of spec 01 §5 applied. When nothing
 * matches strictly, a query of 4+ characters is tried again fuzzily, so small typos still find.
 */
export async function runSearch(db: Database, request: SearchRequest, viewer: SearchViewer): Promise<SearchOutcome> {
  const offset = request.page * request.hitsPerPage;
  const window: Window = {
    limit: offset >= PAGINATION_LIMIT ? 0 : Math.min(request.hitsPerPage, PAGINATION_LIMIT - offset),
    offset,
  };
  const strict = await searchIndex(db, request, viewer, window, 'strict');
  const text = toTextQuery(request.query);
  if (strict.nbHits > 0 || !text || text.text.length < FUZZY_MIN_LENGTH) return strict;
  return searchIndex(db, request, viewer, window, 'fuzzy');
}
