/**
 * The sitemap's data for the edge, which writes the XML files (`/sitemap/sitemap.xml` and one
 * file per kind and page): `GET /_/api/sitemap` lists the pages, `GET /_/api/sitemap/:kind/:page`
 * gives one page's paths. Public data; `?pageSize=` (at most 50 000) lets tests page small.
 */
import { Router, type Request, type Response } from 'express';
import type { ApiDeps } from './request-context.ts';
import { isSitemapKind, SITEMAP_KINDS, SITEMAP_MAX_URLS, sitemapEntries, sitemapPages } from '../domain/sitemap.ts';

export const SITEMAP_PATH = '/_/api/sitemap';

/** Everything here is public and changes slowly; the edge keeps its own short cache too. */
const CACHE = 'public, max-age=300';

function badRequest(res: Response, error: string) {
  res.status(400).set('Cache-Control', 'no-store').json({ error });
}

/** `?pageSize=`: a whole number from 1 to 50 000, 50 000 when absent; null when invalid. */
function pageSizeOf(req: Request): number | null {
  const raw = req.query.pageSize;
  if (raw === undefined) return SITEMAP_MAX_URLS;
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return value >= 1 && value <= SITEMAP_MAX_URLS ? value : null;
}

const PAGE_SIZE_ERROR = `pageSize must be a whole number from 1 to ${SITEMAP_MAX_URLS}.`;

export function sitemapRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get(SITEMAP_PATH, async (req, res, next) => {
    try {
      const pageSize = pageSizeOf(req);
      if (pageSize === null) return badRequest(res, PAGE_SIZE_ERROR);
      res.set('Cache-Control', CACHE).json({ pageSize, pages: await sitemapPages(deps.db, pageSize) });
    } catch (error) {
      next(error);
    }
  });
  router.get(`${SITEMAP_PATH}/:kind/:page`, async (req, res, next) => {
    try {
      const { kind, page } = req.params;
      if (!isSitemapKind(kind)) return badRequest(res, `kind must be one of ${SITEMAP_KINDS.join(', ')}.`);
      const number = /^[1-9]\d{0,5}$/.test(page) ? Number(page) : NaN;
      if (!Number.isInteger(number)) return badRequest(res, 'page must be a whole number from 1.');
      const pageSize = pageSizeOf(req);
      if (pageSize === null) return badRequest(res, PAGE_SIZE_ERROR);
      const entries = await sitemapEntries(deps.db, kind, number, pageSize);
      if (entries.length === 0 && number > 1) {
        res
          .status(404)
          .set('Cache-Control', CACHE)
          .json({ error: `The ${kind} sitemap has no page ${number}.` });
        return;
      }
      res.set('Cache-Control', CACHE).json({ kind, page: number, entries });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
