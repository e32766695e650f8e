import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

/** A staff pick of the seed world, as the API answers it: its URL, title, writer and publication. */
async function seededStory(request: APIRequestContext) {
  const response = await request.post('/_/graphql', {
    data: {
      query:
        '{ staffPicksFeed(paging: { limit: 20 }) { items { post { mediumUrl title subtitle creator { name username } collection { slug name } } } } }',
    },
    headers: { 'x-xsrf-token': '1' },
  });
  type Post = {
    mediumUrl: string;
    title: string;
    subtitle: string;
    creator: { name: string; username: string };
    collection: { slug: string; name: string } | null;
  };
  const items = ((await response.json()) as { data: { staffPicksFeed: { items: { post: Post }[] } } }).data
    .staffPicksFeed.items;
  const story = items.find((item) => item.post.collection)?.post;
  if (!story?.collection) throw new Error('The seed has no staff pick in a publication.');
  return { ...story, collection: story.collection };
}

/** A public reading list of the seed, as the search service answers it. */
async function seededList(request: APIRequestContext) {
  const answer = await request.post('/1/indexes/*/queries', {
    headers: { 'x-algolia-application-id': 'INKPOTDEV', 'x-algolia-api-key': 'inkpot-search-only-key' },
    data: { requests: [{ indexName: 'inkpot_catalog', query: '', hitsPerPage: 1 }] },
  });
  const [list] =
    ((await answer.json()) as { results: { hits: { catalogId: string; username: string }[] }[] }).results[0]?.hits ??
    [];
  if (!list) throw new Error('The seed has no public reading list.');
  return list;
}

/** The value of a head element's attribute in a document's HTML. */
function headValue(html: string, selector: RegExp): string | undefined {
  return selector.exec(html)?.[1];
}
const metaContent = (html: string, key: 'name' | 'property', name: string) =>
  headValue(html, new RegExp(`<meta data-inkpot-head ${key}="${name.replace(':', '\\:')}" content="([^"]*)"`));
const canonicalOf = (html: string) => headValue(html, /<link data-inkpot-head rel="canonical" href="([^"]*)"/);
const titleOf = (html: string) => headValue(html, /<title>([^<]*)<\/title>/);
const unescape = (text: string | undefined) =>
  text?.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<');

test('robots.txt is a real file that points at the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap/sitemap.xml`);
  expect(text).not.toContain('<html');
});

test('the sitemap index lists files per kind, and the stories file lists a seeded story', async ({
  request,
  baseURL,
}) => {
  const story = await seededStory(request);
  const index = await request.get('/sitemap/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await index.text();
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => new URL(loc ?? '').pathname);
  expect(files).toEqual(
    expect.arrayContaining([
      '/sitemap/pages-1.xml',
      '/sitemap/posts-1.xml',
      '/sitemap/writers-1.xml',
      '/sitemap/publications-1.xml',
      '/sitemap/tags-1.xml',
    ]),
  );
  await test.step('every file answers a url set on this host', async () => {
    for (const file of files) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      const body = await response.text();
      expect(body, file).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      for (const [, loc] of body.matchAll(/<loc>([^<]*)<\/loc>/g)) expect(loc?.startsWith(`${baseURL}/`)).toBe(true);
    }
  });
  await test.step('the story, its writer and its publication are listed', async () => {
    const listed = async (file: string) =>
      [...(await (await request.get(file)).text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => unescape(loc));
    expect(await listed('/sitemap/posts-1.xml')).toContain(`${baseURL}${story.mediumUrl}`);
    expect(await listed('/sitemap/writers-1.xml')).toContain(`${baseURL}/@${story.creator.username}`);
    expect(await listed('/sitemap/publications-1.xml')).toContain(`${baseURL}/${story.collection.slug}`);
  });
});

test('pages link the sitemap; a missing person, publication, tag or list is a 404, existing ones 200', async ({
  request,
}) => {
  const story = await seededStory(request);
  const list = await seededList(request);
  const home = await (await request.get('/')).text();
  expect(home).toContain('<link rel="sitemap" type="application/xml" href="/sitemap/sitemap.xml" />');
  const cases: Array<[path: string, status: number]> = [
    ['/no-such-publication', 404],
    ['/@nosuchuser', 404],
    ['/@nosuchuser/followers', 404],
    ['/_/404', 404],
    ['/tag/no-such-tag', 404],
    [`/@${list.username}/list/no-such-list-0a1b2c3d4e5f`, 404],
    [`/@${story.creator.username}`, 200],
    [`/${story.collection.slug}`, 200],
    [`/${story.collection.slug}/about`, 200],
    ['/tag/writing', 200],
    [`/@${list.username}/list/a-list-${list.catalogId}`, 200],
  ];
  for (const [path, status] of cases) {
    const response = await request.get(path);
    expect([path, response.status()]).toEqual([path, status]);
    if (status === 404) expect(metaContent(await response.text(), 'name', 'robots'), path).toBe('noindex');
  }
});

test("the browser shows the not-found page for what the edge answered 404 (a tag that isn't)", async ({ page }) => {
  const response = await page.goto('/tag/no-such-tag');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page).toHaveTitle('Page not found – Inkpot');
});

test('a story, a writer and a publication have their title, description, canonical URL and Open Graph', async ({
  request,
  baseURL,
}) => {
  const story = await seededStory(request);
  await test.step('the story (by its short /p/ link too)', async () => {
    const id = story.mediumUrl.split('-').pop();
    for (const path of [story.mediumUrl, `/p/${id}`]) {
      const html = await (await request.get(path)).text();
      expect(unescape(titleOf(html))).toBe(`${story.title} – ${story.creator.name} – Inkpot`);
      expect(canonicalOf(html)).toBe(`${baseURL}${story.mediumUrl}`);
      expect(unescape(metaContent(html, 'name', 'description'))).toBe(
        story.subtitle || `A story by ${story.creator.name} on Inkpot.`,
      );
      expect(metaContent(html, 'property', 'og:type')).toBe('article');
      expect(unescape(metaContent(html, 'property', 'og:title'))).toBe(unescape(titleOf(html)));
      expect(metaContent(html, 'property', 'og:url')).toBe(`${baseURL}${story.mediumUrl}`);
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary');
    }
  });
  await test.step('the writer and the publication', async () => {
    const profile = await (await request.get(`/@${story.creator.username.toUpperCase()}`)).text();
    expect(unescape(titleOf(profile))).toBe(`${story.creator.name} (@${story.creator.username}) – Inkpot`);
    expect(canonicalOf(profile)).toBe(`${baseURL}/@${story.creator.username}`);
    expect(metaContent(profile, 'property', 'og:type')).toBe('profile');
    const publication = await (await request.get(`/${story.collection.slug}`)).text();
    expect(unescape(titleOf(publication))).toBe(`${story.collection.name} – Inkpot`);
    expect(canonicalOf(publication)).toBe(`${baseURL}/${story.collection.slug}`);
  });
});

test('in-app navigation keeps the head right: the story, then back to the writer', async ({
  page,
  request,
  baseURL,
}) => {
  const story = await seededStory(request);
  await page.goto(`/${story.collection.slug}`);
  await expect(page).toHaveTitle(`${story.collection.name} – Inkpot`);
  const canonical = page.locator('link[rel="canonical"]');
  await page.getByRole('link', { name: story.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${story.mediumUrl}$`));
  await expect(page).toHaveTitle(`${story.title} – ${story.creator.name} – Inkpot`);
  await expect(canonical).toHaveAttribute('href', `${baseURL}${story.mediumUrl}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(canonical).toHaveCount(1);
  await page.getByRole('link', { name: story.creator.name, exact: true }).first().click();
  await expect(page).toHaveTitle(`${story.creator.name} (@${story.creator.username}) – Inkpot`);
  await expect(canonical).toHaveAttribute('href', `${baseURL}/@${story.creator.username}`);
  await page.goBack();
  await expect(page).toHaveTitle(`${story.title} – ${story.creator.name} – Inkpot`);
});
