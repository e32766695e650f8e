/** @jest-environment node */
import { createServer, request as httpRequest, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { API_IDLE_SOCKET_MS, apiProxy } from './api-proxy.ts';
import { isMalformedUrl } from './malformed-url.ts';
import { startFakeApi } from './testing/fake-api.ts';
import { serveEdge } from './testing/serve-edge.ts';

// The first document of a worker loads the route table and the page code (over a second alone,
// several on a busy machine).
jest.setTimeout(20_000);

/** A GET with the request target exactly as given (fetch would re-encode a broken one). */
function rawGet(base: string, target: string) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const request = httpRequest({ hostname, port, path: target }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], body }),
      );
    });
    request.on('error', reject);
    request.end();
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
    } finally {
      errors.mockRestore();
      await edge.close();
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
