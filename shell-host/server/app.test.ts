/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { createEdgeApp, type EdgeOptions } from './app.ts';
import { registryFile } from './registry-file.ts';

const TEMPLATE =
  '<!doctype html><html><head><!--inkpot:head--></head><body><div id="root"></div><!--inkpot:state--></body></html>';
const CONFIG: EdgeOptions['config'] = {
  productName: 'Inkpot',
  appVersion: 'test',
  environment: 'test',
  graphqlUrl: '/_/graphql',
  hosts: { app: 'http://localhost:3000', status: 'https://status.test', help: 'https://help.test' },
};
const SEARCH_RELEASE = {
  name: 'search' as const,
  version: '1.0.0+a',
  manifestUrl: 'http://localhost:3004/mf-manifest.json',
  contractVersion: '1.0.0',
};
const REGISTRY = { schemaVersion: 1 as const, remotes: [SEARCH_RELEASE] };

async function serve(options: Partial<EdgeOptions>) {
  const distDir = mkdtempSync(path.join(tmpdir(), 'edge-'));
  writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  const app = createEdgeApp({
    distDir,
    apiUrl: 'http://127.0.0.1:9',
    config: CONFIG,
    registry: async () => REGISTRY,
    ...options,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

function preloadedState(html: string) {
  const match = /<script id="inkpot-state" type="application\/json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

describe('edge server', () => {
  it('serves the document for any path with the registry, the viewer and the xsrf token, never cached', async () => {
    const session = jest.fn(async () => ({
      viewer: {
        status: 'signed-in' as const,
        viewer: { id: 'u1', name: 'Ann', username: 'ann', imageId: null, isMember: true },
      },
      xsrf: 'xsrf-1',
      setCookies: ['inkpot_vid=abc; Path=/; HttpOnly'],
    }));
    const edge = await serve({ session });
    try {
      const response = await fetch(`${edge.url}/@ann/some-story-1a2b3c`, { headers: { cookie: 'inkpot_sid=s' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.getSetCookie()).toEqual(['inkpot_vid=abc; Path=/; HttpOnly']);
      expect(session).toHaveBeenCalledWith('inkpot_sid=s');
      const html = await response.text();
      expect(html).toContain('<link rel="preconnect" href="http://localhost:3004" crossorigin />');
      const state = preloadedState(html);
      expect(state.viewer).toEqual({
        status: 'signed-in',
        viewer: { id: 'u1', name: 'Ann', username: 'ann', imageId: null, isMember: true },
      });
      expect(state.session).toEqual({ xsrf: 'xsrf-1' });
      expect(state.registry).toEqual(REGISTRY);
    } finally {
      await edge.close();
    }
  });

  it('escapes the preloaded state so a value cannot close the script element', async () => {
    const edge = await serve({ config: { ...CONFIG, appVersion: '</script><script>alert(1)</script>' } });
    try {
      const html = await (await fetch(`${edge.url}/`)).text();
      expect(html).not.toContain('</script><script>alert(1)');
      expect(preloadedState(html).config.appVersion).toBe('</script><script>alert(1)</script>');
    } finally {
      await edge.close();
    }
  });

  it('answers API paths with a clear 502 when the API is unreachable', async () => {
    const edge = await serve({});
    try {
      const response = await fetch(`${edge.url}/_/graphql`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(502);
      expect((await response.json()).error).toMatch(/Inkpot API is not reachable/);
    } finally {
      await edge.close();
    }
  });
});

describe('registry file', () => {
  it('keeps the last good registry when the file turns invalid, and reloads it when it changes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
    const file = path.join(dir, 'registry.json');
    const logger = { error: jest.fn() };
    writeFileSync(file, JSON.stringify(REGISTRY));
    const current = registryFile(file, logger);
    expect(await current()).toEqual(REGISTRY);

    writeFileSync(file, '{"schemaVersion": 2, "remotes": "nope"}');
    expect(await current()).toEqual(REGISTRY);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('Ignoring the invalid remote registry'));

    const next = {
      ...REGISTRY,
      remotes: [{ ...SEARCH_RELEASE, version: '1.0.1+b', manifestUrl: 'http://cdn.test/mf-manifest.json' }],
    };
    writeFileSync(file, `${JSON.stringify(next)}\n`);
    expect(await current()).toEqual(next);
  });
});

describe('session lookup', () => {
  it('serves visitors when the API is down, logging the failure once', async () => {
    const { apiSessionLookup } = await import('./session.ts');
    const logger = { error: jest.fn() };
    const lookup = apiSessionLookup('http://127.0.0.1:9', logger);
    expect(await lookup('inkpot_sid=x')).toEqual({ viewer: { status: 'visitor' }, xsrf: null, setCookies: [] });
    await lookup(undefined);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0][0]).toMatch(/serving the page as a visitor/);
  });
});

describe('registry file under concurrent requests', () => {
  it('gives every concurrent first request the registry, never an empty one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
    const file = path.join(dir, 'registry.json');
    writeFileSync(file, JSON.stringify(REGISTRY));
    const current = registryFile(file, { error: jest.fn() });
    const answers = await Promise.all(Array.from({ length: 5 }, () => current()));
    for (const answer of answers) expect(answer).toEqual(REGISTRY);
  });
});
