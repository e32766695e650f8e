/**
 * The stories of the search's post index, held in the API's memory, because
 * answering them in SQL costs in proportion to the matching stories: a two-letter prefix over
 * 100 000 stories matches 9 000-25 000 of them, which PostgreSQL must fetch, rank and count on
 * every keystroke (100-250 ms on PGlite; README "Search latency"). Here the same answer is a few
 * milliseconds. PostgreSQL stays the source of truth:
 *
 * - Built from the database on first use or at the API's start (every visible story: its title's
 *   words in a radix tree, MiniSearch's SearchableMap, for prefixes; its English lexemes as
 *   PostgreSQL's own `search` tsvector has them; tags, creator, publication, quality, date).
 * - Kept in step through `search_post_changes`, which triggers on posts and post_tags fill
 *   (migration 0012) with the id of each changed story and its transaction id. Every search
 *   asks, inside its one statement, for the stories changed in transactions at or after the
 *   index's horizon (the oldest transaction that was still running when it last looked), and
 *   reloads them before answering: a reader sees their own write, whichever process or worker
 *   made it, and a transaction that commits late is not missed.
 * - A flood of changes (a seed, an import) or an index that has not looked for hours (the log
 *   keeps a day) rebuilds it whole.
 *
 * Matching is the SQL search's: the title (lowercased) equal to the query, starting with it, or
 * having a word (after a space) that starts with it, OR the query's full-text lexemes
 * (PostgreSQL's `websearch_to_tsquery('english', q)`, read by `tsquery.ts`) in the story's. The
 * order: those title tiers first (as in SQL), then full-text matches, newest first, then id (the
 * SQL's ts_rank also weighed how close the query's words stand; no positions are kept here).
 * One-letter queries rank among their newest 1 000 matches, as in SQL. Typos (nothing matches)
 * are still retried by trigram similarity in SQL (search-engine.ts).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import SearchableMap from 'minisearch/SearchableMap';
import { resultRows, type Database } from '../db/client.ts';
import { posts, postTags, searchPostChanges } from '../db/schema.ts';
import type { FilterCondition, FilterGroups, NumericOperator } from './search-filters.ts';
import type { SearchOutcome, SearchViewer } from './search-outcome.ts';
import { normalizedQuery, PAGINATION_LIMIT, type SearchRequest } from './search-params.ts';
import { parseTsQuery, type TsQuery } from './tsquery.ts';

export interface IndexedPost {
  id: string;
  title: string;
  /** lower(title), as the SQL matched it. */
  lowerTitle: string;
  publishedAtMs: number | null;
  creatorId: string;
  collectionId: string | null;
  tagSlugs: readonly string[];
  highQuality: boolean;
  /** tsvector_to_array(search): the English lexemes of the title and subtitle. */
  lexemes: readonly string[];
}

/** More changed stories than this at once are read by rebuilding, not one by one. */
const REBUILD_AFTER_CHANGES = 2000;
/** The change log keeps a day; an index that has not looked for half of it rebuilds. */
const CHANGE_LOG_KEEPS_MS = 24 * 60 * 60 * 1000;
const STALE_AFTER_MS = CHANGE_LOG_KEEPS_MS / 2;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** A one-letter query looks its stories up when they are this few, else walks the newest. */
const ONE_LETTER_LOOKUP_LIMIT = 5000;

/** The changes column of a search's statement, as JSON. */
export interface PendingChanges {
  /** pg_snapshot_xmin of the statement: every transaction before it is visible to it. */
  xmin: string;
  postIds: string[];
}

const words = (text: string) => text.split(' ').filter(Boolean);

const visiblePost = and(
  eq(posts.isPublished, true),
  isNull(posts.deletedAt),
  eq(posts.isSuspended, false),
  isNull(posts.inResponseToPostId),
);

/** Title tiers of the SQL search: 4 equal, 3 starts with the query, 2 a word starts with it. */
export function titleTier(lowerTitle: string, query: string): number {
  if (lowerTitle === query) return 4;
  if (lowerTitle.startsWith(query)) return 3;
  return lowerTitle.includes(` ${query}`) ? 2 : 0;
}

const compare: Record<NumericOperator, (left: number, right: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
};

/** One condition as SQL's three-valued logic has it: null where the story has no value. */
function holds(post: IndexedPost, condition: FilterCondition): boolean {
  let positive: boolean | null;
  if (condition.type === 'facet') {
    if (condition.attribute === 'tagSlug') positive = post.tagSlugs.includes(condition.value);
    else if (condition.attribute === 'creatorId') positive = post.creatorId === condition.value;
    else if (condition.attribute === 'collectionId')
      positive = post.collectionId === null ? null : post.collectionId === condition.value;
    else throw new Error(`No story attribute '${condition.attribute}'.`);
  } else {
    if (condition.attribute !== 'latestPublishedAt') throw new Error(`No story number '${condition.attribute}'.`);
    const value = post.publishedAtMs;
    positive =
      value === null
        ? null
        : condition.type === 'numeric'
          ? compare[condition.operator](value, condition.value)
          : value >= condition.low && value <= condition.high;
  }
  // A missing value satisfies a negated filter (search-engine.ts: not coalesce(positive, false)).
  return condition.negated ? !(positive ?? false) : positive === true;
}

const passesFilters = (post: IndexedPost, groups: FilterGroups) =>
  groups.every((group) => group.some((condition) => holds(post, condition)));

/** Newest first (no date last), then by id: the order among equally ranked stories. */
function byDate(a: IndexedPost, b: IndexedPost): number {
  if (a.publishedAtMs !== b.publishedAtMs) {
    if (a.publishedAtMs === null) return 1;
    if (b.publishedAtMs === null) return -1;
    return b.publishedAtMs - a.publishedAtMs;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

interface Ranked {
  post: IndexedPost;
  tier: number;
  fullText: boolean;
}

const byRank = (a: Ranked, b: Ranked) =>
  b.tier - a.tier || Number(b.fullText) - Number(a.fullText) || byDate(a.post, b.post);

/**
 * The first `count` of `ranked` in order. The search box asks for 3 of thousands of matches: a
 * bounded insertion keeps those without sorting every match.
 */
export function firstRanked(ranked: Ranked[], count: number): Ranked[] {
  if (count * 8 >= ranked.length) return ranked.sort(byRank).slice(0, count);
  const best: Ranked[] = [];
  for (const candidate of ranked) {
    const last = best[best.length - 1];
    if (best.length === count && last && byRank(candidate, last) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (byRank(best[middle] as Ranked, candidate) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, candidate);
    if (best.length > count) best.pop();
  }
  return best;
}

const smallestFirst = (a: ReadonlySet<number>, b: ReadonlySet<number>) => a.size - b.size;

/** The slots in every one of `sets` and in none of `excluded`. */
function intersect(sets: ReadonlySet<number>[], excluded: ReadonlySet<number>[] = []): Set<number> {
  const [smallest, ...others] = [...sets].sort(smallestFirst);
  const found = new Set<number>();
  if (!smallest) return found;
  for (const slot of smallest)
    if (others.every((set) => set.has(slot)) && !excluded.some((set) => set.has(slot))) found.add(slot);
  return found;
}

const maxXid = (a: string | null, b: string) => (a === null || BigInt(b) > BigInt(a) ? b : a);

interface Postings {
  get(key: string): Set<number> | undefined;
  set(key: string, value: Set<number>): unknown;
  delete(key: string): unknown;
}

function addPosting(postings: Postings, key: string, slot: number) {
  const list = postings.get(key);
  if (list) list.add(slot);
  else postings.set(key, new Set([slot]));
}

function removePosting(postings: Postings, key: string, slot: number) {
  const list = postings.get(key);
  list?.delete(slot);
  if (list?.size === 0) postings.delete(key);
}

export class PostSearchIndex {
  /** Stories by slot; a removed story's slot is reused. */
  private slots: (IndexedPost | undefined)[] = [];
  private slotOf = new Map<string, number>();
  private freeSlots: number[] = [];
  /** Title words (lower(title) split at spaces) to slots: a radix tree, for prefixes. */
  private titleWords = new SearchableMap<Set<number>>();
  /** English lexemes (exact) to slots. */
  private lexemes = new Map<string, Set<number>>();
  private sortedByDate: number[] | null = null;
  private horizon: string | null = null;
  private lookedAt = 0;
  private prunedAt = 0;
  /** Builds and catch-ups, one at a time. */
  private work: Promise<void> | null = null;
  private built: Promise<void> | null = null;
  private readonly db: Database;
  private readonly clock: () => number;

  constructor(db: Database, clock: () => number = Date.now) {
    this.db = db;
    this.clock = clock;
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** When the index last caught up with the database (ms since the epoch; 0 before it is built). */
  get caughtUpAt(): number {
    return this.lookedAt;
  }

  /** Whether the index has been built (readiness: a search before it waits for the build). */
  get isBuilt(): boolean {
    return this.builtOnce;
  }

  private builtOnce = false;

  /** Built once, on first use (or warmed at start). */
  ready(): Promise<void> {
    this.built ??= this.serialize(() => this.rebuild()).then(
      () => {
        this.builtOnce = true;
      },
      (error: unknown) => {
        this.built = null;
        throw error;
      },
    );
    return this.built;
  }

  /** The search statement's column that names what changed since the index last looked. */
  changesColumn() {
    const horizon = this.horizon ?? '0';
    const changed = this.db
      .selectDistinct({ postId: searchPostChanges.postId })
      .from(searchPostChanges)
      .where(sql`${searchPostChanges.xid} >= ${horizon}::xid8`)
      .limit(REBUILD_AFTER_CHANGES + 1);
    return sql`json_build_object('xmin', pg_snapshot_xmin(pg_current_snapshot())::text, 'postIds', (select coalesce(json_agg(changed.post_id), '[]'::json) from (${changed}) as changed))`;
  }

  /** Applies what a search statement found changed (see changesColumn) before it is answered. */
  catchUp(changes: PendingChanges): Promise<void> {
    return this.serialize(async () => {
      const now = this.clock();
      if (changes.postIds.length > REBUILD_AFTER_CHANGES || now - this.lookedAt > STALE_AFTER_MS) {
        await this.rebuild();
        return;
      }
      if (changes.postIds.length) await this.reload(changes.postIds);
      this.horizon = maxXid(this.horizon, changes.xmin);
      this.lookedAt = now;
      if (now - this.prunedAt > PRUNE_EVERY_MS) {
        this.prunedAt = now;
        await this.db
          .delete(searchPostChanges)
          .where(sql`${searchPostChanges.changedAt} < now() - ${`${CHANGE_LOG_KEEPS_MS} milliseconds`}::interval`);
      }
    });
  }

  /**
   * One request of the post index, given the text form of its websearch tsquery (null for an
   * empty query). Matching and order as described at the top of this file.
   */
  search(request: SearchRequest, viewer: SearchViewer, tsQueryText: string | null): SearchOutcome {
    const query = normalizedQuery(request.query);
    const allowed = (post: IndexedPost) =>
      (viewer.unfiltered || post.highQuality) && passesFilters(post, request.filters);
    const offset = request.page * request.hitsPerPage;
    const limit = offset >= PAGINATION_LIMIT ? 0 : Math.min(request.hitsPerPage, PAGINATION_LIMIT - offset);
    const page = (ranked: Ranked[], exhaustive = true): SearchOutcome => ({
      hits: (limit === 0 ? [] : firstRanked(ranked, offset + limit)).slice(offset).map(({ post }) => ({
        postId: post.id,
        title: post.title,
        latestPublishedAt: post.publishedAtMs,
        objectID: post.id,
      })),
      nbHits: ranked.length,
      exhaustive,
    });

    if (!query) {
      const every: Ranked[] = [];
      for (const slot of this.byDate()) {
        const post = this.slots[slot] as IndexedPost;
        if (allowed(post)) every.push({ post, tier: 0, fullText: false });
      }
      return page(every);
    }

    const tree = tsQueryText === null ? null : parseTsQuery(tsQueryText);
    const fullText = tree ? this.evaluate(tree) : new Set<number>();
    const rank = (slot: number): Ranked | null => {
      const post = this.slots[slot];
      if (!post) return null;
      const tier = titleTier(post.lowerTitle, query);
      const matched = fullText.has(slot);
      return (tier > 0 || matched) && allowed(post) ? { post, tier, fullText: matched } : null;
    };

    if (query.length < 2) {
      // One letter: among the newest PAGINATION_LIMIT matches, as the SQL does. A rare letter's
      // few stories are looked up; a common one's are met soon enough walking newest first.
      const few = this.titleCandidates(query, ONE_LETTER_LOOKUP_LIMIT);
      const newest: Ranked[] = [];
      for (const slot of this.byDate()) {
        const ranked = few && !few.has(slot) && !fullText.has(slot) ? null : rank(slot);
        if (ranked) newest.push(ranked);
        if (newest.length >= PAGINATION_LIMIT) break;
      }
      return page(newest, newest.length < PAGINATION_LIMIT);
    }

    const ranked: Ranked[] = [];
    for (const slot of this.titleCandidates(query)) {
      const found = fullText.has(slot) ? null : rank(slot);
      if (found) ranked.push(found);
    }
    for (const slot of fullText) {
      const found = rank(slot);
      if (found) ranked.push(found);
    }
    return page(ranked);
  }

  /**
   * Stories whose title may match: those having every word of the query but the last (the SQL
   * pattern has a space after them) and a word starting with the last. Only the smallest of those
   * lists is read; titleTier then keeps exactly the SQL's matches.
   */
  private titleCandidates(query: string): ReadonlySet<number>;
  /** The same, or null when there are more than `limit` (the caller walks the stories instead). */
  private titleCandidates(query: string, limit: number): ReadonlySet<number> | null;
  private titleCandidates(query: string, limit = Infinity): ReadonlySet<number> | null {
    const terms = words(query);
    const last = terms.pop() ?? '';
    const [smallestWhole] = terms.map((term) => this.titleWords.get(term) ?? new Set<number>()).sort(smallestFirst);
    const prefixed = new Set<number>();
    for (const [, slots] of this.titleWords.atPrefix(last)) {
      for (const slot of slots) prefixed.add(slot);
      if (smallestWhole && prefixed.size > smallestWhole.size) return smallestWhole;
      if (prefixed.size > limit) return null;
    }
    return prefixed;
  }

  /** The slots a tsquery matches, over the lexeme postings. */
  private evaluate(node: TsQuery): Set<number> {
    const everyStory = () => new Set(this.slotOf.values());
    switch (node.kind) {
      case 'lexeme':
        return this.lexemes.get(node.value) ?? new Set();
      case 'or':
        return new Set(node.operands.flatMap((operand) => [...this.evaluate(operand)]));
      case 'not':
        return intersect([everyStory()], [this.evaluate(node.operand)]);
      case 'and': {
        const positive = node.operands.filter((operand) => operand.kind !== 'not');
        const negative = node.operands.flatMap((operand) => (operand.kind === 'not' ? [operand.operand] : []));
        return intersect(
          positive.length ? positive.map((operand) => this.evaluate(operand)) : [everyStory()],
          negative.map((operand) => this.evaluate(operand)),
        );
      }
    }
  }

  /** Slots of every story, newest first. */
  private byDate(): number[] {
    this.sortedByDate ??= [...this.slotOf.values()].sort((a, b) =>
      byDate(this.slots[a] as IndexedPost, this.slots[b] as IndexedPost),
    );
    return this.sortedByDate;
  }

  private serialize(task: () => Promise<void>): Promise<void> {
    const run = (this.work ?? Promise.resolve()).then(task);
    this.work = run.catch(() => {});
    return run;
  }

  /**
   * The visible stories among `ids` (all with null), as one JSON value: PGlite hands a large
   * result over far faster that way than row by row. Repeated strings (lexemes, tags, people,
   * publications) are shared, which halves the index's memory.
   */
  private async read(ids: readonly string[] | null): Promise<IndexedPost[]> {
    const which = ids ? and(visiblePost, inArray(posts.id, [...ids])) : visiblePost;
    const tagSlugs = this.db
      .select({ slugs: sql`coalesce(json_agg(${postTags.tagSlug}), '[]'::json)` })
      .from(postTags)
      .where(eq(postTags.postId, posts.id));
    const stories = this.db
      .select({
        story:
          sql`json_build_array(${posts.id}, ${posts.title}, floor(extract(epoch from ${posts.publishedAt}) * 1000)::float8, ${posts.creatorId}, ${posts.collectionId}, ${posts.highQuality}, to_json(tsvector_to_array(${posts.search})), (${tagSlugs}))`.as(
            'story',
          ),
      })
      .from(posts)
      .where(which)
      .as('stories');
    const [row] = resultRows<{ all: unknown }>(
      await this.db.execute(sql`select coalesce(json_agg(stories.story), '[]'::json)::text as "all" from ${stories}`),
    );
    const shared = new Map<string, string>();
    const share = (value: string) => {
      const known = shared.get(value);
      if (known !== undefined) return known;
      shared.set(value, value);
      return value;
    };
    type Story = [string, string, number | null, string, string | null, boolean, string[], string[]];
    return (JSON.parse(String(row?.all ?? '[]')) as Story[]).map(
      ([id, title, publishedAtMs, creatorId, collectionId, highQuality, lexemes, tags]) => ({
        id,
        title,
        lowerTitle: title.toLowerCase(),
        publishedAtMs,
        creatorId: share(creatorId),
        collectionId: collectionId === null ? null : share(collectionId),
        highQuality,
        lexemes: lexemes.map(share),
        tagSlugs: tags.map(share),
      }),
    );
  }

  private remove(id: string) {
    const slot = this.slotOf.get(id);
    const post = slot === undefined ? undefined : this.slots[slot];
    if (slot === undefined || !post) return;
    for (const word of words(post.lowerTitle)) removePosting(this.titleWords, word, slot);
    for (const lexeme of post.lexemes) removePosting(this.lexemes, lexeme, slot);
    this.slots[slot] = undefined;
    this.slotOf.delete(id);
    this.freeSlots.push(slot);
  }

  private put(post: IndexedPost) {
    this.remove(post.id);
    const slot = this.freeSlots.pop() ?? this.slots.length;
    this.slots[slot] = post;
    this.slotOf.set(post.id, slot);
    for (const word of words(post.lowerTitle)) addPosting(this.titleWords, word, slot);
    for (const lexeme of post.lexemes) addPosting(this.lexemes, lexeme, slot);
  }

  private async rebuild() {
    const [snapshot] = resultRows<{ xmin: string }>(
      await this.db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`),
    );
    const all = await this.read(null);
    this.slots = [];
    this.slotOf = new Map();
    this.freeSlots = [];
    this.titleWords = new SearchableMap();
    this.lexemes = new Map();
    for (const post of all) this.put(post);
    this.sortedByDate = null;
    this.horizon = snapshot?.xmin ?? '0';
    this.lookedAt = this.clock();
  }

  private async reload(ids: readonly string[]) {
    const fresh = await this.read(ids);
    for (const id of ids) this.remove(id);
    for (const post of fresh) this.put(post);
    this.sortedByDate = null;
  }
}

const indexes = new WeakMap<Database, PostSearchIndex>();

/** The one story index of a database handle (the API's, a test's, a bench's). */
export function postIndexOf(db: Database): PostSearchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new PostSearchIndex(db);
    indexes.set(db, index);
  }
  return index;
}
