import { Router, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import { z } from 'zod/mini';
import type { ShellConfig } from '@inkpot/shared-contracts/config';
import { buildRouteLink, sitemapLink, type TableRouteName } from '@inkpot/shared-contracts/routes';
import { oncePerFailure } from '../observability/failure-log.ts';
import { escapeXml } from './site-files.ts';

/** The API's kinds of sitemap pages (`GET /_/api/sitemap`), plus `pages`: the route table's. */
export type SitemapKind = 'pages' | 'posts' | 'writers' | 'publications' | 'tags';

const pageListSchema = z.object({
  pages: z.array(
    z.object({
      kind: z.enum(['posts', 'writers', 'publications', 'tags']),
      page: z.number(),
      lastmod: z.nullable(z.string()),
    }),
  ),
});
const entriesSchema = z.object({ entries: z.array(z.object({ path: z.string(), lastmod: z.nullable(z.string()) })) });

export type SitemapPageList = z.infer<typeof pageListSchema>['pages'];
export type SitemapEntries = z.infer<typeof entriesSchema>['entries'];

/** Where the sitemap's data comes from; `null` entries: that page does not exist. Throws when the API cannot say. */
export interface SitemapSource {
  pages(): Promise<SitemapPageList>;
  entries(kind: Exclude<SitemapKind, 'pages'>, page: number): Promise<SitemapEntries | null>;
}

/** How long the edge keeps the API's answers: crawlers come in bursts, stories change slowly. */
export const SITEMAP_TTL_MS = 60_000;
/**
 * A page of 50 000 stories takes the API about 1.5 s on PGlite (100 000 stories, 2 busy cores):
 * crawlers wait longer than readers, and the answer is kept.
 */
export const SITEMAP_TIMEOUT_MS = 20_000;

/**
 * The sitemap's data from the API, kept `SITEMAP_TTL_MS` (concurrent requests share one call).
 * Failures are not kept: the next crawler asks again.
 */
export function apiSitemapSource(apiUrl: string, logger: Pick<Console, 'error'> = console): SitemapSource {
  const log = oncePerFailure(logger, (message) => `[edge] Sitemap lookup failed (${message}); answering 503.`);
  const cache = new LRUCache<string, { value: unknown }>({
    max: 1000,
    ttl: SITEMAP_TTL_MS,
    async fetchMethod(path, _stale, { signal }) {
      try {
        const response = await fetch(new URL(path, apiUrl), {
          signal: AbortSignal.any([signal, AbortSignal.timeout(SITEMAP_TIMEOUT_MS)]),
        });
        if (response.status === 404) return { value: null };
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const value: unknown = await response.json();
        log.succeeded();
        return { value };
      } catch (error) {
        log.failed(error);
        throw error;
      }
    },
  });
  const read = async (path: string) => (await cache.fetch(path))?.value ?? null;
  return {
    async pages() {
      const parsed = pageListSchema.safeParse(await read('/_/api/sitemap'));
      if (!parsed.success) throw new Error('the API answered the sitemap pages in an unknown shape');
      return parsed.data.pages;
    },
    async entries(kind, page) {
      const answer = await read(`/_/api/sitemap/${kind}/${page}`);
      if (answer === null) return null;
      const parsed = entriesSchema.safeParse(answer);
      if (!parsed.success) throw new Error('the API answered a sitemap page in an unknown shape');
      return parsed.data.entries;
    },
  };
}

/** Pages of the route table without parameters that crawlers should find (the landing pages). */
export const SITEMAP_ROUTES: readonly TableRouteName[] = [
  'home',
  'about',
  'membership',
  'creators',
  'creatorTools',
  'earn',
  'gift',
  'business',
  'verifiedAuthors',
  'partnerProgram',
  'write',
  'jobs',
  'careers',
  'press',
  'blog',
  'privacy',
  'rules',
  'terms',
  'textToSpeech',
  'downloadApp',
  'plans',
  'exploreTopics',
];

/** `/sitemap/{kind}-{page}.xml`: one file of the index. */
export const sitemapFileLink = (kind: SitemapKind, page: number) => `/sitemap/${kind}-${page}.xml`;
const SITEMAP_FILE = /^\/sitemap\/(pages|posts|writers|publications|tags)-([1-9]\d{0,5})\.xml$/;

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const lastmodTag = (lastmod: string | null) => (lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '');

/** The sitemap index (sitemaps.org protocol): the route table's pages, then every page the API lists. */
export function sitemapIndexXml(appUrl: string, pages: SitemapPageList): string {
  const files = [{ kind: 'pages' as const, page: 1, lastmod: null }, ...pages];
  return (
    `${XML_HEADER}<sitemapindex xmlns="${SITEMAP_NS}">\n` +
    files
      .map(
        ({ kind, page, lastmod }) =>
          `<sitemap><loc>${escapeXml(new URL(sitemapFileLink(kind, page), appUrl).href)}</loc>${lastmodTag(lastmod)}</sitemap>\n`,
      )
      .join('') +
    `</sitemapindex>\n`
  );
}

/** One sitemap file: absolute URLs on the app's host, with their lastmod. */
export function urlSetXml(appUrl: string, entries: SitemapEntries): string {
  return (
    `${XML_HEADER}<urlset xmlns="${SITEMAP_NS}">\n` +
    entries
      .map(
        ({ path, lastmod }) => `<url><loc>${escapeXml(new URL(path, appUrl).href)}</loc>${lastmodTag(lastmod)}</url>\n`,
      )
      .join('') +
    `</urlset>\n`
  );
}

/** Kept briefly by browsers and shared caches, like the API's answers behind them. */
const SITEMAP_CACHE = 'public, max-age=300';

/**
 * `/sitemap/sitemap.xml` and its files. When the API cannot answer, 503 with `Retry-After`:
 * an empty or partial sitemap would tell crawlers the stories are gone.
 */
export function sitemapRoutes(config: ShellConfig, source: SitemapSource): Router {
  const router = Router();
  const appUrl = config.hosts.app;
  const unavailable = (res: Response) =>
    res
      .status(503)
      .set({ 'Retry-After': '120', 'Cache-Control': 'no-store' })
      .type('text/plain')
      .send('The sitemap is not available right now; try again in a few minutes.');
  const sendXml = (res: Response, xml: string) =>
    res.set('Cache-Control', SITEMAP_CACHE).type('application/xml').send(xml);

  router.get(sitemapLink(), async (_req, res) => {
    let pages: SitemapPageList;
    try {
      pages = await source.pages();
    } catch {
      unavailable(res);
      return;
    }
    sendXml(res, sitemapIndexXml(appUrl, pages));
  });
  router.get(SITEMAP_FILE, async (req, res, next) => {
    const [, kind, number] = SITEMAP_FILE.exec(req.path) ?? [];
    const page = Number(number);
    if (kind === 'pages') {
      if (page !== 1) return next();
      sendXml(
        res,
        urlSetXml(
          appUrl,
          SITEMAP_ROUTES.map((name) => ({ path: buildRouteLink(name), lastmod: null })),
        ),
      );
      return;
    }
    let entries: SitemapEntries | null;
    try {
      entries = await source.entries(kind as Exclude<SitemapKind, 'pages'>, page);
    } catch {
      unavailable(res);
      return;
    }
    if (!entries) return next();
    sendXml(res, urlSetXml(appUrl, entries));
  });
  return router;
}
