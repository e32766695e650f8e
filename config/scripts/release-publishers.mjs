// Where `npm run deploy` publishes a remote's immutable files, chosen by config:
//   default                  a folder (RELEASE_ORIGIN_DIR/<remote>/<version>/), served by the
//                            remote's static server at /releases/<version>/
//   RELEASE_ORIGIN=URL       any HTTP origin that takes PUT (WebDAV, an object store's presigned or
//                            SAS-token URL, a CDN's upload endpoint): <URL>/<remote>/<version>/<file>,
//                            read back from RELEASE_PUBLIC_URL (default: the same URL)
//   RELEASE_ORIGIN=s3://...  an S3 bucket or any S3-compatible store, signed with SigV4
//                            (s3-publisher.mjs)
// A version is published once: an existing manifest with other bytes is refused, the same bytes
// mean "already published". The manifest goes last, so it never names a file not yet there.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentTypeOf, fileUrl, filesOf, IMMUTABLE, MANIFEST } from './release-files.mjs';
import { s3PublisherFor } from './s3-publisher.mjs';

/**
 * @param {{ dir: string, publicUrlOf: (remote: string) => string }} options  publicUrlOf: where the
 *   remote's static server serves `<dir>/<remote>/` (its /releases/ path)
 */
export function folderPublisher({ dir, publicUrlOf }) {
  return {
    describe: () => `the folder ${dir}`,
    manifestUrl: (remote, version) => `${publicUrlOf(remote)}${version}/${MANIFEST}`,
    /** @returns {Promise<'published' | 'already published'>} */
    async publish(remote, version, dist) {
      const target = path.join(dir, remote, version);
      const manifest = readFileSync(path.join(dist, MANIFEST));
      if (existsSync(path.join(target, MANIFEST))) {
        if (!readFileSync(path.join(target, MANIFEST)).equals(manifest))
          throw new Error(`${target} already holds other files for ${version}.`);
        return 'already published';
      }
      for (const file of filesOf(dist)) {
        mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
        copyFileSync(path.join(dist, file), path.join(target, file));
      }
      return 'published';
    },
  };
}

/** `https://user:pass@host/base/?token` -> the URL without credentials, and their Basic header. */
function splitCredentials(url) {
  const parsed = new URL(url);
  const basic =
    parsed.username || parsed.password
      ? `Basic ${Buffer.from(`${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`).toString('base64')}`
      : null;
  parsed.username = '';
  parsed.password = '';
  return { url: parsed, basic };
}

/**
 * @param {{ origin: string, publicUrl?: string, authorization?: string, fetch?: typeof fetch }} options
 *   authorization: an Authorization header for every request (else Basic from the URL's credentials)
 */
export function httpPublisher({ origin, publicUrl, authorization, fetch: fetchImpl = fetch }) {
  const { url: base, basic } = splitCredentials(origin);
  const auth = authorization ?? basic;
  const headers = auth ? { authorization: auth } : {};
  const publicBase = new URL(publicUrl ?? base.href);
  if (!publicUrl) publicBase.search = '';
  const shown = `${base.origin}${base.pathname}`;

  const request = async (method, url, init = {}) => {
    let response;
    try {
      response = await fetchImpl(url, { method, ...init, headers: { ...headers, ...init.headers } });
    } catch (error) {
      throw new Error(`${method} ${url.origin}${url.pathname} failed: ${error.cause?.code ?? error.message}`, {
        cause: error,
      });
    }
    return response;
  };

  return {
    describe: () => `the HTTP origin ${shown}`,
    manifestUrl: (remote, version) => fileUrl(publicBase, remote, version, MANIFEST).href,
    /** @returns {Promise<'published' | 'already published'>} */
    async publish(remote, version, dist) {
      const manifest = readFileSync(path.join(dist, MANIFEST));
      const existing = await request('GET', fileUrl(base, remote, version, MANIFEST));
      if (existing.ok) {
        if (!Buffer.from(await existing.arrayBuffer()).equals(manifest))
          throw new Error(`${shown} already holds another ${MANIFEST} for ${remote}@${version}.`);
        return 'already published';
      }
      await existing.body?.cancel();
      // S3 answers 403 for a missing key to whoever may not list the bucket.
      if (existing.status !== 404 && existing.status !== 403)
        throw new Error(`${shown} answered ${existing.status} when asked for ${remote}@${version}'s manifest.`);
      for (const file of filesOf(dist)) {
        const url = fileUrl(base, remote, version, ...file.split('/'));
        const response = await request('PUT', url, {
          body: readFileSync(path.join(dist, file)),
          headers: {
            'content-type': contentTypeOf(file),
            'cache-control': IMMUTABLE,
          },
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`PUT ${url.origin}${url.pathname} answered ${response.status}.`);
      }
      return 'published';
    },
  };
}

/**
 * The publisher the environment selects; throws (one line) when its settings are incomplete.
 * @param {import('../env.d.mts').InkpotEnv} env
 */
export function publisherFor(env) {
  if (env.RELEASE_ORIGIN?.startsWith('s3:')) return s3PublisherFor(env);
  if (env.RELEASE_ORIGIN) {
    return httpPublisher({
      origin: env.RELEASE_ORIGIN,
      publicUrl: env.RELEASE_PUBLIC_URL,
      authorization: env.RELEASE_ORIGIN_AUTHORIZATION,
    });
  }
  return folderPublisher({ dir: env.RELEASE_ORIGIN_DIR, publicUrlOf: env.releaseOriginUrl });
}
