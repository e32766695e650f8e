/** @jest-environment node */
import { createServer, request as httpRequest, Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import express from 'express';
import { API_IDLE_SOCKET_MS, apiProxy } from './api/api-proxy.ts';
import { isMalformedUrl } from './http/malformed-url.ts';
import { apiSessionLookup } from './api/session.ts';
import { startFakeApi } from './testing/fake-api.ts';
import { cspDirectives, serveEdge } from './testing/serve-edge.ts';

// The first document of a worker loads the route table and the page code (over a second alone,
// several on a busy machine).
jest.setTimeout(20_000);

/**
 * A request with the request target and headers exactly as given (fetch would re-encode a broken
 * target, and sends its own Sec-Fetch-Mode).
 */
function rawGet(base: string, target: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{
    status: number;
    type: string | undefined;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const request = httpRequest({ hostname, port, path: target, headers, method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'],
          headers: response.headers,
          body,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** What a browser sends when the reader follows a link or types the address. */
const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
};

/** The address of an API that refuses connections: a port that was free a moment ago. */
async function refusingApiUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** An API that refuses connections, or one that takes them and never answers. */
async function downApi(kind: 'refusing' | 'hanging') {
  if (kind === 'hanging') return startFakeApi(() => {});
  return { url: await refusingApiUrl(), requests: [], close: async () => {} };
}

function preloadedState(html: string) {
  const match = /<script id="inkpot-state" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? 'null') as { viewer: { status: string } };
}

/** Sends `head` as the whole request on a socket of its own, and gives back all the edge answered. */
function rawRequest(base: string, head: string) {
  return new Promise<string>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const socket = connect(Number(port), hostname, () => socket.end(head));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('malformed URLs', () => {
  it('tells broken percent-encoding in paths and queries from valid addresses', () => {
    for (const target of ['/%', '/%zz', '/@ann/%E0%A4%A', '/search?q=100%', '/search?q=%E0%A4%A', '/?%=1'])
      expect(isMalformedUrl(target)).toBe(true);
    for (const target of ['/', '/@ann', '/search?q=100%25', '/tag/caf%C3%A9', '/search?q=a+b&tab=posts', '/?q='])
      expect(isMalformedUrl(target)).toBe(false);
  });

  it.each(['/%', '/%E0%A4%A', '/@ann/%zz', '/search?q=%', '/_/shell/%', '/_/shell/main.js?v=%E0'])(
    'answers %s with 400 and files no error report',
    async (target) => {
      const reportError = jest.fn();
      const edge = await serveEdge({ reportError });
      try {
        const response = await rawGet(edge.url, target);
        expect(response.status).toBe(400);
        expect(response.type).toMatch(/^text\/html/);
        expect(response.body).toContain('<h1>400</h1>');
        expect(response.body).not.toMatch(/URIError|at .*\.ts/);
        expect(reportError).not.toHaveBeenCalled();
      } finally {
        await edge.close();
      }
    },
  );

  it('answers a URIError thrown while building the document with 400, not as a failure of ours', async () => {
    const reportError = jest.fn();
    const edge = await serveEdge({
      reportError,
      postStatus: async () => {
        throw new URIError('URI malformed');
      },
    });
    try {
      const response = await rawGet(edge.url, '/p/1a2b3c4d5e6f');
      expect(response.status).toBe(400);
      expect(reportError).not.toHaveBeenCalled();
    } finally {
      await edge.close();
    }
  });

  it('answers a malformed API path with JSON 400 without asking the API', async () => {
    const api = await startFakeApi((_request, res) => res.writeHead(200).end('{}'));
    const reportError = jest.fn();
    const edge = await serveEdge({ apiUrl: api.url, reportError });
    try {
      const response = await rawGet(edge.url, '/_/graphql?query=%');
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ error: 'The address of this page is not valid.' });
      expect(api.requests).toHaveLength(0);
      expect(reportError).not.toHaveBeenCalled();
    } finally {
      await Promise.all([edge.close(), api.close()]);
    }
  });
});

describe('forwarded API calls', () => {
  it('answer 504 in JSON when the API does not answer in time, and the API call is dropped', async () => {
    let hung = 0;
    const api = await startFakeApi(() => {
      hung += 1; // never answers
    });
    const edge = await serveEdge({ apiUrl: api.url, apiTimeoutMs: 300 });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const started = Date.now();
      const response = await fetch(`${edge.url}/_/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ viewer { id } }"}',
      });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(hung).toBe(1);
      expect(response.status).toBe(504);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: 'The Inkpot API did not answer in time. Please try again.' });
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('no answer in 300 ms'));
    } finally {
      errors.mockRestore();
      await Promise.all([edge.close(), api.close()]);
    }
  });

  it('answer 502 when the API is down, without naming the address the edge tried', async () => {
    const edge = await serveEdge({ apiUrl: 'http://127.0.0.1:9' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await fetch(`${edge.url}/_/api/session`);
      expect(response.status).toBe(502);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ error: 'The Inkpot API is not reachable. Please try again.' });
      expect(body).not.toMatch(/127\.0\.0\.1|:9\b|ECONNREFUSED|localhost/);
      // The edge's own answer carries the edge's headers.
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      errors.mockRestore();
      await edge.close();
    }
  });

  it("pass the API's answer on with the API's headers, not the policy of the edge's pages", async () => {
    const api = await startFakeApi((_request, res) =>
      res
        .writeHead(200, {
          'content-type': 'application/json',
          'x-content-type-options': 'nosniff',
          'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
          connection: 'keep-alive',
        })
        .end('{"data":{}}'),
    );
    const edge = await serveEdge({ apiUrl: api.url });
    try {
      const response = await fetch(`${edge.url}/_/graphql`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('{"data":{}}');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // The API's JSON is no page of the edge's: no nonce, no policy for scripts it never runs.
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      // Every answer of the edge has its request id; the API was told it.
      expect(response.headers.get('x-request-id')).toBe(api.requests[0]?.headers['x-request-id']);
    } finally {
      await Promise.all([edge.close(), api.close()]);
    }
  });
});

describe('connections to the API', () => {
  it("are closed by the edge after an idle time under the API server's own limit", () => {
    expect(API_IDLE_SOCKET_MS).toBeLessThan(new Server().keepAliveTimeout);
  });

  it('are kept for calls in a row, closed once idle, and a call slower than the idle limit is answered', async () => {
    const delays = [0, 0, 400, 0];
    const connections: { closedByEdge: boolean }[] = [];
    const api = createServer((req, res) => {
      req.resume();
      setTimeout(() => res.end('{"data":{}}'), delays.shift() ?? 0);
    });
    api.keepAliveTimeout = 60_000; // the API would keep them: only the edge closes
    api.on('connection', (socket) => {
      const connection = { closedByEdge: false };
      connections.push(connection);
      socket.on('end', () => (connection.closedByEdge = true));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const edge = express().use(apiProxy({ apiUrl, isApiPath: () => true, idleSocketMs: 200 }));
    const server = await new Promise<Server>((resolve) => {
      const listening: Server = edge.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const call = async () => {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/_/graphql`, {
        method: 'POST',
        body: '{}',
      });
      return [response.status, await response.text()];
    };
    const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      expect(await call()).toEqual([200, '{"data":{}}']);
      expect(await call()).toEqual([200, '{"data":{}}']);
      expect(connections).toEqual([{ closedByEdge: false }]);
      await idle(600);
      expect(connections).toEqual([{ closedByEdge: true }]);
      expect(await call()).toEqual([200, '{"data":{}}']); // 400 ms in flight, over the idle limit
      expect(await call()).toEqual([200, '{"data":{}}']);
      expect(connections).toEqual([{ closedByEdge: true }, { closedByEdge: false }]);
    } finally {
      server.closeAllConnections();
      api.closeAllConnections();
      await Promise.all([server, api].map((s) => new Promise((resolve) => s.close(resolve))));
    }
  });
});

describe('forwarded request bodies', () => {
  /** Posts `size` bytes to the edge's GraphQL path, chunked (no Content-Length) unless `declared`. */
  function post(base: string, size: number, { declared = false } = {}) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      const request = httpRequest(
        {
          hostname,
          port,
          path: '/_/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(declared ? { 'content-length': String(size) } : {}) },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      // The edge may close the connection once it has answered; the answer is what counts.
      request.on('error', (error) => (request.writableEnded ? undefined : reject(error)));
      const chunk = Buffer.alloc(16 * 1024, 'a');
      let sent = 0;
      const writeMore = () => {
        while (sent < size) {
          const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
          sent += piece.length;
          if (!request.write(piece)) {
            request.once('drain', writeMore);
            return;
          }
        }
        request.end();
      };
      writeMore();
    });
  }

  it.each([
    ['chunked', false],
    ['declared', true],
  ])('refuses a %s body over 256 KiB with 413, and the API never gets all of it', async (_kind, declared) => {
    const api = await startFakeApi((_request, res) => res.writeHead(200).end('{}'));
    const edge = await serveEdge({ apiUrl: api.url });
    try {
      const response = await post(edge.url, 1024 * 1024, { declared });
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body)).toEqual({ error: 'Request body is larger than 256 KiB.' });
      expect(api.requests).toHaveLength(0);
    } finally {
      await Promise.all([edge.close(), api.close()]);
    }
  });

  it('forwards a chunked body up to the limit whole', async () => {
    const api = await startFakeApi((_request, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
    );
    const edge = await serveEdge({ apiUrl: api.url });
    try {
      const response = await post(edge.url, 256 * 1024);
      expect(response.status).toBe(200);
      expect(api.requests).toHaveLength(1);
      expect(api.requests[0]?.body).toHaveLength(256 * 1024);
    } finally {
      await Promise.all([edge.close(), api.close()]);
    }
  });
});

describe('an API that is down, for a browser navigation', () => {
  it.each(['/m/signout/0123456789abcdef', '/m/connect/google?redirect=%2Fme', '/m/callback/google?code=c&state=s'])(
    'answers %s with the HTML error page and a Try again link, 503 with Retry-After',
    async (target) => {
      const edge = await serveEdge({ apiUrl: await refusingApiUrl() });
      const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const response = await rawGet(edge.url, target, NAVIGATION);
        expect(response.status).toBe(503);
        expect(response.type).toMatch(/^text\/html/);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.body).toContain('<h1>503</h1>');
        expect(response.body).toContain(`<a href="${target.replace(/&/g, '&amp;')}">Try again</a>`);
        expect(response.body).toContain('Inkpot cannot be reached right now. Please try again in a moment.');
        // The page's own style is allowed by the page's CSP.
        const nonce = cspDirectives(String(response.headers['content-security-policy']))
          .get('style-src')
          ?.find((source) => source.startsWith("'nonce-"));
        expect(response.body).toContain(`<style nonce="${nonce?.slice(7, -1)}">`);
        expect(response.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
      } finally {
        errors.mockRestore();
        await edge.close();
      }
    },
  );

  it.each<[string, Record<string, string>]>([
    ['an Accept that prefers HTML (no Fetch Metadata)', { accept: NAVIGATION.accept }],
    ['Sec-Fetch-Mode: navigate', { accept: '*/*', 'sec-fetch-mode': 'navigate' }],
    ['Sec-Fetch-Dest: document', { accept: '*/*', 'sec-fetch-dest': 'document' }],
  ])('knows a navigation by %s', async (_kind, headers) => {
    const edge = await serveEdge({ apiUrl: await refusingApiUrl() });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await rawGet(edge.url, '/m/signout', headers);
      expect([response.status, response.type]).toEqual([503, 'text/html; charset=utf-8']);
    } finally {
      errors.mockRestore();
      await edge.close();
    }
  });

  it('gets the page when the API does not answer in time too', async () => {
    const api = await startFakeApi(() => {});
    const edge = await serveEdge({ apiUrl: api.url, apiTimeoutMs: 300 });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await rawGet(edge.url, '/m/connect/google', NAVIGATION);
      expect([response.status, response.headers['retry-after']]).toEqual([503, '5']);
      expect(response.body).toContain('<a href="/m/connect/google">Try again</a>');
    } finally {
      errors.mockRestore();
      await Promise.all([edge.close(), api.close()]);
    }
  });

  it.each<[string, string, Record<string, string>]>([
    [
      'a fetch (Sec-Fetch-Mode: cors), even one that accepts HTML',
      'GET',
      { accept: 'text/html', 'sec-fetch-mode': 'cors' },
    ],
    ['an XHR asking for JSON', 'GET', { accept: 'application/json' }],
    ['a call that accepts anything', 'GET', { accept: '*/*' }],
    ['a GraphQL POST', 'POST', { accept: 'text/html', 'content-type': 'application/json' }],
  ])('keeps answering %s in JSON', async (_kind, method, headers) => {
    const edge = await serveEdge({ apiUrl: await refusingApiUrl() });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await rawGet(edge.url, method === 'POST' ? '/_/graphql' : '/_/api/session', headers, method);
      expect(response.status).toBe(502);
      expect(JSON.parse(response.body)).toEqual({ error: 'The Inkpot API is not reachable. Please try again.' });
    } finally {
      errors.mockRestore();
      await edge.close();
    }
  });
});

describe('documents with the API down', () => {
  // About a second: the reader sees the page, its top bar's sign-in links included, at once.
  const BOUND_MS = 1000;
  const SESSION_COOKIE = 'inkpot_sid=0123456789abcdef0123456789abcdef';

  /** The edge with the API's session lookup, as main.ts has it, and a count of the times it asks the API. */
  async function serveWithSessionLookup(apiUrl: string) {
    const calls = jest.spyOn(globalThis, 'fetch');
    const edge = await serveEdge({ apiUrl, session: apiSessionLookup(apiUrl, { error: jest.fn() }) });
    return {
      edge,
      sessionLookups: () => calls.mock.calls.filter(([url]) => String(url).endsWith('/_/api/session')).length,
      close: async () => {
        calls.mockRestore();
        await edge.close();
      },
    };
  }

  it.each(['refusing', 'hanging'] as const)(
    "are a visitor's, with the server's sign-in controls, for a reader without a session cookie, without asking the API (%s)",
    async (kind) => {
      const api = await downApi(kind);
      const { edge, sessionLookups, close } = await serveWithSessionLookup(api.url);
      try {
        const started = performance.now();
        const response = await rawGet(edge.url, '/', {
          ...NAVIGATION,
          cookie: 'inkpot_vid=0123456789abcdef0123456789abcdef',
        });
        expect(performance.now() - started).toBeLessThan(BOUND_MS);
        expect(response.status).toBe(200);
        // 'visitor', not 'loading': the navigation remote server-renders Sign in and Sign up.
        expect(preloadedState(response.body).viewer).toEqual({ status: 'visitor' });
        expect(sessionLookups()).toBe(0);
      } finally {
        await Promise.all([close(), api.close()]);
      }
    },
  );

  it.each(['refusing', 'hanging'] as const)(
    'come within the bound for a reader with a session cookie, the API asked twice, not on every page (%s)',
    async (kind) => {
      const api = await downApi(kind);
      const { edge, sessionLookups, close } = await serveWithSessionLookup(api.url);
      const page = async () => {
        const response = await rawGet(edge.url, '/', { ...NAVIGATION, cookie: SESSION_COOKIE });
        // Not known: the browser asks for the session itself.
        expect(preloadedState(response.body).viewer).toEqual({ status: 'loading' });
      };
      try {
        // Two failures in a row (each within the lookup's timeout), then the pages stop asking.
        await page();
        await page();
        const started = performance.now();
        for (const _page of [3, 4, 5]) await page();
        expect(performance.now() - started).toBeLessThan(BOUND_MS);
        expect(sessionLookups()).toBe(2);
      } finally {
        await Promise.all([close(), api.close()]);
      }
    },
  );
});

describe('requests with more than one Host header', () => {
  it.each(['/', '/_/graphql', '/_/health'])('are refused with 400 before anything else runs (%s)', async (target) => {
    const api = await startFakeApi((_request, res) => res.writeHead(200).end('{}'));
    const customDomain = jest.fn(async () => ({ mode: { kind: 'default' as const }, failed: false }));
    const session = jest.fn();
    const edge = await serveEdge({ apiUrl: api.url, customDomain, session });
    try {
      const answer = await rawRequest(
        edge.url,
        `GET ${target} HTTP/1.1\r\nHost: localhost:3000\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/\r\ncache-control: no-store\r\n/i);
      expect(customDomain).not.toHaveBeenCalled();
      expect(session).not.toHaveBeenCalled();
      expect(api.requests).toHaveLength(0);
      // One Host, the same request: answered.
      const single = await rawRequest(
        edge.url,
        `GET /_/health HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n`,
      );
      expect(single).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      await Promise.all([edge.close(), api.close()]);
    }
  });
});
