/** @jest-environment node */
// Against a real S3-compatible server, in this process: s3rver (the maintained @20minutes fork,
// which checks Signature Version 4 signatures) on a random loopback port over a temporary folder.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { loadEnv } from '../env.mjs';
import { publisherFor } from './release-publishers.mjs';
import { s3Publisher } from './s3-publisher.mjs';

const BUCKET = 'releases';
/** s3rver's one account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const ENTRY = 'remote-entry.0123456789ab.js';
const MANIFEST = JSON.stringify({ id: 'inkpot_search', metaData: { remoteEntry: { name: ENTRY, path: '' } } });

async function startS3() {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 's3rver-')),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}

function build(manifest = MANIFEST) {
  const dist = mkdtempSync(path.join(tmpdir(), 'release-'));
  writeFileSync(path.join(dist, 'mf-manifest.json'), manifest);
  writeFileSync(path.join(dist, ENTRY), 'entry();');
  writeFileSync(path.join(dist, '__federation_expose_search_box.ba9876543210.js'), 'box();');
  writeFileSync(path.join(dist, '__federation_expose_search_box.ba9876543210.js.map'), '{"version":3}');
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'parcels.cjs'), 'exports.prerenderParcel = () => null;');
  return dist;
}

/** The build's files by path, as readers' URLs end. */
const FILES = {
  '__federation_expose_search_box.ba9876543210.js': 'text/javascript',
  '__federation_expose_search_box.ba9876543210.js.map': 'application/json',
  [ENTRY]: 'text/javascript',
  'server/parcels.cjs': 'text/javascript',
  'mf-manifest.json': 'application/json',
};

/** The real fetch, with every signed request recorded (and its answer changed by `alter`, if given). */
function recordingFetch(alter = (request, response) => response) {
  const requests = [];
  const fetchImpl = async (request) => {
    const body = request.body ? Buffer.from(await request.clone().arrayBuffer()) : null;
    requests.push({ method: request.method, path: new URL(request.url).pathname, headers: request.headers, body });
    return alter(request, await fetch(request));
  };
  return { fetch: fetchImpl, requests };
}

describe('s3Publisher', () => {
  let s3;
  beforeEach(async () => {
    s3 = await startS3();
  });
  afterEach(() => s3.close());

  const publisher = (options = {}) =>
    s3Publisher({ origin: `s3://${BUCKET}/remotes`, credentials: CREDENTIALS, endpoint: s3.endpoint, ...options });

  it('puts every file under <prefix>/<remote>/<version>/, immutable and typed, the manifest last, readable at the URL it reports', async () => {
    const { fetch: fetchImpl, requests } = recordingFetch();
    const dist = build();
    await expect(publisher({ fetch: fetchImpl }).publish('search', '1.0.0+abc', dist)).resolves.toBe('published');

    const manifestUrl = publisher().manifestUrl('search', '1.0.0+abc');
    expect(manifestUrl).toBe(`${s3.endpoint}/${BUCKET}/remotes/search/1.0.0%2Babc/mf-manifest.json`);
    for (const [file, contentType] of Object.entries(FILES)) {
      const response = await fetch(manifestUrl.replace('mf-manifest.json', file));
      expect(Buffer.from(await response.arrayBuffer())).toEqual(readFileSync(path.join(dist, file)));
      expect(response.headers.get('content-type')).toBe(contentType);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }

    const under = `/${BUCKET}/remotes/search/1.0.0%2Babc/`;
    expect(requests.map((request) => `${request.method} ${request.path.replace(under, '')}`)).toEqual([
      'GET mf-manifest.json',
      'PUT __federation_expose_search_box.ba9876543210.js',
      'PUT __federation_expose_search_box.ba9876543210.js.map',
      `PUT ${ENTRY}`,
      'PUT server/parcels.cjs',
      // The entry files are read back before the manifest names them, the manifest after it went up.
      `GET ${ENTRY}`,
      'GET server/parcels.cjs',
      'PUT mf-manifest.json',
      'GET mf-manifest.json',
    ]);
    for (const put of requests.filter((request) => request.method === 'PUT')) {
      expect(put.headers.get('x-amz-content-sha256')).toBe(createHash('sha256').update(put.body).digest('hex'));
      expect(put.headers.get('authorization')).toMatch(/SignedHeaders=[^,]*x-amz-content-sha256/);
    }
  });

  it('publishes a version once: the same files again are "already published", another manifest is refused', async () => {
    await publisher().publish('search', '1.0.0', build());
    const { fetch: fetchImpl, requests } = recordingFetch();
    await expect(publisher({ fetch: fetchImpl }).publish('search', '1.0.0', build())).resolves.toBe(
      'already published',
    );
    expect(requests.map((request) => request.method)).toEqual(['GET']);
    await expect(publisher().publish('search', '1.0.0', build('{"id":"changed"}'))).rejects.toThrow(
      's3://releases/remotes/search/1.0.0/mf-manifest.json already holds another mf-manifest.json for search@1.0.0',
    );
    const stored = await fetch(publisher().manifestUrl('search', '1.0.0'));
    expect(await stored.text()).toBe(MANIFEST);
  });

  it("fails with S3's status, code and message in one line", async () => {
    const wrongSecret = publisher({ credentials: { ...CREDENTIALS, secretAccessKey: 'not-the-secret' } });
    const refused = await wrongSecret.publish('search', '1.0.0', build()).catch((error) => error);
    expect(refused.message).toMatch(
      /^GET s3:\/\/releases\/remotes\/search\/1\.0\.0\/mf-manifest\.json answered 403 SignatureDoesNotMatch \(The request signature we calculated does not match/,
    );
    expect(refused.message).not.toContain('\n');
    await expect(
      publisher({ origin: 's3://no-such-bucket/remotes' }).publish('search', '1.0.0', build()),
    ).rejects.toThrow(/answered 404 NoSuchBucket \(The specified bucket does not exist\)\.$/);
  });

  it('fails when an entry file reads back other bytes, before the manifest names it', async () => {
    const { fetch: fetchImpl } = recordingFetch((request, response) =>
      request.method === 'GET' && request.url.endsWith(ENTRY) ? new Response('damaged();') : response,
    );
    await expect(publisher({ fetch: fetchImpl }).publish('search', '1.0.0', build())).rejects.toThrow(
      `s3://releases/remotes/search/1.0.0/${ENTRY} reads back other bytes than the build's ${ENTRY} (10 bytes, not 8): the upload was damaged.`,
    );
    expect((await fetch(publisher().manifestUrl('search', '1.0.0'))).status).toBe(404);
  });

  it('takes a manifest that reads back other bytes away again, so the deploy can be retried', async () => {
    const { fetch: fetchImpl, requests } = recordingFetch((request, response) =>
      request.method === 'GET' && request.url.endsWith('mf-manifest.json') && response.ok
        ? new Response('{}')
        : response,
    );
    await expect(publisher({ fetch: fetchImpl }).publish('search', '1.0.0', build())).rejects.toThrow(
      /mf-manifest\.json reads back other bytes than the build's mf-manifest\.json/,
    );
    expect(requests.at(-1).method).toBe('DELETE');
    await expect(publisher().publish('search', '1.0.0', build())).resolves.toBe('published');
  });

  it('reports the manifest where readers fetch it: RELEASE_PUBLIC_URL, else the bucket itself', () => {
    expect(publisher({ publicUrl: 'https://cdn.inkpot.example/assets/' }).manifestUrl('search', '1.0.0+abc')).toBe(
      'https://cdn.inkpot.example/assets/search/1.0.0%2Babc/mf-manifest.json',
    );
    const aws = s3Publisher({ origin: 's3://inkpot-releases/remotes/', credentials: CREDENTIALS, region: 'eu-west-1' });
    expect(aws.manifestUrl('search', '1.0.0+abc')).toBe(
      'https://inkpot-releases.s3.eu-west-1.amazonaws.com/remotes/search/1.0.0%2Babc/mf-manifest.json',
    );
    expect(aws.describe()).toBe('the S3 bucket s3://inkpot-releases/remotes (AWS eu-west-1)');
  });
});

describe('publisherFor with RELEASE_ORIGIN=s3://...', () => {
  it('names the credentials it is missing, in one line', () => {
    expect(() => publisherFor(loadEnv({ RELEASE_ORIGIN: 's3://releases/remotes' }))).toThrow(
      /^RELEASE_ORIGIN=s3:\/\/releases\/remotes needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY to sign its uploads\.$/,
    );
    expect(() =>
      publisherFor(loadEnv({ RELEASE_ORIGIN: 's3://releases/remotes', AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' })),
    ).toThrow(/needs AWS_SECRET_ACCESS_KEY to/);
    expect(() => publisherFor(loadEnv({ RELEASE_ORIGIN: 's3://', ...credentialsEnv }))).toThrow(/names no bucket/);
  });

  const credentialsEnv = { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' };

  it('publishes to the bucket, at S3_ENDPOINT or on AWS in AWS_REGION (us-east-1 unless set)', () => {
    const onAws = publisherFor(loadEnv({ RELEASE_ORIGIN: 's3://releases/remotes', ...credentialsEnv }));
    expect(onAws.describe()).toBe('the S3 bucket s3://releases/remotes (AWS us-east-1)');
    expect(onAws.manifestUrl('search', '1.0.0')).toBe(
      'https://releases.s3.us-east-1.amazonaws.com/remotes/search/1.0.0/mf-manifest.json',
    );
    const local = publisherFor(
      loadEnv({
        RELEASE_ORIGIN: 's3://releases/remotes',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        RELEASE_PUBLIC_URL: 'https://cdn.inkpot.example/remotes/',
        ...credentialsEnv,
      }),
    );
    expect(local.describe()).toBe('the S3 bucket s3://releases/remotes (http://127.0.0.1:9000)');
    expect(local.manifestUrl('search', '1.0.0')).toBe(
      'https://cdn.inkpot.example/remotes/search/1.0.0/mf-manifest.json',
    );
  });
});
