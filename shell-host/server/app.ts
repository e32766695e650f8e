import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { PRODUCT_NAME, type ShellConfig } from '@inkpot/shared-contracts/config';
import type { RemoteRegistry } from '@inkpot/shared-contracts/registry';
import type { PreloadedState } from '../src/app/preloaded-state.ts';
import { renderDocument } from './document.ts';
import { VISITOR_SESSION, type EdgeSession } from './session.ts';

export interface EdgeOptions {
  distDir: string;
  apiUrl: string;
  config: ShellConfig;
  registry: () => Promise<RemoteRegistry>;
  flags?: Readonly<Record<string, boolean>>;
  /** Who the request's cookies belong to (the API); visitors when absent. */
  session?: (cookieHeader: string | undefined) => Promise<EdgeSession>;
}

/** Paths that belong to the API; the edge forwards them untouched. */
export const API_PATHS = ['/_/graphql', '/_/api', '/_/clientele', '/m', '/1/indexes'];

const HASHED_ASSET = /\.[0-9a-f]{12}\.js(\.map)?$/;

export function createEdgeApp({
  distDir,
  apiUrl,
  config,
  registry,
  flags = {},
  session = async () => VISITOR_SESSION,
}: EdgeOptions): Express {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const app = express();
  app.disable('x-powered-by');

  app.get('/_/health', (_req, res) => {
    res.json({ ok: true });
  });

  app.get('/_/registry.json', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await registry());
  });

  app.use(
    '/_/shell',
    express.static(distDir, {
      index: false,
      setHeaders(res, file) {
        res.setHeader('Cache-Control', HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );

  const proxy = createProxyMiddleware({
    target: apiUrl,
    changeOrigin: false,
    xfwd: true,
    // Express strips the mount path; match on the full path instead of mounting.
    pathFilter: (pathname) => API_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
    on: {
      error(error, _req, res) {
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
          res.end(JSON.stringify({ error: `The ${PRODUCT_NAME} API is not reachable (${error.message}).` }));
        }
      },
    },
  });
  app.use(proxy);

  app.get('/{*path}', async (req, res, next) => {
    try {
      const [releases, who] = await Promise.all([registry(), session(req.headers.cookie)]);
      const state: PreloadedState = {
        config,
        registry: releases,
        viewer: who.viewer,
        flags: { ...flags },
        session: { xsrf: who.xsrf },
      };
      if (who.setCookies.length) res.append('Set-Cookie', who.setCookies);
      res.set('Cache-Control', 'no-store').type('html').send(renderDocument(template, state));
    } catch (error) {
      next(error);
    }
  });

  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    console.error('[edge] Rendering the document failed:', error);
    res
      .status(500)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        `<!doctype html><title>${PRODUCT_NAME}</title><main><h1>500</h1><p>Apologies, but something went wrong on our end.</p></main>`,
      );
  });

  return app;
}
