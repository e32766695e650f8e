/**
 * The hosted-search endpoint's fields for faster search: the fields hits need for their addresses
 * (a publication's slug and custom domain, a writer's subdomain and custom domain), the lists
 * index, tags counted by triggers, and one SQL statement answering a multi-query exactly as the
 * requests would be answered one by one.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { catalogItems, catalogs, posts, users } from '../db/schema.ts';
import { insertPost, insertPublication, insertUser, tagPost } from '../testing/fixtures.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { runSearch, runSearches } from './search-engine.ts';
import { readMultiQueryBody } from './search-params.ts';

let api: TestApi;
const ids = { writer: '', suspended: '', hidden: '', lamps: '', post: '' };

interface Result {
  hits: Record<string, unknown>[];
  nbHits: number;
  exhaustiveNbHits: boolean;
}

async function search(requests: Record<string, unknown>[]): Promise<Result[]> {
  const response = await api.client().fetch('/1/indexes/*/queries', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-algolia-application-id': 'INKPOTDEV',
      'x-algolia-api-key': 'inkpot-search-only-key',
    },
    body: JSON.stringify({ requests }),
  });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('server-timing') ?? '', /^search;dur=\d+(\.\d)?, cpu;dur=\d+(\.\d)?$/);
  return ((await response.json()) as { results: Result[] }).results;
}

before(async () => {
  api = await startTestApi();
  const { db } = api;
  const writer = await insertUser(db, {
    name: 'Lena Lamplighter',
    username: 'lena',
    hasSubdomain: true,
    customDomain: 'lena.example',
  });
  const suspended = await insertUser(db, { name: 'Sam Gone', username: 'samgone', isSuspended: true });
  Object.assign(ids, { writer: writer.id, suspended: suspended.id });
  await insertPublication(db, { name: 'Lamp Post Quarterly', slug: 'lamp-post', domain: 'lamps.example' });
  const post = await insertPost(db, { title: 'Lamplight and Shadows', creatorId: writer.id });
  ids.post = post.id;
  await tagPost(db, post.id, 'lamps', 'Lamps');
  for (const [id, name, userId, visibility] of [
    ['cat-lamps', 'Lamps I keep rereading', writer.id, 'PUBLIC'],
    ['cat-hidden', 'Lamps, privately', writer.id, 'PRIVATE'],
    ['cat-gone', 'Lamps of a suspended reader', suspended.id, 'PUBLIC'],
  ] as const) {
    await db.insert(catalogs).values({ id, name, userId, visibility, type: 'LISTS' });
  }
  await db.insert(catalogItems).values({ id: 'cat-lamps-0', catalogId: 'cat-lamps', postId: post.id, position: 0 });
});

after(async () => {
  await api.close();
});

describe('hits carry what their addresses need', () => {
  it('a writer: subdomain and live custom domain; a publication: slug and custom domain', async () => {
    const [people, publications] = await search([
      { indexName: 'inkpot_user', query: 'lena' },
      { indexName: 'inkpot_collection', query: 'lamp' },
    ]);
    assert.deepEqual(people?.hits[0], {
      userId: ids.writer,
      username: 'lena',
      name: 'Lena Lamplighter',
      imageId: null,
      hasSubdomain: true,
      customDomain: 'lena.example',
      objectID: ids.writer,
    });
    assert.equal(publications?.hits[0]?.slug, 'lamp-post');
    assert.equal(publications?.hits[0]?.domain, 'lamps.example');
  });
});

describe('the lists index', () => {
  it('finds public lists by name with their owner and size, never private ones or a suspended owner’s', async () => {
    const [lists] = await search([{ indexName: 'inkpot_catalog', query: 'lamps' }]);
    assert.deepEqual(lists?.hits, [
      {
        catalogId: 'cat-lamps',
        name: 'Lamps I keep rereading',
        userId: ids.writer,
        username: 'lena',
        itemCount: 1,
        objectID: 'cat-lamps',
      },
    ]);
  });

  it('filters by owner', async () => {
    const [mine, theirs] = await search([
      { indexName: 'inkpot_catalog', query: 'lamps', filters: `userId:${ids.writer}` },
      { indexName: 'inkpot_catalog', query: 'lamps', filters: `userId:${ids.suspended}` },
    ]);
    assert.equal(mine?.nbHits, 1);
    assert.equal(theirs?.nbHits, 0);
  });
});

describe('tags counted by triggers', () => {
  it('a tag leaves the index when its only story is unpublished, and comes back with it', async () => {
    const tagCount = async () => (await search([{ indexName: 'inkpot_tag', query: 'lamps' }]))[0]?.hits;
    assert.deepEqual(await tagCount(), [{ tagSlug: 'lamps', displayText: 'Lamps', postCount: 1, objectID: 'lamps' }]);
    await api.db.update(posts).set({ isPublished: false }).where(eq(posts.id, ids.post));
    assert.deepEqual(await tagCount(), []);
    await api.db.update(posts).set({ isPublished: true }).where(eq(posts.id, ids.post));
    assert.equal((await tagCount())?.[0]?.postCount, 1);
  });

  it('a second tagged story counts, a suspended one does not', async () => {
    const another = await insertPost(api.db, { title: 'Lamps at Dusk', creatorId: ids.writer });
    await tagPost(api.db, another.id, 'lamps', 'Lamps');
    const [tags] = await search([{ indexName: 'inkpot_tag', query: 'lamps' }]);
    assert.equal(tags?.hits[0]?.postCount, 2);
    await api.db.update(posts).set({ isSuspended: true }).where(eq(posts.id, another.id));
    const [after] = await search([{ indexName: 'inkpot_tag', query: 'lamps' }]);
    assert.equal(after?.hits[0]?.postCount, 1);
    await api.db.update(users).set({ name: 'Lena Lamplighter' }).where(eq(users.id, ids.writer));
  });
});

describe('one statement for a multi-query', () => {
  it('answers every request as it would be answered alone (pages, past the end, typo retry, filters)', async () => {
    const body = {
      requests: [
        { indexName: 'inkpot_post', query: 'lamp' },
        { indexName: 'inkpot_post', query: 'l' },
        { indexName: 'inkpot_post', query: 'lampligth' },
        { indexName: 'inkpot_post', query: 'lamp', hitsPerPage: 1, page: 5 },
        { indexName: 'inkpot_user', query: 'lena' },
        { indexName: 'inkpot_collection', query: 'quartrely' },
        { indexName: 'inkpot_tag', query: 'lamps', filters: 'postCount >= 1' },
        { indexName: 'inkpot_catalog', query: '' },
        { indexName: 'inkpot_post', query: 'zzzz' },
      ],
    };
    const requests = readMultiQueryBody(body, 'inkpot_');
    const viewer = { unfiltered: false };
    const together = await runSearches(api.db, requests, viewer);
    const alone = await Promise.all(requests.map((request) => runSearch(api.db, request, viewer)));
    assert.deepEqual(together, alone);
    assert.ok((together[0]?.hits.length ?? 0) > 0, 'a prefix finds');
    assert.ok((together[2]?.hits.length ?? 0) > 0, 'a typo finds through the retry');
    assert.equal(together[3]?.hits.length, 0);
    assert.ok((together[3]?.nbHits ?? 0) > 0, 'past the end still counts');
  });
});
