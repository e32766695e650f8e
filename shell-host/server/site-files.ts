import type { ShellConfig } from '@inkpot/shared-contracts/config';
import { Router } from 'express';
import { faviconSvg } from '../src/routing/document-head.ts';

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`);

/**
 * The files the document's metadata points at (spec 03 §2.5): the favicon of the environment,
 * the web app manifest and the open-search description. Routes of the table without a page.
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
