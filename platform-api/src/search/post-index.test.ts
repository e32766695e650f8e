/**
 * The in-memory story index against the SQL it replaced (the oracle: same stories, same count,
 * same order), and in step with every write to posts and post_tags, whoever makes it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { TYPED_QUERIES } from '../../bench/search.ts';
import { resultRows } from '../db/client.ts';
import { posts, postTags, publications, users } from '../db/schema.ts';
import { addBenchStories, seedWorld } from '../seed/seed.ts';
import { SEED_NOW } from '../seed/world.ts';
import { insertPost, tagPost } from '../testing/fixtures.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { firstRanked, PostSearchIndex, postIndexOf, titleTier, type PendingChanges } from './post-index.ts';
import { runSearches, postsBySql } from './search-engine.ts';
import type { SearchViewer } from './search-outcome.ts';
import { normalizedQuery, readMultiQueryBody } from './search-params.ts';

let api: TestApi;
const visitor: SearchViewer = { unfiltered: false };
const curator: SearchViewer = { unfiltered: true };

const requestOf = (request: Record<string, unknown>) => {
  const [read] = readMultiQueryBody({ requests: [{ indexName: 'inkpot_post', ...request }] }, 'inkpot_');
  assert.ok(read);
  return read;
};

async function both(request: Record<string, unknown>, viewer = visitor) {
  const read = requestOf(request);
  const [index] = await runSearches(api.db, [read], viewer);
  const oracle = await postsBySql(api.db, read, viewer);
  return { index, oracle };
}

async function pendingFor(index: PostSearchIndex): Promise<PendingChanges> {
  const [row] = resultRows<{ changes: unknown }>(await api.db.execute(sql`select ${index.changesColumn()} as changes`));
  return (typeof row?.changes === 'string' ? JSON.parse(row.changes) : row?.changes) as PendingChanges;
}

const titles = async (query: string, extra: Record<string, unknown> = {}) =>
  (await runSearches(api.db, [requestOf({ query, hitsPerPage: 50, ...extra })], visitor))[0]?.hits.map(
    (hit) => hit.title,
  ) ?? [];

before(async () => {
  api = await startTestApi();
  await seedWorld(api.db, { stories: 0 });
  await addBenchStories(api.db, 1500, { now: SEED_NOW });
});

after(async () => {
  await api.close();
});

describe('the story index answers as the SQL did', () => {
  it('finds the same stories in the same order for every query the bench types, and for search syntax', async () => {
    const [someone] = await api.db.select({ id: users.id }).from(users).limit(1);
    const [publication] = await api.db.select({ id: publications.id }).from(publications).limit(1);
    const [tag] = await api.db.select({ slug: postTags.tagSlug }).from(postTags).limit(1);
    assert.ok(someone && publication && tag);
    const queries = [
      ...TYPED_QUERIES,
      '"night trains"',
      'night -trains',
      'trains or rivers',
      '-the',
      'the',
      'Sourdough  STARTER',
      "o'brien",
      '100%_',
    ];
    const filters = [
      {},
      { filters: `creatorId:${someone.id}` },
      { facetFilters: [[`collectionId:${publication.id}`]] },
      { filters: `tagSlug:${tag.slug}` },
      { filters: `NOT collectionId:${publication.id}` },
      { numericFilters: [`latestPublishedAt>=${SEED_NOW.getTime() - 30 * 86_400_000}`] },
    ];
    let compared = 0;
    let matched = 0;
    for (const query of queries) {
      for (const filter of query.length <= 3 || query === 'sourd' ? filters : [{}]) {
        for (const viewer of [visitor, curator]) {
          const { index, oracle } = await both({ query, hitsPerPage: 1000, ...filter }, viewer);
          const what = `${JSON.stringify(query)} ${JSON.stringify(filter)} unfiltered=${viewer.unfiltered}`;
          assert.equal(index?.nbHits, oracle.nbHits, what);
          // The same stories, in the same title tiers; within a tier the SQL's ts_rank also
          // weighed how close the words stand (the index does not keep positions): both put
          // full-text matches first, then the newest.
          const ids = (hits: readonly Record<string, unknown>[] = []) => hits.map((hit) => String(hit.postId));
          assert.deepEqual(ids(index?.hits).sort(), ids(oracle.hits).sort(), what);
          const tiers = (hits: readonly Record<string, unknown>[] = []) =>
            hits.map((hit) => titleTier(String(hit.title).toLowerCase(), normalizedQuery(query)));
          assert.deepEqual(tiers(index?.hits), tiers(oracle.hits), what);
          compared += 1;
          if (oracle.nbHits > 0) matched += 1;
        }
      }
    }
    assert.ok(matched > compared / 2, `most comparisons find stories (${matched} of ${compared})`);
  });

  it('pages as the SQL does, and an empty query lists the newest', async () => {
    for (const request of [
      { query: 'the', hitsPerPage: 3, page: 2 },
      { query: 're', hitsPerPage: 10, page: 7 },
      { query: '', hitsPerPage: 5 },
      { query: '', hitsPerPage: 5, page: 400 },
    ]) {
      const { index, oracle } = await both(request);
      assert.deepEqual(index, oracle, JSON.stringify(request));
    }
  });
});

describe('in step with the database', () => {
  it('sees a new story, a new title, a tag and an unpublished story on the next search', async () => {
    const [writer] = await api.db.select({ id: users.id }).from(users).limit(1);
    assert.ok(writer);
    const other = new PostSearchIndex(api.db);
    await other.ready();

    const story = await insertPost(api.db, { title: 'Quokkas at Dawn', creatorId: writer.id });
    assert.deepEqual(await titles('quokk'), ['Quokkas at Dawn']);

    await api.db.update(posts).set({ title: 'Wombats at Dusk' }).where(eq(posts.id, story.id));
    assert.deepEqual(await titles('quokk'), []);
    assert.deepEqual(await titles('wombat'), ['Wombats at Dusk']);

    await tagPost(api.db, story.id, 'marsupials', 'Marsupials');
    assert.deepEqual(await titles('', { filters: 'tagSlug:marsupials' }), ['Wombats at Dusk']);

    await api.db.update(posts).set({ isPublished: false }).where(eq(posts.id, story.id));
    assert.deepEqual(await titles('wombat'), []);

    // Another process's index (a second worker), built before all of this, is told the same way.
    const pending = await pendingFor(other);
    assert.ok(pending.postIds.includes(story.id), 'the other index is told the story changed');
    await other.catchUp(pending);
    await api.db.update(posts).set({ isPublished: true }).where(eq(posts.id, story.id));
    await other.catchUp(await pendingFor(other));
    const wombats = () =>
      other.search(requestOf({ query: 'wombat' }), visitor, "'wombat'").hits.map((hit) => hit.title);
    assert.deepEqual(wombats(), ['Wombats at Dusk']);
    // A story can be told again while any transaction of the server (another database's, on a
    // shared PostgreSQL) still runs from before its change: that only reloads it.
    await other.catchUp(await pendingFor(other));
    assert.deepEqual(wombats(), ['Wombats at Dusk']);
    assert.deepEqual(await titles('wombat'), ['Wombats at Dusk']);
    assert.equal(other.size, postIndexOf(api.db).size, 'both indexes hold the same stories');

    await api.db.delete(postTags).where(eq(postTags.postId, story.id));
    await api.db.delete(posts).where(eq(posts.id, story.id));
    assert.deepEqual(await titles('wombat'), []);
  });

  it('rebuilds itself after a flood of new stories', async () => {
    const index = postIndexOf(api.db);
    const visible = async () =>
      resultRows<{ n: number }>(
        await api.db.execute(
          sql`select count(*)::int as n from posts where is_published and deleted_at is null and not is_suspended and in_response_to_post_id is null`,
        ),
      )[0]?.n ?? 0;
    await titles('sourd');
    const before = await visible();
    assert.equal(index.size, before);
    await addBenchStories(api.db, 2500, { now: SEED_NOW });
    await titles('sourd');
    assert.ok((await visible()) > before + 2000);
    assert.equal(index.size, await visible());
  });
});

describe('ranking helpers', () => {
  it('title tiers: equal, starts with, a word starts with, else none', () => {
    assert.equal(titleTier('night trains', 'night trains'), 4);
    assert.equal(titleTier('night trains', 'night tr'), 3);
    assert.equal(titleTier('on night trains', 'tra'), 2);
    assert.equal(titleTier('self-made', 'made'), 0);
  });

  it('the first n of many in order, as a full sort would give', () => {
    const ranked = Array.from({ length: 500 }, (_, n) => ({
      post: {
        id: `p${n}`,
        title: '',
        lowerTitle: '',
        publishedAtMs: (n * 7919) % 101,
        creatorId: 'u',
        collectionId: null,
        tagSlugs: [],
        highQuality: true,
        lexemes: [],
      },
      tier: n % 3,
      fullText: n % 5 === 0,
    }));
    const sorted = firstRanked([...ranked], ranked.length).map((entry) => entry.post.id);
    for (const count of [1, 3, 10, 62])
      assert.deepEqual(
        firstRanked([...ranked], count).map((entry) => entry.post.id),
        sorted.slice(0, count),
      );
  });
});
