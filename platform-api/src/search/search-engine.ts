/**
 * Runs search requests: stories through the in-memory index (post-index.ts, which keeps these
 * same rules), the other indexes against PostgreSQL. Matching is full text (websearch_to_tsquery on
 * the generated tsvector columns) OR a title/name prefix (the whole string or any word; LIKE on
 * the trigram indexes), so a partly typed word ("ins") already finds "Inside…". Ranking: exact,
 * then prefix, then word-prefix matches, plus the full-text rank; ties go to newer posts and
 * busier tags. A query that finds nothing is retried by trigram word similarity (typos).
 *
 * An empty query matches every record the rules allow (as the hosted service does), in the
 * index's own order: newest posts, tags with the most posts, people and publications by name.
 * The shell only sends non-empty queries; filtered empty searches (a
 * publication's latest posts) stay useful this way.
 */
import {
  and,
  asc,
  between,
  desc,
  eq,
  exists,
  gt,
  gte,
  isNull,
  lt,
  lte,
  ne,
  not,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { resultRows, type Database } from '../db/client.ts';
import { catalogItems, catalogs, postTags, posts, publications, tags, userCapabilities, users } from '../db/schema.ts';
import type { FilterCondition, FilterGroups, NumericOperator } from './search-filters.ts';
import { postIndexOf, type PendingChanges } from './post-index.ts';
import { normalizedQuery, PAGINATION_LIMIT, type SearchRequest } from './search-params.ts';
import type { SearchHit, SearchOutcome, SearchViewer } from './search-outcome.ts';

export const UNFILTERED_SEARCH_CAPABILITY = 'can_view_unfiltered_search';

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
  const text = normalizedQuery(query);
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

/**
 * pg_trgm pads words with two spaces, so `like 'ni%'` still narrows by the trigram ' ni'; one
 * letter leaves only '  n', which a good part of all titles carry.
 */
const TRIGRAM_MIN_LENGTH = 2;

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
  // Trigram indexes cannot narrow one letter: it is matched with plain string functions the
  // planner does not try them for (the same matches as the LIKE patterns), so it walks another
  // index instead (see postsPlan).
  const short = text.text.length < TRIGRAM_MIN_LENGTH;
  const startsWith = (column: SQL) =>
    short ? sql`starts_with(${column}, ${text.text})` : sql`${column} like ${text.prefix}`;
  const hasWordStarting = (column: SQL) =>
    short ? sql`strpos(${column}, ${` ${text.text}`}) > 0` : sql`${column} like ${text.wordPrefix}`;
  const prefixRank = target.columns.map(
    (column) =>
      sql`(case when ${column} = ${text.text} then 4 when ${startsWith(column)} then 3 when ${hasWordStarting(column)} then 2 else 0 end)`,
  );
  return {
    where: or(
      target.document ? sql`${target.document} @@ ${tsQuery}` : undefined,
      ...target.columns.flatMap((column) => [startsWith(column), hasWordStarting(column)]),
    ),
    rank: sql`greatest(${sql.join(prefixRank, sql`, `)})${target.document ? sql` + ts_rank(${target.document}, ${tsQuery})` : sql``}`,
  };
}

/** Best match first; an empty query has no rank and keeps the index's own order. */
const byRank = (rank: SQL | undefined) => (rank ? [desc(rank)] : []);

const total = sql<number>`(count(*) over ())::int`.as('total');

interface Window {
  limit: number;
  offset: number;
}

/** A selected value under a fixed name: the same key in drizzle's rows and in a batch's JSON. */
const field = <T>(value: SQL | AnyPgColumn, name: string) => sql<T>`${value}`.as(name);

const publishedAtMs = sql`floor(extract(epoch from ${posts.publishedAt}) * 1000)::float8`;

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

/**
 * How one index is searched: a page of rows (each with `total`, the match count), the count
 * alone (for a page past the end) and the hit a row becomes. Rows are SQL, so the indexes of a
 * multi-query can be asked in one statement (`runSearches`).
 */
interface IndexPlan {
  rows(window: Window, mode: MatchMode): SQLWrapper;
  count(mode: MatchMode): Promise<number>;
  hit(row: Record<string, unknown>): SearchHit;
  /** Counting stops here (see postsPlan); a count that reaches it is not exhaustive. */
  countCap?: number;
}

type MatchModeWhere = (mode: MatchMode) => { condition: SQL | undefined; match: Matching };

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * Stories in SQL: only their typo retry (fuzzy) runs here; strict matching is the in-memory
 * index's (post-index.ts), which holds the same rules.
 */
function postsPlan(db: Database, request: SearchRequest, viewer: SearchViewer): IndexPlan {
  const query = toTextQuery(request.query);
  const where: MatchModeWhere = (mode) => {
    const match = matching(query, mode, {
      columns: [sql`lower(${posts.title})`],
      document: sql`${posts.search}`,
      config: 'english',
    });
    const condition = and(
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
    return { condition, match };
  };
  return {
    rows: ({ limit, offset }, mode) => {
      const { condition, match } = where(mode);
      return db
        .select({
          id: field<string>(posts.id, 'id'),
          title: field<string>(posts.title, 'title'),
          publishedAtMs: field<number | null>(publishedAtMs, 'publishedAtMs'),
          total,
        })
        .from(posts)
        .where(condition)
        .orderBy(...byRank(match.rank), sql`${posts.publishedAt} desc nulls last`, asc(posts.id))
        .limit(limit)
        .offset(offset);
    },
    count: (mode) => countWhere(db, posts, where(mode).condition),
    hit: (row) => ({
      postId: text(row.id),
      title: text(row.title),
      latestPublishedAt: number(row.publishedAtMs),
      objectID: text(row.id),
    }),
  };
}

function usersPlan(db: Database, request: SearchRequest, viewer: SearchViewer): IndexPlan {
  const where: MatchModeWhere = (mode) => {
    const match = matching(toTextQuery(request.query), mode, {
      columns: [sql`lower(${users.name})`, sql`lower(${users.username})`],
      document: sql`${users.search}`,
    });
    const condition = and(
      ne(users.kind, 'author'),
      eq(users.isSuspended, false),
      viewer.unfiltered ? undefined : eq(users.highQuality, true),
      match.where,
      filtersSql(request.filters, { userId: (value) => eq(users.id, value) }, {}),
    );
    return { condition, match };
  };
  return {
    rows: ({ limit, offset }, mode) => {
      const { condition, match } = where(mode);
      return db
        .select({
          id: field<string>(users.id, 'id'),
          username: field<string>(users.username, 'username'),
          name: field<string>(users.name, 'name'),
          imageId: field<string | null>(users.imageId, 'imageId'),
          hasSubdomain: field<boolean>(users.hasSubdomain, 'hasSubdomain'),
          customDomain: field<string | null>(users.customDomain, 'customDomain'),
          total,
        })
        .from(users)
        .where(condition)
        .orderBy(...byRank(match.rank), asc(sql`lower(${users.name})`), asc(users.id))
        .limit(limit)
        .offset(offset);
    },
    count: (mode) => countWhere(db, users, where(mode).condition),
    hit: (row) => ({
      userId: text(row.id),
      username: text(row.username),
      name: text(row.name),
      imageId: text(row.imageId),
      hasSubdomain: Boolean(row.hasSubdomain),
      // users.custom_domain holds a live domain only (see the custom-domain route).
      customDomain: text(row.customDomain),
      objectID: text(row.id),
    }),
  };
}

function collectionsPlan(db: Database, request: SearchRequest): IndexPlan {
  const where: MatchModeWhere = (mode) => {
    const match = matching(toTextQuery(request.query), mode, {
      columns: [sql`lower(${publications.name})`, sql`lower(${publications.slug})`],
      document: sql`${publications.search}`,
    });
    const condition = and(
      match.where,
      filtersSql(request.filters, { collectionId: (value) => eq(publications.id, value) }, {}),
    );
    return { condition, match };
  };
  return {
    rows: ({ limit, offset }, mode) => {
      const { condition, match } = where(mode);
      return db
        .select({
          id: field<string>(publications.id, 'id'),
          name: field<string>(publications.name, 'name'),
          imageId: field<string | null>(publications.avatarImageId, 'imageId'),
          slug: field<string>(publications.slug, 'slug'),
          domain: field<string | null>(publications.domain, 'domain'),
          total,
        })
        .from(publications)
        .where(condition)
        .orderBy(...byRank(match.rank), asc(sql`lower(${publications.name})`), asc(publications.id))
        .limit(limit)
        .offset(offset);
    },
    count: (mode) => countWhere(db, publications, where(mode).condition),
    hit: (row) => ({
      collectionId: text(row.id),
      name: text(row.name),
      imageId: text(row.imageId),
      slug: text(row.slug),
      domain: text(row.domain),
      objectID: text(row.id),
    }),
  };
}

function tagsPlan(db: Database, request: SearchRequest): IndexPlan {
  const where: MatchModeWhere = (mode) => {
    const match = matching(toTextQuery(request.query), mode, {
      columns: [sql`lower(${tags.displayText})`, sql`${tags.slug}`],
    });
    // tags.post_count counts visible stories (triggers keep it): a tag needs one.
    const condition = and(
      gte(tags.postCount, 1),
      match.where,
      filtersSql(request.filters, { tagSlug: (value) => eq(tags.slug, value) }, { postCount: sql`${tags.postCount}` }),
    );
    return { condition, match };
  };
  return {
    rows: ({ limit, offset }, mode) => {
      const { condition, match } = where(mode);
      return db
        .select({
          slug: field<string>(tags.slug, 'slug'),
          displayText: field<string>(tags.displayText, 'displayText'),
          postCount: field<number>(tags.postCount, 'postCount'),
          total,
        })
        .from(tags)
        .where(condition)
        .orderBy(...byRank(match.rank), desc(tags.postCount), asc(tags.slug))
        .limit(limit)
        .offset(offset);
    },
    count: (mode) => countWhere(db, tags, where(mode).condition),
    hit: (row) => ({
      tagSlug: text(row.slug),
      displayText: text(row.displayText),
      postCount: number(row.postCount),
      objectID: text(row.slug),
    }),
  };
}

/**
 * Public reading lists (catalogs of type LISTS) by name, with the owner's username for the
 * list's address; lists of suspended owners are left out. An empty query lists the newest.
 */
function catalogsPlan(db: Database, request: SearchRequest): IndexPlan {
  const itemCount = sql<number>`(select count(*)::int from ${catalogItems} where ${catalogItems.catalogId} = ${catalogs.id})`;
  const where: MatchModeWhere = (mode) => {
    const match = matching(toTextQuery(request.query), mode, { columns: [sql`lower(${catalogs.name})`] });
    const condition = and(
      eq(catalogs.visibility, 'PUBLIC'),
      eq(catalogs.type, 'LISTS'),
      eq(users.isSuspended, false),
      match.where,
      filtersSql(request.filters, { userId: (value) => eq(catalogs.userId, value) }, {}),
    );
    return { condition, match };
  };
  return {
    rows: ({ limit, offset }, mode) => {
      const { condition, match } = where(mode);
      return db
        .select({
          id: field<string>(catalogs.id, 'id'),
          name: field<string>(catalogs.name, 'name'),
          userId: field<string>(catalogs.userId, 'userId'),
          username: field<string>(users.username, 'username'),
          itemCount: field<number>(itemCount, 'itemCount'),
          total,
        })
        .from(catalogs)
        .innerJoin(users, eq(users.id, catalogs.userId))
        .where(condition)
        .orderBy(...byRank(match.rank), desc(catalogs.createdAt), asc(catalogs.id))
        .limit(limit)
        .offset(offset);
    },
    count: async (mode) => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(catalogs)
        .innerJoin(users, eq(users.id, catalogs.userId))
        .where(where(mode).condition);
      return row?.n ?? 0;
    },
    hit: (row) => ({
      catalogId: text(row.id),
      name: text(row.name),
      userId: text(row.userId),
      username: text(row.username),
      itemCount: number(row.itemCount),
      objectID: text(row.id),
    }),
  };
}

/** Queries this short are not retried fuzzily: nearly everything is similar to them. */
const FUZZY_MIN_LENGTH = 4;

function planOf(db: Database, request: SearchRequest, viewer: SearchViewer): IndexPlan {
  switch (request.index.kind) {
    case 'post':
      return postsPlan(db, request, viewer);
    case 'user':
      return usersPlan(db, request, viewer);
    case 'collection':
      return collectionsPlan(db, request);
    case 'tag':
      return tagsPlan(db, request);
    case 'catalog':
      return catalogsPlan(db, request);
  }
}

function windowOf(request: SearchRequest): Window {
  const offset = request.page * request.hitsPerPage;
  return {
    limit: offset >= PAGINATION_LIMIT ? 0 : Math.min(request.hitsPerPage, PAGINATION_LIMIT - offset),
    offset,
  };
}

const fuzzyAllowed = (request: SearchRequest) => (toTextQuery(request.query)?.text.length ?? 0) >= FUZZY_MIN_LENGTH;

function outcome(plan: IndexPlan, rows: Record<string, unknown>[], nbHits: number): SearchOutcome {
  const capped = plan.countCap !== undefined && nbHits >= plan.countCap;
  return { hits: rows.map((row) => plan.hit(row)), nbHits, exhaustive: !capped };
}

/** One page of one index in its own statements: the page, and the count when the page is empty. */
async function pageOf(plan: IndexPlan, request: SearchRequest, mode: MatchMode): Promise<SearchOutcome> {
  const window = windowOf(request);
  const rows = window.limit > 0 ? ((await plan.rows(window, mode)) as unknown as Record<string, unknown>[]) : [];
  const first = rows[0];
  if (first) return outcome(plan, rows, Number(first.total));
  return outcome(plan, [], window.offset === 0 && window.limit > 0 ? 0 : await plan.count(mode));
}

/** One request in its own statements: strict, then the typo retry when nothing matched. */
async function answerBySql(plan: IndexPlan, request: SearchRequest): Promise<SearchOutcome> {
  const strict = await pageOf(plan, request, 'strict');
  return strict.nbHits > 0 || !fuzzyAllowed(request) ? strict : pageOf(plan, request, 'fuzzy');
}

/**
 * A story request answered by SQL alone (strict, then the typo retry), as it was before the
 * in-memory index: the index's oracle in its tests (post-index.test.ts).
 */
export const postsBySql = (db: Database, request: SearchRequest, viewer: SearchViewer) =>
  answerBySql(postsPlan(db, request, viewer), request);

/**
 * Hits of one request (already validated), the search rules applied. When nothing
 * matches strictly, a query of 4+ characters is tried again fuzzily, so small typos still find.
 */
export async function runSearch(db: Database, request: SearchRequest, viewer: SearchViewer): Promise<SearchOutcome> {
  const [found] = await runSearches(db, [request], viewer);
  return found as SearchOutcome;
}

const jsonOf = <T>(raw: unknown): T => (typeof raw === 'string' ? JSON.parse(raw) : raw) as T;

/**
 * Every request of a multi-query in one SQL statement (PGlite runs one statement at a time and
 * a server is a round trip away). Stories are answered by the in-memory index: the statement
 * brings it what changed since it last looked and each story query's tsquery (PostgreSQL parses
 * and stems what was typed). The other indexes: per request a JSON array of its page, with the
 * typo retry in the same statement behind a one-time filter (it runs only when the strict match
 * found nothing). A page past the end of the matches has no row to carry the count, and stories
 * that match nothing strictly get their typo retry: those are completed on their own.
 */
export async function runSearches(
  db: Database,
  requests: readonly SearchRequest[],
  viewer: SearchViewer,
): Promise<SearchOutcome[]> {
  const plans = requests.map((request) => planOf(db, request, viewer));
  const stories = requests.some((request) => request.index.kind === 'post') ? postIndexOf(db) : null;
  await stories?.ready();
  const columns = requests.map((request, n) => {
    const name = sql.identifier(`r${n}`);
    if (request.index.kind === 'post') {
      const query = toTextQuery(request.query);
      return query ? sql`websearch_to_tsquery('english', ${query.text})::text as ${name}` : sql`null::text as ${name}`;
    }
    const plan = plans[n] as IndexPlan;
    const window = windowOf(request);
    if (window.limit === 0) return sql`'[]'::json as ${name}`;
    const strict = plan.rows(window, 'strict');
    const rows =
      window.offset === 0 && fuzzyAllowed(request)
        ? sql`with strict as (${strict}) select * from strict union all select * from (${plan.rows(window, 'fuzzy')}) as fuzzy where not exists (select 1 from strict)`
        : strict;
    return sql`(select coalesce(json_agg(page), '[]'::json) from (${rows}) as page) as ${name}`;
  });
  if (stories) columns.push(sql`${stories.changesColumn()} as changes`);
  const [row] = resultRows<Record<string, unknown>>(await db.execute(sql`select ${sql.join(columns, sql`, `)}`));
  if (stories) await stories.catchUp(jsonOf<PendingChanges>(row?.changes));
  return Promise.all(
    requests.map(async (request, n) => {
      const plan = plans[n] as IndexPlan;
      const raw = row?.[`r${n}`];
      if (stories && request.index.kind === 'post') {
        const strict = stories.search(request, viewer, (raw ?? null) as string | null);
        const retry = strict.nbHits === 0 && fuzzyAllowed(request);
        return retry ? pageOf(plan, request, 'fuzzy') : strict;
      }
      const rows = jsonOf<Record<string, unknown>[] | null>(raw) ?? [];
      const first = rows[0];
      if (first) return outcome(plan, rows, Number(first.total));
      const window = windowOf(request);
      if (window.offset === 0 && window.limit > 0) return outcome(plan, [], 0);
      return answerBySql(plan, request);
    }),
  );
}
