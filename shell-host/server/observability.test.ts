/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger } from '@inkpot/config/logging';
import { edgeMetrics, renderReasonClass } from './observability/edge-metrics.ts';
import { apiSessionLookup } from './api/session.ts';
import { serveEdge } from './testing/serve-edge.ts';

/** An API that records what the edge sends it and answers every call as a visitor's. */
async function recordingApi() {
  const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/_/api/session')) res.end(JSON.stringify({ viewer: { status: 'visitor' }, xsrf: null }));
    else res.end(JSON.stringify({ data: { ok: true } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The value of the sample `name` whose labels include `labels` (in whatever order prom-client writes them). */
function sample(text: string, name: string, labels: Record<string, string>): number | null {
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        candidate.startsWith(`${name}{`) &&
        Object.entries(labels).every(([label, value]) => candidate.includes(`${label}="${value}"`)),
    );
  return line ? Number(line.split(' ').at(-1)) : null;
}

/** Waits (a second at most) for the access line of request `id`: it is written once the answer is sent. */
async function accessLineOf(lines: Record<string, unknown>[], id: string) {
  for (let waited = 0; waited < 1000; waited += 10) {
    const line = lines.find((candidate) => candidate.reqId === id && 'route' in candidate);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return undefined;
}

function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLogger('edge', { destination }), lines };
}

describe('request ids', () => {
  it('an id the proxy in front sent is answered, passed to the API and in the access log line', async () => {
    const api = await recordingApi();
    const { log, lines } = capturedLog();
    const edge = await serveEdge({ apiUrl: api.url, log });
    try {
      const response = await fetch(`${edge.url}/_/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': 'lb-7f3a9c0e11',
          cookie: 'inkpot_sid=secret-sid',
        },
        body: '{"query":"{ ok }"}',
      });
      await response.text();
      await accessLineOf(lines, 'lb-7f3a9c0e11');
      expect(response.headers.get('x-request-id')).toBe('lb-7f3a9c0e11');
      expect(api.seen.find((call) => call.path === '/_/graphql')?.headers['x-request-id']).toBe('lb-7f3a9c0e11');
      expect(lines).toContainEqual(
        expect.objectContaining({ reqId: 'lb-7f3a9c0e11', method: 'POST', route: '/_/graphql/*', status: 200 }),
      );
      expect(JSON.stringify(lines)).not.toContain('secret-sid');
    } finally {
      await edge.close();
      await api.close();
    }
  });

  it("a document's own API calls carry the id the edge made for it", async () => {
    const api = await recordingApi();
    const { log, lines } = capturedLog();
    const edge = await serveEdge({ apiUrl: api.url, log, session: apiSessionLookup(api.url) });
    try {
      const response = await fetch(`${edge.url}/@rosabergstrom`, { headers: { cookie: 'inkpot_sid=s' } });
      // The access line is written once the whole answer is sent.
      await response.text();
      const id = response.headers.get('x-request-id');
      await accessLineOf(lines, id ?? '');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(api.seen.find((call) => call.path === '/_/api/session')?.headers['x-request-id']).toBe(id);
      // The route pattern of a document is its page's name, never the path with the writer's name.
      const access = lines.find((line) => line.reqId === id && line.status === 200);
      expect(access?.route).toMatch(/^page:/);
      expect(JSON.stringify(lines)).not.toContain('rosabergstrom');
    } finally {
      await edge.close();
      await api.close();
    }
  });
});

describe("the edge's /metrics", () => {
  it('needs METRICS_TOKEN when one is set, and counts requests by route pattern and status', async () => {
    const metrics = edgeMetrics();
    const edge = await serveEdge({ metrics: { edge: metrics, token: 'metrics-token-0123' } });
    try {
      await fetch(`${edge.url}/_/health/live`);
      expect((await fetch(`${edge.url}/metrics`)).status).toBe(401);
      const response = await fetch(`${edge.url}/metrics`, { headers: { authorization: 'Bearer metrics-token-0123' } });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(
        sample(text, 'http_request_duration_seconds_count', {
          route: '/_/health/live',
          status: '200',
          service: 'edge',
        }),
      ).toBe(1);
      expect(text).toContain('nodejs_heap_size_used_bytes');
    } finally {
      await edge.close();
    }
  });

  it('is never forwarded to the API, as /metrics or /_/metrics', async () => {
    const api = await recordingApi();
    const edge = await serveEdge({ apiUrl: api.url });
    try {
      expect((await fetch(`${edge.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${edge.url}/_/metrics`)).status).toBe(404);
      expect(api.seen.filter((call) => call.path.includes('metrics'))).toEqual([]);
    } finally {
      await edge.close();
      await api.close();
    }
  });

  it('counts server renders by outcome, and a page left to the browser by its reason', () => {
    const metrics = edgeMetrics();
    metrics.rendered({ kind: 'client', reason: 'the server render took longer than its budget of 400 ms' });
    metrics.serverBuild({ name: 'search', version: '2.1.0' }, 'refused');
    expect(renderReasonClass('ViewerQuery failed: HTTP 502')).toBe('data');
    expect(renderReasonClass('Cannot read properties of undefined')).toBe('error');
    return metrics.registry.metrics().then((text) => {
      expect(sample(text, 'inkpot_server_render_total', { outcome: 'client', reason: 'budget' })).toBe(1);
      expect(
        sample(text, 'inkpot_remote_server_build_total', { remote: 'search', version: '2.1.0', outcome: 'refused' }),
      ).toBe(1);
    });
  });
});
