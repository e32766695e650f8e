/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { preloadedStateSchema } from '../page-contract/preloaded-state.ts';
import { createEdgeApp, RENDER_HEADER, type EdgeOptions } from './app.ts';
import { DEFAULT_ROUTING, type HostRouting } from './http/custom-domains.ts';
import type { PostStatus } from './document/post-status.ts';
import { registryFile } from './remotes/registry-file.ts';
import type { EdgeSession } from './api/session.ts';
import { FOUND_ENTITIES, serveEdge, TEST_REGISTRY } from './testing/serve-edge.ts';
import { pageTokenKeyOf, readPageToken } from '@inkpot/config/page-token';
import { VISITOR_ID_COOKIE, type RemoteRelease } from '@inkpot/shared-contracts/registry';
import type { CompositionSource } from './remotes/composition.ts';
import type { EntityRefs, PageEntities } from './document/page-entities.ts';
import { API_FLAGS_TTL_MS, apiFlagsLookup } from './api/api-flags.ts';
import { sendJson, startFakeApi } from './testing/fake-api.ts';
import { remoteEntriesSource, sha384Of } from './remotes/remote-entries.ts';

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

async function serve(options: Partial<EdgeOptions>, template = TEMPLATE) {
  const distDir = mkdtempSync(path.join(tmpdir(), 'edge-'));
  writeFileSync(path.join(distDir, 'index.html'), template);
  const app = createEdgeApp({
    distDir,
    apiUrl: 'http://127.0.0.1:9',
    config: CONFIG,
    registry: async () => REGISTRY,
    reportError: jest.fn(),
    customDomain: async () => DEFAULT_ROUTING,
    postStatus: async () => PUBLISHED,
    bannerFacts: async () => null,
    publicationSlug: async () => null,
    pageEntities: async () => FOUND_ENTITIES,
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
  const match = /<script id="inkpot-state" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

const PUBLISHED: PostStatus = { kind: 'found', isPublished: true, isSuspended: false };

/** A GET with any headers, Host included (fetch always sends the URL's host). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const request = httpRequest(url, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      });
      request.on('error', reject);
      request.end();
    },
  );
}

const SIGNED_IN: EdgeSession = {
  viewer: {
    status: 'signed-in',
    viewer: { id: 'u1', name: 'Ann', username: 'ann', imageId: null, isMember: true },
  },
  xsrf: 'xsrf-1',
  edge: { isStaff: false, isSpoofed: false, capabilities: [] },
  setCookies: [],
};
const VISITOR_WITH_NEW_ID: EdgeSession = {
  viewer: { status: 'visitor' },
  xsrf: null,
  edge: { isStaff: false, isSpoofed: false, capabilities: [] },
  setCookies: ['inkpot_vid=0123456789abcdef0123456789abcdef; Path=/; HttpOnly; SameSite=Lax'],
};
/** A reader from the internet, through the cache worker. */
const CACHEABLE_REQUEST = {
  'x-forwarded-for': '203.0.113.7',
  'inkpot-cache-worker': '1',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

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
      expect(response.headers.get('cache-control')).toBe('private, no-store');
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

  describe('server rendering', () => {
    it("runs the server build of the registry's releases only, never of a remote the request overrides", async () => {
      const serverParcels = jest.fn<
        ReturnType<NonNullable<EdgeOptions['serverParcels']>>,
        Parameters<NonNullable<EdgeOptions['serverParcels']>>
      >(async () => '<ol><li>night</li></ol>');
      const asked: Array<string | null> = [];
      const render: NonNullable<EdgeOptions['render']> = async ({ renderParcel }) => {
        asked.push(
          await (renderParcel?.({
            remote: 'search',
            parcel: 'search-results',
            data: {},
            page: { state: {} as never, url: '/search?q=night', cache: {} },
            signal: new AbortController().signal,
          }) ?? null),
        );
        return { kind: 'server', html: Readable.from(['<main>Night trains</main>']), cache: {}, parcels: [] };
      };
      const edge = await serve({ render, serverParcels });
      try {
        await (await fetch(`${edge.url}/search?q=night`)).text();
        expect(serverParcels).toHaveBeenCalledTimes(1);
        expect(serverParcels.mock.calls[0]?.[0]).toEqual(SEARCH_RELEASE);
        // Anyone may name an override in development: its code is for their browser, not the edge.
        const overridden = `${edge.url}/search?q=night&override=${encodeURIComponent('search@http://evil.test/mf-manifest.json')}`;
        const html = await (await fetch(overridden)).text();
        expect(html).toContain('evil.test');
        expect(serverParcels).toHaveBeenCalledTimes(1);
        expect(asked).toEqual(['<ol><li>night</li></ol>', null]);
      } finally {
        await edge.close();
      }
    });

    it("streams the server's page into the root, then the cache it filled and the state, under the nonce", async () => {
      const render = jest.fn<
        ReturnType<NonNullable<EdgeOptions['render']>>,
        Parameters<NonNullable<EdgeOptions['render']>>
      >(async () => ({
        kind: 'server',
        html: Readable.from(['<main>', 'Night trains</main>']),
        cache: { ROOT_QUERY: { __typename: 'Query', note: '</script><script>alert(1)</script>' } },
        parcels: [],
      }));
      const edge = await serve({ render, renderBudgetMs: 250 });
      try {
        const response = await fetch(`${edge.url}/search?q=night`, { headers: { cookie: 'inkpot_sid=s' } });
        expect(response.headers.get(RENDER_HEADER)).toBe('server');
        const html = await response.text();
        const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
        expect(html).toContain(
          `<div id="root"><main>Night trains</main></div><template id="inkpot-root-end"></template><script id="inkpot-apollo-cache" type="application/json" nonce="${nonce}">`,
        );
        // The first paint waits for the whole root (the head leaves before it is written).
        expect(html).toContain('<link rel="expect" href="#inkpot-root-end" blocking="render" /></head>');
        expect(html).not.toContain('</script><script>alert(1)');
        expect(html.indexOf('inkpot-apollo-cache')).toBeLessThan(html.indexOf('id="inkpot-state"'));
        expect(render).toHaveBeenCalledWith(
          expect.objectContaining({
            url: '/search?q=night',
            nonce,
            budgetMs: 250,
            api: {
              graphqlUrl: 'http://127.0.0.1:9/_/graphql',
              cookie: 'inkpot_sid=s',
              // The API's log lines of the render's queries carry the document's request id.
              headers: { 'x-request-id': response.headers.get('x-request-id') },
            },
          }),
        );
      } finally {
        await edge.close();
      }
    });

    it('serves the page for the browser to render when the render falls back, uncached, and logs why once', async () => {
      const logger = { error: jest.fn(), warn: jest.fn() };
      const render = jest.fn(async () => ({ kind: 'client' as const, reason: 'HomeFeed failed: API down' }));
      const edge = await serve({ render, logger, edgeCache: true });
      try {
        for (const path of ['/', '/search']) {
          const response = await fetch(`${edge.url}${path}`, { headers: CACHEABLE_REQUEST });
          expect(response.status).toBe(200);
          expect(response.headers.get(RENDER_HEADER)).toBe('client');
          expect(response.headers.get('cache-control')).toBe('private, no-store');
          const html = await response.text();
          expect(html).toContain('<div id="root"></div>');
          // Nothing to wait for before the first paint: the browser renders the page.
          expect(html).not.toContain('blocking="render"');
        }
        expect(logger.error).toHaveBeenCalledTimes(1);
        expect(logger.error).toHaveBeenCalledWith(
          '[edge] The server render of / fell back to the browser: HomeFeed failed: API down',
        );
      } finally {
        await edge.close();
      }
    });

    it("honours a request's render budget in development only", async () => {
      const render = jest.fn(async (_request: { budgetMs: number }) => ({ kind: 'client' as const, reason: 'slow' }));
      const edge = await serve({ render, renderBudgetMs: 300, config: { ...CONFIG, environment: 'development' } });
      const production = await serve({ render, renderBudgetMs: 300, config: { ...CONFIG, environment: 'production' } });
      try {
        const development = await fetch(`${edge.url}/`, { headers: { 'inkpot-render-budget': '1' } });
        expect(development.headers.get(RENDER_HEADER)).toBe('client; reason="slow"');
        await fetch(`${production.url}/`, { headers: { 'inkpot-render-budget': '1' } });
        expect(render.mock.calls.map(([request]) => request.budgetMs)).toEqual([1, 300]);
      } finally {
        await Promise.all([edge.close(), production.close()]);
      }
    });
  });

  it("embeds a signed-in reader's banner facts (asked as the reader, with the post), none for a visitor", async () => {
    const facts = {
      membership: null,
      dismissableFlags: ['membership_banner.card_expired'],
      post: { id: '1a2b3c', isLocked: true },
    };
    const bannerFacts = jest.fn(async () => facts);
    let signedIn = true;
    const session = async (): Promise<EdgeSession> =>
      signedIn
        ? {
            viewer: {
              status: 'signed-in',
              viewer: { id: 'u1', name: 'Ann', username: 'ann', imageId: null, isMember: false },
            },
            xsrf: 'x',
            setCookies: [],
          }
        : { viewer: { status: 'visitor' }, xsrf: null, setCookies: [] };
    const edge = await serve({ session, bannerFacts });
    try {
      const post = await fetch(`${edge.url}/@ann/some-story-1a2b3c`, { headers: { cookie: 'inkpot_sid=s' } });
      expect(preloadedStateSchema.parse(preloadedState(await post.text())).banner).toEqual(facts);
      expect(bannerFacts).toHaveBeenLastCalledWith('inkpot_sid=s', '1a2b3c');
      await fetch(`${edge.url}/`, { headers: { cookie: 'inkpot_sid=s' } });
      expect(bannerFacts).toHaveBeenLastCalledWith('inkpot_sid=s', null);

      bannerFacts.mockResolvedValueOnce(null as never);
      const failed = await fetch(`${edge.url}/`, { headers: { cookie: 'inkpot_sid=s' } });
      expect(preloadedState(await failed.text())).not.toHaveProperty('banner');

      signedIn = false;
      bannerFacts.mockClear();
      const visitor = await fetch(`${edge.url}/`);
      expect(preloadedState(await visitor.text())).not.toHaveProperty('banner');
      expect(bannerFacts).not.toHaveBeenCalled();
    } finally {
      await edge.close();
    }
  });

  it("puts the API's flags into the preloaded state, the edge's own (INKPOT_FLAGS) over them; an API down serves the page", async () => {
    let apiUp = true;
    const api = await startFakeApi((_request, res) =>
      apiUp
        ? sendJson(res, 200, {
            data: {
              variantFlags: [
                { name: 'enable_mastodon_for_members', valueType: { __typename: 'VariantFlagBoolean', boolean: true } },
                { name: 'disable_login_apple', valueType: { __typename: 'VariantFlagBoolean', boolean: false } },
                {
                  name: 'sidebar_following_sort_field',
                  valueType: { __typename: 'VariantFlagString', string: 'lastPublishedAt' },
                },
              ],
            },
          })
        : sendJson(res, 503, { error: 'down' }),
    );
    let time = 0;
    const apiFlags = apiFlagsLookup(api.url, { logger: { error: jest.fn() }, now: () => time });
    const edge = await serve({ apiFlags, flags: { disable_login_apple: true, enable_devtool: true } });
    try {
      const state = preloadedStateSchema.parse(preloadedState(await (await fetch(`${edge.url}/`)).text()));
      expect(state.flags).toEqual({
        enable_mastodon_for_members: true,
        disable_login_apple: true,
        sidebar_following_sort_field: 'lastPublishedAt',
        enable_devtool: true,
      });
      // The API down after its answer expired: the page is served with the last flags it gave.
      apiUp = false;
      time = API_FLAGS_TTL_MS;
      for (let page = 0; page < 2; page++) {
        const response = await fetch(`${edge.url}/`);
        expect(response.status).toBe(200);
        expect(preloadedStateSchema.parse(preloadedState(await response.text())).flags).toEqual(state.flags);
      }
    } finally {
      await edge.close();
      await api.close();
    }
  });

  it("serves the edge's own flags alone when the API has never answered", async () => {
    const api = await startFakeApi((_request, res) => sendJson(res, 500, { error: 'boom' }));
    const edge = await serve({
      apiFlags: apiFlagsLookup(api.url, { logger: { error: jest.fn() } }),
      flags: { enable_devtool: true },
    });
    try {
      const response = await fetch(`${edge.url}/`);
      expect(response.status).toBe(200);
      expect(preloadedState(await response.text()).flags).toEqual({ enable_devtool: true });
    } finally {
      await edge.close();
      await api.close();
    }
  });

  it("preloads the composition's manifests and entries from the head, with the CSP nonce; the monolith preloads none", async () => {
    const entryOf = jest.fn(async (manifestUrl: string) => ({
      entry: new URL('remote-entry.abc.js', manifestUrl).href,
      parcels: {},
    }));
    const edge = await serve({ remotePreloads: entryOf });
    const monolith = await serve({ remotePreloads: false });
    try {
      const response = await fetch(`${edge.url}/`);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      const head = (await response.text()).split('</head>')[0];
      expect(head).toContain(
        `<link rel="preload" href="http://localhost:3004/mf-manifest.json" as="fetch" fetchpriority="low" crossorigin="anonymous" nonce="${nonce}" />`,
      );
      expect(head).toContain(
        `<link rel="preload" href="http://localhost:3004/remote-entry.abc.js" as="script" fetchpriority="low" crossorigin="anonymous" nonce="${nonce}" />`,
      );
      expect(entryOf).toHaveBeenCalledWith('http://localhost:3004/mf-manifest.json');

      // An override names a URL for the reader's own browser: the edge preloads it, never reads it.
      const named = 'http://localhost:5104/mf-manifest.json';
      const overridden = await fetch(`${edge.url}/?override=${encodeURIComponent(`search@${named}`)}`);
      const overriddenHead = (await overridden.text()).split('</head>')[0];
      expect(overriddenHead).toContain(`<link rel="preload" href="${named}" as="fetch"`);
      expect(overriddenHead).not.toContain('http://localhost:5104/remote-entry');
      expect(entryOf).not.toHaveBeenCalledWith(named);
      expect(entryOf).toHaveBeenCalledWith('http://localhost:3004/mf-manifest.json');

      const monolithHtml = await (await fetch(`${monolith.url}/`)).text();
      expect(monolithHtml).not.toContain('rel="preload"');
      expect(monolithHtml).not.toContain('rel="preconnect"');
    } finally {
      await edge.close();
      await monolith.close();
    }
  });

  it('serves the entries of the page’s releases in one immutable response the document runs after the host’s script', async () => {
    const entry = 'var inkpot_search;(()=>{inkpot_search={}})();';
    const integrity = sha384Of(entry);
    const release = { ...SEARCH_RELEASE, integrity: 'sha384-manifest', entryIntegrity: integrity };
    const filesOf = async (manifestUrl: string) => ({
      entry: new URL('remote-entry.abc.js', manifestUrl).href,
      parcels: {},
    });
    const remoteEntries = remoteEntriesSource({
      filesOf,
      fetch: (async () => new Response(entry)) as typeof fetch,
      logger: { warn: jest.fn() },
    });
    const template = TEMPLATE.replace('</body>', '<script defer src="/_/shell/main.js"></script></body>');
    const edge = await serve(
      { registry: async () => ({ schemaVersion: 1, remotes: [release] }), remotePreloads: filesOf, remoteEntries },
      template,
    );
    try {
      const response = await fetch(`${edge.url}/`);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      const html = await response.text();
      const src = /<script id="inkpot-remote-entries" src="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(src).toMatch(/^\/_\/shell\/remote-entries\/[0-9a-f]{20}\.js$/);
      // After the host's script, with the response's nonce (the CSP allows it as it allows the host's).
      expect(html.indexOf('src="/_/shell/main.js"')).toBeLessThan(html.indexOf('id="inkpot-remote-entries"'));
      expect(html).toContain(`data-remotes="inkpot_search" nonce="${nonce}"`);
      const [head] = html.split('</head>');
      // The head preloads the combined response instead of the remote's own entry; the manifest still.
      expect(head).toContain(`<link rel="preload" href="http://localhost:3000${src}" as="script"`);
      expect(head).not.toContain('remote-entry.abc.js');
      expect(head).toContain('http://localhost:3004/mf-manifest.json');

      const served = await fetch(`${edge.url}${src}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('content-type')).toContain('text/javascript');
      const body = await served.text();
      expect(body).toContain(entry);
      expect(html).toContain(`integrity="${sha384Of(body)}"`);

      const unknown = await fetch(`${edge.url}/_/shell/remote-entries/${'0'.repeat(20)}.js`);
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('cache-control')).toBe('no-cache');
    } finally {
      await edge.close();
    }
  });

  it("keeps the files of the parcels the server's page placed, and only those, for after the first paint", async () => {
    const filesOf = async (manifestUrl: string) => ({
      entry: new URL('remote-entry.abc.js', manifestUrl).href,
      parcels: {
        'search-results': [new URL('results.js', manifestUrl).href],
        'search-box': [new URL('box.js', manifestUrl).href],
      },
    });
    const render = async () => ({
      kind: 'server' as const,
      html: Readable.from(['<main>Results</main>']),
      cache: {},
      parcels: [{ remote: 'search' as const, parcel: 'search-results' as const }],
    });
    const edge = await serve({ remotePreloads: filesOf, render, renderBudgetMs: 250 });
    try {
      const [head, body] = (await (await fetch(`${edge.url}/search?q=night`)).text()).split('</head>');
      // The head preloads the search remote's manifest and entry, not the parcel's file.
      expect(head).toContain('http://localhost:3004/remote-entry.abc.js');
      expect(head).not.toContain('results.js');
      // The parcel's file waits in an inert template after the page, for the document's script.
      expect(body).toMatch(
        /<\/div><template id="inkpot-root-end"><\/template>.*<template id="inkpot-after-first-paint"><link rel="preload" href="http:\/\/localhost:3004\/results\.js" as="script" fetchpriority="low" crossorigin="anonymous" nonce="[^"]+" \/><\/template>/s,
      );
      expect(body).not.toContain('box.js');
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

  it('sends documents compressed as the browser accepts, and leaves the API’s answers as the API sent them', async () => {
    const edge = await serve({});
    try {
      const page = await fetch(`${edge.url}/`, { headers: { 'accept-encoding': 'br' } });
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(await page.text()).toContain('id="inkpot-state"');
      const gzip = await fetch(`${edge.url}/`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      const api = await fetch(`${edge.url}/_/graphql`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      });
      expect(api.status).toBe(502);
      expect(api.headers.get('content-encoding')).toBeNull();
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

  it('draws a snapshot holding a rolled-back or revoked release only for a valid signed QA link; others get the current composition', async () => {
    const { qaLinkKeyOf, qaLinkSignature, signQaLink } = await import('@inkpot/config/local-override');
    const key = qaLinkKeyOf('a-deploy-token-of-at-least-24-chars') ?? '';
    const release = (version: string): RemoteRelease => ({ ...SEARCH_RELEASE, version });
    const [current, withdrawn, standing] = ['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb', 'cccccccccccccccc'];
    const composition: CompositionSource = {
      current: async () => ({ id: current, stable: [release('3.0.0')], canaries: [] }),
      snapshot: async (id) =>
        id === withdrawn
          ? {
              id,
              stable: [release('2.0.0')],
              canaries: [],
              withdrawn: [{ name: 'search', version: '2.0.0', reason: 'rolled-back' }],
            }
          : id === standing
            ? { id, stable: [release('2.5.0')], canaries: [], withdrawn: [] }
            : null,
    };
    const edge = await serve({ composition, qaLinkKey: key });
    const keyless = await serve({ composition });
    /** The search release, and the snapshot the page and its header claim. */
    const drawn = async (url: string) => {
      const response = await fetch(url);
      const state = preloadedState(await response.text());
      return [
        state.registry.remotes[0].version,
        state.registry.composition,
        response.headers.get('inkpot-composition'),
      ];
    };
    const link = (pageUrl: string, seconds: number, now = Date.now(), id = withdrawn) =>
      signQaLink(key, { pageUrl, composition: id, seconds, now }).url;
    try {
      expect(await drawn(`${edge.url}/@ann?composition=${standing}`)).toEqual(['2.5.0', standing, standing]);
      // The link alone: the current composition, and the page does not claim the snapshot.
      expect(await drawn(`${edge.url}/@ann?composition=${withdrawn}`)).toEqual(['3.0.0', current, current]);
      const registry = await (await fetch(`${edge.url}/_/registry.json?composition=${withdrawn}`)).json();
      expect(registry.composition).toBe(current);

      expect(await drawn(link(`${edge.url}/@ann`, 3600))).toEqual(['2.0.0', withdrawn, withdrawn]);
      const signedRegistry = await (await fetch(link(`${edge.url}/_/registry.json`, 3600))).json();
      expect(signedRegistry.remotes[0].version).toBe('2.0.0');

      const refused = ['3.0.0', current, current];
      // Expired an hour ago.
      expect(await drawn(link(`${edge.url}/@ann`, 3600, Date.now() - 2 * 3600_000))).toEqual(refused);
      // Tampered: another expiry, another snapshot's signature, another deployment's key.
      const valid = new URL(link(`${edge.url}/@ann`, 3600));
      valid.searchParams.set('composition_expires', String(Number(valid.searchParams.get('composition_expires')) + 60));
      expect(await drawn(valid.href)).toEqual(refused);
      const otherSnapshot = new URL(link(`${edge.url}/@ann`, 3600, Date.now(), standing));
      otherSnapshot.searchParams.set('composition', withdrawn);
      expect(await drawn(otherSnapshot.href)).toEqual(refused);
      const otherKey = qaLinkKeyOf('another-deploy-token-of-24-chars') ?? '';
      const foreign = signQaLink(otherKey, {
        pageUrl: `${edge.url}/@ann`,
        composition: withdrawn,
        seconds: 60,
        now: Date.now(),
      });
      expect(await drawn(foreign.url)).toEqual(refused);
      // Signed with the key, but for longer than the 7 days a link may last.
      const expires = Math.floor(Date.now() / 1000) + 8 * 86400;
      const signature = qaLinkSignature(key, { composition: withdrawn, expires });
      expect(
        await drawn(
          `${edge.url}/@ann?composition=${withdrawn}&composition_expires=${expires}&composition_signature=${signature}`,
        ),
      ).toEqual(refused);
      // An edge without the key draws it for nobody.
      expect(await drawn(link(`${keyless.url}/@ann`, 3600))).toEqual(refused);
    } finally {
      await Promise.all([edge.close(), keyless.close()]);
    }
  });
});

describe('document status', () => {
  it.each([
    ['/about', 200],
    ['/m/signin', 200],
    ['/m/tos', 200],
    ['/m/global-identity-2', 200],
    ['/m/partner-program', 200],
    ['/tag/poetry', 200],
    ['/no/such/page/here/at/all', 404],
    ['/feed/latest', 404],
    ['/_/404', 404],
    ['/_/oh-noes', 500],
  ])('answers %s with %i and the same status in the preloaded state', async (path, status) => {
    const edge = await serve({});
    try {
      const response = await fetch(`${edge.url}${path}`);
      expect(response.status).toBe(status);
      const state = preloadedStateSchema.parse(preloadedState(await response.text()));
      expect(state.routing).toEqual({ mode: { kind: 'default' }, status });
    } finally {
      await edge.close();
    }
  });

  it('serves the error page route uncached, and the metadata files of the document', async () => {
    const edge = await serve({});
    try {
      expect((await fetch(`${edge.url}/_/oh-noes`)).headers.get('cache-control')).toBe('no-store');
      const favicon = await fetch(`${edge.url}/_/favicon.svg`);
      expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await favicon.text()).toContain('#0b7a75'); // the test environment's colour
      const manifest = (await (await fetch(`${edge.url}/manifest.json`)).json()) as { name: string; start_url: string };
      expect(manifest).toMatchObject({ name: 'Inkpot', start_url: '/' });
      const openSearch = await (await fetch(`${edge.url}/osd.xml`)).text();
      expect(openSearch).toContain('<ShortName>Inkpot</ShortName>');
      expect(openSearch).toMatch(/template="http:\/\/[^"]+\/search\?q=\{searchTerms\}"/);
    } finally {
      await edge.close();
    }
  });

  it.each([
    ['/help', 'https://help.test'],
    ['/me/settings/payout/setup', '/me/partner/enroll'],
    ['/tag/poetry/top/week', '/tag/poetry'],
  ])('redirects %s to %s', async (path, location) => {
    const edge = await serve({});
    try {
      const response = await fetch(`${edge.url}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(location);
    } finally {
      await edge.close();
    }
  });

  it('proxies only what the API serves: sign-out, the email and social sign-in paths, the API routes', async () => {
    const edge = await serve({});
    try {
      for (const path of [
        '/m/signout/xsrf-1',
        '/m/callback/email?token=t',
        '/m/connect/google?operation=login&redirect=/',
        '/m/callback/twitter?code=c&state=s',
        '/_/graphql',
        '/_/api/x',
      ])
        expect((await fetch(`${edge.url}${path}`, { redirect: 'manual' })).status).toBe(502);
      expect((await fetch(`${edge.url}/m/callback/mastodon`, { redirect: 'manual' })).status).not.toBe(502);
    } finally {
      await edge.close();
    }
  });

  it('keeps the connections to the reader and to the API alive across proxied calls', async () => {
    const upstreamSockets = new Set<unknown>();
    const api: Server = await new Promise((resolve) => {
      const listening = createServer((req, res) => {
        upstreamSockets.add(req.socket);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"__typename":"Query"}}');
      }).listen(0, '127.0.0.1', () => resolve(listening));
    });
    const edge = await serve({ apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
    try {
      for (let call = 0; call < 3; call += 1) {
        const response = await fetch(`${edge.url}/_/graphql`, { method: 'POST', body: '{}' });
        expect(response.headers.get('connection')).toBe('keep-alive');
        await response.text();
      }
      expect(upstreamSockets.size).toBe(1);
    } finally {
      await edge.close();
      api.closeAllConnections();
      await new Promise((r) => api.close(r));
    }
  });

  it("never forwards the API's development-only routes, however the path is spelled", async () => {
    const seen: string[] = [];
    const api: Server = await new Promise((resolve) => {
      const listening = createServer((req, res) => {
        seen.push(req.url ?? '');
        res.writeHead(200, { 'content-type': 'application/json' }).end('[{"code":"123456"}]');
      }).listen(0, '127.0.0.1', () => resolve(listening));
    });
    const edge = await serve({ apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
    const rawGet = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        httpRequest(`${edge.url}${path}`, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
          .on('error', reject)
          .end();
      });
    try {
      for (const path of [
        '/_/dev/mailbox?to=reader@inkpot.test',
        '/_/DEV/mailbox?to=reader@inkpot.test',
        '/_/dev/',
        '/_/api/../dev/mailbox?to=reader@inkpot.test',
        '/_/api/%2e%2e/dev/mailbox?to=reader@inkpot.test',
      ]) {
        const response = await rawGet(path);
        expect(response.body).not.toContain('123456');
      }
      // Only the traversal attempts under /_/api reach the API, and not as a development path.
      expect(seen.filter((url) => /^\/_\/dev/i.test(url))).toEqual([]);
      expect((await rawGet('/_/dev/mailbox?to=reader@inkpot.test')).status).toBe(404);
    } finally {
      await edge.close();
      await new Promise((r) => api.close(r));
    }
  });

  describe('/c/{id}', () => {
    it("redirects to the publication's slug, answers 404 for an unknown id, and serves the page when the API fails", async () => {
      const slugs: Record<string, string | null | 'failed'> = { abc: 'quiet-machines', nope: null, down: 'failed' };
      const publicationSlug = jest.fn(async (id: string) => slugs[id] ?? null);
      const edge = await serve({ publicationSlug, edgeCache: true });
      try {
        const found = await fetch(`${edge.url}/c/abc`, { redirect: 'manual' });
        expect([found.status, found.headers.get('location')]).toEqual([302, '/quiet-machines']);
        expect((await fetch(`${edge.url}/c/nope`)).status).toBe(404);
        const failed = await fetch(`${edge.url}/c/down`);
        expect(failed.status).toBe(200);
        expect(failed.headers.get('cache-control')).toBe('private, no-store');
        expect(failed.headers.get('inkpot-edge-cache')).toBe('disabled; reason="publication lookup failed"');
      } finally {
        await edge.close();
      }
    });
  });

  describe('post pages', () => {
    it('asks the API for the post of a slug, as the reader, and answers 404 when it is not found', async () => {
      const postStatus = jest.fn(async (): Promise<PostStatus> => ({ kind: 'not-found' }));
      const edge = await serve({ postStatus });
      try {
        const response = await fetch(`${edge.url}/@ann/my-title-1a2b3c4d5e6f`, { headers: { cookie: 'inkpot_sid=s' } });
        expect(response.status).toBe(404);
        expect(preloadedState(await response.text()).routing.status).toBe(404);
        expect(postStatus).toHaveBeenCalledWith('1a2b3c4d5e6f', 'inkpot_sid=s');
      } finally {
        await edge.close();
      }
    });

    it('answers 404 without asking when the path holds no post id', async () => {
      const postStatus = jest.fn(async () => PUBLISHED);
      const edge = await serve({ postStatus });
      try {
        expect((await fetch(`${edge.url}/some-publication/not-a-post`)).status).toBe(404);
        expect(postStatus).not.toHaveBeenCalled();
      } finally {
        await edge.close();
      }
    });

    it('serves the page uncached when the lookup fails', async () => {
      const edge = await serve({ postStatus: async () => ({ kind: 'failed' }), edgeCache: true });
      try {
        const response = await get(`${edge.url}/p/1a2b3c4d5e6f`, CACHEABLE_REQUEST);
        expect(response.status).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.headers['inkpot-edge-cache']).toBe('disabled; reason="post lookup failed"');
      } finally {
        await edge.close();
      }
    });

    it('caches a published post and never a draft', async () => {
      let post: PostStatus = PUBLISHED;
      const edge = await serve({ postStatus: async () => post, edgeCache: true });
      try {
        const published = await get(`${edge.url}/p/1a2b3c4d5e6f`, CACHEABLE_REQUEST);
        expect(published.headers['inkpot-edge-cache']).toBe('enabled; reason="a published post"');
        expect(published.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30');
        post = { kind: 'found', isPublished: false, isSuspended: false };
        const draft = await get(`${edge.url}/p/1a2b3c4d5e6f`, CACHEABLE_REQUEST);
        expect(draft.status).toBe(200);
        expect(draft.headers['inkpot-edge-cache']).toBe('disabled; reason="this is a draft post"');
      } finally {
        await edge.close();
      }
    });
  });

  describe('entity pages (people, publications, tags, lists)', () => {
    it('asks what the route names and answers 404 with the not-found head when something is missing', async () => {
      const pageEntities = jest.fn(async (refs: EntityRefs): Promise<PageEntities> =>
        refs.user && 'username' in refs.user && refs.user.username === 'nosuchuser'
          ? { kind: 'not-found', missing: 'user' }
          : FOUND_ENTITIES,
      );
      const edge = await serve({ pageEntities });
      try {
        const missing = await fetch(`${edge.url}/@nosuchuser`);
        expect(missing.status).toBe(404);
        const html = await missing.text();
        expect(preloadedState(html).routing.status).toBe(404);
        expect(html).toContain('<title>Page not found – Inkpot</title>');
        expect(html).toContain('<meta data-inkpot-head name="robots" content="noindex" />');
        expect(html).not.toContain('rel="canonical"');
        expect(pageEntities).toHaveBeenCalledWith({ user: { username: 'nosuchuser' } });
        expect((await fetch(`${edge.url}/@ada/followers`)).status).toBe(200);
      } finally {
        await edge.close();
      }
    });

    it('serves the page, uncached, when the API cannot say (never a false 404)', async () => {
      const edge = await serve({ pageEntities: async () => ({ kind: 'failed' }), edgeCache: true });
      try {
        const response = await get(`${edge.url}/tag/poetry`, CACHEABLE_REQUEST);
        expect(response.status).toBe(200);
        expect(response.headers['inkpot-edge-cache']).toBe('disabled; reason="page entity lookup failed"');
        expect(response.body).toContain('<title>Topic – Inkpot</title>');
      } finally {
        await edge.close();
      }
    });

    it("asks again as a signed-in reader for a list the visitors' answer does not have (their private list)", async () => {
      const pageEntities = jest.fn(async (_refs: EntityRefs, cookie?: string): Promise<PageEntities> =>
        cookie
          ? { kind: 'found', head: { kind: 'list', name: 'Secret', ownerName: 'Ann' }, canonicalParams: {} }
          : { kind: 'not-found', missing: 'list' },
      );
      const signedIn = await serve({ pageEntities, session: async () => SIGNED_IN, bannerFacts: async () => null });
      const visitor = await serve({ pageEntities });
      try {
        const own = await fetch(`${signedIn.url}/@ann/list/secret-0a1b2c3d4e5f`, {
          headers: { cookie: 'inkpot_sid=s' },
        });
        expect(own.status).toBe(200);
        expect(await own.text()).toContain('<title>Secret – Ann – Inkpot</title>');
        expect((await fetch(`${visitor.url}/@ann/list/secret-0a1b2c3d4e5f`)).status).toBe(404);
      } finally {
        await signedIn.close();
        await visitor.close();
      }
    });
  });

  describe('document head', () => {
    it("names a story page after the post, canonical at the story's URL, with Open Graph and Twitter tags", async () => {
      const edge = await serve({
        postStatus: async () => ({
          ...PUBLISHED,
          head: {
            kind: 'post',
            title: 'Fish & chips',
            subtitle: 'A "good" meal',
            authorName: 'Ann',
            path: '/@ann/fish-1a2b3c4d5e6f',
          },
        }),
      });
      try {
        const html = await (await fetch(`${edge.url}/p/1a2b3c4d5e6f`)).text();
        expect(html).toContain('<title>Fish &amp; chips – Ann – Inkpot</title>');
        expect(html).toContain('<meta data-inkpot-head name="description" content="A &quot;good&quot; meal" />');
        expect(html).toContain(
          '<link data-inkpot-head rel="canonical" href="http://localhost:3000/@ann/fish-1a2b3c4d5e6f" />',
        );
        for (const tag of ['og:title', 'og:description', 'og:url', 'og:type'])
          expect(html).toContain(`property="${tag}"`);
        expect(html).toContain('name="twitter:card" content="summary"');
        // One title, before the state script.
        expect(html.match(/<title>/g)).toHaveLength(1);
      } finally {
        await edge.close();
      }
    });

    it("points a custom domain's pages at the main host's URL, spelled as the API spells the entity", async () => {
      const edge = await serve({
        customDomain: async () => ({ mode: { kind: 'collection', collectionSlug: 'quiet-machines' }, failed: false }),
        pageEntities: async () => ({ ...FOUND_ENTITIES, canonicalParams: { collectionSlug: 'quiet-machines' } }),
      });
      try {
        const html = await (await get(`${edge.url}/about`, { host: 'quietmachines.inkpot.test' })).body;
        expect(html).toContain('<title>About – Quiet Machines – Inkpot</title>');
        expect(html).toContain('rel="canonical" href="http://localhost:3000/quiet-machines/about"');
      } finally {
        await edge.close();
      }
    });

    it('gives every page of the route table a title and a description', async () => {
      const edge = await serve({});
      try {
        const html = await (await fetch(`${edge.url}/me/settings`)).text();
        expect(html).toContain('<title>Settings – Inkpot</title>');
        expect(html).toContain('name="description" content="Inkpot: stories worth your time');
        expect(html).toContain('rel="canonical" href="http://localhost:3000/me/settings"');
      } finally {
        await edge.close();
      }
    });
  });

  describe('the 500 screen', () => {
    it('answers 500 with a standalone page, uncached, and reports the error', async () => {
      const reportError = jest.fn();
      const failure = new Error('registry exploded');
      const edge = await serve({
        reportError,
        registry: async () => {
          throw failure;
        },
      });
      try {
        const response = await fetch(`${edge.url}/about?x=1`, { headers: { 'user-agent': 'jest' } });
        expect(response.status).toBe(500);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const html = await response.text();
        expect(html).toContain('<h1>500</h1>');
        expect(html).toContain('Apologies, but something went wrong on our end.');
        expect(html).toContain('href="https://status.test"');
        expect(html).toContain('href="/browse/top"');
        expect(html).toContain('<a href="/">Inkpot</a>');
        expect(html).not.toContain('<script');
        expect(reportError).toHaveBeenCalledWith(failure, { location: '/about?x=1', userAgent: 'jest' });
      } finally {
        await edge.close();
      }
    });

    it("answers 409 when the error says '409: Conflict'", async () => {
      const edge = await serve({
        registry: async () => {
          throw new Error('Response not successful: 409: Conflict');
        },
      });
      try {
        const response = await fetch(`${edge.url}/`);
        expect(response.status).toBe(409);
        expect(await response.text()).toContain('Apologies, but something went wrong on our end.');
      } finally {
        await edge.close();
      }
    });

    it('answers 500 when the host build itself is broken', async () => {
      const reportError = jest.fn();
      const edge = await serve({ reportError }, '<!doctype html><p>no marker</p>');
      try {
        expect((await fetch(`${edge.url}/about`)).status).toBe(500);
        expect(String(reportError.mock.calls[0]?.[0])).toMatch(/no <!--inkpot:state--> marker/);
      } finally {
        await edge.close();
      }
    });
  });
});

describe('edge-cache header on documents', () => {
  it('turns caching off unless INKPOT_EDGE_CACHE is on, passing the visitor-id cookie on', async () => {
    const edge = await serve({ session: async () => VISITOR_WITH_NEW_ID });
    try {
      const response = await get(`${edge.url}/about`, CACHEABLE_REQUEST);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['inkpot-edge-cache']).toBe('disabled; reason="the edge did not enable caching"');
      expect(response.headers['set-cookie']).toEqual(VISITOR_WITH_NEW_ID.setCookies);
    } finally {
      await edge.close();
    }
  });

  it('lets a shared cache keep a visitor page, without the per-visitor cookie', async () => {
    const edge = await serve({ session: async () => VISITOR_WITH_NEW_ID, edgeCache: true });
    try {
      const about = await get(`${edge.url}/about`, CACHEABLE_REQUEST);
      expect(about.status).toBe(200);
      expect(about.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30');
      expect(about.headers['inkpot-edge-cache']).toBe('control; reason="cached by default"');
      expect(about.headers['set-cookie']).toBeUndefined();
      const state = preloadedState(about.body);
      expect(state.viewer).toEqual({ status: 'visitor' });
      expect(state.session).toEqual({ xsrf: null });
      expect((await get(`${edge.url}/`, CACHEABLE_REQUEST)).headers['inkpot-edge-cache']).toBe(
        'enabled; reason="the home page"',
      );
      expect((await get(`${edge.url}/tag/poetry/latest`, CACHEABLE_REQUEST)).headers['inkpot-edge-cache']).toBe(
        'enabled; reason="a tag page"',
      );
      const missing = await get(`${edge.url}/no/such/page/here/at/all`, CACHEABLE_REQUEST);
      expect(missing.status).toBe(404);
      expect(missing.headers['inkpot-edge-cache']).toBe('control; reason="cached by default"');
    } finally {
      await edge.close();
    }
  });

  it.each<[string, Partial<EdgeOptions>, Record<string, string>, string]>([
    ['a signed-in reader', { session: async () => SIGNED_IN }, {}, 'a logged-in user'],
    [
      'staff',
      { session: async () => ({ ...SIGNED_IN, edge: { isStaff: true, isSpoofed: false, capabilities: [] } }) },
      {},
      'a staff user',
    ],
    [
      'a failed session lookup',
      { session: async () => ({ ...VISITOR_WITH_NEW_ID, failed: true }) },
      {},
      'the session lookup failed',
    ],
    ['a reader on the internal network', {}, { 'x-forwarded-for': '10.0.0.12' }, 'an internal address'],
    [
      'a request that did not come through the cache worker',
      {},
      { 'inkpot-cache-worker': '' },
      'the cache middleware worker is not used',
    ],
    ['a bot', {}, { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }, 'a bot'],
  ])('disables caching for %s', async (_, options, headers, reason) => {
    const edge = await serve({ edgeCache: true, ...options });
    try {
      const response = await get(`${edge.url}/about`, { ...CACHEABLE_REQUEST, ...headers });
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['inkpot-edge-cache']).toBe(`disabled; reason="${reason}"`);
    } finally {
      await edge.close();
    }
  });

  it('counts the internal address of a direct request unless the edge is a branch deploy', async () => {
    const direct = { 'inkpot-cache-worker': '1', 'user-agent': CACHEABLE_REQUEST['user-agent'] };
    const edge = await serve({ edgeCache: true });
    const branch = await serve({ edgeCache: true, branchDeploy: true });
    try {
      expect((await get(`${edge.url}/about`, direct)).headers['inkpot-edge-cache']).toBe(
        'disabled; reason="an internal address"',
      );
      expect((await get(`${branch.url}/about`, direct)).headers['inkpot-edge-cache']).toBe(
        'control; reason="cached by default"',
      );
    } finally {
      await Promise.all([edge.close(), branch.close()]);
    }
  });
});

describe('TRUST_PROXY', () => {
  it("believes X-Forwarded-For only from the proxies it names: a reader's address, or the proxy's own", async () => {
    const trusted = await serve({ edgeCache: true });
    // Behind 10.0.0.0/8 only: a request from loopback carries no reader's address, it is the peer's.
    const elsewhere = await serve({ edgeCache: true, trustProxy: '10.0.0.0/8' });
    try {
      expect((await get(`${trusted.url}/about`, CACHEABLE_REQUEST)).headers['inkpot-edge-cache']).toBe(
        'control; reason="cached by default"',
      );
      expect((await get(`${elsewhere.url}/about`, CACHEABLE_REQUEST)).headers['inkpot-edge-cache']).toBe(
        'disabled; reason="an internal address"',
      );
    } finally {
      await Promise.all([trusted.close(), elsewhere.close()]);
    }
  });
});

describe('custom domains', () => {
  const ROUTING: Record<string, HostRouting> = {
    'quietmachines.inkpot.test': { mode: { kind: 'collection', collectionSlug: 'quiet-machines' }, failed: false },
    'wren.inkpot.test': { mode: { kind: 'user', username: 'wren' }, failed: false },
  };
  const customDomain = jest.fn(
    async (host: string | undefined) => ROUTING[(host ?? '').split(':')[0] ?? ''] ?? DEFAULT_ROUTING,
  );

  it("routes a publication's domain in collection mode", async () => {
    const edge = await serve({ customDomain });
    try {
      const home = await get(`${edge.url}/`, { host: 'quietmachines.inkpot.test:3000' });
      expect(home.status).toBe(200);
      expect(customDomain).toHaveBeenCalledWith('quietmachines.inkpot.test:3000');
      expect(preloadedState(home.body).routing).toEqual({
        mode: { kind: 'collection', collectionSlug: 'quiet-machines' },
        status: 200,
      });
      // The publication's own paths, without its slug: found there, not on the main host.
      expect((await get(`${edge.url}/stats/overview`, { host: 'quietmachines.inkpot.test' })).status).toBe(200);
      expect((await get(`${edge.url}/stats/overview`, { host: 'localhost:3000' })).status).toBe(404);
    } finally {
      await edge.close();
    }
  });

  it("routes a user's domain in user mode, and post paths there by the post id", async () => {
    const postStatus = jest.fn(async () => PUBLISHED);
    const edge = await serve({ customDomain, postStatus });
    try {
      const profile = await get(`${edge.url}/`, { host: 'wren.inkpot.test' });
      expect(preloadedState(profile.body).routing).toEqual({ mode: { kind: 'user', username: 'wren' }, status: 200 });
      expect((await get(`${edge.url}/a-story-1a2b3c4d5e6f`, { host: 'wren.inkpot.test' })).status).toBe(200);
      expect(postStatus).toHaveBeenCalledWith('1a2b3c4d5e6f', undefined);
    } finally {
      await edge.close();
    }
  });

  it('does not cache a page whose custom-domain lookup failed', async () => {
    const edge = await serve({
      edgeCache: true,
      customDomain: async () => ({ mode: { kind: 'default' }, failed: true }),
    });
    try {
      const response = await get(`${edge.url}/`, { ...CACHEABLE_REQUEST, host: 'unknown.example.com' });
      expect(response.status).toBe(200);
      expect(preloadedState(response.body).routing.mode).toEqual({ kind: 'default' });
      expect(response.headers['inkpot-edge-cache']).toBe('disabled; reason="custom-domain lookup failed"');
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
  it('embeds a loading viewer and no xsrf token when the lookup failed, so the page asks again', async () => {
    const edge = await serve({ session: async () => ({ ...VISITOR_WITH_NEW_ID, failed: true }) });
    try {
      const state = preloadedState(await (await fetch(`${edge.url}/about`)).text());
      expect([state.viewer, state.session]).toEqual([{ status: 'loading' }, { xsrf: null }]);
    } finally {
      await edge.close();
    }
  });

  it('serves visitors when the API is down, logging the failure once', async () => {
    const { apiSessionLookup } = await import('./api/session.ts');
    const logger = { error: jest.fn() };
    const lookup = apiSessionLookup('http://127.0.0.1:9', logger);
    expect(await lookup('inkpot_sid=x')).toEqual({
      viewer: { status: 'visitor' },
      xsrf: null,
      setCookies: [],
      failed: true,
    });
    await lookup(undefined);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0][0]).toMatch(/the page will ask for the session itself/);
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

  it('looks at the file once for the pages that arrive while a look is under way', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
    const file = path.join(dir, 'registry.json');
    writeFileSync(file, JSON.stringify(REGISTRY));
    const looked = jest.fn((at: string) => stat(at));
    const current = registryFile(file, { error: jest.fn() }, looked);
    const answers = await Promise.all(Array.from({ length: 50 }, () => current()));
    for (const answer of answers) expect(answer).toEqual(REGISTRY);
    // The first page's look, and one more for the 49 that came while it was under way.
    expect(looked).toHaveBeenCalledTimes(2);
  });

  it('never gives a page that arrived after a change the registry from before it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
    const file = path.join(dir, 'registry.json');
    writeFileSync(file, JSON.stringify(REGISTRY));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let looks = 0;
    // The second look sees the file as it was, and answers only once the change is written.
    const current = registryFile(file, { error: jest.fn() }, async (at: string) => {
      looks += 1;
      const info = await stat(at);
      if (looks === 2) await held;
      return info;
    });
    expect(await current()).toEqual(REGISTRY);
    const before = current();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const next = { ...REGISTRY, remotes: [{ ...SEARCH_RELEASE, version: '3.0.0+changed' }] };
    writeFileSync(file, `${JSON.stringify(next)}\n\n`);
    const after = current();
    release();
    expect(await before).toEqual(REGISTRY);
    expect(await after).toEqual(next);
  });
});

describe('page tokens', () => {
  it('gives every page a signed token naming its composition and cohort: its live releases and which were canaries', async () => {
    const key = pageTokenKeyOf('a-deploy-token-of-at-least-24-chars');
    const canary = { ...TEST_REGISTRY.remotes[1], version: '2.0.0+canary' } as RemoteRelease;
    const composition: CompositionSource = {
      current: async () => ({ id: '0123456789abcdef', stable: [], canaries: [{ release: canary, percent: 100 }] }),
      snapshot: async () => null,
    };
    const visitor = { cookie: `${VISITOR_ID_COOKIE}=${'a'.repeat(32)}` };
    const edge = await serveEdge({ composition, pageTokenKey: key });
    const withoutKey = await serveEdge({ composition });
    try {
      const state = preloadedState(await (await fetch(`${edge.url}/`, { headers: visitor })).text());
      expect(readPageToken(key, state.pageToken, Date.now())).toEqual({
        pageId: expect.any(String) as string,
        composition: '0123456789abcdef',
        releases: ['navigation@1.0.0+a', 'search@2.0.0+canary'],
        canaries: ['search@2.0.0+canary'],
        pageKind: 'home',
      });
      // A post read inside a series is its own kind of page; the same post alone is a post.
      const kindOf = async (path: string) =>
        readPageToken(key, preloadedState(await (await fetch(`${edge.url}${path}`)).text()).pageToken, Date.now())
          ?.pageKind;
      expect(await kindOf('/s/night-shifts/the-quiet-case-0123456789ab')).toBe('sequence-post');
      expect(await kindOf('/@rosa/the-quiet-case-0123456789ab')).toBe('post');
      // Each page its own id: a reader cannot count one page twice by sending its events again.
      const again = preloadedState(await (await fetch(`${edge.url}/`, { headers: visitor })).text());
      expect(readPageToken(key, again.pageToken, Date.now())?.pageId).not.toBe(
        readPageToken(key, state.pageToken, Date.now())?.pageId,
      );
      // No visitor id yet: no canary, a stable page, still trusted.
      const first = preloadedState(await (await fetch(`${edge.url}/`)).text());
      expect(readPageToken(key, first.pageToken, Date.now())).toMatchObject({
        releases: ['navigation@1.0.0+a', 'search@1.0.0+a'],
        canaries: [],
      });
      // A bot's page says so: it reports no web vitals.
      const crawled = await fetch(`${edge.url}/`, {
        headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      });
      expect(preloadedState(await crawled.text()).viewerIsBot).toBe(true);
      const reader = await fetch(`${edge.url}/`, {
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0.0.0 Safari/537.36' },
      });
      expect(preloadedState(await reader.text()).viewerIsBot).toBeUndefined();
      // No key: no page is trusted.
      const unkeyed = preloadedState(await (await fetch(`${withoutKey.url}/`, { headers: visitor })).text());
      expect(unkeyed.registry.remotes[1].version).toBe('2.0.0+canary');
      expect(unkeyed.pageToken).toBeUndefined();
    } finally {
      await Promise.all([edge.close(), withoutKey.close()]);
    }
  });
});

describe('health', () => {
  it('is live at once; ready with a readable registry, the API reported but not required', async () => {
    const edge = await serveEdge();
    const empty = await serveEdge({ registry: async () => ({ schemaVersion: 1, remotes: [] }) });
    try {
      const live = await fetch(`${edge.url}/_/health/live`);
      expect(await live.json()).toEqual({ ok: true, service: 'edge' });
      const ready = await fetch(`${edge.url}/_/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({
        service: 'edge',
        ready: true,
        parts: [
          { name: 'registry', ok: true, detail: '2 releases', required: true },
          // The test edge's API does not listen: pages are still served.
          { name: 'api', ok: false, detail: 'bad port', required: false },
        ],
      });
      const unready = await fetch(`${empty.url}/_/health/ready`);
      expect(unready.status).toBe(503);
      expect(await unready.json()).toMatchObject({
        ready: false,
        parts: [{ name: 'registry', ok: false, detail: expect.stringContaining('names no releases') as string }, {}],
      });
    } finally {
      await Promise.all([edge.close(), empty.close()]);
    }
  });
});
