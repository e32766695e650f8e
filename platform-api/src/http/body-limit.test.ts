/**
 * Body size: every route that reads a body stops at 256 KiB counted on the stream, so a
 * chunked body (no Content-Length) gets a 413 with a JSON reason like a declared one does.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { BODY_LIMIT_BYTES } from './body-limit.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

/** POSTs `size` bytes in 16 KiB chunks with Transfer-Encoding: chunked; resolves with the answer. */
function postChunked(path: string, size: number, contentType = 'application/json') {
  return new Promise<{ status: number; body: string; contentType: string }>((resolve, reject) => {
    const req = request(`${api.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        'transfer-encoding': 'chunked',
        'x-xsrf-token': '1',
        'x-algolia-application-id': 'INKPOTDEV',
        'x-algolia-api-key': 'inkpot-search-only-key',
      },
    });
    req.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, contentType: String(response.headers['content-type']) }),
      );
    });
    // The server may answer and stop reading before the whole body is sent.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    const chunk = Buffer.alloc(16 * 1024, 'x');
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(sent <= size ? chunk : chunk.subarray(0, size - (sent - chunk.length)))) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

const BODY_ROUTES = [
  '/_/graphql',
  '/1/indexes/*/queries',
  '/1/indexes/inkpot_post/query',
  '/_/api/reports/errors',
  '/_/clientele/reports/performance/',
];

describe('request body limit', () => {
  for (const path of BODY_ROUTES) {
    it(`answers 413 with a JSON reason to a chunked 1 MB body on ${path}`, async () => {
      for (const type of ['application/json', 'text/plain']) {
        const answer = await postChunked(path, 1024 * 1024, type);
        assert.equal(answer.status, 413, `${type}: ${answer.body.slice(0, 200)}`);
        assert.match(answer.contentType, /application\/json/);
        assert.match(answer.body, /Request body is larger than 256 KiB/);
      }
    });
  }

  it('still accepts a chunked body under the limit', async () => {
    const query = JSON.stringify({ query: `{ isLoggedIn } # ${'x'.repeat(BODY_LIMIT_BYTES - 1024)}` });
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${api.url}/_/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write(query.slice(0, 1000));
      req.end(query.slice(1000));
    });
    assert.equal(answer.status, 200, answer.body.slice(0, 200));
    assert.deepEqual(JSON.parse(answer.body), { data: { isLoggedIn: false } });
  });

  it('answers 413 to a declared length over the limit without reading the body', async () => {
    const response = await fetch(`${api.url}/_/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ isLoggedIn } # ${'x'.repeat(BODY_LIMIT_BYTES)}` }),
    });
    assert.equal(response.status, 413);
    const body = (await response.json()) as { errors: Array<{ message: string }> };
    assert.match(body.errors[0]?.message ?? '', /larger than 256 KiB/);
  });
});
