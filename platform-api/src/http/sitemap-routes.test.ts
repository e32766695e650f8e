import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertPost, insertPublication, insertUser, tagPost } from '../testing/fixtures.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { seedWorld } from '../seed/seed.ts';

interface Index {
  pageSize: number;
  pages: { kind: string; page: number; urls: number; lastmod: string | null }[];
}
interface Page {
  kind: string;
  page: number;
  entries: { path: string; lastmod: string | null }[];
}

describe('GET /_/api/sitemap', () => {
  let api: TestApi;
  const get = async <T>(path: string) => {
    const response = await api.client().fetch(path);
    return {
      status: response.status,
      cache: response.headers.get('cache-control'),
      body: (await response.json()) as T,
    };
  };

  before(async () => {
    api = await startTestApi();
    const ada = await insertUser(api.db, { id: 'u-ada', username: 'ada' });
    const bo = await insertUser(api.db, { id: 'u-bo', username: 'bo' });
    const banned = await insertUser(api.db, { id: 'u-banned', username: 'banned', isSuspended: true });
    await insertUser(api.db, { id: 'u-reader', username: 'reader' });
    const engines = await insertPublication(api.db, {
      id: 'c-engines',
      slug: 'engines',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    await insertPublication(api.db, { id: 'c-empty', slug: 'empty', createdAt: new Date('2026-02-01T00:00:00Z') });
    const at = (day: number) => new Date(`2026-11-${String(day).padStart(2, '0')}T00:00:00Z`);
    await insertPost(api.db, { id: 'a1', slug: 'first', creatorId: ada.id, publishedAt: at(1), updatedAt: at(1) });
    await insertPost(api.db, {
      id: 'a2',
      slug: 'second',
      creatorId: ada.id,
      collectionId: engines.id,
      publishedAt: at(5),
      updatedAt: at(9),
    });
    await insertPost(api.db, { id: 'b1', slug: 'third', creatorId: bo.id, publishedAt: at(3), updatedAt: at(3) });
    // Never listed: a draft, a trashed story, a suspended one, a response, a suspended writer's story.
    await insertPost(api.db, { id: 'x1', creatorId: bo.id, isPublished: false, publishedAt: null });
    await insertPost(api.db, { id: 'x2', creatorId: bo.id, deletedAt: at(4) });
    await insertPost(api.db, { id: 'x3', creatorId: bo.id, isSuspended: true });
    await insertPost(api.db, { id: 'x4', creatorId: bo.id, inResponseToPostId: 'a1' });
    await insertPost(api.db, { id: 'x5', creatorId: banned.id });
    await tagPost(api.db, 'a1', 'poetry');
    await tagPost(api.db, 'b1', 'poetry');
    await tagPost(api.db, 'x1', 'drafts-only');
  });
  after(() => api.close());

  it('lists the pages of each kind with their URL counts and newest change', async () => {
    const { status, cache, body } = await get<Index>('/_/api/sitemap?pageSize=2');
    assert.equal(status, 200);
    assert.match(cache ?? '', /public, max-age=\d+/);
    assert.equal(body.pageSize, 2);
    assert.deepEqual(
      body.pages.map(({ kind, page, urls }) => `${kind}-${page}:${urls}`),
      ['posts-1:2', 'posts-2:1', 'writers-1:2', 'publications-1:2', 'tags-1:1'],
    );
    const lastmod = Object.fromEntries(body.pages.map((page) => [`${page.kind}-${page.page}`, page.lastmod]));
    assert.equal(lastmod['posts-1'], '2026-11-09T00:00:00.000Z', 'a2 was updated after it was published');
    assert.equal(lastmod['writers-1'], '2026-11-05T00:00:00.000Z');
    assert.equal(lastmod['publications-1'], '2026-11-05T00:00:00.000Z');
    assert.equal(lastmod['tags-1'], '2026-11-03T00:00:00.000Z');
  });

  it('gives the paths of one page in a stable order, stories under their publication or writer', async () => {
    const first = await get<Page>('/_/api/sitemap/posts/1?pageSize=2');
    assert.deepEqual(first.body.entries, [
      { path: '/@ada/first-a1', lastmod: '2026-11-01T00:00:00.000Z' },
      { path: '/engines/second-a2', lastmod: '2026-11-09T00:00:00.000Z' },
    ]);
    const second = await get<Page>('/_/api/sitemap/posts/2?pageSize=2');
    assert.deepEqual(
      second.body.entries.map((entry) => entry.path),
      ['/@bo/third-b1'],
    );
    const writers = await get<Page>('/_/api/sitemap/writers/1');
    assert.deepEqual(
      writers.body.entries.map((entry) => entry.path),
      ['/@ada', '/@bo'],
    );
    const publications = await get<Page>('/_/api/sitemap/publications/1');
    assert.deepEqual(publications.body.entries, [
      { path: '/empty', lastmod: '2026-02-01T00:00:00.000Z' },
      { path: '/engines', lastmod: '2026-11-05T00:00:00.000Z' },
    ]);
    const tags = await get<Page>('/_/api/sitemap/tags/1');
    assert.deepEqual(tags.body.entries, [{ path: '/tag/poetry', lastmod: '2026-11-03T00:00:00.000Z' }]);
  });

  it('answers 404 past the last page and 400 for what is not a kind, a page or a page size', async () => {
    assert.equal((await get('/_/api/sitemap/posts/3?pageSize=2')).status, 404);
    const kind = await get<{ error: string }>('/_/api/sitemap/comments/1');
    assert.equal(kind.status, 400);
    assert.match(kind.body.error, /posts, writers, publications, tags/);
    for (const path of ['/_/api/sitemap/posts/0', '/_/api/sitemap/posts/x', '/_/api/sitemap?pageSize=50001'])
      assert.equal((await get(path)).status, 400, path);
  });
});

describe('the seed world in the sitemap', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
    await seedWorld(api.db);
  });
  after(() => api.close());

  it('fits in one page per kind and lists a seeded story by its URL', async () => {
    const index = (await (await api.client().fetch('/_/api/sitemap')).json()) as Index;
    assert.deepEqual(
      index.pages.map((page) => `${page.kind}-${page.page}`),
      ['posts-1', 'writers-1', 'publications-1', 'tags-1'],
    );
    const { data } = await api
      .client()
      .graphql<{ staffPicksFeed: { items: { post: { mediumUrl: string } }[] } }>(
        '{ staffPicksFeed(paging: { limit: 1 }) { items { post { mediumUrl } } } }',
      );
    const mediumUrl = data?.staffPicksFeed.items[0]?.post.mediumUrl;
    assert.ok(mediumUrl);
    const posts = (await (await api.client().fetch('/_/api/sitemap/posts/1')).json()) as Page;
    assert.ok(
      posts.entries.some((entry) => entry.path === mediumUrl),
      `${mediumUrl} is listed`,
    );
    assert.equal(posts.entries.length, index.pages[0]?.urls);
  });
});
