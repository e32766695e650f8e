// Publishing a release to an S3 bucket or any S3-compatible store (MinIO, Ceph, R2, a local test
// server): RELEASE_ORIGIN=s3://<bucket>/<prefix> takes <prefix>/<remote>/<version>/<file>, every
// request signed with AWS Signature Version 4. The rules of the other publishers hold
// (release-publishers.mjs): a version is published once, the manifest goes last, every file is
// immutable. Integrity: every PUT carries its body's SHA-256 (x-amz-content-sha256, which the
// signature covers and S3 checks against the bytes it received), and the entry files and the
// manifest are read back and compared byte for byte before the deploy registers the release.
//
// aws4fetch signs requests for the platform's own fetch in a few KiB with no dependencies; the
// official AWS SDK (@aws-sdk/client-s3) would bring megabytes of packages for a GET and a PUT.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { contentTypeOf, entryFilesOf, fileUrl, filesOf, IMMUTABLE, MANIFEST } from './release-files.mjs';

/** The settings without which nothing can be signed. */
const REQUIRED_CREDENTIALS = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** `s3://bucket/some/prefix/` -> `{ bucket: 'bucket', prefix: ['some', 'prefix'] }`. */
function parseOrigin(origin) {
  const url = new URL(origin);
  if (url.protocol !== 's3:' || !url.hostname)
    throw new Error(`RELEASE_ORIGIN=${origin} names no bucket: expected s3://<bucket>/<prefix>.`);
  return { bucket: url.hostname, prefix: url.pathname.split('/').filter(Boolean).map(decodeURIComponent) };
}

/** Path-style `<endpoint>/<bucket>` with S3_ENDPOINT, else AWS's virtual-hosted `https://<bucket>.s3.<region>.amazonaws.com`. */
const bucketUrl = ({ bucket, region, endpoint }) =>
  endpoint ? fileUrl(endpoint, bucket) : new URL(`https://${bucket}.s3.${region}.amazonaws.com/`);

const XML_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (body, tag) =>
  body
    .match(new RegExp(`<${tag}>([^<]*)</${tag}>`))?.[1]
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => XML_ENTITIES[name]);

/** An S3 error answer as `{ code, line }`: its status, and its XML body's <Code> and <Message>. */
async function s3Error(response) {
  const body = await response.text().catch(() => '');
  const code = xmlText(body, 'Code');
  const message = xmlText(body, 'Message');
  return { code, line: [response.status, code, message && `(${message})`].filter(Boolean).join(' ') };
}

/** GET and PUT of keys (arrays of path segments) in one bucket, each request signed. */
function bucketStore({ bucket, base, credentials, region, fetchImpl }) {
  const client = new AwsClient({ ...credentials, service: 's3', region });

  const send = async (method, key, { body, headers } = {}) => {
    const shown = `${method} s3://${bucket}/${key.join('/')}`;
    const request = await client.sign(fileUrl(base, ...key).href, {
      method,
      body,
      headers: { 'x-amz-content-sha256': sha256(body ?? ''), ...headers },
    });
    try {
      return { shown, response: await fetchImpl(request) };
    } catch (error) {
      throw new Error(`${shown} failed: ${error.cause?.code ?? error.message}`, { cause: error });
    }
  };

  return {
    /** The object's bytes; null when S3 answers one of `absentCodes`. */
    async get(key, absentCodes = []) {
      const { shown, response } = await send('GET', key);
      if (response.ok) return Buffer.from(await response.arrayBuffer());
      const error = await s3Error(response);
      if (absentCodes.includes(error.code)) return null;
      throw new Error(`${shown} answered ${error.line}.`);
    },
    async put(key, body, headers) {
      const { shown, response } = await send('PUT', key, { body, headers });
      if (!response.ok) throw new Error(`${shown} answered ${(await s3Error(response)).line}.`);
      await response.body?.cancel();
    },
    async delete(key) {
      const { shown, response } = await send('DELETE', key);
      if (!response.ok) throw new Error(`${shown} answered ${(await s3Error(response)).line}.`);
      await response.body?.cancel();
    },
  };
}

/** One release's files in the bucket: where each goes, what the build holds, upload and read back. */
function releaseFiles({ store, bucket, prefix, remote, version, dist }) {
  const key = (file) => [...prefix, remote, version, ...file.split('/')];
  const bytes = (file) => readFileSync(path.join(dist, file));
  const label = (file) => `s3://${bucket}/${key(file).join('/')}`;
  return {
    key,
    bytes,
    label,
    upload: (file) =>
      store.put(key(file), bytes(file), { 'content-type': contentTypeOf(file), 'cache-control': IMMUTABLE }),
    async verify(file) {
      const stored = await store.get(key(file));
      if (!stored.equals(bytes(file)))
        throw new Error(
          `${label(file)} reads back other bytes than the build's ${file} (${stored.length} bytes, not ${bytes(file).length}): the upload was damaged.`,
        );
    },
  };
}

/** Whether this very manifest is there already; another manifest for the version is refused. */
async function alreadyPublished(store, files, release) {
  // S3 answers 403 AccessDenied for a missing key to whoever may not list the bucket.
  const existing = await store.get(files.key(MANIFEST), ['NoSuchKey', 'AccessDenied']);
  if (existing && !existing.equals(files.bytes(MANIFEST)))
    throw new Error(
      `${files.label(MANIFEST)} already holds another ${MANIFEST} for ${release}: a version is published once.`,
    );
  return Boolean(existing);
}

/** The manifest, last; a damaged one is taken away again, so nothing reads it and a new deploy can retry. */
async function uploadManifest(store, files) {
  await files.upload(MANIFEST);
  await files.verify(MANIFEST).catch(async (error) => {
    const left = await store.delete(files.key(MANIFEST)).then(
      () => '',
      (failure) => ` Taking it away failed (${failure.message}): delete it before deploying again.`,
    );
    throw new Error(`${error.message}${left}`, { cause: error });
  });
}

/**
 * @param {{
 *   origin: string,
 *   publicUrl?: string,
 *   credentials: { accessKeyId: string, secretAccessKey: string, sessionToken?: string },
 *   region?: string,
 *   endpoint?: string,
 *   fetch?: (request: Request) => Promise<Response>,
 * }} options  origin: `s3://<bucket>/<prefix>`; endpoint: an S3-compatible server (path-style
 *   addressing), else AWS; publicUrl: where readers fetch `<prefix>/` (default: the bucket's URL)
 */
export function s3Publisher({
  origin,
  publicUrl,
  credentials,
  region = 'us-east-1',
  endpoint,
  fetch: fetchImpl = fetch,
}) {
  const { bucket, prefix } = parseOrigin(origin);
  const base = bucketUrl({ bucket, region, endpoint });
  const store = bucketStore({ bucket, base, credentials, region, fetchImpl });
  const publicBase = publicUrl ?? fileUrl(base, ...prefix).href;

  return {
    describe: () => `the S3 bucket s3://${[bucket, ...prefix].join('/')} (${endpoint ?? `AWS ${region}`})`,
    manifestUrl: (remote, version) => fileUrl(publicBase, remote, version, MANIFEST).href,
    /** @returns {Promise<'published' | 'already published'>} */
    async publish(remote, version, dist) {
      const files = releaseFiles({ store, bucket, prefix, remote, version, dist });
      if (await alreadyPublished(store, files, `${remote}@${version}`)) return 'already published';
      for (const file of filesOf(dist).filter((name) => name !== MANIFEST)) await files.upload(file);
      // The entry files are checked before the manifest names them.
      for (const file of entryFilesOf(dist)) await files.verify(file);
      await uploadManifest(store, files);
      return 'published';
    },
  };
}

/**
 * The S3 publisher of RELEASE_ORIGIN=s3://...; throws one line naming the credentials missing.
 * @param {import('../env.d.mts').InkpotEnv} env
 */
export function s3PublisherFor(env) {
  const missing = REQUIRED_CREDENTIALS.filter((name) => !env[name]);
  if (missing.length)
    throw new Error(`RELEASE_ORIGIN=${env.RELEASE_ORIGIN} needs ${missing.join(' and ')} to sign its uploads.`);
  return s3Publisher({
    origin: /** @type {string} */ (env.RELEASE_ORIGIN),
    publicUrl: env.RELEASE_PUBLIC_URL,
    credentials: {
      accessKeyId: /** @type {string} */ (env.AWS_ACCESS_KEY_ID),
      secretAccessKey: /** @type {string} */ (env.AWS_SECRET_ACCESS_KEY),
      ...(env.AWS_SESSION_TOKEN && { sessionToken: env.AWS_SESSION_TOKEN }),
    },
    region: env.AWS_REGION,
    endpoint: env.S3_ENDPOINT,
  });
}
