import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { createEdgeApp, type EdgeOptions } from '../app.ts';
import { DEFAULT_ROUTING } from '../http/custom-domains.ts';
import type { PageEntities } from '../document/page-entities.ts';

/** A template like the built one: the head marker, an inline style, the deferred host script. */
export const TEST_TEMPLATE =
  '<!doctype html><html><head><!--inkpot:head--><style>body{margin:0}</style></head>' +
  '<body><div id="root"></div><!--inkpot:state--><script defer src="/_/shell/main.0123456789ab.js"></script></body></html>';

export const TEST_CONFIG: EdgeOptions['config'] = {
  productName: 'Inkpot',
  appVersion: 'test',
  environment: 'test',
  graphqlUrl: '/_/graphql',
  hosts: { app: 'http://localhost:3000', status: 'https://status.test', help: 'https://help.test' },
};

export const TEST_REGISTRY = {
  schemaVersion: 1 as const,
  remotes: (['navigation', 'search'] as const).map((name, index) => ({
    name,
    version: '1.0.0+a',
    manifestUrl: `http://localhost:300${index + 1}/mf-manifest.json`,
    contractVersion: '1.0.0',
  })),
};

/** Whatever a route names exists (a publication stands for all of them). */
export const FOUND_ENTITIES: PageEntities = {
  kind: 'found',
  head: { kind: 'publication', name: 'Quiet Machines', slug: 'quiet-machines', description: 'Machines, quietly.' },
  canonicalParams: {},
};

/** The edge on a random port with fakes for every outside call (no API behind it unless given). */
export async function serveEdge(options: Partial<EdgeOptions> = {}) {
  const distDir = mkdtempSync(path.join(tmpdir(), 'edge-'));
  writeFileSync(path.join(distDir, 'index.html'), TEST_TEMPLATE);
  const app = createEdgeApp({
    distDir,
    apiUrl: 'http://127.0.0.1:9',
    config: TEST_CONFIG,
    registry: async () => TEST_REGISTRY,
    reportError: jest.fn(),
    customDomain: async () => DEFAULT_ROUTING,
    postStatus: async () => ({ kind: 'found', isPublished: true, isSuspended: false }),
    publicationSlug: async () => null,
    pageEntities: async () => FOUND_ENTITIES,
    ...options,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The directives of a Content-Security-Policy header, by name. */
export function cspDirectives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}
