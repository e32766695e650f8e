/**
 * The hosted-search endpoint through the official `algoliasearch` v5 client, unchanged, against
 * the API on PGlite: hits and their shapes, hitsPerPage, filters, queryID and click events, the
 * search rules (tags with posts, no author-type people), and the errors the client sees.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { eq } from 'drizzle-orm';
import { searchClicks, searchQueries, userCapabilities } from '../db/schema.ts';
import { insertPost, insertPublication, insertUser, tagPost } from '../testing/fixtures.ts';
import { signInAs, startTestApi, type TestApi } from '../testing/test-api.ts';

const APP_ID = 'INKPOTDEV';
const API_KEY = 'inkpot-search-only-key';

interface PostHit {
  postId: string;
  title: string;
  latestPublishedAt: number;
  objectID: string;
}

let api: TestApi;
let client: Algoliasearch;
const ids = { writer: '', lowWriter: '', author: '', curator: '', publication: '', inside: '', insidePub: '' };

const hosts = () => [{ url: new URL(api.url).host, protocol: 'http' as const, accept: 'readWrite' as const }];
const clientFor = (apiKey: string, appId = APP_ID) => algoliasearch(appId, apiKey, { hosts: hosts() });

async function postSearch(query: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const { results } = await client.searchForHits<PostHit>(
    { requests: [{ indexName: 'inkpot_post', query, ...extra }] },
    { headers },
  );
  const [result] = results;
  assert.ok(result);
  return result;
}

before(async () => {
  api = await startTestApi();
  client = clientFor(API_KEY);
  const { db } = api;
  const writer = await insertUser(db, { name: 'Iris Writer', username: 'iris' });
  const lowWriter = await insertUser(db, { name: 'Ingrid Lowe', username: 'ingrid', highQuality: false });
  const author = await insertUser(db, { name: 'Ingmar Author', username: 'ingmar', kind: 'author' });
  const curator = await insertUser(db, { name: 'Cora Curator', username: 'cora' });
  await db.insert(userCapabilities).values({ userId: curator.id, name: 'can_view_unfiltered_search' });
  const publication = await insertPublication(db, {
    name: 'Insight Weekly',
    slug: 'insight-weekly',
    avatarImageId: 'pub.png',
  });
  Object.assign(ids, {
    writer: writer.id,
    lowWriter: lowWriter.id,
    author: author.id,
    curator: curator.id,
    publication: publication.id,
  });

  const inside = await insertPost(db, {
    title: 'Inside the Machine',
    creatorId: writer.id,
    publishedAt: new Date('2026-11-10T00:00:00Z'),
  });
  ids.inside = inside.id;
  const insidePub = await insertPost(db, {
    title: 'Inside a Newsroom',
    creatorId: lowWriter.id,
    collectionId: publication.id,
    publishedAt: new Date('2026-11-05T00:00:00Z'),
  });
  ids.insidePub = insidePub.id;
  for (let n = 1; n <= 4; n += 1) {
    await insertPost(db, { title: `Gardening notes ${n}`, creatorId: writer.id });
  }
  await insertPost(db, { title: 'Inside the Low Shelf', creatorId: writer.id, highQuality: false });
  await insertPost(db, { title: 'Inside a Draft', creatorId: writer.id, isPublished: false });
  await insertPost(db, { title: 'Inside the Bin', creatorId: writer.id, deletedAt: new Date('2026-11-02T00:00:00Z') });
  await insertPost(db, { title: 'Inside the Ban', creatorId: writer.id, isSuspended: true });

  await tagPost(db, inside.id, 'machine-learning', 'Machine Learning');
  await tagPost(db, insidePub.id, 'machine-learning', 'Machine Learning');
  const draft = await insertPost(db, { title: 'Drafty', creatorId: writer.id, isPublished: false });
  await tagPost(db, draft.id, 'machinery', 'Machinery');
});

after(async () => {
  await api.close();
});

describe('hosted-search endpoint with the official client', () => {
  it('finds a post by a typed prefix, in the post hit shape', async () => {
    const result = await postSearch('ins');
    assert.deepEqual(
      result.hits.map((hit) => hit.title),
      ['Inside the Machine', 'Inside a Newsroom'],
    );
    assert.deepEqual(result.hits[0], {
      postId: ids.inside,
      title: 'Inside the Machine',
      latestPublishedAt: Date.parse('2026-11-10T00:00:00Z'),
      objectID: ids.inside,
    });
    assert.equal(result.nbHits, 2);
    assert.equal(result.index, 'inkpot_post');
    assert.equal(result.query, 'ins');
    assert.equal(result.queryID, undefined);
  });

  it('finds posts by full-text words and stems', async () => {
    const result = await postSearch('machines');
    assert.deepEqual(
      result.hits.map((hit) => hit.postId),
      [ids.inside],
    );
  });

  it('falls back to trigram similarity for a small typo when nothing matches exactly', async () => {
    const result = await postSearch('machien');
    assert.deepEqual(
      result.hits.map((hit) => hit.postId),
      [ids.inside],
    );
  });

  it('honours hitsPerPage (default 3) and pages', async () => {
    const first = await postSearch('gardening');
    assert.equal(first.hits.length, 3);
    assert.equal(first.hitsPerPage, 3);
    assert.equal(first.nbHits, 4);
    assert.equal(first.nbPages, 2);
    const second = await postSearch('gardening', { hitsPerPage: 2, page: 1 });
    assert.equal(second.hits.length, 2);
    assert.equal(second.page, 1);
    const firstTwo = await postSearch('gardening', { hitsPerPage: 2 });
    const seen = new Set([...firstTwo.hits, ...second.hits].map((hit) => hit.objectID));
    assert.equal(seen.size, 4);
  });

  it('filters posts by publication, creator and tag as the shell sends them', async () => {
    const byCollection = await postSearch('inside', { facetFilters: [[`collectionId:${ids.publication}`]] });
    assert.deepEqual(
      byCollection.hits.map((hit) => hit.postId),
      [ids.insidePub],
    );
    const byCreator = await postSearch('inside', { filters: `creatorId:${ids.writer}` });
    assert.deepEqual(
      byCreator.hits.map((hit) => hit.postId),
      [ids.inside],
    );
    const byTag = await postSearch('', { filters: 'tagSlug:machine-learning', hitsPerPage: 8 });
    assert.deepEqual(byTag.hits.map((hit) => hit.postId).sort(), [ids.inside, ids.insidePub].sort());
    const retrieved = await postSearch('inside', { attributesToRetrieve: ['title'], hitsPerPage: 1 });
    assert.deepEqual(retrieved.hits[0], { title: 'Inside the Machine', objectID: ids.inside });
  });

  it('keeps low-quality posts and people for viewers with can_view_unfiltered_search', async () => {
    const visitor = await postSearch('inside', { hitsPerPage: 10 });
    assert.ok(!visitor.hits.some((hit) => hit.title === 'Inside the Low Shelf'));

    const curator = api.client();
    await signInAs(api, curator, ids.curator);
    const cookie = [...curator.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const unfiltered = await postSearch('inside', { hitsPerPage: 10 }, { cookie });
    assert.deepEqual(unfiltered.hits.map((hit) => hit.title).sort(), [
      'Inside a Newsroom',
      'Inside the Low Shelf',
      'Inside the Machine',
    ]);

    const people = async (headers: Record<string, string>) =>
      (
        await client.searchForHits<{ username: string }>(
          { requests: [{ indexName: 'inkpot_user', query: 'i', hitsPerPage: 10 }] },
          { headers },
        )
      ).results[0]?.hits.map((hit) => hit.username) ?? [];
    assert.deepEqual(await people({}), ['iris']);
    assert.deepEqual((await people({ cookie })).sort(), ['ingrid', 'iris']);
  });

  it('answers user, collection and tag hits in their shapes, without author-type people or empty tags', async () => {
    const { results } = await client.search({
      requests: [
        { indexName: 'inkpot_user', query: 'iris' },
        { indexName: 'inkpot_user', query: 'ingmar' },
        { indexName: 'inkpot_collection', query: 'insi' },
        { indexName: 'inkpot_tag', query: 'mach' },
      ],
    });
    const hits = results.map((result) => ('hits' in result ? result.hits : []));
    assert.deepEqual(hits[0], [
      {
        userId: ids.writer,
        username: 'iris',
        name: 'Iris Writer',
        imageId: null,
        hasSubdomain: false,
        customDomain: null,
        objectID: ids.writer,
      },
    ]);
    assert.deepEqual(hits[1], []);
    assert.deepEqual(hits[2], [
      {
        collectionId: ids.publication,
        name: 'Insight Weekly',
        imageId: 'pub.png',
        slug: 'insight-weekly',
        domain: null,
        objectID: ids.publication,
      },
    ]);
    // 'Machinery' has only a draft: postCount 0, so it is not offered.
    assert.deepEqual(hits[3], [
      { tagSlug: 'machine-learning', displayText: 'Machine Learning', postCount: 2, objectID: 'machine-learning' },
    ]);
  });

  it('returns a queryID for clickAnalytics and stores the query, then takes click events for it', async () => {
    const result = await postSearch('inside', { clickAnalytics: true, analyticsTags: ['logged-out'] });
    assert.match(result.queryID ?? '', /^[0-9a-f]{32}$/);
    await api.searchQueries.flush();
    const [stored] = await api.db
      .select()
      .from(searchQueries)
      .where(eq(searchQueries.queryId, String(result.queryID)));
    assert.equal(stored?.query, 'inside');
    assert.equal(stored?.indexName, 'inkpot_post');

    const reader = api.client();
    const mutation = `mutation SearchClickEventMutation($input: SearchClickInput!) { searchClickEvent(input: $input) { success } }`;
    const input = { queryId: result.queryID, indexName: 'inkpot_post', objectIds: [ids.inside], positions: [1] };
    const clicked = await reader.graphql(mutation, { input });
    assert.deepEqual(clicked.data, { searchClickEvent: { success: true } });
    const [click] = await api.db
      .select()
      .from(searchClicks)
      .where(eq(searchClicks.queryId, String(result.queryID)));
    assert.deepEqual(click?.objectIds, [ids.inside]);
    assert.deepEqual(click?.positions, [1]);

    for (const [bad, message] of [
      [{ positions: [0] }, /1-based/],
      [{ positions: [1, 2] }, /one position per object id/],
      [{ queryId: 'nope' }, /queryID/],
      [{ indexName: 'other_post' }, /indexName must be one of/],
      [{ objectIds: [], positions: [] }, /must not be empty/],
    ] as const) {
      const refused = await reader.graphql(mutation, { input: { ...input, ...bad } });
      assert.match(refused.errors?.[0]?.message ?? '', message);
      assert.equal(refused.errors?.[0]?.extensions?.code, 'BAD_REQUEST');
    }
    assert.equal((await api.db.select().from(searchClicks)).length, 1);
  });

  it('works with the lite client sending credentials in the query string, as browsers do', async () => {
    const lite = liteClient(APP_ID, API_KEY, { hosts: hosts(), authMode: 'WithinQueryParameters' });
    const { results } = await lite.searchForHits<PostHit>({
      requests: [{ indexName: 'inkpot_post', query: 'inside', hitsPerPage: 8, clickAnalytics: true }],
    });
    assert.deepEqual(
      results[0]?.hits.map((hit) => hit.postId),
      [ids.inside, ids.insidePub],
    );
    assert.match(results[0]?.queryID ?? '', /^[0-9a-f]{32}$/);
  });

  it('rejects a wrong API key or application id with 403', async () => {
    for (const wrong of [clientFor('wrong-key'), clientFor(API_KEY, 'OTHERAPP')]) {
      await assert.rejects(
        wrong.search({ requests: [{ indexName: 'inkpot_post', query: 'inside' }] }),
        (error: { status?: number; message?: string }) =>
          error.status === 403 && error.message === 'Invalid Application-ID or API key',
      );
    }
  });

  it('reports an unknown index and bad parameters as client errors with a message', async () => {
    await assert.rejects(
      client.search({ requests: [{ indexName: 'inkpot_nothing', query: 'x' }] }),
      (error: { status?: number; message?: string }) =>
        error.status === 404 && /does not exist/.test(error.message ?? ''),
    );
    await assert.rejects(
      client.search({ requests: [{ indexName: 'inkpot_post', query: 'x', filters: 'secret:1' }] }),
      (error: { status?: number; message?: string }) =>
        error.status === 400 && /cannot be filtered/.test(error.message ?? ''),
    );
  });
});

describe('hosted-search endpoint over raw HTTP', () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain', ...headers }, body });
  const credentials = { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': API_KEY };

  it('takes credentials in the query string and v4 url-encoded params', async () => {
    const query = new URLSearchParams(credentials).toString();
    const response = await post(
      `/1/indexes/*/queries?${query}`,
      JSON.stringify({ requests: [{ indexName: 'inkpot_post', params: 'query=inside&hitsPerPage=1' }] }),
    );
    assert.equal(response.status, 200);
    const body = (await response.json()) as { results: { hits: PostHit[]; hitsPerPage: number; params: string }[] };
    assert.equal(body.results[0]?.hits[0]?.postId, ids.inside);
    assert.equal(body.results[0]?.hitsPerPage, 1);
    assert.match(body.results[0]?.params ?? '', /query=inside/);
  });

  it('serves single-index queries', async () => {
    const response = await post('/1/indexes/inkpot_tag/query', JSON.stringify({ query: 'machine' }), credentials);
    assert.equal(response.status, 200);
    const body = (await response.json()) as { hits: { tagSlug: string }[] };
    assert.deepEqual(
      body.hits.map((hit) => hit.tagSlug),
      ['machine-learning'],
    );
  });

  it('answers malformed bodies with 400 {message, status}', async () => {
    for (const body of ['{not json', '[]', '{"requests":"x"}', '{"requests":[{"indexName":5}]}']) {
      const response = await post('/1/indexes/*/queries', body, credentials);
      assert.equal(response.status, 400, body);
      const answer = (await response.json()) as { message: string; status: number };
      assert.equal(answer.status, 400);
      assert.ok(answer.message.length > 0);
    }
  });

  it('keeps NUL characters and LIKE wildcards from reaching the SQL as such', async () => {
    for (const query of ['%', '_', '\\', 'ins\u0000']) {
      const response = await post(
        '/1/indexes/*/queries',
        JSON.stringify({ requests: [{ indexName: 'inkpot_post', query, clickAnalytics: true }] }),
        credentials,
      );
      assert.equal(response.status, 200, query);
      const body = (await response.json()) as { results: { nbHits: number }[] };
      assert.equal(body.results[0]?.nbHits, query.startsWith('ins') ? 2 : 0, query);
    }
    const filtered = await post(
      '/1/indexes/*/queries',
      JSON.stringify({
        requests: [{ indexName: 'inkpot_tag', facetFilters: [['tagSlug:\u0000'], ['tagSlug:-a\u0000']] }],
      }),
      credentials,
    );
    assert.equal(filtered.status, 200);
  });
});
