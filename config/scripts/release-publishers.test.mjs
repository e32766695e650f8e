/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { folderPublisher, httpPublisher } from './release-publishers.mjs';

/** A small WebDAV-like origin: PUT stores a file, GET serves it; every request is recorded. */
async function startOrigin({ requireAuthorization = null, failPutOf = null } = {}) {
  const files = new Map();
  const requests = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url, 'http://origin.test');
      requests.push({
        method: req.method,
        path: url.pathname,
        query: url.search,
        authorization: req.headers.authorization ?? null,
        contentType: req.headers['content-type'] ?? null,
      });
      if (requireAuthorization && req.headers.authorization !== requireAuthorization) {
        res.writeHead(401).end();
      } else if (req.method === 'PUT') {
        if (failPutOf && url.pathname.endsWith(failPutOf)) return void res.writeHead(507).end();
        files.set(url.pathname, Buffer.concat(chunks));
        res.writeHead(201).end();
      } else if (req.method === 'GET' && files.has(url.pathname)) {
        res.writeHead(200).end(files.get(url.pathname));
      } else {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    files,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function build(manifest = '{"id":"inkpot_search"}') {
  const dist = mkdtempSync(path.join(tmpdir(), 'release-'));
  writeFileSync(path.join(dist, 'mf-manifest.json'), manifest);
  writeFileSync(path.join(dist, 'remote-entry.0123456789ab.js'), 'entry();');
  writeFileSync(path.join(dist, '__federation_expose_search_box.ba9876543210.js'), 'box();');
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'parcels.cjs'), 'exports.prerenderParcel = () => null;');
  return dist;
}

describe('httpPublisher', () => {
  let origin;
  afterEach(() => origin?.close());

  it('PUTs every file under <remote>/<version>/, the manifest last, and names where readers get it', async () => {
    origin = await startOrigin({ requireAuthorization: 'Bearer upload-token' });
    const publisher = httpPublisher({
      origin: `${origin.url}/assets/`,
      publicUrl: 'https://cdn.inkpot.example/assets/',
      authorization: 'Bearer upload-token',
    });
    const dist = build();
    await expect(publisher.publish('search', '1.0.0+abc', dist)).resolves.toBe('published');
    const puts = origin.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.path)).toEqual([
      '/assets/search/1.0.0%2Babc/__federation_expose_search_box.ba9876543210.js',
      '/assets/search/1.0.0%2Babc/remote-entry.0123456789ab.js',
      // The server build, in its folder beside the manifest, where the edge reads it.
      '/assets/search/1.0.0%2Babc/server/parcels.cjs',
      '/assets/search/1.0.0%2Babc/mf-manifest.json',
    ]);
    expect(puts.map((request) => request.contentType)).toEqual([
      'text/javascript',
      'text/javascript',
      'text/javascript',
      'application/json',
    ]);
    expect(origin.files.get('/assets/search/1.0.0%2Babc/mf-manifest.json').toString()).toBe(
      readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'),
    );
    expect(publisher.manifestUrl('search', '1.0.0+abc')).toBe(
      'https://cdn.inkpot.example/assets/search/1.0.0%2Babc/mf-manifest.json',
    );
  });

  it('publishes a version once: the same files again are "already published", other files are refused', async () => {
    origin = await startOrigin();
    const publisher = httpPublisher({ origin: origin.url });
    await publisher.publish('search', '1.0.0', build());
    const before = origin.requests.length;
    await expect(publisher.publish('search', '1.0.0', build())).resolves.toBe('already published');
    expect(origin.requests.slice(before).map((request) => request.method)).toEqual(['GET']);
    await expect(publisher.publish('search', '1.0.0', build('{"id":"changed"}'))).rejects.toThrow(
      /already holds another mf-manifest\.json for search@1\.0\.0/,
    );
    expect(origin.files.get('/search/1.0.0/mf-manifest.json').toString()).toBe('{"id":"inkpot_search"}');
  });

  it('sends the URL credentials as Basic auth and keeps a token query on every file', async () => {
    origin = await startOrigin({ requireAuthorization: `Basic ${Buffer.from('deploy:s3cr&t').toString('base64')}` });
    const withCredentials = origin.url.replace('http://', 'http://deploy:s3cr%26t@');
    const publisher = httpPublisher({ origin: `${withCredentials}/releases?sig=abc` });
    await publisher.publish('auth', '2.0.0', build());
    expect(origin.requests.every((request) => request.query === '?sig=abc')).toBe(true);
    expect(publisher.describe()).not.toContain('s3cr');
    // Readers get the files without the upload credentials or token.
    expect(publisher.manifestUrl('auth', '2.0.0')).toBe(`${origin.url}/releases/auth/2.0.0/mf-manifest.json`);
  });

  it('stops at a refused upload without the manifest, so nothing names missing files', async () => {
    origin = await startOrigin({ failPutOf: 'remote-entry.0123456789ab.js' });
    const publisher = httpPublisher({ origin: origin.url });
    await expect(publisher.publish('search', '1.0.1', build())).rejects.toThrow(
      /PUT http:\/\/127\.0\.0\.1:\d+\/search\/1\.0\.1\/remote-entry\.0123456789ab\.js answered 507/,
    );
    expect(origin.files.has('/search/1.0.1/mf-manifest.json')).toBe(false);
  });

  it('says which origin did not answer', async () => {
    origin = await startOrigin();
    const address = origin.url;
    await origin.close();
    origin = null;
    await expect(httpPublisher({ origin: address }).publish('search', '1.0.0', build())).rejects.toThrow(
      /GET http:\/\/127\.0\.0\.1:\d+\/search\/1\.0\.0\/mf-manifest\.json failed: ECONNREFUSED/,
    );
  });
});

describe('folderPublisher', () => {
  it('copies the files once into <dir>/<remote>/<version>/ and refuses other files for that version', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'origin-'));
    const publisher = folderPublisher({ dir, publicUrlOf: () => `http://localhost:3004/releases/` });
    await expect(publisher.publish('search', '1.0.0', build())).resolves.toBe('published');
    expect(readFileSync(path.join(dir, 'search', '1.0.0', 'remote-entry.0123456789ab.js'), 'utf8')).toBe('entry();');
    expect(readFileSync(path.join(dir, 'search', '1.0.0', 'server', 'parcels.cjs'), 'utf8')).toMatch(/prerenderParcel/);
    await expect(publisher.publish('search', '1.0.0', build())).resolves.toBe('already published');
    await expect(publisher.publish('search', '1.0.0', build('{"id":"changed"}'))).rejects.toThrow(/other files/);
    expect(publisher.manifestUrl('search', '1.0.0')).toBe('http://localhost:3004/releases/1.0.0/mf-manifest.json');
  });
});
