/** @jest-environment node */
import { robotsTxt } from './site-files.ts';
import { SITEMAP_ROUTES, sitemapIndexXml, urlSetXml } from './sitemap.ts';
import { sendJson, startFakeApi } from '../testing/fake-api.ts';
import { serveEdge } from '../testing/serve-edge.ts';

const APP = 'http://localhost:3000';
const PAGES = {
  pageSize: 50000,
  pages: [
    { kind: 'posts', page: 1, urls: 50000, lastmod: '2026-11-20T10:00:00.000Z' },
    { kind: 'posts', page: 2, urls: 3, lastmod: '2026-11-21T10:00:00.000Z' },
    { kind: 'writers', page: 1, urls: 2, lastmod: null },
  ],
};
const POSTS_2 = {
  kind: 'posts',
  page: 2,
  entries: [
    { path: '/@ada/fish-&-chips-a1', lastmod: '2026-11-21T10:00:00.000Z' },
    { path: '/engines/second-a2', lastmod: null },
  ],
};

/** The `<loc>` values of a sitemap file, unescaped. */
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => (loc ?? '').replaceAll('&amp;', '&'));

describe('robots.txt', () => {
  it('names the sitemap index on the app host and keeps crawlers out of private paths only', () => {
    const text = robotsTxt('https://inkpot.example');
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/inkpot\.example\/sitemap\/sitemap\.xml$/m);
    expect(text).toMatch(/^Disallow: \/me\/$/m);
    // Crawlers render pages with the host's scripts, and search is a page like any other.
    expect(text).not.toMatch(/^Disallow: \/_\/shell/m);
    expect(text).not.toMatch(/^Disallow: \/search/m);
  });
});

describe('sitemap XML', () => {
  it('writes an index of the route-table page and every API page, with lastmod when known', () => {
    const xml = sitemapIndexXml(APP, PAGES.pages as never);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(locs(xml)).toEqual([
      `${APP}/sitemap/pages-1.xml`,
      `${APP}/sitemap/posts-1.xml`,
      `${APP}/sitemap/posts-2.xml`,
      `${APP}/sitemap/writers-1.xml`,
    ]);
    expect(xml).toContain(
      '<loc>http://localhost:3000/sitemap/posts-2.xml</loc><lastmod>2026-11-21T10:00:00.000Z</lastmod>',
    );
    expect(xml).toContain('<loc>http://localhost:3000/sitemap/writers-1.xml</loc></sitemap>');
  });

  it('escapes what XML needs escaped in URLs', () => {
    const xml = urlSetXml(APP, [{ path: "/tag/a&b'<c>", lastmod: null }]);
    expect(xml).toContain('<loc>http://localhost:3000/tag/a&amp;b&apos;%3Cc%3E</loc>');
  });
});

describe('the edge serves robots.txt and the sitemap', () => {
  it('answers robots.txt as text, not the HTML document', async () => {
    const edge = await serveEdge();
    try {
      const response = await fetch(`${edge.url}/robots.txt`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toContain('Sitemap: http://localhost:3000/sitemap/sitemap.xml');
    } finally {
      await edge.close();
    }
  });

  it('builds the index and the files from the API, keeping its answers briefly', async () => {
    const api = await startFakeApi((request, res) => {
      if (request.url === '/_/api/sitemap') sendJson(res, 200, PAGES);
      else if (request.url === '/_/api/sitemap/posts/2') sendJson(res, 200, POSTS_2);
      else sendJson(res, 404, { error: 'no such page' });
    });
    const edge = await serveEdge({ apiUrl: api.url });
    try {
      for (let i = 0; i < 2; i += 1) {
        const index = await fetch(`${edge.url}/sitemap/sitemap.xml`);
        expect(index.status).toBe(200);
        expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
        expect(index.headers.get('cache-control')).toBe('public, max-age=300');
        expect(locs(await index.text())).toHaveLength(4);
      }
      const posts = await fetch(`${edge.url}/sitemap/posts-2.xml`);
      expect(posts.status).toBe(200);
      const xml = await posts.text();
      expect(locs(xml)).toEqual([`${APP}/@ada/fish-&-chips-a1`, `${APP}/engines/second-a2`]);
      expect(xml).toContain('<lastmod>2026-11-21T10:00:00.000Z</lastmod>');

      const pages = await (await fetch(`${edge.url}/sitemap/pages-1.xml`)).text();
      expect(locs(pages)).toHaveLength(SITEMAP_ROUTES.length);
      expect(locs(pages)).toContain(`${APP}/`);
      expect(locs(pages)).toContain(`${APP}/explore-topics`);

      expect((await fetch(`${edge.url}/sitemap/posts-7.xml`)).status).toBe(404);
      expect((await fetch(`${edge.url}/sitemap/pages-2.xml`)).status).toBe(404);
      // The index was asked for once: the second answer came from the edge's cache.
      expect(api.requests.filter((request) => request.url === '/_/api/sitemap')).toHaveLength(1);
    } finally {
      await edge.close();
      await api.close();
    }
  });

  it('answers 503 with Retry-After, not an empty sitemap, while the API fails, and recovers', async () => {
    let failing = true;
    const logger = jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = await startFakeApi((_request, res) => {
      if (failing) sendJson(res, 500, { error: 'down' });
      else sendJson(res, 200, PAGES);
    });
    const edge = await serveEdge({ apiUrl: api.url });
    try {
      const down = await fetch(`${edge.url}/sitemap/sitemap.xml`);
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('120');
      expect(down.headers.get('cache-control')).toBe('no-store');
      expect((await fetch(`${edge.url}/sitemap/posts-1.xml`)).status).toBe(503);
      failing = false;
      expect((await fetch(`${edge.url}/sitemap/sitemap.xml`)).status).toBe(200);
      expect(logger).toHaveBeenCalledWith(expect.stringMatching(/Sitemap lookup failed \(Error: HTTP 500\)/));
    } finally {
      logger.mockRestore();
      await edge.close();
      await api.close();
    }
  });
});
