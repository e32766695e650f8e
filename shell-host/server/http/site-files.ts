import type { ShellConfig } from '@inkpot/shared-contracts/config';
import { Router } from 'express';
import { sitemapLink } from '@inkpot/shared-contracts/routes';
import { faviconSvg } from '../../page-contract/document-head.ts';

/** Text for XML character data and attribute values. */
export const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`);

/**
 * Paths crawlers should leave alone: the reader's own pages (`/me/...`), sign-in and account
 * paths (`/m/...`) and the API. The host's scripts under `/_/shell/` stay allowed: crawlers
 * render pages with them.
 */
export const ROBOTS_DISALLOWED = ['/me/', '/m/', '/_/api/', '/_/graphql'];

/** robots.txt: every crawler, the paths above, and the sitemap index on the app's host. */
export function robotsTxt(appUrl: string): string {
  return (
    `User-agent: *\n` +
    `Allow: /\n` +
    ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}\n`).join('') +
    `\nSitemap: ${new URL(sitemapLink(), appUrl).href}\n`
  );
}

/**
 * The files the document's metadata points at: the favicon of the environment,
 * the web app manifest and the open-search description; and robots.txt. Routes of the table
 * without a page.
 */
export function siteFiles(config: ShellConfig): Router {
  const router = Router();
  const name = config.productName;
  const favicon = faviconSvg(config.environment);
  router.get('/_/favicon.svg', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('image/svg+xml').send(favicon);
  });
  router.get('/manifest.json', (_req, res) => {
    res
      .set('Cache-Control', 'public, max-age=3600')
      .type('application/manifest+json')
      .send(
        JSON.stringify({
          name,
          short_name: name,
          start_url: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#242424',
          icons: [{ src: '/_/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
        }),
      );
  });
  const robots = robotsTxt(config.hosts.app);
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robots);
  });
  router.get('/osd.xml', (_req, res) => {
    const search = new URL('/search', config.hosts.app);
    res
      .set('Cache-Control', 'public, max-age=3600')
      .type('application/opensearchdescription+xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n` +
          `<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">` +
          `<ShortName>${escapeXml(name)}</ShortName>` +
          `<Description>Search ${escapeXml(name)}</Description>` +
          `<InputEncoding>UTF-8</InputEncoding>` +
          `<Image type="image/svg+xml">${escapeXml(new URL('/_/favicon.svg', config.hosts.app).href)}</Image>` +
          `<Url type="text/html" method="get" template="${escapeXml(search.href)}?q={searchTerms}"/>` +
          `</OpenSearchDescription>`,
      );
  });
  return router;
}
